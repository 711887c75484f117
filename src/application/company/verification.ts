import * as E from 'fp-ts/lib/Either.js'
import type { Company } from '../../domain/company/company'
import type { CompanyRepository } from '../../domain/company/company.repository'
import type { PassportDecision, PassportError } from '../../domain/verification/passport'
import type { PassportRepository } from '../../domain/verification/passport.repository'
import type { EventPublisher } from '../ports/event-publisher'
import type { SettingsReader } from '../settings/settings-reader'

/** Port: which upload keys may not become evidence (unknown, not uploaded by an admin, or used already). */
export interface EvidenceUploads {
  refused(keys: readonly string[]): Promise<readonly string[]>
}

/** What the verification commands need besides the company's: its passports, the evidence uploads and the validity setting. */
export interface VerificationDeps {
  readonly passports: PassportRepository
  readonly evidence: EvidenceUploads
  readonly settings: SettingsReader
}

export type VerificationError = PassportError | { readonly _tag: 'EvidenceRefused'; readonly keys: readonly string[] }

/** How many months a new passport is valid (the setting registration.passportValidityMonths). */
export const validityMonths = async (settings: SettingsReader): Promise<number> => (await settings.current()).registration.passportValidityMonths

/** The evidence files named by the checks must be admins' uploads that nothing uses yet. */
export const checkEvidence = async (evidence: EvidenceUploads, keys: readonly string[]): Promise<E.Either<VerificationError, void>> => {
  const refused = await evidence.refused([...new Set(keys)])
  return refused.length ? E.left({ _tag: 'EvidenceRefused', keys: refused }) : E.right(undefined)
}

/**
 * Writes a passport decision: the company's flag first (its version check makes a concurrent decision
 * on the same company wait, then refuse as StaleCompany), then the passport that ends and the one that
 * starts (in that order: at most one is current), then the events. Call inside the unit of work that
 * read them.
 */
export const applyPassportDecision = async (
  d: PassportDecision, passports: PassportRepository, companies: CompanyRepository, events: EventPublisher,
): Promise<E.Either<{ readonly _tag: 'StaleCompany' }, Company>> => {
  const saved = await companies.save(d.company)
  if ('_tag' in saved) return E.left(saved)
  if (d.ended) await passports.update(d.ended)
  if (d.issued) await passports.add(d.issued)
  await events.publish(d.events)
  return E.right(saved)
}
