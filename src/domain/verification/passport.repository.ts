import type { NewPassport, Passport } from './passport'

/** Port: the passports of companies (company_verifications and their checks). */
export interface PassportRepository {
  /** The company's passport that has not ended (not revoked, lapsed or replaced), locked for the transaction. */
  currentOf(companyId: number): Promise<Passport | undefined>
  add(p: NewPassport): Promise<Passport>
  /** Writes how a passport ended (revoked, lapsed or replaced) or when its manager was reminded. */
  update(p: Passport): Promise<void>
}
