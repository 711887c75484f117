import { Badge } from '../../../components/ui/badge'
import { CheckCircleIcon, ClockIcon, XCircleIcon } from '../../../components/ui/icons'
import { usePlatformTimeZone } from '../../exhibitions/api/platform-time-zone'
import { formatDayTime, zoneLabel } from '../../exhibitions/utils/exhibition-time'
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

/** "Embargoed until Dec 2, 2026, 09:00" (the site's time zone): an approved item not public before that time (issue 22). */
export function EmbargoBadge({ until }: { until: string }) {
  const timeZone = usePlatformTimeZone()
  const at = new Date(until).getTime()
  return (
    <Badge $tone="warning" title={zoneLabel(timeZone, [at])}>
      <ClockIcon />
      Embargoed until {formatDayTime(at, timeZone)}
    </Badge>
  )
}
