import { InMemoryAccessRequestReadModel, InMemoryAccessRequestRepository } from '../../../src/adapters/in-memory/in-memory-media.repository'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { describeAccessRequestContract } from '../../contracts/access-request.contract'
import { accountMaker } from '../../contracts/access-request-users'

describeAccessRequestContract('in memory', async () => {
  const users = new InMemoryUserRepository()
  const requests = new InMemoryAccessRequestRepository()
  return { requests, reads: new InMemoryAccessRequestReadModel(requests, users), aUser: accountMaker(users) }
})
