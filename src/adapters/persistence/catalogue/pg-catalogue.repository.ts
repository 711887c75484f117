import type { CatalogueEntryInput, CatalogueKind, CatalogueRepository, MovedToSector, SectorUsage } from '../../../application/catalogue/catalogue-commands'
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

  async lockSector(sectorId: number) {
    await this.sql.run('select id from sectors where id = ? for update', [sectorId])
  }

  async sectorUsage(sectorId: number): Promise<SectorUsage> {
    const row = await this.sql.one<SectorUsage>(`select (select count(*)::int from companies where sector_id = ?) as companies,
      (select count(*)::int from exhibitions where sector_id = ? or ? = any(allowed_sectors)) as exhibitions`, [sectorId, sectorId, sectorId])
    return { companies: row?.companies ?? 0, exhibitions: row?.exhibitions ?? 0 }
  }

  async moveSector(from: number, to: number): Promise<MovedToSector> {
    // A new version: an edit form opened before the move is refused (409) rather than putting the company back.
    const companies = await this.sql.all<{ id: number; name: string }>(`update companies set sector_id = ?, subsector_id = null,
      version = version + 1, updated_at = now() where sector_id = ? returning id, name`, [to, from])
    // The allowed sectors keep their order, `to` in place of `from`, each once.
    const exhibitions = await this.sql.all<{ id: number; name: string }>(`update exhibitions e set
        sector_id = case when e.sector_id = ? then ? else e.sector_id end,
        allowed_sectors = array(select s from unnest(array_replace(e.allowed_sectors, ?, ?)) with ordinality as a(s, n) group by s order by min(n)),
        updated_at = now()
      where e.sector_id = ? or ? = any(e.allowed_sectors) returning e.id, e.name`, [from, to, from, to, from, from])
    return { companies: companies.sort((a, b) => a.id - b.id), exhibitions: exhibitions.sort((a, b) => a.id - b.id) }
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
