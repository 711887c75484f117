import { PgCatalogueRepository } from '../../../src/adapters/persistence/catalogue/pg-catalogue.repository'
import { PgExhibitionRepository } from '../../../src/adapters/persistence/exhibition/pg-exhibition.repository'
import { describeCatalogueRepositoryContract } from '../../contracts/catalogue-repository.contract'
import { pgOwners } from './pg-fixtures'

describeCatalogueRepositoryContract('PostgreSQL', async () => {
  const { t, ...owners } = await pgOwners()
  return { ...owners, entries: new PgCatalogueRepository(t.sql), exhibitions: new PgExhibitionRepository(t.sql) }
})
