import { randomInt, timingSafeEqual } from 'node:crypto'
import * as E from 'fp-ts/lib/Either.js'
import type { Company, CompanyId } from '../../../domain/company/company'
import type { CompanyRepository } from '../../../domain/company/company.repository'
import {
  codeState, confirmCode, currentProof, DOMAIN_CODE_LENGTH, DOMAIN_CODE_VALID_MINUTES, domainOfWebsite, newDomainCode, proofAddress,
  type ConfirmCodeError, type DomainProof, type DomainProofCode, type ProofAddressError, type WebsiteDomainError,
} from '../../../domain/company/domain-proof'
import type { Clock } from '../../../domain/shared/clock'
import { isAdministrator } from '../../../domain/user/role'
import { fullName, type User } from '../../../domain/user/user'
import type { UserRepository } from '../../../domain/user/user.repository'
import type { TemplateMailer } from '../../account/email-verification'
import { countRequest, type LoginAttempts } from '../../account/login-throttle'
import type { EventPublisher } from '../../ports/event-publisher'
import type { UnitOfWork } from '../../ports/unit-of-work'
import type { SettingsReader } from '../../settings/settings-reader'

/** Codes mailed for one company within an hour. */
export const DOMAIN_CODES_PER_COMPANY = 3
/** Codes asked for from one client address within an hour. */
export const DOMAIN_CODES_PER_CLIENT = 10
const WINDOW_MS = 60 * 60_000

/** Port: the codes mailed (one per company: a new one replaces it) and the proven domains (one per company). */
export interface DomainProofStore {
  /**
   * The company's code, whatever its state. `forUpdate` locks it inside a unit of work, so that two
   * answers to one code run one after the other (the second sees the first's attempt, or no code).
   */
  codeOf(companyId: CompanyId, forUpdate: boolean): Promise<DomainProofCode | undefined>
  /** Keeps the company's code: a new one replaces the old, the same one keeps its count of wrong attempts. */
  putCode(code: DomainProofCode): Promise<void>
  /** The company's last proof, of whatever domain (currentProof says whether it counts). */
  proofOf(companyId: CompanyId): Promise<DomainProof | undefined>
  /** Proven: the company's code is used up, and the proof replaces an earlier one (of another domain, or another mailbox). */
  prove(proof: DomainProof): Promise<void>
}

/** Port: the keyed hash of a code (HMAC with the app's secret), so a leaked table does not give 6 digits away. */
export interface DomainCodeHasher {
  hash(companyId: CompanyId, code: string): Promise<string>
}

type Access = { readonly _tag: 'CompanyNotFound' } | { readonly _tag: 'NotCompanyManager' }
export type DomainProofRequestError =
  | Access
  | WebsiteDomainError
  | ProofAddressError
  | { readonly _tag: 'EmailDisabled' }
  | { readonly _tag: 'DomainProofThrottled'; readonly retryAfterSeconds: number }
export type DomainProofConfirmError = Access | ConfirmCodeError

/** What a company's manager (and an admin) reads. */
export interface DomainProofView {
  /** The domain of the website today; null without a website, or with one that has no domain to prove (an IP address). */
  readonly domain: string | null
  readonly proof: { readonly email: string; readonly provenAt: Date } | null
  readonly pending: { readonly email: string; readonly expiresAt: Date } | null
}

/** What the admin's company detail shows. */
export interface AdminDomainProofView {
  readonly domain: string
  readonly email: string
  readonly provenAt: Date
  readonly provenBy: { readonly id: number; readonly name: string } | null
}

const newCode = (): string => String(randomInt(0, 10 ** DOMAIN_CODE_LENGTH)).padStart(DOMAIN_CODE_LENGTH, '0')
const CODE_FORM = new RegExp(`^[0-9]{${DOMAIN_CODE_LENGTH}}$`)

/**
 * Domain proof (docs/ubiquitous-language/domain-proof.md): the company's manager asks for a code at an
 * address of the website's domain and gives it back. Only the manager of the company does either (an
 * admin reads the outcome); another manager's company is not found.
 *
 * Refusals write nothing, with one exception: a wrong code counts against the code (its attempts,
 * committed with the refusal; the fifth voids it), or guessing would cost nothing.
 */
export class DomainProofs {
  constructor(
    private readonly companies: CompanyRepository,
    private readonly users: UserRepository,
    private readonly store: DomainProofStore,
    private readonly hasher: DomainCodeHasher,
    private readonly mailer: TemplateMailer,
    private readonly attempts: LoginAttempts,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly settings: SettingsReader,
    private readonly clock: Clock,
  ) {}

  /** The company, when the actor manages it; another's is not found (a non-manager role never gets here: the route refuses it). */
  private async managed(companyId: CompanyId, actor: User): Promise<E.Either<Access, Company>> {
    const company = await this.companies.byId(companyId)
    if (!company || (company.managerId !== actor.id && !isAdministrator(actor.role))) return E.left({ _tag: 'CompanyNotFound' })
    if (actor.role !== 'company_manager' || company.managerId !== actor.id) return E.left({ _tag: 'NotCompanyManager' })
    return E.right(company)
  }

