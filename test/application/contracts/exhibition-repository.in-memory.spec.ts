import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryExhibitionRepository, InMemoryParticipationRepository } from '../../../src/adapters/in-memory/in-memory-exhibition.repository'
import { InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { describeExhibitionRepositoryContract } from '../../contracts/exhibition-repository.contract'
import { inMemoryCatalogueIds } from './in-memory-fixtures'

describeExhibitionRepositoryContract('in memory', async () => {
  const participations = new InMemoryParticipationRepository()
  const exhibitions = new InMemoryExhibitionRepository(participations)
  const users = new InMemoryUserRepository()
  const companies = new InMemoryCompanyRepository()
  return {
    exhibitions, participations, users, companies, catalogue: inMemoryCatalogueIds,
    uow: new InMemoryUnitOfWork([exhibitions, participations, users, companies]),
  }
})
