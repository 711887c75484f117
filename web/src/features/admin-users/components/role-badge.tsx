import { Badge, type BadgeTone } from '../../../components/ui/badge'
import type { Role } from '../../../lib/session'
import { ROLE_LABELS } from './permissions'

const TONES: Readonly<Record<Role, BadgeTone>> = {
  individual: 'neutral',
  company_manager: 'primary',
  media: 'accent',
  admin: 'warning',
  super_admin: 'danger',
}

export function RoleBadge({ role }: { role: Role }) {
  return <Badge $tone={TONES[role] ?? 'neutral'}>{ROLE_LABELS[role] ?? role}</Badge>
}
