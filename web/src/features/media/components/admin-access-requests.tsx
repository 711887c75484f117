// The pending 'Request Media Access' requests (shared/design/decisions.md §6), on the admin Media page.
// Approving makes the user a media user (their sessions end, so they log in again); declining
// leaves their role as it is.
import { useState } from 'react'
import type { SWRResponse } from 'swr'
import styled from 'styled-components'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { DataTable, type DataColumn } from '../../../components/ui/data-table'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { CheckIcon, CloseIcon } from '../../../components/ui/icons'
import { CellNote } from '../../../components/ui/table'
import { useReportedAction } from '../../../components/ui/toast'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import type { ApiError } from '../../../lib/api-client'
import { formatDate } from '../../../lib/format'
import { useInvalidate } from '../../../lib/swr'
import { decideAccessRequest, type MediaAccessRequestView } from '../api/admin-media'

const roleLabel = (role: string) => role.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())

type Decision = { request: MediaAccessRequestView; status: 'approved' | 'rejected' }

export function AdminAccessRequests({ requests }: { requests: SWRResponse<MediaAccessRequestView[], ApiError> }) {
  const { data, error, mutate } = requests
  const report = useReportedAction()
  const invalidate = useInvalidate()
  const [deciding, setDeciding] = useState<Decision | null>(null)

  const decide = async ({ request, status }: Decision) => {
    const ok = await report(
      () => decideAccessRequest(request.id, status),
      status === 'approved' ? `${request.user.name} is now a media user` : `The request of ${request.user.name} was declined`,
      'Failed to update the request',
    )
    if (ok) {
      setDeciding(null)
      await Promise.all([mutate(), invalidate((k) => k.startsWith('/api/admin/pending-approvals') || k.startsWith('/api/admin/stats') || k.startsWith('/api/admin/users'))])
    }
  }

  const target = deciding?.request

  return (
    <>
      <DataTable<MediaAccessRequestView>
        caption="Pending media access requests"
        columns={columns((request, status) => setDeciding({ request, status }))}
        rows={data}
        rowKey={(r) => r.id}
        error={error}
        empty="No pending access requests."
        loading="Loading requests..."
      />

      <ConfirmDialog
        open={!!deciding}
        onClose={() => setDeciding(null)}
        title={deciding?.status === 'approved' ? 'Grant media access?' : 'Decline this request?'}
        confirmLabel={deciding?.status === 'approved' ? 'Approve' : 'Decline'}
        pendingLabel={deciding?.status === 'approved' ? 'Approving...' : 'Declining...'}
        destructive={deciding?.status !== 'approved'}
        onConfirm={async () => {
          if (deciding) await decide(deciding)
        }}
      >
        {target && deciding?.status === 'approved'
          ? `${target.user.name} becomes a media user: they can read press kits and approve or reject media items. Their role changes from ${roleLabel(target.user.role)} to Media${target.user.role === 'company_manager' ? ' (they can no longer manage companies)' : ''}, and they are signed out to log in again.`
          : target
            ? `${target.user.name} keeps the role ${roleLabel(target.user.role)} and can ask again later.`
            : null}
      </ConfirmDialog>
    </>
  )
}

/** The table's columns: who asks, their role now, their message, when, and the two decisions. */
const columns = (onDecide: (request: MediaAccessRequestView, status: Decision['status']) => void): DataColumn<MediaAccessRequestView>[] => [
  {
    header: 'User',
    cell: (r) => (
      <>
        <strong>{r.user.name}</strong>
        <CellNote>{r.user.email}</CellNote>
      </>
    ),
  },
  { header: 'Current role', cell: (r) => <Badge>{roleLabel(r.user.role)}</Badge> },
  { header: 'Message', cell: (r) => <MessageText>{r.message || '—'}</MessageText> },
  { header: 'Requested', cell: (r) => <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time> },
  {
    header: 'Actions',
    cell: (r) => (
      <Actions>
        <Button $size="sm" $variant="outline" onClick={() => onDecide(r, 'rejected')} aria-haspopup="dialog">
          <CloseIcon size={16} />
          Decline<VisuallyHidden> the request of {r.user.name}</VisuallyHidden>
        </Button>
        <Button $size="sm" onClick={() => onDecide(r, 'approved')} aria-haspopup="dialog">
          <CheckIcon size={16} />
          Approve<VisuallyHidden> the request of {r.user.name}</VisuallyHidden>
        </Button>
      </Actions>
    ),
  },
]

const MessageText = styled.span`
  display: block;
  max-width: 24rem;
  white-space: pre-line;
  overflow-wrap: anywhere;
`

const Actions = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`
