import { InMemoryFavoriteRepository } from '../../../src/adapters/in-memory/in-memory-favorites'
import { describeFavoriteRepositoryContract } from '../../contracts/favorite-repository.contract'
import { inMemoryOwners } from './in-memory-fixtures'

describeFavoriteRepositoryContract('in memory', async () => {
  const owners = inMemoryOwners()
  const favorites = new InMemoryFavoriteRepository()
  return { ...owners, favorites, uow: owners.unitOfWorkOver(favorites) }
})
