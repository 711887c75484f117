import { Container } from '../../components/ui/container'
import { AuthPageSpace } from '../../features/auth/components/auth-frame'
import { ConfirmEmail } from '../../features/auth/components/confirm-email'
import { usePageTitle } from '../../lib/page-title'

export default function ConfirmEmailPage() {
  usePageTitle('Confirm your new email address')
  return (
    <AuthPageSpace>
      <Container>
        <ConfirmEmail />
      </Container>
    </AuthPageSpace>
  )
}
