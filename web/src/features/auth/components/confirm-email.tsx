// /confirm-email#token=…: the link of an email-change email, opened from the new address's mailbox. The page
// names the new address and asks for a click (a mail scanner that opens links changes nothing); confirming
// makes it the account's address and ends every session of the account, this one too: the person logs in
// again with the new address.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { AlertIcon, CheckCircleIcon } from '../../../components/ui/icons'
import { MessageCard } from '../../../components/ui/message-card'
import { PendingButton } from '../../../components/ui/pending-button'
import { LoadingState } from '../../../components/ui/spinner'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { authPath } from '../../../lib/return-to'
import { SESSION_KEY } from '../../../lib/session'
import { confirmEmailChange, lookUpEmailChange } from '../api/auth'
import { AuthCard, AuthIntro, AuthNote, AuthTitle } from './auth-frame'
import { useCheckedLink } from './new-password-form'

export function ConfirmEmail() {
  const state = useCheckedLink(lookUpEmailChange, 'This confirmation link is incomplete. Open the link from the email again, or ask for a new one from your profile.',
    'This confirmation link is not valid or has expired. Ask for a new one from your profile.')
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState<string>()
  const { mutate } = useSWRConfig()
  const { toast } = useToast()

  if (done) {
    return (
      <MessageCard icon={<CheckCircleIcon />} headingLevel={1} title="Email address changed" action={<Link to={authPath('/dashboard')}>Log in</Link>}>
        {done}
      </MessageCard>
    )
  }
  if (state.kind === 'loading') return <LoadingState label="Checking your link..." />
  if (state.kind === 'invalid') {
    return (
      <MessageCard icon={<AlertIcon />} tone="warning" headingLevel={1} title="Confirmation link not valid" action={<Link to="/dashboard">Go to your profile</Link>}>
        {state.message}
      </MessageCard>
    )
  }
  const confirm = async () => {
    setPending(true)
    try {
      const { message } = await confirmEmailChange(state.token)
      // Every session of the account ended, this one too.
      await mutate(SESSION_KEY, { user: null }, { revalidate: true })
      setDone(message)
    } catch (e) {
      toast({ title: 'Could not change your email address', description: errorMessage(e, 'Please try again.'), variant: 'destructive' })
    } finally {
      setPending(false)
    }
  }
  return (
    <AuthCard as="section" aria-labelledby="confirm-email-title">
      <AuthTitle id="confirm-email-title">Confirm your new email address</AuthTitle>
      <AuthIntro>
        Your account will use <strong>{state.email}</strong> from now on. You will be signed out on every device, and log in again with this address.
      </AuthIntro>
      <PendingButton $size="lg" $block pending={pending} pendingLabel="Confirming..." onClick={confirm}>
        Confirm new address
      </PendingButton>
      <AuthNote>The link works once, for 24 hours after it was sent.</AuthNote>
    </AuthCard>
  )
}
