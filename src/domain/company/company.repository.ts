import type { Company, CompanyId, NewCompany } from './company'

export type StaleCompany = { readonly _tag: 'StaleCompany' }

/** Port: where companies are kept, with their products and services. */
export interface CompanyRepository {
  byId(id: CompanyId): Promise<Company | undefined>
  /** Locks the manager against concurrent creations, then counts what they own (call inside a unit of work). */
  countOwnedLocked(managerId: number): Promise<number>
  add(company: NewCompany): Promise<Company>
  /**
   * Saves a changed company; answers StaleCompany when someone else saved it since it was read. `before`:
   * the company as this unit of work read it; what did not change since (its products and services) need
   * not be written again.
   */
  save(company: Company, before?: Company): Promise<Company | StaleCompany>
  remove(id: CompanyId): Promise<void>
}
