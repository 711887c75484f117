import type { CatalogueLookup, CatalogueReferences } from '../../../application/company/catalogue-lookup'
import type { Sql } from '../sql'

export class PgCatalogueLookup implements CatalogueLookup {
  constructor(private readonly sql: Sql) {}

  /** One statement for the three references (each a primary-key look-up). */
  async references(p: { countryId: number; sectorId: number; subsectorId: number | null }): Promise<CatalogueReferences> {
    const row = await this.sql.one<{ country: boolean; sector: boolean; subsector_sector: number | null }>(
      `select exists(select 1 from countries where id = ?) as country, exists(select 1 from sectors where id = ?) as sector,
        (select sector_id from subsectors where id = ?) as subsector_sector`, [p.countryId, p.sectorId, p.subsectorId])
    return { country: !!row?.country, sector: !!row?.sector, subsectorSector: row?.subsector_sector ?? undefined }
  }
}
