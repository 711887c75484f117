import { InMemorySessions } from '../../../src/adapters/in-memory/in-memory-account'
import { describeSessionRevokerContract } from '../../contracts/session-revoker.contract'
import { inMemoryOwners } from './in-memory-fixtures'

describeSessionRevokerContract('in memory', async () => {
  const owners = inMemoryOwners()
  const sessions = new InMemorySessions()
  const userOf = new Map<string, number>()
  return {
    ...owners, sessions, uow: owners.unitOfWorkOver(sessions),
    signIn: async (userId, key) => { userOf.set(key, userId); sessions.signIn(userId, key) },
    isLive: async (key) => sessions.keysOf(userOf.get(key) ?? -1).includes(key),
  }
})
