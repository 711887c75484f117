import { InMemoryCatalogueRepository } from '../../../src/adapters/in-memory/in-memory-catalogue.repository'
import { describeCatalogueRepositoryContract } from '../../contracts/catalogue-repository.contract'
import { inMemoryOwners } from './in-memory-fixtures'

describeCatalogueRepositoryContract('in memory', async () => {
  const owners = inMemoryOwners()
  const entries = new InMemoryCatalogueRepository(owners.companies)
  return { ...owners, entries, uow: owners.unitOfWorkOver(entries) }
})
