import styled from 'styled-components'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { CheckCircleIcon, ClockIcon, XCircleIcon } from '../../../components/ui/icons'

const LABEL: Record<string, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Confirmed', tone: 'success' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
}

/** A participation's status: `approved` is shown as Confirmed (participation.md). */
export function ParticipationStatusBadge({ status }: { status: string }) {
  const s = LABEL[status] ?? LABEL.pending
  const Icon = status === 'approved' || status === 'confirmed' ? CheckCircleIcon : status === 'rejected' ? XCircleIcon : ClockIcon
  return (
    <StatusBadge $tone={s.tone}>
      <Icon />
      {s.label}
    </StatusBadge>
  )
}

// In a narrow table cell the icon keeps its size.
const StatusBadge = styled(Badge)`
  svg {
    flex-shrink: 0;
  }
`
