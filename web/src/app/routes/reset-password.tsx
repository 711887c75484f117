import { Container } from '../../components/ui/container'
import { AuthPageSpace } from '../../features/auth/components/auth-frame'
import { ResetPassword } from '../../features/auth/components/reset-password'
import { usePageTitle } from '../../lib/page-title'

export default function ResetPasswordPage() {
  usePageTitle('Choose a new password')
  return (
    <AuthPageSpace>
      <Container>
        <ResetPassword />
      </Container>
    </AuthPageSpace>
  )
}
