import { UsersIcon } from '../../../components/ui/icons'
import { AdminScreen } from './admin-screen'

export default function AdminUsersPage() {
  return (
    <AdminScreen
      title="Users"
      description="Search, filter and manage the accounts of the platform and their roles."
      icon={<UsersIcon />}
      emptyTitle="No users found."
      emptyText="Accounts matching the search and role filter are listed here."
    />
  )
}
