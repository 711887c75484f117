import { InMemoryAccessRequestRepository } from '../../../src/adapters/in-memory/in-memory-media.repository'
import { describeAccessRequestRepositoryContract } from '../../contracts/access-request-repository.contract'
import { inMemoryOwners } from './in-memory-fixtures'

describeAccessRequestRepositoryContract('in memory', async () => {
  const owners = inMemoryOwners()
  const requests = new InMemoryAccessRequestRepository()
  return { ...owners, requests, uow: owners.unitOfWorkOver(requests) }
})
