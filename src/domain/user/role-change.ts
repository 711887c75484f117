import type { DomainEvent } from '../shared/domain-event'
import type { Role } from './role'
import { fullName, type User } from './user'

/** A role change, as the activity feed and the security log read it. The user's sessions end with it. */
export const roleChanged = (user: User, from: Role, actorId: number, at: Date): DomainEvent => ({
  type: 'UserRoleChanged', aggregateType: 'user', aggregateId: String(user.id), actorId, occurredAt: at,
  payload: { userName: fullName(user), from, to: user.role, changes: { role: { from, to: user.role } } },
})
