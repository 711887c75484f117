import { PgUserRepository } from '../../../src/adapters/persistence/account/pg-user.repository'
import { PgCompanyRepository } from '../../../src/adapters/persistence/company/pg-company.repository'
import { MikroOrmUnitOfWork } from '../../../src/adapters/persistence/unit-of-work'
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

/** A fresh database, the repositories of the accounts and companies a port's rows point to, and a unit of work. */
export const pgOwners = async () => {
  const { t, catalogue } = await freshDatabase()
  return { t, catalogue, users: new PgUserRepository(t.sql), companies: new PgCompanyRepository(t.sql), uow: new MikroOrmUnitOfWork(t.orm) }
}
