import type { User } from '../../../domain/user/user'
import { eachRow, type BulkOutcome } from '../../bulk/bulk-action'
import type { CompanyUseCaseError } from '../company.errors'
import type { CompanyCommands } from './company-commands'

export const COMPANY_BULK_ACTIONS = ['approve', 'reject', 'suspend', 'reinstate', 'verify', 'unverify', 'delete'] as const
type CompanyBulkAction = (typeof COMPANY_BULK_ACTIONS)[number]
/** The actions that take a reason (the manager reads it). */
type ReasonAction = 'reject' | 'suspend'

export type CompanyBulkCommand =
  | { readonly action: ReasonAction; readonly reason: string }
  | { readonly action: Exclude<CompanyBulkAction, ReasonAction> }

/**
 * Bulk actions on the companies table: each row goes through the single action's command
 * (CompanyCommands), so authorisation, rules, events, audit entries and emails are the same.
 * `approve` and `reinstate` are both the status select's `approved`: the company's status decides
 * (pending or rejected → approved; suspended → reinstated), as for one company.
 */
export class BulkCompanyActions {
  constructor(private readonly commands: CompanyCommands) {}

  run(actor: User, ids: readonly number[], cmd: CompanyBulkCommand): Promise<BulkOutcome<CompanyUseCaseError>> {
    return eachRow(ids, (id) => {
      switch (cmd.action) {
        case 'approve':
        case 'reinstate': return this.commands.changeStatus(id, actor, 'approved', null)
        case 'reject': return this.commands.changeStatus(id, actor, 'rejected', cmd.reason)
        case 'suspend': return this.commands.changeStatus(id, actor, 'suspended', cmd.reason)
        case 'verify': return this.commands.setVerified(id, actor, true)
        case 'unverify': return this.commands.setVerified(id, actor, false)
        case 'delete': return this.commands.delete(id, actor)
      }
    })
  }
}
