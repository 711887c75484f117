import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { adminStatusLabel, publicStatusLabel, type Timing, type TimingKind } from '../utils/exhibition-time'

const TONE: Record<TimingKind, BadgeTone> = {
  upcoming: 'primary',
  ongoing: 'success',
  ended: 'neutral',
  cancelled: 'danger',
}

interface Props {
  timing: Pick<Timing, 'kind' | 'daysToStart'>
  /** The admin list's words ('Ended', '{n} days to go') instead of the visitor's. */
  admin?: boolean
  className?: string
}

/**
 * 'Starts in 6 days' / 'Ongoing' / 'Completed' (visitors) or '6 days to go' / 'Ongoing' / 'Ended' (admins), and 'Cancelled'.
 * The days are rounded up (src/domain/exhibition/time-left.ts): the days from today to the opening day.
 */
export function ExhibitionStatusBadge({ timing, admin, className }: Props) {
  return (
    <Badge $tone={TONE[timing.kind]} className={className}>
      {admin ? adminStatusLabel(timing) : publicStatusLabel(timing)}
    </Badge>
  )
}
