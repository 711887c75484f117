import type { CatalogueLookup } from '../../application/company/catalogue-lookup'
import type { Company, CompanyId, NewCompany } from '../../domain/company/company'
import type { CompanyRepository, StaleCompany } from '../../domain/company/company.repository'
import { InMemoryRows, type Reversible } from './in-memory-support'

/** Companies in a map, with the version check of the PostgreSQL repository. */
export class InMemoryCompanyRepository implements CompanyRepository, Reversible {
  private readonly rows = new InMemoryRows<Company>()
  /** The stored companies by id, for tests to read. */
  get companies(): Map<CompanyId, Company> { return this.rows.byId }
  snapshot() { return this.rows.snapshot() }

  async byId(id: CompanyId) { return this.companies.get(id) }
  async countOwnedLocked(managerId: number) { return [...this.companies.values()].filter((c) => c.managerId === managerId).length }
  async add(c: NewCompany): Promise<Company> {
    return this.rows.insert((id) => ({ ...c, id, version: 1 }))
  }
  async save(c: Company): Promise<Company | StaleCompany> {
    const stored = this.companies.get(c.id)
    if (!stored || stored.version !== c.version) return { _tag: 'StaleCompany' }
    const saved = { ...c, version: c.version + 1 }
    this.companies.set(c.id, saved)
    return saved
  }
  async remove(id: CompanyId) { this.companies.delete(id) }
}

/** A catalogue of the given countries, sectors and subsectors (subsector id → its sector). */
export const inMemoryCatalogue = (countries: readonly number[], sectors: readonly number[], subsectors: Readonly<Record<number, number>> = {}): CatalogueLookup => ({
  countryExists: async (id) => countries.includes(id),
  sectorExists: async (id) => sectors.includes(id),
  subsectorSector: async (id) => subsectors[id],
})
