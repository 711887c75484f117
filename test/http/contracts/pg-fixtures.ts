import type { CatalogueIds } from '../../contracts/company-repository.contract'
import { catalogueIds } from '../support/accounts'
import { testApp, type TestApp } from '../support/test-app'

/**
 * The shared test database, emptied of everything the tests write (the reference data, countries
 * and catalogue, stays), and ids of its reference data.
 */
export const freshDatabase = async (): Promise<{ t: TestApp; catalogue: CatalogueIds }> => {
  const t = await testApp()
  await t.reset()
  const ids = await catalogueIds(t)
  const other = await t.sql.one<{ id: number }>(`select id from countries where id <> ? order by id limit 1`, [ids.countryId])
  return { t, catalogue: { countryId: ids.countryId, otherCountryId: other!.id, sectorId: ids.sectorId, subsectorId: ids.subsectorId } }
}
