import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { adminStatusLabel, publicStatusLabel, type Timing, type TimingKind } from '../utils/exhibition-time'

const TONE: Record<TimingKind, BadgeTone> = {
  upcoming: 'primary',
  ongoing: 'success',
  ended: 'neutral',
  cancelled: 'danger',
}

interface Props {
  /** With `msToStart` (timingOf), the words name hours and minutes on the last day too; else whole days. */
  timing: Pick<Timing, 'kind' | 'daysToStart' | 'msToStart'>
  /** The admin list's words ('Ended', '{n} days to go') instead of the visitor's. */
  admin?: boolean
  className?: string
}

/**
 * 'Starts in 5 days' / 'Ongoing' / 'Completed' (visitors) or '5 days to go' / 'Ongoing' / 'Ended' (admins), and 'Cancelled'.
 * The time left is told as the countdown tells it (src/domain/exhibition/time-left.ts).
 */
export function ExhibitionStatusBadge({ timing, admin, className }: Props) {
  return (
    <Badge $tone={TONE[timing.kind]} className={className}>
      {admin ? adminStatusLabel(timing) : publicStatusLabel(timing)}
    </Badge>
  )
}
