// The admin's decisions on a company, shared by the table's row menu and the detail screen:
// approve (after a confirmation naming the company), reject and suspend (each with the reason its
// manager reads and is emailed), reinstate and reopen (confirmed), verify, revoke, delete.
// docs/decisions.md says which actions confirm and which offer an undo.
import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from '../../../components/ui/dialog'
import {
  BanIcon, CheckCircleIcon, EditIcon, ExternalLinkIcon, EyeIcon, RefreshIcon, RotateCcwIcon, ShieldCheckIcon, TrashIcon, XCircleIcon,
} from '../../../components/ui/icons'
import type { MenuAction } from '../../../components/ui/menu'
import { ReasonDialog } from '../../../components/ui/reason-dialog'
import { useReportedAction } from '../../../components/ui/toast'
import { useInvalidate } from '../../../lib/swr'
import { deleteAdminCompany, setCompanyStatus, type StatusDecision } from '../api/admin-companies'
import { isCompanyKey } from '../api/companies'
import { revokeVerification, useVerificationRecord, verifyWithChecks, type CheckPayload } from '../api/verification'
import { FIELD_LENGTHS, PASSPORT_LIMITS } from '../../../../../src/adapters/http/contract'
import { DomainProofHint } from './domain-proof-hint'
import { VerifyCompanyDialog } from './verify-company-dialog'

/** What the actions need to know of a company (a table row or a detail). */
export interface ModeratedCompany {
  readonly id: number
  readonly name: string
  readonly status: string
  readonly isVerified: boolean
  readonly website: string | null
}

type ReasonKind = 'reject' | 'suspend'
type DialogKind = ReasonKind | 'approve' | 'reinstate' | 'reopen' | 'verify' | 'revoke' | 'delete'
/** The decisions with a dialog of their own (not a plain confirmation). */
type OwnDialog = ReasonKind | 'verify' | 'revoke'

interface ConfirmSpec {
  title: string
  /** The confirm button's label and its label while pending. */
  confirm: readonly [string, string]
  text: (c: ModeratedCompany) => string
  run: (c: ModeratedCompany) => Promise<boolean>
  /** Not destructive: a primary button instead of a red one. */
  safe?: boolean
}

interface Options {
  /** Keys that the caller refreshes itself (its own list stays on screen while it reloads). */
  refresh: () => Promise<unknown>
  /** The caller's own SWR key, left out of the general invalidation. */
  ownKey?: string | null
  onDeleted?: () => void
}

