import { Container, PageSection } from '../../components/ui/container'
import { LoadingState } from '../../components/ui/spinner'
import { UserDashboard } from '../../features/dashboard/components/user-dashboard'
import { usePageTitle } from '../../lib/page-title'
import { useSession } from '../../lib/session'

export default function DashboardPage() {
  usePageTitle('Dashboard')
  const { user } = useSession()
  return (
    <PageSection>
      <Container>{user ? <UserDashboard user={user} /> : <LoadingState label="Loading your dashboard..." />}</Container>
    </PageSection>
  )
}
