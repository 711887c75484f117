import * as E from 'fp-ts/lib/Either.js'
import { createCompany, creationEvents, changeStatus, type Company, type CompanyProfile } from '../../../domain/company/company'
import { REVIEW_CHECK, verify } from '../../../domain/verification/passport'
import type { CompanyRepository } from '../../../domain/company/company.repository'
import { reserve } from '../../../domain/company/manager-quota'
import type { Clock } from '../../../domain/shared/clock'
import type { DomainEvent } from '../../../domain/shared/domain-event'
import type { User } from '../../../domain/user/user'
import { isAdministrator } from '../../../domain/user/role'
import type { EventPublisher } from '../../ports/event-publisher'
import type { UnitOfWork } from '../../ports/unit-of-work'

/** The reason a company an admin creates suspended carries (a suspension always has one). */
const CREATED_SUSPENDED = 'Created suspended by an admin'
import type { SettingsReader } from '../../settings/settings-reader'
import { mayCreateCompanies } from '../company-access'
import type { CompanyUseCaseError } from '../company.errors'
import { checkReferences, type CatalogueLookup } from '../catalogue-lookup'
import { validityMonths, type VerificationDeps } from '../verification'

export interface CreateCompany {
  readonly actor: User
  readonly profile: CompanyProfile
  /** Admins may create a company already approved (or suspended) and verified. */
  readonly initial?: { readonly status?: 'pending' | 'approved' | 'suspended'; readonly verified?: boolean }
}

export class CreateCompanyHandler {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly catalogue: CatalogueLookup,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly settings: SettingsReader,
    private readonly clock: Clock,
    private readonly verification: VerificationDeps,
  ) {}

  async execute(cmd: CreateCompany): Promise<E.Either<CompanyUseCaseError, Company>> {
    const { actor } = cmd
    if (!mayCreateCompanies(actor)) return E.left({ _tag: 'NotAllowed', reason: 'Only company managers and admins create companies' })
    const settings = await this.settings.current()
    const admin = isAdministrator(actor.role)
    if (!admin && !settings.registration.allowCompanyRegistration) return E.left({ _tag: 'CompanyRegistrationClosed' })
    if (!admin && settings.registration.requireEmailVerification && !actor.isEmailVerified) return E.left({ _tag: 'EmailNotVerified' })
    const problems = await checkReferences(this.catalogue, cmd.profile)
    if (Object.keys(problems).length) return E.left({ _tag: 'InvalidReferences', fieldErrors: problems })

    return this.uow.run(async () => {
      // The manager's row is locked until the transaction ends: parallel creations wait, then count again.
      const owned = await this.companies.countOwnedLocked(actor.id)
      const quota = reserve(actor.role, owned)
      if (E.isLeft(quota)) return quota
      const now = this.clock.now()
      // An admin's new company follows the status they chose (pending by default), not the moderation switch.
      let company = await this.companies.add(createCompany(cmd.profile, actor.id, admin || settings.registration.moderateCompanies, now))
      const events: DomainEvent[] = creationEvents(company, actor.id)
      if (admin && cmd.initial) {
        const steps = [
          cmd.initial.status && cmd.initial.status !== 'pending' && company.status !== cmd.initial.status
            ? (c: Company) => changeStatus(c, 'approved', actor.id, now, null) : undefined,
          cmd.initial.status === 'suspended' ? (c: Company) => changeStatus(c, 'suspended', actor.id, now, CREATED_SUSPENDED) : undefined,
        ]
        for (const step of steps) {
          if (!step) continue
          const d = step(company)
          if (E.isLeft(d)) return d
          company = d.right.state
          events.push(...d.right.events)
        }
        // "Active and Verified": a passport with the single `review` check.
        if (cmd.initial.verified) {
          const d = verify(company, undefined, [REVIEW_CHECK], await validityMonths(this.verification.settings), actor.id, now)
          if (E.isLeft(d)) return d
          await this.verification.passports.add(d.right.issued!)
          company = d.right.company
          events.push(...d.right.events)
        }
        const saved = await this.companies.save(company)
        if ('_tag' in saved) return E.left(saved)
        company = saved
      }
      await this.events.publish(events)
      return E.right(company)
    })
  }
}