export function useCompanyModeration({ refresh, ownKey, onDeleted }: Options) {
  const report = useReportedAction()
  const invalidate = useInvalidate()
  const [dialog, setDialog] = useState<{ kind: DialogKind; company: ModeratedCompany } | null>(null)
  const close = () => setDialog(null)

  const run = async (request: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
    const ok = await report(request, success, failure)
    if (ok) await Promise.all([refresh(), invalidate((k) => k !== ownKey && isCompanyKey(k))])
    return ok
  }

  const changeStatus = (c: ModeratedCompany, status: StatusDecision, reason?: string) =>
    run(() => setCompanyStatus(c.id, status, reason), 'Company status updated', 'Failed to update status')

  // The passport: verify with the dialog's checks, revoke with a reason (issue 22).
  const verify = (c: ModeratedCompany, checks: CheckPayload[]) =>
    run(() => verifyWithChecks(c.id, checks), 'Company verification status updated', 'Failed to update verification status')
  const revoke = (c: ModeratedCompany, reason: string) =>
    run(() => revokeVerification(c.id, reason), 'Company verification status updated', 'Failed to update verification status')
  const record = useVerificationRecord(dialog?.kind === 'verify' ? dialog.company.id : null)

  const remove = async (c: ModeratedCompany) => {
    const request = () => deleteAdminCompany(c.id)
    if (!onDeleted) return run(request, 'Company deleted successfully', 'Failed to delete company')
    // A detail screen leaves instead of reloading a company that is gone.
    const ok = await report(request, 'Company deleted successfully', 'Failed to delete company')
    if (ok) {
      onDeleted()
      await invalidate(isCompanyKey)
    }
    return ok
  }

  /** The decisions that the company's state allows, in the order of the admin-back-office.md's row menu. */
  const decisions = (c: ModeratedCompany): MenuAction[] => {
    const open = (kind: DialogKind) => () => setDialog({ kind, company: c })
    const active = c.status === 'approved'
    return [
      ...(c.status === 'pending' || c.status === 'rejected' ? [{ label: 'Approve', icon: <CheckCircleIcon />, onSelect: open('approve') }] : []),
      ...(c.status === 'pending' ? [{ label: 'Reject', icon: <XCircleIcon />, onSelect: open('reject') }] : []),
      ...(c.status === 'rejected' ? [{ label: 'Reopen for Review', icon: <RotateCcwIcon />, onSelect: open('reopen') }] : []),
      ...(active ? [{ label: 'Suspend', icon: <BanIcon />, onSelect: open('suspend') }] : []),
      ...(c.status === 'suspended' ? [{ label: 'Reinstate', icon: <RefreshIcon />, onSelect: open('reinstate') }] : []),
      ...(active
        ? [
            c.isVerified
              ? { label: 'Revoke Verification', icon: <ShieldCheckIcon />, onSelect: open('revoke') }
              : { label: 'Verify Company', icon: <ShieldCheckIcon />, onSelect: open('verify') },
          ]
        : []),
      { label: 'Delete Company', icon: <TrashIcon />, onSelect: open('delete'), destructive: true },
    ]
  }

  /** The full row menu of the table. */
  const menu = (c: ModeratedCompany): MenuAction[] => [
    { label: 'View Details', icon: <EyeIcon />, to: `/admin/companies/${c.id}` },
    { label: 'Edit Company', icon: <EditIcon />, to: `/admin/companies/${c.id}/edit` },
    ...decisions(c),
    ...(c.website ? [{ label: 'Visit Website', icon: <ExternalLinkIcon />, href: c.website }] : []),
  ]

  const target = dialog?.company
  // The confirmations of the admin-back-office.md, one entry per decision.
  const confirmations: Record<Exclude<DialogKind, OwnDialog>, ConfirmSpec> = {
    approve: {
      title: `Approve ${target?.name ?? 'This Company'}?`,
      confirm: ['Approve', 'Approving...'],
      text: (c) => `${c.name} will be listed in the public directory${c.status === 'rejected' ? ' and its rejection reason cleared' : ''}. Its manager is emailed.`,
      run: (c) => changeStatus(c, 'approved'),
      safe: true,
    },
    reinstate: {
      title: `Reinstate ${target?.name ?? 'This Company'}?`,
      confirm: ['Reinstate', 'Reinstating...'],
      text: (c) => `${c.name} will be listed in the directory again and its suspension reason cleared. Its verified badge is not restored. Its manager is emailed.`,
      run: (c) => changeStatus(c, 'approved'),
      safe: true,
    },
    reopen: {
      title: `Reopen ${target?.name ?? 'This Company'} for Review?`,
      confirm: ['Reopen', 'Reopening...'],
      text: (c) => `${c.name} goes back to pending review and its rejection reason is cleared.`,
      run: (c) => changeStatus(c, 'pending'),
      safe: true,
    },
    delete: {
      title: 'Delete Company?',
      confirm: ['Delete', 'Deleting...'],
      text: (c) =>
        `This will permanently delete ${c.name}. All associated data will be lost, including its products, services, media items and exhibition participations. This action cannot be undone.`,
      run: remove,
    },
  }
  const own = (k: DialogKind): k is OwnDialog => k === 'reject' || k === 'suspend' || k === 'verify' || k === 'revoke'
  const spec = dialog && !own(dialog.kind) ? confirmations[dialog.kind] : undefined

  const dialogs: ReactNode = (
    <>
      <CompanyReasonDialog
        kind={dialog?.kind === 'reject' || dialog?.kind === 'suspend' ? dialog.kind : undefined}
        company={target}
        onClose={close}
        onDecide={async (kind, reason) => {
          if (target && (await changeStatus(target, kind === 'reject' ? 'rejected' : 'suspended', reason))) close()
        }}
      />
      <VerifyCompanyDialog
        open={dialog?.kind === 'verify'}
        companyName={target?.name ?? ''}
        validityMonths={record.data?.validityMonths}
        domainHint={target ? <DomainProofHint companyId={target.id} /> : undefined}
        onClose={close}
        onVerify={(checks) => (target ? verify(target, checks) : Promise.resolve(false))}
      />
      <ReasonDialog
        open={dialog?.kind === 'revoke'}
        title="Revoke Verification?"
        description="The company will no longer have the verified badge."
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        requiredMessage="Please give a reason for revoking the verification"
        maxLength={PASSPORT_LIMITS.reason}
        onClose={close}
        onSubmit={async (reason) => {
          if (target && (await revoke(target, reason))) close()
        }}
      />
      <ConfirmDialog
        open={!!spec && !!target}
        onClose={close}
        title={spec?.title ?? ''}
        confirmLabel={spec?.confirm[0] ?? ''}
        pendingLabel={spec?.confirm[1] ?? ''}
        destructive={!spec?.safe}
        onConfirm={async () => {
          if (spec && target && (await spec.run(target))) close()
        }}
      >
        {spec && target ? spec.text(target) : null}
      </ConfirmDialog>
    </>
  )

  return { menu, decisions, dialogs }
}

const REASON_DIALOGS = {
  reject: {
    title: 'Reject Company?',
    description: (name: string) => `Tell the manager why ${name} is rejected. They see the reason on My Companies and get it by email.`,
    confirm: ['Reject Company', 'Rejecting...'],
    required: 'Please give a reason for the rejection',
  },
  suspend: {
    title: 'Suspend This Company?',
    description: (name: string) =>
      `${name} will be hidden from the directory and lose its verified badge until you reinstate it. Tell the manager why: they see the reason on My Companies and get it by email.`,
    confirm: ['Suspend Company', 'Suspending...'],
    required: 'Please give a reason for the suspension',
  },
} as const

function CompanyReasonDialog({ kind, company, onClose, onDecide }: {
  kind: ReasonKind | undefined
  company: ModeratedCompany | undefined
  onClose: () => void
  onDecide: (kind: ReasonKind, reason: string) => Promise<void>
}) {
  const spec = REASON_DIALOGS[kind ?? 'reject']
  return (
    <ReasonDialog
      open={!!kind && !!company}
      title={spec.title}
      description={spec.description(company?.name ?? 'the company')}
      confirmLabel={spec.confirm[0]}
      pendingLabel={spec.confirm[1]}
      requiredMessage={spec.required}
      maxLength={FIELD_LENGTHS.company.reason}
      onClose={onClose}
      onSubmit={(reason) => onDecide(kind ?? 'reject', reason)}
    />
  )
}
