import * as E from 'fp-ts/lib/Either.js'
import {
  changeStatus, companyDeleted, editCompany, type Company, type CompanyId, type CompanyProfile, type CompanyStatus,
} from '../../../domain/company/company'
import type { CompanyRepository } from '../../../domain/company/company.repository'
import type { Clock } from '../../../domain/shared/clock'
import type { Decision } from '../../../domain/shared/decision'
import type { DomainEvent } from '../../../domain/shared/domain-event'
import type { User } from '../../../domain/user/user'
import { isAdministrator } from '../../../domain/user/role'
import type { EventPublisher } from '../../ports/event-publisher'
import type { UnitOfWork } from '../../ports/unit-of-work'
import { canManage } from '../company-access'
import type { CompanyUseCaseError } from '../company.errors'
import { checkReferences, type CatalogueLookup } from '../catalogue-lookup'
import { applyPassportDecision, checkEvidence, validityMonths, type VerificationDeps } from '../verification'
import { REVIEW_CHECK, revoke, verify, type CheckInput } from '../../../domain/verification/passport'

type Decide = (c: Company, now: Date) => E.Either<CompanyUseCaseError, Decision<Company, DomainEvent>> | Promise<E.Either<CompanyUseCaseError, Decision<Company, DomainEvent>>>

const NOT_ADMIN = { _tag: 'NotAllowed', reason: 'Only admins do this' } as const
/** The reason recorded when the API's revocation gives none (the dialog always asks for one). */
const NO_REASON = 'No reason given'
const NOT_OWNER = { _tag: 'NotAllowed', reason: 'You do not manage this company' } as const

/**
 * The commands on an existing company, each one load → authorise → decide → save → publish in one
 * unit of work. A company the actor may not even see answers CompanyNotFound, not NotAllowed.
 */
export class CompanyCommands {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly catalogue: CatalogueLookup,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly verification: VerificationDeps,
  ) {}

  private run(id: CompanyId, actor: User, allowed: (c: Company) => boolean, decide: Decide, adminOnly = false): Promise<E.Either<CompanyUseCaseError, Company>> {
    return this.uow.run(async () => {
      const company = await this.companies.byId(id)
      if (!company) return E.left({ _tag: 'CompanyNotFound' } as const)
      if (!allowed(company)) {
        const visible = company.status === 'approved' || isAdministrator(actor.role) || company.managerId === actor.id
        // Refused to a user who is not an admin: an admin's command (status, verification) says so; an
        // owner's command (edit) says the company is not theirs. (An admin may do both.)
        return E.left(visible ? (adminOnly ? NOT_ADMIN : NOT_OWNER) : { _tag: 'CompanyNotFound' } as const)
      }
      const decided = await decide(company, this.clock.now())
      if (E.isLeft(decided)) return decided
      if (decided.right.events.length === 0) return E.right(company)
      const saved = await this.companies.save(decided.right.state, company)
      if ('_tag' in saved) return E.left(saved)
      await this.events.publish(decided.right.events)
      return E.right(saved)
    })
  }

  /**
   * An edit of the profile: the fields given replace the stored ones, the others keep their value
   * (a PATCH). The catalogue references are checked on the profile as it will be.
   */
  edit(id: CompanyId, actor: User, changes: Partial<CompanyProfile>, expectedVersion?: number) {
    return this.run(id, actor, (c) => canManage(c, actor), async (c, now) => {
      if (expectedVersion !== undefined && expectedVersion !== c.version) return E.left({ _tag: 'StaleCompany' } as const)
      const profile: CompanyProfile = { ...c, ...changes }
      const problems = await checkReferences(this.catalogue, profile)
      if (Object.keys(problems).length) return E.left({ _tag: 'InvalidReferences', fieldErrors: problems } as const)
      return E.right(editCompany(c, profile, actor.id, actor.role, now))
    })
  }

  /**
   * An admin's move of status: approve (from pending or rejected), reject or suspend (each with the
   * reason its manager reads), reinstate (approved from suspended) or reopen (pending from rejected).
   */
  changeStatus(id: CompanyId, actor: User, status: CompanyStatus, reason: string | null) {
    return this.run(id, actor, () => isAdministrator(actor.role), async (c, now) => {
      const decided = changeStatus(c, status, actor.id, now, reason)
      // A suspension or a rejection clears the badge: the current passport ends as revoked, with why.
      if (E.isRight(decided) && c.isVerified && !decided.right.state.isVerified) {
        const current = await this.verification.passports.currentOf(c.id)
        if (current) await this.verification.passports.update({ ...current, revokedAt: now, revokedBy: actor.id, revokeReason: `The company was ${decided.right.state.status}` })
      }
      return decided
    }, true)
  }

  /**
   * An admin verifies a company (a passport with its checks, or the single `review` check when none is
   * given; verifying a verified company renews its passport) or revokes its verification (with a
   * reason). The evidence files must be admins' uploads that nothing uses yet. A refusal writes nothing.
   */
  setVerified(id: CompanyId, actor: User, verified: boolean, opts: { readonly checks?: readonly CheckInput[]; readonly reason?: string | null } = {}): Promise<E.Either<CompanyUseCaseError, Company>> {
    return this.uow.run(async () => {
      const company = await this.companies.byId(id)
      if (!company) return E.left({ _tag: 'CompanyNotFound' } as const)
      if (!isAdministrator(actor.role)) return E.left(company.status === 'approved' || company.managerId === actor.id ? NOT_ADMIN : { _tag: 'CompanyNotFound' } as const)
      const now = this.clock.now()
      const current = await this.verification.passports.currentOf(id)
      if (!verified) {
        // Revoking an unverified company changes nothing and records nothing (as before the passport).
        if (!company.isVerified) return E.right(company)
        const d = revoke(company, current, opts.reason === undefined ? NO_REASON : opts.reason, actor.id, now)
        return E.isLeft(d) ? d : applyPassportDecision(d.right, this.verification.passports, this.companies, this.events)
      }
      // Without checks: the `review` check for an unverified company; a verified one keeps its passport
      // (nothing changes, nothing is recorded: a bulk verify never wipes the checks of a passport).
      if (!opts.checks && company.isVerified && current) return E.right(company)
      const checks = opts.checks ?? [REVIEW_CHECK]
      const d = verify(company, current, checks, await validityMonths(this.verification.settings), actor.id, now)
      if (E.isLeft(d)) return d
      const evidence = await checkEvidence(this.verification.evidence, d.right.issued!.checks.flatMap((c) => c.evidence))
      if (E.isLeft(evidence)) return evidence
      return applyPassportDecision(d.right, this.verification.passports, this.companies, this.events)
    })
  }

  async delete(id: CompanyId, actor: User): Promise<E.Either<CompanyUseCaseError, void>> {
    return this.uow.run(async () => {
      const company = await this.companies.byId(id)
      if (!company) return E.left({ _tag: 'CompanyNotFound' } as const)
      if (!canManage(company, actor)) {
        return E.left(company.status === 'approved' ? NOT_OWNER : { _tag: 'CompanyNotFound' } as const)
      }
      await this.companies.remove(id)
      await this.events.publish([companyDeleted(company, actor.id, this.clock.now())])
      return E.right(undefined)
    })
  }
}
