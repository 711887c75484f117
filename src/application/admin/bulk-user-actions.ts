import type { User } from '../../domain/user/user'
import { eachRow, type BulkOutcome } from '../bulk/bulk-action'
import type { AccountSuspension, AccountSuspensionError } from './account-suspension'
import type { ResendVerificationEmail, ResendVerificationError } from './resend-verification'
import type { UserAdminError, UserAdministration } from './user-admin'

export const USER_BULK_ACTIONS = ['suspend', 'reinstate', 'delete', 'resend-verification'] as const

/**
 * Bulk actions on the users table, each row through the single action's command, so its rules hold
 * row by row (an admin's own account is refused in a suspension or a deletion, the last super admin
 * is kept). One method per action: each refuses with its single action's errors.
 */
export class BulkUserActions {
  constructor(
    private readonly users: UserAdministration,
    private readonly suspension: AccountSuspension,
    private readonly verification: ResendVerificationEmail,
  ) {}

  suspend(actor: User, ids: readonly number[], reason: string): Promise<BulkOutcome<AccountSuspensionError>> {
    return eachRow(ids, (id) => this.suspension.suspend(actor, id, reason))
  }

  reinstate(actor: User, ids: readonly number[]): Promise<BulkOutcome<AccountSuspensionError>> {
    return eachRow(ids, (id) => this.suspension.reinstate(actor, id))
  }

  delete(actor: User, ids: readonly number[]): Promise<BulkOutcome<UserAdminError>> {
    return eachRow(ids, (id) => this.users.delete(actor, id))
  }

  resendVerification(actor: User, ids: readonly number[]): Promise<BulkOutcome<ResendVerificationError>> {
    return eachRow(ids, (id) => this.verification.execute(actor, id))
  }
}
