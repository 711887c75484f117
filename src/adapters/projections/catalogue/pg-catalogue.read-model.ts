import type { SubsectorSort } from '../../../application/admin/list-sort'
import { orderBy, type SortColumns } from '../list-order'
import type { SectorUsage } from '../../../application/catalogue/catalogue-commands'
import type { Sql } from '../../persistence/sql'

export interface CountryView { id: number; name: string; code: string; flag: string; region: string }
export interface SectorView { id: number; name: string; description: string | null; icon: string | null; subsectorCount: number }
export interface SubsectorView { id: number; sectorId: number; name: string; description: string | null }
export interface AdminSubsectorView extends SubsectorView { sector: string }
export interface CategoryView { id: number; name: string; description: string | null; sectorId: number | null; sector: string | null }

const SUBSECTOR_SORT_SQL: SortColumns<SubsectorSort['key']> = {
  name: { expr: 'lower(ss.name)', type: 'text' },
  sector: { expr: 'lower(s.name)', type: 'text' },
}

/** Read side of the catalogue: plain rows straight from SQL. Countries never change at run time: cached. */
export class CatalogueReadModel {
  private countriesCache: Promise<CountryView[]> | undefined

  constructor(private readonly sql: Sql) {}

  countries(): Promise<CountryView[]> {
    this.countriesCache ??= this.sql.all<CountryView>('select id, name, code, flag, region from countries order by name')
    this.countriesCache.catch(() => { this.countriesCache = undefined })
    return this.countriesCache
  }

  sectors(): Promise<SectorView[]> {
    return this.sql.all<SectorView>(`select s.id, s.name, s.description, s.icon,
      (select count(*)::int from subsectors ss where ss.sector_id = s.id) as "subsectorCount"
      from sectors s order by s.name`)
  }

  async sector(id: number): Promise<SectorView | undefined> {
    return this.sql.one<SectorView>(`select s.id, s.name, s.description, s.icon,
      (select count(*)::int from subsectors ss where ss.sector_id = s.id) as "subsectorCount"
      from sectors s where s.id = ?`, [id])
  }

  /** What uses a sector (companies in it, exhibitions that name it), or undefined when there is no such sector. */
  async sectorUsage(id: number): Promise<SectorUsage | undefined> {
    return this.sql.one<SectorUsage>(`select (select count(*)::int from companies where sector_id = s.id) as companies,
      (select count(*)::int from exhibitions e where e.sector_id = s.id or s.id = any(e.allowed_sectors)) as exhibitions
      from sectors s where s.id = ?`, [id])
  }

  subsectors(sectorId?: number): Promise<SubsectorView[]> {
    return sectorId === undefined
      ? this.sql.all<SubsectorView>('select id, sector_id as "sectorId", name, description from subsectors order by name')
      : this.sql.all<SubsectorView>('select id, sector_id as "sectorId", name, description from subsectors where sector_id = ? order by name', [sectorId])
  }

  /** The admin Subsectors tab: searched by name (or its sector's), of one sector or all, sorted (by name by default; ties by id), paged. */
  async subsectorPage(q: { search?: string; sectorId?: number; sort?: SubsectorSort; page: number; pageSize: number }): Promise<{ rows: AdminSubsectorView[]; total: number }> {
    const where: string[] = []
    const params: unknown[] = []
    if (q.sectorId !== undefined) { where.push('ss.sector_id = ?'); params.push(q.sectorId) }
    if (q.search?.trim()) {
      const like = `%${q.search.trim().toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`
      where.push('(lower(ss.name) like ? or lower(s.name) like ?)')
      params.push(like, like)
    }
    const clause = where.length ? `where ${where.join(' and ')}` : ''
    const rows = await this.sql.all<AdminSubsectorView & { total: string }>(`select ss.id, ss.sector_id as "sectorId", ss.name, ss.description, s.name as sector,
        count(*) over () as total
      from subsectors ss join sectors s on s.id = ss.sector_id ${clause}
      order by ${orderBy(SUBSECTOR_SORT_SQL, q.sort ?? { key: 'name', dir: 'asc' }, 'ss.id')} limit ? offset ?`, [...params, q.pageSize, (q.page - 1) * q.pageSize])
    const total = rows.length ? Number(rows[0].total) : (await this.sql.one<{ n: number }>(`select count(*)::int as n from subsectors ss join sectors s on s.id = ss.sector_id ${clause}`, params))?.n ?? 0
    return { rows: rows.map((r) => ({ id: r.id, sectorId: r.sectorId, name: r.name, description: r.description, sector: r.sector })), total }
  }

  /** Product or service categories with their sector's name. */
  categories(kind: 'product' | 'service'): Promise<CategoryView[]> {
    return this.sql.all<CategoryView>(`select c.id, c.name, c.description, c.sector_id as "sectorId", s.name as sector
      from ${kind}_categories c left join sectors s on s.id = c.sector_id order by c.name`)
  }

  category(kind: 'product' | 'service', id: number): Promise<CategoryView | undefined> {
    return this.sql.one<CategoryView>(`select c.id, c.name, c.description, c.sector_id as "sectorId", s.name as sector
      from ${kind}_categories c left join sectors s on s.id = c.sector_id where c.id = ?`, [id])
  }

  subsector(id: number): Promise<SubsectorView | undefined> {
    return this.sql.one<SubsectorView>('select id, sector_id as "sectorId", name, description from subsectors where id = ?', [id])
  }
}
