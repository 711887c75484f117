import { PgFavoriteListRepository, PgFavoriteRepository } from '../../../src/adapters/persistence/company/pg-favorite.repository'
import { describeFavoriteRepositoryContract } from '../../contracts/favorite-repository.contract'
import { pgOwners } from './pg-fixtures'

describeFavoriteRepositoryContract('PostgreSQL', async () => {
  const { t, ...owners } = await pgOwners()
  return { ...owners, favorites: new PgFavoriteRepository(t.sql), lists: new PgFavoriteListRepository(t.sql) }
})
