import { AdminUsers } from '../../../features/admin-users/components/admin-users'
import { useBulkSlot } from '../../../features/bulk/components/bulk-slot'
import { usePageTitle } from '../../../lib/page-title'

export default function AdminUsersPage() {
  usePageTitle('Users · Admin')
  const bulk = useBulkSlot('users', { filterKeys: ['search', 'role'], reloads: '/api/admin/users' })
  return <AdminUsers selectionActions={bulk} />
}
