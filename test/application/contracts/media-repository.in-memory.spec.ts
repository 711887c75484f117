import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryMediaRepository } from '../../../src/adapters/in-memory/in-memory-media.repository'
import { InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { describeMediaRepositoryContract } from '../../contracts/media-repository.contract'
import { inMemoryCatalogueIds } from './in-memory-fixtures'

describeMediaRepositoryContract('in memory', async () => {
  const media = new InMemoryMediaRepository()
  const users = new InMemoryUserRepository()
  const companies = new InMemoryCompanyRepository()
  return { media, users, companies, catalogue: inMemoryCatalogueIds, uow: new InMemoryUnitOfWork([media, users, companies]) }
})
