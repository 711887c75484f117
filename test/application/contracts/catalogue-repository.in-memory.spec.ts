import { InMemoryCatalogueRepository } from '../../../src/adapters/in-memory/in-memory-catalogue.repository'
import { InMemoryExhibitionRepository, InMemoryParticipationRepository } from '../../../src/adapters/in-memory/in-memory-exhibition.repository'
import { describeCatalogueRepositoryContract } from '../../contracts/catalogue-repository.contract'
import { inMemoryOwners } from './in-memory-fixtures'

describeCatalogueRepositoryContract('in memory', async () => {
  const owners = inMemoryOwners()
  const exhibitions = new InMemoryExhibitionRepository(new InMemoryParticipationRepository())
  const entries = new InMemoryCatalogueRepository(owners.companies, exhibitions)
  return { ...owners, entries, exhibitions, uow: owners.unitOfWorkOver(entries, exhibitions) }
})
