import type { CatalogueLookup } from '../../application/company/catalogue-lookup'
import type { Company, CompanyId, NewCompany } from '../../domain/company/company'
import type { CompanyRepository, StaleCompany } from '../../domain/company/company.repository'
import { InMemoryRows, type Reversible } from './in-memory-support'

/**
 * Names matched case-insensitively, each kept with its first spelling, as the PostgreSQL catalogue
 * of products and services (lower(name) is unique there) links a company's names to its rows.
 */
class NameCatalogue implements Reversible {
  private readonly spellings = new Map<string, string>()
  /** The names as the catalogue spells them, first ones first, a name given twice (any case) once. */
  link(names: readonly string[]): string[] {
    const linked: string[] = []
    for (const name of names) {
      const key = name.toLowerCase()
      if (!this.spellings.has(key)) this.spellings.set(key, name)
      const spelling = this.spellings.get(key)!
      if (!linked.includes(spelling)) linked.push(spelling)
    }
    return linked
  }
  snapshot() {
    const kept = new Map(this.spellings)
    return () => {
      this.spellings.clear()
      for (const [key, name] of kept) this.spellings.set(key, name)
    }
  }
}

/**
 * Companies in a map, answering as the PostgreSQL repository does (test/contracts/company-repository.contract.ts):
 * the version check, products and services spelled as first stored, the view count and creation date
 * untouched by a save.
 */
/** The table's check: only an approved company holds the verified badge (PostgreSQL refuses the row). */
const badgeHeldByApproved = (c: Pick<NewCompany, 'status' | 'isVerified'>) => {
  if (c.isVerified && c.status !== 'approved') throw new Error('only an approved company can be verified (the companies table check)')
}

export class InMemoryCompanyRepository implements CompanyRepository, Reversible {
  private readonly rows = new InMemoryRows<Company>()
  private readonly products = new NameCatalogue()
  private readonly services = new NameCatalogue()
  /** The stored companies by id, for tests to read. */
  get companies(): Map<CompanyId, Company> { return this.rows.byId }
  snapshot() {
    const restore = [this.rows, this.products, this.services].map((s) => s.snapshot())
    return () => { for (const r of restore) r() }
  }

  async byId(id: CompanyId) { return this.companies.get(id) }
  async countOwnedLocked(managerId: number) { return [...this.companies.values()].filter((c) => c.managerId === managerId).length }
  async add(c: NewCompany): Promise<Company> {
    badgeHeldByApproved(c)
    return this.rows.insert((id) => ({ ...c, ...this.linked(c), id, version: 1 }))
  }
  async save(c: Company): Promise<Company | StaleCompany> {
    const stored = this.companies.get(c.id)
    if (!stored || stored.version !== c.version) return { _tag: 'StaleCompany' }
    badgeHeldByApproved(c)
    const saved: Company = { ...c, ...this.linked(c), views: stored.views, createdAt: stored.createdAt, version: c.version + 1 }
    this.companies.set(c.id, saved)
    return saved
  }
  async remove(id: CompanyId) { this.companies.delete(id) }

  private linked(c: Pick<NewCompany, 'products' | 'services'>) {
    return { products: this.products.link(c.products), services: this.services.link(c.services) }
  }
}

/** A catalogue of the given countries, sectors and subsectors (subsector id → its sector). */
export const inMemoryCatalogue = (countries: readonly number[], sectors: readonly number[], subsectors: Readonly<Record<number, number>> = {}): CatalogueLookup => ({
  references: async (p) => ({
    country: countries.includes(p.countryId), sector: sectors.includes(p.sectorId),
    subsectorSector: p.subsectorId === null ? undefined : subsectors[p.subsectorId],
  }),
})
