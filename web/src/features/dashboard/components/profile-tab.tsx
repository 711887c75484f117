// The Profile tab: who the user is, the account's state, and the Edit Profile, Change Password
// and Change Email dialogs. An unverified email can ask for a new verification link.
import { useState } from 'react'
import styled from 'styled-components'
import useSWR from 'swr'
import { accountFactList, ContactFacts } from '../../../components/ui/email-verified-badge'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { EditIcon, LockIcon, MailIcon } from '../../../components/ui/icons'
import { InitialsAvatar } from '../../../components/ui/initials-avatar'
import { PendingButton } from '../../../components/ui/pending-button'
import { mutedSmall } from '../../../components/ui/text'
import { useToast } from '../../../components/ui/toast'
import { errorMessage, type ApiError } from '../../../lib/api-client'
import { formatDate, formatDateTime } from '../../../lib/format'
import { fullName, type SessionUser } from '../../../lib/session'
import { cancelEmailChange, PENDING_EMAIL_CHANGE_KEY, resendVerification, type PendingEmailChange } from '../api/dashboard'
import { Panel } from './panel'
import { ChangeEmailDialog, ChangePasswordDialog, EditProfileDialog } from './profile-dialogs'

/** 'company_manager' → 'company manager' (visitor-and-user-side.md: underscores shown as spaces). */
const roleWords = (role: string): string => role.replace(/_/g, ' ')

export function ProfileTab({ user }: { user: SessionUser }) {
  const [dialog, setDialog] = useState<'profile' | 'password' | 'email' | null>(null)
  const name = fullName(user)
  return (
    <Panel
      title="Profile"
      description="Your account details."
      footer={
        <>
          <Button $variant="primary" $size="sm" onClick={() => setDialog('profile')}>
            <EditIcon size={16} />
            Edit Profile
          </Button>
          <Button $variant="outline" $size="sm" onClick={() => setDialog('password')}>
            <LockIcon size={16} />
            Change Password
          </Button>
          <Button $variant="outline" $size="sm" onClick={() => setDialog('email')}>
            <MailIcon size={16} />
            Change Email
          </Button>
        </>
      }
    >
      <Identity>
        <InitialsAvatar name={name} size={64} />
        <div>
          <strong>{name}</strong>
          <span>{roleWords(user.role)}</span>
        </div>
      </Identity>
      <Details>
        <div>
          <dt>Full name</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{roleWords(user.role)}</dd>
        </div>
        <ContactFacts account={user} noPhone="Not provided" />
        <div>
          <dt>Account status</dt>
          <dd>
            <Badge $tone="success">Active</Badge>
          </dd>
        </div>
        {user.createdAt ? (
          <div>
            <dt>Member since</dt>
            <dd>{formatDate(user.createdAt)}</dd>
          </div>
        ) : null}
      </Details>
      {user.isEmailVerified ? null : <VerificationNote email={user.email} />}
      <PendingEmailChangeNote />
      {dialog === 'profile' ? <EditProfileDialog user={user} onClose={() => setDialog(null)} /> : null}
      {dialog === 'password' ? <ChangePasswordDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'email' ? <ChangeEmailDialog email={user.email} onClose={() => setDialog(null)} /> : null}
    </Panel>
  )
}

/** A change of address asked for and not confirmed yet: where the link went, until when, and a way to call it off. */
function PendingEmailChangeNote() {
  const { toast } = useToast()
  const { data, mutate } = useSWR<{ pending: PendingEmailChange | null }, ApiError>(PENDING_EMAIL_CHANGE_KEY)
  const [cancelling, setCancelling] = useState(false)
  const pending = data?.pending
  if (!pending) return null
  const cancel = async () => {
    setCancelling(true)
    try {
      await cancelEmailChange()
      toast({ title: 'Success', description: `The change to ${pending.newEmail} was called off. Its link no longer works.`, variant: 'success' })
    } catch (e) {
      toast({ title: 'Error', description: errorMessage(e, 'Failed to call off the change'), variant: 'destructive' })
    } finally {
      setCancelling(false)
      await mutate()
    }
  }
  return (
    <Note role="status">
      <MailIcon size={20} />
      <p>
        <strong>Change of email address pending.</strong> We sent a confirmation link to <Address>{pending.newEmail}</Address>. It works until {formatDateTime(pending.expiresAt)}; your address stays the same until you open it.
      </p>
      <PendingButton $variant="outline" $size="sm" pending={cancelling} pendingLabel="Cancelling..." onClick={cancel}>
        Cancel change
      </PendingButton>
    </Note>
  )
}

const Address = styled.strong`
  overflow-wrap: anywhere;
`

function VerificationNote({ email }: { email: string }) {
  const { toast } = useToast()
  const [pending, setPending] = useState(false)
  const resend = async () => {
    setPending(true)
    try {
      const { message } = await resendVerification()
      toast({ title: 'Verification email sent', description: message, variant: 'success' })
    } catch (e) {
      toast({ title: 'Error', description: errorMessage(e, 'Failed to send the verification email'), variant: 'destructive' })
    } finally {
      setPending(false)
    }
  }
  return (
    <Note>
      <MailIcon size={20} />
      <p>
        <strong>Your email address is not verified.</strong> Confirm {email} with the link we sent you.
      </p>
      <PendingButton $variant="outline" $size="sm" pending={pending} pendingLabel="Sending..." onClick={resend}>
        Resend verification email
      </PendingButton>
    </Note>
  )
}

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[5]};

  > div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }

  span {
    ${mutedSmall}
    text-transform: capitalize;
  }
`

const Details = styled.dl`
  ${accountFactList}
  gap: ${({ theme }) => theme.space[4]};

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid #fde68a;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};

  > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.warning};
  }

  p {
    flex: 1 1 14rem;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
