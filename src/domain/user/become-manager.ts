import * as E from 'fp-ts/lib/Either.js'
import type { Decision } from '../shared/decision'
import type { DomainEvent } from '../shared/domain-event'
import { fullName, type User } from './user'

export type BecomeManagerRefusal =
  | { readonly _tag: 'NotAnIndividual' }
  | { readonly _tag: 'CompanyRegistrationClosed' }
  | { readonly _tag: 'EmailNotVerified' }

/**
 * An individual turns their own account into a company manager's (issue 21): the same account, its
 * favourites and history kept, now able to create companies. Only an individual may (the other roles are
 * given by an admin), only while company registration is open (the setting that lets sign-up choose the
 * role), and, while email verification is required, with a verified address.
 */
export const becomeCompanyManager = (
  user: User, rules: { readonly companyRegistrationOpen: boolean; readonly verificationRequired: boolean }, now: Date,
): E.Either<BecomeManagerRefusal, Decision<User, DomainEvent>> => {
  if (user.role !== 'individual') return E.left({ _tag: 'NotAnIndividual' })
  if (!rules.companyRegistrationOpen) return E.left({ _tag: 'CompanyRegistrationClosed' })
  if (rules.verificationRequired && !user.isEmailVerified) return E.left({ _tag: 'EmailNotVerified' })
  const state: User = { ...user, role: 'company_manager' }
  return E.right({
    state,
    events: [{
      type: 'UserBecameCompanyManager', aggregateType: 'user', aggregateId: String(user.id), actorId: user.id, occurredAt: now,
      payload: { userName: fullName(user), from: user.role, to: state.role, changes: { role: { from: user.role, to: state.role } } },
    }],
  })
}
