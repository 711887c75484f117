import { ReadCache } from '../../../src/adapters/projections/read-cache'
import { PgSessionStore } from '../../../src/adapters/persistence/session/pg-session.store'
import { describeSessionRevokerContract } from '../../contracts/session-revoker.contract'
import { pgOwners } from './pg-fixtures'

describeSessionRevokerContract('PostgreSQL', async () => {
  const { t, ...owners } = await pgOwners()
  // Sessions read from the table each time (no memory of them), an hour long.
  const sessions = new PgSessionStore(t.sql, new ReadCache(), 0)
  return {
    ...owners, sessions,
    signIn: (userId, key) => sessions.set(key, { userId }, 3_600_000),
    isLive: async (key) => (await sessions.get(key)) !== null,
  }
})
