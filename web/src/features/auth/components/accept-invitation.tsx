// /accept-invitation#token=…: the link of an invitation email. The invited person chooses a password
// and is signed in. The token is read from the address's fragment (never sent to the server in a URL)
// and taken out of the address bar at once.
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { AlertIcon } from '../../../components/ui/icons'
import { MessageCard } from '../../../components/ui/message-card'
import { LoadingState } from '../../../components/ui/spinner'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { formatDate } from '../../../lib/format'
import { SESSION_KEY } from '../../../lib/session'
import { acceptInvitation, lookUpInvitation, type InvitationView } from '../api/auth'
import { AuthCard, AuthIntro, AuthNote, AuthTitle } from './auth-frame'
import { NewPasswordForm, useLinkToken } from './new-password-form'

type State = { kind: 'loading' } | { kind: 'invalid'; message: string } | { kind: 'ready'; token: string; invitation: InvitationView }

export function AcceptInvitation() {
  const token = useLinkToken()
  const [state, setState] = useState<State>({ kind: 'loading' })

  useEffect(() => {
    if (token === undefined) return
    if (!token) {
      setState({ kind: 'invalid', message: 'This invitation link is incomplete. Open the link from the email again, or ask an administrator for a new one.' })
      return
    }
    lookUpInvitation(token).then(
      (invitation) => setState({ kind: 'ready', token, invitation }),
      (e: unknown) => setState({ kind: 'invalid', message: errorMessage(e, 'This invitation link is not valid or has expired.') }),
    )
  }, [token])

  if (state.kind === 'loading') return <LoadingState label="Checking your invitation..." />
  if (state.kind === 'invalid') {
    return (
      <MessageCard icon={<AlertIcon />} tone="warning" headingLevel={1} title="Invitation link not valid" action={<Link to="/auth">Go to Log in</Link>}>
        {state.message}
      </MessageCard>
    )
  }
  return <ChoosePassword token={state.token} invitation={state.invitation} />
}

function ChoosePassword({ token, invitation }: { token: string; invitation: InvitationView }) {
  const { mutate } = useSWRConfig()
  const { toast } = useToast()
  const navigate = useNavigate()

  return (
    <AuthCard as="section" aria-labelledby="accept-invitation-title">
      <AuthTitle id="accept-invitation-title">Welcome, {invitation.firstName}!</AuthTitle>
      <AuthIntro>
        Choose a password for <strong>{invitation.email}</strong> to finish setting up your account.
      </AuthIntro>
      <NewPasswordForm
        label="Choose your password"
        submitLabel="Set password and sign in"
        failureTitle="Could not set your password"
        onSubmit={async (v) => {
          const user = await acceptInvitation({ token, password: v.password, confirmPassword: v.confirmPassword })
          await mutate(SESSION_KEY, user, { revalidate: false })
          toast({ title: 'Welcome!', description: `Your password is set, ${user.firstName}. You are signed in.`, variant: 'success' })
          void navigate('/dashboard')
        }}
      />
      <AuthNote>This link works once, until {formatDate(invitation.expiresAt)}.</AuthNote>
    </AuthCard>
  )
}
