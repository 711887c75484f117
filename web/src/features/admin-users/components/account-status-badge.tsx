import { Badge, type BadgeTone } from '../../../components/ui/badge'
import type { AccountStatusKind } from '../api/admin-users'

const STATUS: Readonly<Record<AccountStatusKind, { label: string; tone: BadgeTone }>> = {
  invited: { label: 'Invited', tone: 'primary' },
  active: { label: 'Active', tone: 'success' },
  suspended: { label: 'Suspended', tone: 'danger' },
}

/** Where an account stands: Invited (no password chosen yet), Active or Suspended. */
export function AccountStatusBadge({ status }: { status: AccountStatusKind }) {
  const s = STATUS[status] ?? { label: status, tone: 'neutral' as const }
  return <Badge $tone={s.tone}>{s.label}</Badge>
}
