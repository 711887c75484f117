import { LoadingState } from '../../../components/ui/spinner'
import { AdminDashboard } from '../../../features/dashboard/components/admin-dashboard'
import { usePageTitle } from '../../../lib/page-title'
import { useSession } from '../../../lib/session'

export default function AdminDashboardPage() {
  usePageTitle('Admin Dashboard')
  const { user } = useSession()
  return user ? <AdminDashboard user={user} /> : <LoadingState label="Loading..." />
}
