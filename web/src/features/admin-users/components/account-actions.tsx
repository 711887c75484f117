// What an admin does to an account besides editing and deleting it (the Users table's row menu and the
// user page): suspend it with a reason, reinstate it, send a new invitation or verification link.
// The server holds the rules; the screen offers only what it would allow.
import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { BanIcon, CheckCircleIcon, MailIcon } from '../../../components/ui/icons'
import type { MenuAction } from '../../../components/ui/menu'
import { ReasonDialog } from '../../../components/ui/reason-dialog'
import { useReportedAction } from '../../../components/ui/toast'
import { fullName, useSession } from '../../../lib/session'
import { FIELD_LENGTHS } from '../../../../../src/adapters/http/contract'
import { resendInvitation, resendVerification, setUserStatus, type AdminUserRow } from '../api/admin-users'
import { canReinstate, canResendInvitation, canResendVerification, canSuspend } from './permissions'

type Account = Pick<AdminUserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'role' | 'status' | 'isEmailVerified'>

/** The account actions the signed-in admin may take, and their dialogs; `onChanged` reloads what shows the account. */
export function useAccountActions(onChanged: () => Promise<unknown>) {
  const { user: actor } = useSession()
  const report = useReportedAction()
  const [dialog, setDialog] = useState<{ kind: 'suspend' | 'reinstate'; account: Account } | null>(null)
  const close = () => setDialog(null)

  const run = async (request: () => Promise<unknown>, success: string, failure: string) => {
    const ok = await report(request, success, failure)
    if (ok) await onChanged()
    return ok
  }

  const actions = (a: Account) => ({
    suspend: canSuspend(actor, a) ? () => setDialog({ kind: 'suspend', account: a }) : undefined,
    reinstate: canReinstate(actor, a) ? () => setDialog({ kind: 'reinstate', account: a }) : undefined,
    resendInvitation: canResendInvitation(actor, a)
      ? () => run(() => resendInvitation(a.id), `A new invitation is on its way to ${a.email}`, 'Failed to send the invitation')
      : undefined,
    resendVerification: canResendVerification(actor, a)
      ? () => run(() => resendVerification(a.id), `A new verification link is on its way to ${a.email}`, 'Failed to send the verification email')
      : undefined,
  })

  /** The row menu's entries for these actions. */
  const menuItems = (a: Account): (MenuAction | false)[] => {
    const x = actions(a)
    return [
      !!x.resendInvitation && { label: 'Resend Invitation', icon: <MailIcon />, onSelect: () => void x.resendInvitation!() },
      !!x.resendVerification && { label: 'Resend Verification Email', icon: <MailIcon />, onSelect: () => void x.resendVerification!() },
      !!x.reinstate && { label: 'Reinstate User', icon: <CheckCircleIcon />, onSelect: x.reinstate },
      !!x.suspend && { label: 'Suspend User', icon: <BanIcon />, onSelect: x.suspend, destructive: true },
    ]
  }

  const target = dialog?.account
  const dialogs: ReactNode = (
    <>
      <ReasonDialog
        open={dialog?.kind === 'suspend'}
        title="Suspend User?"
        description={`${target ? fullName(target) : 'The user'} will be signed out everywhere and cannot sign in until you reinstate the account. They read the reason when they try to sign in.`}
        confirmLabel="Suspend User"
        pendingLabel="Suspending..."
        requiredMessage="Please give a reason for the suspension"
        maxLength={FIELD_LENGTHS.account.suspensionReason}
        onClose={close}
        onSubmit={async (reason) => {
          if (target && (await run(() => setUserStatus(target.id, 'suspended', reason), `${fullName(target)} is suspended`, 'Failed to suspend the user'))) close()
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'reinstate'}
        onClose={close}
        title={`Reinstate ${target ? fullName(target) : 'User'}?`}
        confirmLabel="Reinstate"
        pendingLabel="Reinstating..."
        destructive={false}
        onConfirm={async () => {
          if (target && (await run(() => setUserStatus(target.id, 'active'), `${fullName(target)} is active again`, 'Failed to reinstate the user'))) close()
        }}
      >
        {target ? `${fullName(target)} will be able to sign in again.` : null}
      </ConfirmDialog>
    </>
  )

  return { actions, menuItems, dialogs }
}
