import { changesBetween, createdFields, deletedFields, HIDDEN, type Changes } from '../shared/changes'
import type { DomainEvent } from '../shared/domain-event'
import { fullName, type User } from './user'

/** What an account's changes tell: never its password hash (a new password reads as hidden). */
const ACCOUNT_FIELDS = ['firstName', 'lastName', 'email', 'mobileNumber', 'role', 'isEmailVerified'] as const satisfies readonly (keyof User)[]
/** An edit's fields: the role has its own event (UserRoleChanged), which ends the user's sessions. */
const EDITED_FIELDS = ACCOUNT_FIELDS.filter((f) => f !== 'role')

const PASSWORD_CHANGED: Changes = { password: { from: HIDDEN, to: HIDDEN } }

const userEvent = (type: string, u: User, actorId: number, at: Date, changes: Changes): DomainEvent => ({
  type, aggregateType: 'user', aggregateId: String(u.id), actorId, occurredAt: at, payload: { userName: fullName(u), role: u.role, changes },
})

/** An account an admin created. */
export const userCreated = (u: User, actorId: number, at: Date): DomainEvent => userEvent('UserCreated', u, actorId, at, createdFields(u, ACCOUNT_FIELDS))

/** An edit of an account (by an admin, or by its user on their profile): its changes, the role left to UserRoleChanged. */
export const userUpdated = (before: User, after: User, passwordChanged: boolean, actorId: number, at: Date): DomainEvent =>
  userEvent('UserUpdated', after, actorId, at, { ...changesBetween(before, after, EDITED_FIELDS), ...(passwordChanged ? PASSWORD_CHANGED : {}) })

/** A deletion, with what the account was as its changes. */
export const userDeleted = (u: User, actorId: number, at: Date): DomainEvent => userEvent('UserDeleted', u, actorId, at, deletedFields(u, ACCOUNT_FIELDS))

/** A user's own change of password: that it changed, never what to. */
export const passwordChanged = (u: User, at: Date): DomainEvent => ({
  type: 'PasswordChanged', aggregateType: 'user', aggregateId: String(u.id), actorId: u.id, occurredAt: at, payload: { userName: fullName(u), changes: PASSWORD_CHANGED },
})

/** "Forgot password?" sent a reset link to the account's address (never the link itself). */
export const passwordResetRequested = (u: User, at: Date, expiresAt: Date): DomainEvent => ({
  type: 'PasswordResetRequested', aggregateType: 'user', aggregateId: String(u.id), actorId: null, occurredAt: at,
  payload: { userName: fullName(u), expiresAt: expiresAt.toISOString() },
})

/** A new password chosen through a reset link: every session of the account ended. */
export const passwordReset = (u: User, at: Date): DomainEvent => ({
  type: 'PasswordReset', aggregateType: 'user', aggregateId: String(u.id), actorId: u.id, occurredAt: at, payload: { userName: fullName(u), changes: PASSWORD_CHANGED },
})

/** A change of address asked for by the account's user: a confirmation link went to the new address (never the link itself). */
export const emailChangeRequested = (u: User, newEmail: string, at: Date, expiresAt: Date): DomainEvent => ({
  type: 'EmailChangeRequested', aggregateType: 'user', aggregateId: String(u.id), actorId: u.id, occurredAt: at,
  payload: { userName: fullName(u), newEmail, expiresAt: expiresAt.toISOString() },
})

/** A pending change of address called off by the account's owner: its link no longer works. */
export const emailChangeCancelled = (u: User, newEmail: string, at: Date): DomainEvent => ({
  type: 'EmailChangeCancelled', aggregateType: 'user', aggregateId: String(u.id), actorId: u.id, occurredAt: at,
  payload: { userName: fullName(u), newEmail },
})

/** The new address confirmed through the link sent to it: the account's email is now that one, verified. */
export const emailChanged = (before: User, after: User, at: Date): DomainEvent => ({
  type: 'EmailChanged', aggregateType: 'user', aggregateId: String(after.id), actorId: after.id, occurredAt: at,
  payload: { userName: fullName(after), changes: changesBetween(before, after, ['email', 'isEmailVerified']) },
})
