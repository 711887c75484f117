import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { describeUserRepositoryContract } from '../../contracts/user-repository.contract'

describeUserRepositoryContract('in memory', async () => ({ users: new InMemoryUserRepository() }))
