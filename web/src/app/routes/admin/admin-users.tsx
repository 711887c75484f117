import { AdminUsers } from '../../../features/admin-users/components/admin-users'
import { usePageTitle } from '../../../lib/page-title'

export default function AdminUsersPage() {
  usePageTitle('Users · Admin')
  return <AdminUsers />
}
