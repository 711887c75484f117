import type { SectorUsage } from '../../../application/catalogue/catalogue-commands'
import type { Sql } from '../../persistence/sql'

export interface CountryView { id: number; name: string; code: string; flag: string; region: string }
export interface SectorView { id: number; name: string; description: string | null; icon: string | null; subsectorCount: number }
export interface SubsectorView { id: number; sectorId: number; name: string; description: string | null }
export interface CategoryView { id: number; name: string; description: string | null; sectorId: number | null; sector: string | null }

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
