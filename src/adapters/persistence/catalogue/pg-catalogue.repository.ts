import type { CatalogueEntryInput, CatalogueKind, CatalogueRepository } from '../../../application/catalogue/catalogue-commands'
import type { Sql } from '../sql'

const TABLE: Record<CatalogueKind, string> = {
  sector: 'sectors', subsector: 'subsectors', productCategory: 'product_categories', serviceCategory: 'service_categories',
}

export class PgCatalogueRepository implements CatalogueRepository {
  constructor(private readonly sql: Sql) {}

  async exists(kind: CatalogueKind, id: number) {
    return !!(await this.sql.one(`select 1 from ${TABLE[kind]} where id = ?`, [id]))
  }

  async findByName(kind: CatalogueKind, name: string, sectorId?: number) {
    const row = kind === 'subsector'
      ? await this.sql.one<{ id: number }>('select id from subsectors where sector_id = ? and lower(name) = lower(?)', [sectorId, name])
      : await this.sql.one<{ id: number }>(`select id from ${TABLE[kind]} where lower(name) = lower(?)`, [name])
    return row?.id
  }

  async insert(kind: CatalogueKind, i: CatalogueEntryInput) {
    const row = kind === 'sector'
      ? await this.sql.one<{ id: number }>('insert into sectors (name, description, icon) values (?, ?, ?) returning id', [i.name, i.description, i.icon ?? null])
      : await this.sql.one<{ id: number }>(`insert into ${TABLE[kind]} (name, description, sector_id) values (?, ?, ?) returning id`, [i.name, i.description, i.sectorId])
    return row!.id
  }

  async update(kind: CatalogueKind, id: number, i: Partial<CatalogueEntryInput>) {
    const sets: string[] = []
    const params: unknown[] = []
    if (i.name !== undefined) { sets.push('name = ?'); params.push(i.name) }
    if (i.description !== undefined) { sets.push('description = ?'); params.push(i.description) }
    if (kind === 'sector' && i.icon !== undefined) { sets.push('icon = ?'); params.push(i.icon) }
    if (kind !== 'sector' && i.sectorId !== undefined) { sets.push('sector_id = ?'); params.push(i.sectorId) }
    if (!sets.length) return
    await this.sql.run(`update ${TABLE[kind]} set ${sets.join(', ')}, updated_at = now() where id = ?`, [...params, id])
  }

  async remove(kind: CatalogueKind, id: number) {
    await this.sql.run(`delete from ${TABLE[kind]} where id = ?`, [id])
  }

  async companiesInSector(sectorId: number) {
    return (await this.sql.one<{ n: number }>('select count(*)::int as n from companies where sector_id = ?', [sectorId]))?.n ?? 0
  }

  async current(kind: CatalogueKind, id: number): Promise<CatalogueEntryInput | undefined> {
    const row = kind === 'sector'
      ? await this.sql.one<{ name: string; description: string | null; icon: string | null }>('select name, description, icon from sectors where id = ?', [id])
      : await this.sql.one<{ name: string; description: string | null; sector_id: number }>(`select name, description, sector_id from ${TABLE[kind]} where id = ?`, [id])
    if (!row) return undefined
    return 'sector_id' in row
      ? { name: row.name, description: row.description, sectorId: row.sector_id }
      : { name: row.name, description: row.description, icon: row.icon }
  }
}
