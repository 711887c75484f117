import { PgUserRepository } from '../../../src/adapters/persistence/account/pg-user.repository'
import { describeUserRepositoryContract } from '../../contracts/user-repository.contract'
import { freshDatabase } from './pg-fixtures'

describeUserRepositoryContract('PostgreSQL', async () => {
  const { t } = await freshDatabase()
  return { users: new PgUserRepository(t.sql) }
})
