import * as E from 'fp-ts/lib/Either.js'
import type { Decision } from '../shared/decision'
import type { DomainEvent } from '../shared/domain-event'
import { mayManage } from './user-admin'
import { fullName, type User, type UserId } from './user'

/**
 * Where an account stands (docs/ubiquitous-language/user-and-roles.md "Account states"):
 * - `invited`: an admin invited the person by email; there is no password yet, so nobody can sign in
 *   until the invitation is accepted (the person sets a password through the link);
 * - `active`: signs in;
 * - `suspended`: locked by an admin with a reason: cannot sign in, and every session ended.
 */
export type AccountStatus =
  | { readonly kind: 'invited' }
  | { readonly kind: 'active' }
  | { readonly kind: 'suspended'; readonly since: Date; readonly reason: string; readonly by: UserId | null }

export type AccountStatusKind = AccountStatus['kind']

export const ACCOUNT_STATUSES = ['invited', 'active', 'suspended'] as const satisfies readonly AccountStatusKind[]

export const ACTIVE: AccountStatus = { kind: 'active' }
export const INVITED: AccountStatus = { kind: 'invited' }

export type AccountStatusRefusal =
  | { readonly _tag: 'CannotManageUser' }
  | { readonly _tag: 'CannotSuspendSelf' }
  | { readonly _tag: 'AlreadySuspended' }
  | { readonly _tag: 'NotSuspended' }
  | { readonly _tag: 'InvitationPending' }
  | { readonly _tag: 'LastSuperAdmin' }

const userEvent = (type: string, u: User, actorId: number | null, at: Date, extra: Record<string, unknown> = {}): DomainEvent => ({
  type, aggregateType: 'user', aggregateId: String(u.id), actorId, occurredAt: at, payload: { userName: fullName(u), role: u.role, ...extra },
})

/**
 * Suspends an active account: the admin-vs-admin rules of user management hold (a super admin
 * suspends anyone, an admin only individuals, company managers and media users), nobody suspends
 * themselves, and the last active super admin stays. `activeSuperAdmins` counts them now.
 */
export const suspend = (actor: User, target: User, reason: string, now: Date, activeSuperAdmins: number):
E.Either<AccountStatusRefusal, Decision<User, DomainEvent>> => {
  if (!mayManage(actor, target)) return E.left({ _tag: 'CannotManageUser' })
  if (actor.id === target.id) return E.left({ _tag: 'CannotSuspendSelf' })
  if (target.status.kind === 'suspended') return E.left({ _tag: 'AlreadySuspended' })
  if (target.status.kind === 'invited') return E.left({ _tag: 'InvitationPending' })
  if (target.role === 'super_admin' && activeSuperAdmins <= 1) return E.left({ _tag: 'LastSuperAdmin' })
  const state: User = { ...target, status: { kind: 'suspended', since: now, reason, by: actor.id } }
  return E.right({ state, events: [userEvent('UserSuspended', state, actor.id, now, { reason })] })
}

/** Lifts a suspension: the account is active again (its sessions stay ended; the user signs in anew). */
export const reinstate = (actor: User, target: User, now: Date): E.Either<AccountStatusRefusal, Decision<User, DomainEvent>> => {
  if (!mayManage(actor, target)) return E.left({ _tag: 'CannotManageUser' })
  if (target.status.kind !== 'suspended') return E.left({ _tag: 'NotSuspended' })
  const state: User = { ...target, status: ACTIVE }
  return E.right({ state, events: [userEvent('UserReinstated', state, actor.id, now)] })
}

/**
 * An invited person sets their password: the account becomes active, and its email counts as
 * verified (the link reached that address).
 */
export const acceptInvitation = (target: User, passwordHash: string, now: Date): E.Either<{ readonly _tag: 'NotInvited' }, Decision<User, DomainEvent>> => {
  if (target.status.kind !== 'invited') return E.left({ _tag: 'NotInvited' })
  const state: User = { ...target, status: ACTIVE, passwordHash, isEmailVerified: true }
  return E.right({ state, events: [userEvent('InvitationAccepted', state, target.id, now)] })
}

/** An invitation sent (again): who was invited, by whom, and until when the link works. */
export const userInvited = (user: User, actorId: number, at: Date, expiresAt: Date, again: boolean): DomainEvent =>
  userEvent(again ? 'InvitationResent' : 'UserInvited', user, actorId, at, { expiresAt: expiresAt.toISOString() })

