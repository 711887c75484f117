import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { describeCompanyRepositoryContract } from '../../contracts/company-repository.contract'
import { inMemoryCatalogueIds } from './in-memory-fixtures'

describeCompanyRepositoryContract('in memory', async () => {
  let nextManager = 100
  // The in-memory repository checks no references: any ids will do.
  return { companies: new InMemoryCompanyRepository(), catalogue: inMemoryCatalogueIds, aManager: async () => nextManager++ }
})
