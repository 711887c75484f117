import { InMemoryFavoriteListRepository, InMemoryFavoriteRepository } from '../../../src/adapters/in-memory/in-memory-favorites'
import { describeFavoriteRepositoryContract } from '../../contracts/favorite-repository.contract'
import { inMemoryOwners } from './in-memory-fixtures'

describeFavoriteRepositoryContract('in memory', async () => {
  const owners = inMemoryOwners()
  const favorites = new InMemoryFavoriteRepository()
  const lists = new InMemoryFavoriteListRepository()
  return { ...owners, favorites, lists, uow: owners.unitOfWorkOver(favorites, lists) }
})
