import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { CheckCircleIcon } from '../../../components/ui/icons'
import type { CompanyStatus } from '../api/companies'

/** The manager's words for a status (My Companies, dashboard). */
const STATUS_LABEL: Record<CompanyStatus, string> = {
  approved: 'Approved',
  pending: 'Pending approval',
  rejected: 'Rejected',
  suspended: 'Suspended',
}

const STATUS_TONE: Record<CompanyStatus, BadgeTone> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
  suspended: 'neutral',
}

export function StatusBadge({ status }: { status: CompanyStatus }) {
  return <Badge $tone={STATUS_TONE[status] ?? 'neutral'}>{STATUS_LABEL[status] ?? 'Unknown'}</Badge>
}

/** The admin table's badge (admin-back-office.md §2): approved is 'Active', or 'Verified' when also verified. */
export function AdminStatusBadge({ status, verified }: { status: string; verified: boolean }) {
  if (status === 'approved' && verified) {
    return (
      <Badge $tone="success">
        <CheckCircleIcon />
        Verified
      </Badge>
    )
  }
  switch (status) {
    case 'approved':
      return <Badge $tone="primary">Active</Badge>
    case 'pending':
      return <Badge $tone="warning">Pending</Badge>
    case 'suspended':
      return <Badge $tone="neutral">Suspended</Badge>
    case 'rejected':
      return <Badge $tone="danger">Rejected</Badge>
    default:
      return <Badge>Unknown</Badge>
  }
}

export function VerifiedBadge() {
  return (
    <Badge $tone="success">
      <CheckCircleIcon />
      Verified
    </Badge>
  )
}
