import { Container } from '../../components/ui/container'
import { AuthPageSpace } from '../../features/auth/components/auth-frame'
import { ForgotPassword } from '../../features/auth/components/forgot-password'
import { usePageTitle } from '../../lib/page-title'

export default function ForgotPasswordPage() {
  usePageTitle('Forgot your password')
  return (
    <AuthPageSpace>
      <Container>
        <ForgotPassword />
      </Container>
    </AuthPageSpace>
  )
}
