import type { EvidenceUploads, VerificationDeps } from '../../application/company/verification'
import type { SettingsReader } from '../../application/settings/settings-reader'
import type { PassportJobStore } from '../../application/company/verification-jobs'
import { dueReminder, type NewPassport, type Passport } from '../../domain/verification/passport'
import type { PassportRepository } from '../../domain/verification/passport.repository'
import { InMemoryRows, InMemorySettings, type Reversible } from './in-memory-support'

/** Passports in memory, with the database's rule of at most one current passport per company; `adminUploads` the keys that may be evidence. */
export class InMemoryPassports implements PassportRepository, EvidenceUploads, PassportJobStore, Reversible {
  readonly rows = new InMemoryRows<Passport>()
  /** The expiring notifications made: company and passport. */
  readonly notified: { companyId: number; passportId: number }[] = []
  constructor(readonly adminUploads = new Set<string>()) {}

  private current(p: Passport) { return p.revokedAt === null && p.lapsedAt === null && p.replacedAt === null }

  async currentOf(companyId: number) { return [...this.rows.byId.values()].find((p) => p.companyId === companyId && this.current(p)) }

  async add(p: NewPassport): Promise<Passport> {
    if ([...this.rows.byId.values()].some((x) => x.companyId === p.companyId && this.current(x))) throw new Error('one current passport per company (company_verifications_current)')
    return this.rows.insert((id) => ({ ...p, id }))
  }

  async update(p: Passport) { this.rows.byId.set(p.id, p) }

  async refused(keys: readonly string[]) {
    const used = new Set([...this.rows.byId.values()].flatMap((p) => p.checks.flatMap((c) => c.evidence)))
    return keys.filter((k) => !this.adminUploads.has(k) || used.has(k))
  }

  async nextToLapse(now: Date) { return [...this.rows.byId.values()].find((p) => this.current(p) && p.validUntil.getTime() <= now.getTime()) }
  async nextToRemind(now: Date) { return [...this.rows.byId.values()].find((p) => this.current(p) && dueReminder(p, now)) }
  async notifyExpiring(companyId: number, passportId: number) {
    if (!this.notified.some((n) => n.passportId === passportId)) this.notified.push({ companyId, passportId })
  }

  snapshot() {
    const rows = this.rows.snapshot()
    const notified = this.notified.length
    return () => { rows(); this.notified.length = notified }
  }
}

/** The verification dependencies in memory (settings at their defaults unless given). */
export const inMemoryVerification = (passports = new InMemoryPassports(), settings: SettingsReader = new InMemorySettings()): VerificationDeps & { passports: InMemoryPassports } =>
  ({ passports, evidence: passports, settings })
