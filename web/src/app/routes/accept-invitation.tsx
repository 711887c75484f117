import { Container } from '../../components/ui/container'
import { AcceptInvitation } from '../../features/auth/components/accept-invitation'
import { AuthPageSpace } from '../../features/auth/components/auth-frame'
import { usePageTitle } from '../../lib/page-title'

export default function AcceptInvitationPage() {
  usePageTitle('Accept your invitation')
  return (
    <AuthPageSpace>
      <Container>
        <AcceptInvitation />
      </Container>
    </AuthPageSpace>
  )
}
