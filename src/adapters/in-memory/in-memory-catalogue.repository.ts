import type { CatalogueEntryInput, CatalogueKind, CatalogueRepository, MovedToSector, SectorUsage } from '../../application/catalogue/catalogue-commands'
import type { InMemoryCompanyRepository } from './in-memory-company.repository'
import type { InMemoryExhibitionRepository } from './in-memory-exhibition.repository'
import { InMemoryRows, type Reversible } from './in-memory-support'

interface CatalogueRow {
  readonly id: number
  readonly name: string
  readonly description: string | null
  readonly icon: string | null
  readonly sectorId: number | undefined
}

const KINDS: readonly CatalogueKind[] = ['sector', 'subsector', 'productCategory', 'serviceCategory']

/**
 * The four catalogue tables, each with its own ids, as the migrations define them: names unique
 * case-insensitively (a subsector's within its sector), and deleting a sector deletes its
 * subsectors and categories (`on delete cascade`), never its companies (`on delete restrict`).
 * A duplicate name throws, like the unique index.
 */
export class InMemoryCatalogueRepository implements CatalogueRepository, Reversible {
  private readonly tables = new Map(KINDS.map((k) => [k, new InMemoryRows<CatalogueRow>()]))

  /** Companies (and exhibitions, when given) are counted and moved per sector in the given repositories. */
  constructor(private readonly companies: InMemoryCompanyRepository, private readonly exhibitions?: InMemoryExhibitionRepository) {}

  snapshot() {
    const restore = [...this.tables.values()].map((t) => t.snapshot())
    return () => { for (const r of restore) r() }
  }

  /** The stored entries of a kind, for tests to read. */
  entries(kind: CatalogueKind): CatalogueRow[] { return [...this.table(kind).byId.values()] }

  private table(kind: CatalogueKind) { return this.tables.get(kind)! }

  private clash(kind: CatalogueKind, name: string, sectorId: number | undefined, exceptId?: number) {
    return this.entries(kind).find((r) => r.id !== exceptId && r.name.toLowerCase() === name.toLowerCase() && (kind !== 'subsector' || r.sectorId === sectorId))
  }

  private checkUnique(kind: CatalogueKind, row: CatalogueRow) {
    if (this.clash(kind, row.name, row.sectorId, row.id)) throw new Error(`duplicate key value violates the unique name index of the ${kind} table`)
  }

  async exists(kind: CatalogueKind, id: number) { return this.table(kind).byId.has(id) }

  async findByName(kind: CatalogueKind, name: string, sectorId?: number) { return this.clash(kind, name, sectorId)?.id }

  async insert(kind: CatalogueKind, i: CatalogueEntryInput) {
    const row = { name: i.name, description: i.description, icon: kind === 'sector' ? i.icon ?? null : null, sectorId: kind === 'sector' ? undefined : i.sectorId }
    this.checkUnique(kind, { ...row, id: 0 })
    return this.table(kind).insert((id) => ({ ...row, id })).id
  }

  async update(kind: CatalogueKind, id: number, i: Partial<CatalogueEntryInput>) {
    const stored = this.table(kind).byId.get(id)
    if (!stored) return
    const row: CatalogueRow = {
      ...stored,
      ...(i.name !== undefined && { name: i.name }),
      ...(i.description !== undefined && { description: i.description }),
      ...(kind === 'sector' && i.icon !== undefined && { icon: i.icon }),
      ...(kind !== 'sector' && i.sectorId !== undefined && { sectorId: i.sectorId }),
    }
    this.checkUnique(kind, row)
    this.table(kind).byId.set(id, row)
  }

  /** As the tables' keys: a sector that companies are in is not deleted (on delete restrict); exhibitions lose it as primary sector (set null). */
  async remove(kind: CatalogueKind, id: number) {
    if (kind === 'sector' && this.companiesIn(id).length) throw new Error('update or delete on table "sectors" violates foreign key constraint "companies_sector_id_fkey"')
    this.table(kind).byId.delete(id)
    if (kind !== 'sector') return
    for (const e of this.exhibitionsNaming(id)) if (e.sectorId === id) this.exhibitions!.exhibitions.set(e.id, { ...e, sectorId: null })
    for (const child of KINDS.slice(1)) {
      for (const r of this.entries(child)) if (r.sectorId === id) this.table(child).byId.delete(r.id)
    }
  }

  async lockSector() {}

  private companiesIn(sectorId: number) { return [...this.companies.companies.values()].filter((c) => c.sectorId === sectorId) }
  private exhibitionsNaming(sectorId: number) {
    return [...(this.exhibitions?.exhibitions.values() ?? [])].filter((e) => e.sectorId === sectorId || e.allowedSectors.includes(sectorId))
  }

  async sectorUsage(sectorId: number): Promise<SectorUsage> {
    return { companies: this.companiesIn(sectorId).length, exhibitions: this.exhibitionsNaming(sectorId).length }
  }

  async moveSector(from: number, to: number): Promise<MovedToSector> {
    const companies = this.companiesIn(from)
    for (const c of companies) this.companies.companies.set(c.id, { ...c, sectorId: to, subsectorId: null, version: c.version + 1 })
    const exhibitions = this.exhibitionsNaming(from)
    for (const e of exhibitions) {
      this.exhibitions!.exhibitions.set(e.id, {
        ...e, sectorId: e.sectorId === from ? to : e.sectorId, allowedSectors: [...new Set(e.allowedSectors.map((s) => (s === from ? to : s)))],
      })
    }
    const named = (rows: readonly { id: number; name: string }[]) => rows.map(({ id, name }) => ({ id, name })).sort((a, b) => a.id - b.id)
    return { companies: named(companies), exhibitions: named(exhibitions) }
  }

  async current(kind: CatalogueKind, id: number): Promise<CatalogueEntryInput | undefined> {
    const r = this.table(kind).byId.get(id)
    if (!r) return undefined
    return kind === 'sector' ? { name: r.name, description: r.description, icon: r.icon } : { name: r.name, description: r.description, sectorId: r.sectorId }
  }
}