  /**
   * Mails a code to the address (a mailbox name, or a whole address at the domain) and keeps its hash for
   * DOMAIN_CODE_VALID_MINUTES minutes, replacing an earlier code. Counted only when it is sent.
   */
  request(actor: User, companyId: CompanyId, address: string, clientAddress: string): Promise<E.Either<DomainProofRequestError, { domain: string; email: string; expiresAt: Date }>> {
    return this.uow.run<DomainProofRequestError, { domain: string; email: string; expiresAt: Date }>(async () => {
      const company = await this.managed(companyId, actor)
      if (E.isLeft(company)) return company
      const domain = domainOfWebsite(company.right.website)
      if (E.isLeft(domain)) return domain
      const email = proofAddress(address, domain.right)
      if (E.isLeft(email)) return email
      if (!(await this.settings.current()).email.enabled) return E.left({ _tag: 'EmailDisabled' })
      const now = this.clock.now()
      const retryAfterSeconds = await countRequest(this.attempts,
        [[`domain-proof:company:${companyId}`, DOMAIN_CODES_PER_COMPANY], [`domain-proof:ip:${clientAddress}`, DOMAIN_CODES_PER_CLIENT]], WINDOW_MS, now)
      if (retryAfterSeconds !== undefined) return E.left({ _tag: 'DomainProofThrottled', retryAfterSeconds })
      const code = newCode()
      const stored = newDomainCode(companyId, domain.right, email.right, await this.hasher.hash(companyId, code), actor.id, now)
      await this.store.putCode(stored)
      await this.mailer.send('domain_proof_code', { email: email.right, firstName: '' }, {
        code, domain: domain.right, companyName: company.right.name, managerName: fullName(actor), expiryMinutes: String(DOMAIN_CODE_VALID_MINUTES),
      }, 'domain_proof_code')
      return E.right({ domain: domain.right, email: email.right, expiresAt: stored.expiresAt })
    })
  }

  /** The code given back: the right one, in time, proves the domain; a wrong one counts (see the class). */
  async confirm(actor: User, companyId: CompanyId, given: string): Promise<E.Either<DomainProofConfirmError, DomainProof>> {
    const outcome = await this.uow.run<DomainProofConfirmError, E.Either<ConfirmCodeError, DomainProof>>(async () => {
      const company = await this.managed(companyId, actor)
      if (E.isLeft(company)) return company
      const code = await this.store.codeOf(companyId, true)
      const matches = !!code && CODE_FORM.test(given) && same(await this.hasher.hash(companyId, given), code.codeHash)
      const decided = confirmCode(code, matches, company.right, actor.id, this.clock.now())
      if (E.isLeft(decided)) {
        if (decided.left._tag !== 'WrongCode') return decided
        // The one refusal that writes: the attempt, kept when the answer is a refusal.
        await this.store.putCode(decided.left.code)
        return E.right(decided)
      }
      await this.store.prove(decided.right.proof)
      await this.events.publish([decided.right.event])
      return E.right(E.right(decided.right.proof))
    })
    return E.isLeft(outcome) ? outcome : outcome.right
  }

  /** The company's domain, its proof for that domain, and the code waiting, for its manager and admins (another's company is not found). */
  async view(actor: User, companyId: CompanyId): Promise<E.Either<{ readonly _tag: 'CompanyNotFound' }, DomainProofView>> {
    const company = await this.companies.byId(companyId)
    if (!company || (company.managerId !== actor.id && !isAdministrator(actor.role))) return E.left({ _tag: 'CompanyNotFound' })
    const domain = domainOfWebsite(company.website)
    const proof = currentProof(await this.store.proofOf(companyId), company.website)
    const code = await this.store.codeOf(companyId, false)
    const waiting = code && E.isRight(domain) && code.domain === domain.right && codeState(code, this.clock.now()) === 'pending' ? code : undefined
    return E.right({
      domain: E.isRight(domain) ? domain.right : null,
      proof: proof ? { email: proof.email, provenAt: proof.provenAt } : null,
      pending: waiting ? { email: waiting.email, expiresAt: waiting.expiresAt } : null,
    })
  }

  /** The proof that counts for the company (its website's domain), with who gave it, for the admin's company detail. */
  async forAdmin(company: Pick<Company, 'id' | 'website'>): Promise<AdminDomainProofView | null> {
    const proof = currentProof(await this.store.proofOf(company.id), company.website)
    if (!proof) return null
    const prover = proof.provenBy === null ? undefined : await this.users.byId(proof.provenBy)
    return { domain: proof.domain, email: proof.email, provenAt: proof.provenAt, provenBy: prover ? { id: prover.id, name: fullName(prover) } : null }
  }
}

const same = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
