// /reset-password#token=…: the link of a password-reset email. The person chooses a new password; every other
// session of the account ends and they are signed in here.
import { Link, useNavigate } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { AlertIcon } from '../../../components/ui/icons'
import { MessageCard } from '../../../components/ui/message-card'
import { LoadingState } from '../../../components/ui/spinner'
import { useToast } from '../../../components/ui/toast'
import { SESSION_KEY } from '../../../lib/session'
import { lookUpResetLink, resetPassword } from '../api/auth'
import { AuthCard, AuthIntro, AuthNote, AuthTitle } from './auth-frame'
import { NewPasswordForm, useCheckedLink } from './new-password-form'

export function ResetPassword() {
  const state = useCheckedLink(lookUpResetLink, 'This password reset link is incomplete. Open the link from the email again, or ask for a new one.',
    'This password reset link is not valid or has expired. Ask for a new one.')
  const { mutate } = useSWRConfig()
  const { toast } = useToast()
  const navigate = useNavigate()

  if (state.kind === 'loading') return <LoadingState label="Checking your link..." />
  if (state.kind === 'invalid') {
    return (
      <MessageCard icon={<AlertIcon />} tone="warning" headingLevel={1} title="Reset link not valid" action={<Link to="/forgot-password">Ask for a new link</Link>}>
        {state.message}
      </MessageCard>
    )
  }
  return (
    <AuthCard as="section" aria-labelledby="reset-password-title">
      <AuthTitle id="reset-password-title">Choose a new password</AuthTitle>
      <AuthIntro>
        For <strong>{state.email}</strong>. You will be signed out on every other device.
      </AuthIntro>
      <NewPasswordForm
        label="Choose a new password"
        submitLabel="Set new password"
        failureTitle="Could not set your password"
        onSubmit={async (v) => {
          const user = await resetPassword({ token: state.token, password: v.password, confirmPassword: v.confirmPassword })
          await mutate(SESSION_KEY, user, { revalidate: false })
          toast({ title: 'Password changed', description: `You are signed in, ${user.firstName}. Every other session has ended.`, variant: 'success' })
          void navigate('/dashboard')
        }}
      />
      <AuthNote>The link works once, for an hour after it was sent.</AuthNote>
    </AuthCard>
  )
}
