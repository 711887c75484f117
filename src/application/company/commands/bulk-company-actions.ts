import * as E from 'fp-ts/lib/Either.js'
import type { CompanyRepository } from '../../../domain/company/company.repository'
import type { User } from '../../../domain/user/user'
import { isAdministrator } from '../../../domain/user/role'
import { eachRow, type BulkOutcome } from '../../bulk/bulk-action'
import type { UnitOfWork } from '../../ports/unit-of-work'
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
 * The status select's `approved` approves a pending company and reinstates a suspended one; a bulk
 * `approve` refuses a suspended company and `reinstate` anything but a suspended one (the domain's
 * IllegalCompanyTransition), so that approving a selection never lifts a suspension by the way.
 * That check and the command share the row's unit of work (the command's joins it).
 */
export class BulkCompanyActions {
  constructor(
    private readonly commands: CompanyCommands,
    private readonly companies: CompanyRepository,
    private readonly uow: UnitOfWork,
  ) {}

  run(actor: User, ids: readonly number[], cmd: CompanyBulkCommand): Promise<BulkOutcome<CompanyUseCaseError>> {
    return eachRow(ids, (id) => {
      switch (cmd.action) {
        case 'approve':
        case 'reinstate': {
          const action = cmd.action
          return this.uow.run<CompanyUseCaseError, unknown>(async () => {
            const company = await this.companies.byId(id)
            // Only for admins: others learn nothing of the company but the command's refusal.
            if (company && isAdministrator(actor.role) && (company.status === 'suspended') !== (action === 'reinstate')) {
              return E.left({ _tag: 'IllegalCompanyTransition', from: company.status, action })
            }
            return this.commands.changeStatus(id, actor, 'approved', null)
          })
        }
        case 'reject': return this.commands.changeStatus(id, actor, 'rejected', cmd.reason)
        case 'suspend': return this.commands.changeStatus(id, actor, 'suspended', cmd.reason)
        case 'verify': return this.commands.setVerified(id, actor, true)
        case 'unverify': return this.commands.setVerified(id, actor, false)
        case 'delete': return this.commands.delete(id, actor)
      }
    })
  }
}
