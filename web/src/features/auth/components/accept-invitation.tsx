// /accept-invitation#token=…: the link of an invitation email. The invited person chooses a password
// and is signed in. The token is read from the address's fragment (never sent to the server in a URL)
// and taken out of the address bar at once.
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { useSWRConfig } from 'swr'
import { TextField } from '../../../components/ui/field'
import { Form } from '../../../components/ui/form-layout'
import { AlertIcon } from '../../../components/ui/icons'
import { MessageCard } from '../../../components/ui/message-card'
import { PendingButton } from '../../../components/ui/pending-button'
import { LoadingState } from '../../../components/ui/spinner'
import { mutedSmall } from '../../../components/ui/text'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { formatDate } from '../../../lib/format'
import { useForm, type Errors } from '../../../lib/form'
import { usePasswordPolicy } from '../../../lib/public-settings'
import { SESSION_KEY } from '../../../lib/session'
import { acceptInvitation, lookUpInvitation, type InvitationView } from '../api/auth'
import { AuthCard } from './auth-frame'

interface PasswordValues {
  password: string
  confirmPassword: string
}

type State = { kind: 'loading' } | { kind: 'invalid'; message: string } | { kind: 'ready'; token: string; invitation: InvitationView }

const tokenOfHash = (hash: string): string => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? ''

export function AcceptInvitation() {
  const [state, setState] = useState<State>({ kind: 'loading' })

  useEffect(() => {
    const token = tokenOfHash(window.location.hash)
    // The secret stays out of the history and of anything that reads the address later.
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname)
    if (!token) {
      setState({ kind: 'invalid', message: 'This invitation link is incomplete. Open the link from the email again, or ask an administrator for a new one.' })
      return
    }
    lookUpInvitation(token).then(
      (invitation) => setState({ kind: 'ready', token, invitation }),
      (e: unknown) => setState({ kind: 'invalid', message: errorMessage(e, 'This invitation link is not valid or has expired.') }),
    )
  }, [])

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
  const { minLength } = usePasswordPolicy()
  const { mutate } = useSWRConfig()
  const { toast } = useToast()
  const navigate = useNavigate()
  const form = useForm<PasswordValues>({ password: '', confirmPassword: '' }, (v): Errors<PasswordValues> => ({
    password: v.password.length < minLength ? `Password must be at least ${minLength} characters` : undefined,
    confirmPassword: !v.confirmPassword ? 'Required' : v.confirmPassword !== v.password ? "Passwords don't match" : undefined,
  }))

  const submit = form.submit(
    async (v) => {
      const user = await acceptInvitation({ token, password: v.password, confirmPassword: v.confirmPassword })
      await mutate(SESSION_KEY, user, { revalidate: false })
      toast({ title: 'Welcome!', description: `Your password is set, ${user.firstName}. You are signed in.`, variant: 'success' })
      void navigate('/dashboard')
    },
    (e) => toast({ title: 'Could not set your password', description: errorMessage(e), variant: 'destructive' }),
  )

  return (
    <AuthCard as="section" aria-labelledby="accept-invitation-title">
      <Title id="accept-invitation-title">Welcome, {invitation.firstName}!</Title>
      <Intro>
        Choose a password for <strong>{invitation.email}</strong> to finish setting up your account.
      </Intro>
      <Form ref={form.formRef} noValidate onSubmit={submit} aria-label="Choose your password">
        <TextField label="Password" type="password" autoComplete="new-password" required hint={`At least ${minLength} characters.`} {...form.field('password')} />
        <TextField label="Confirm password" type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
        <PendingButton type="submit" $size="lg" $block pending={form.pending} pendingLabel="Saving...">
          Set password and sign in
        </PendingButton>
      </Form>
      <Note>This link works once, until {formatDate(invitation.expiresAt)}.</Note>
    </AuthCard>
  )
}

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`

const Intro = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`

const Note = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  ${mutedSmall}
  text-align: center;
`
