import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { describeUnitOfWorkContract } from '../../contracts/unit-of-work.contract'
import { inMemoryCatalogueIds } from './in-memory-fixtures'

describeUnitOfWorkContract('in memory', async () => {
  const users = new InMemoryUserRepository()
  const companies = new InMemoryCompanyRepository()
  return { uow: new InMemoryUnitOfWork([users, companies]), users, companies, catalogue: inMemoryCatalogueIds }
})
