import type { CatalogueLookup } from '../../../application/company/catalogue-lookup'
import type { Sql } from '../sql'

export class PgCatalogueLookup implements CatalogueLookup {
  constructor(private readonly sql: Sql) {}
  async countryExists(id: number) { return !!(await this.sql.one('select 1 from countries where id = ?', [id])) }
  async sectorExists(id: number) { return !!(await this.sql.one('select 1 from sectors where id = ?', [id])) }
  async subsectorSector(id: number) {
    return (await this.sql.one<{ sector_id: number }>('select sector_id from subsectors where id = ?', [id]))?.sector_id
  }
}
