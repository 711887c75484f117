import { Badge } from '../../../components/ui/badge'
import { CheckCircleIcon, ClockIcon, XCircleIcon } from '../../../components/ui/icons'
import type { MediaStatus, MediaType } from '../api/media'
import { MEDIA_TYPE_LABEL } from '../../../../../src/adapters/http/contract'
import { STATUS_LABEL, STATUS_TONE, TYPE_TONE } from './media-labels'

export function TypeBadge({ type }: { type: MediaType }) {
  return <Badge $tone={TYPE_TONE[type] ?? 'neutral'}>{MEDIA_TYPE_LABEL[type] ?? type}</Badge>
}

const STATUS_ICON = { pending: ClockIcon, approved: CheckCircleIcon, rejected: XCircleIcon } as const

/** The status in words and an icon (never only a colour). */
export function MediaStatusBadge({ status, label }: { status: MediaStatus; label?: string }) {
  const Icon = STATUS_ICON[status] ?? ClockIcon
  return (
    <Badge $tone={STATUS_TONE[status] ?? 'neutral'}>
      <Icon />
      {label ?? STATUS_LABEL[status] ?? status}
    </Badge>
  )
}
