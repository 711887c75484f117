import { createdFields } from '../shared/changes'
import type { DomainEvent } from '../shared/domain-event'
import type { Decision } from '../shared/decision'
import type { AccountStatus } from './account-status'
import type { Email } from './email'
import type { PersonName } from './person-name'
import type { Role } from './role'

export type UserId = number

/** An account: who signs in, and with which role. The password hash never leaves the server. */
export interface User {
  readonly id: UserId
  readonly email: Email
  /** The bcrypt hash; null while the account is invited (no password chosen yet). */
  readonly passwordHash: string | null
  readonly firstName: PersonName
  readonly lastName: PersonName
  readonly mobileNumber: string | null
  readonly role: Role
  readonly isEmailVerified: boolean
  /** Invited, active or suspended (account-status.ts). */
  readonly status: AccountStatus
  readonly createdAt: Date
}

export type NewUser = Omit<User, 'id'>

/** What a registration gives: the account less what the registry sets (id, verification, status, creation time). */
export type RegistrationInput = Pick<User, 'firstName' | 'lastName' | 'mobileNumber' | 'role' | 'email'> & { readonly passwordHash: string }

export const userRegistered = (user: User, actorId: number | null = user.id): DomainEvent => ({
  type: 'UserRegistered',
  aggregateType: 'user',
  aggregateId: String(user.id),
  actorId,
  occurredAt: user.createdAt,
  payload: { userName: fullName(user), role: user.role, changes: createdFields(user, ['firstName', 'lastName', 'email', 'mobileNumber', 'role']) },
})

/** Registration decides the new account; the id is given by the repository when it is stored. */
export const register = (input: RegistrationInput, now: Date): Decision<NewUser, never> => ({
  state: { ...input, isEmailVerified: false, status: { kind: 'active' }, createdAt: now },
  events: [],
})

export const fullName = (u: { readonly firstName: string; readonly lastName: string }): string => `${u.firstName} ${u.lastName}`.trim()
