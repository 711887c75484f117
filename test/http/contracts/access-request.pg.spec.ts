import { PgUserRepository } from '../../../src/adapters/persistence/account/pg-user.repository'
import { PgAccessRequestRepository } from '../../../src/adapters/persistence/media/pg-access-request.repository'
import { PgAccessRequestReadModel } from '../../../src/adapters/projections/media/pg-access-request.read-model'
import { describeAccessRequestContract } from '../../contracts/access-request.contract'
import { accountMaker } from '../../contracts/access-request-users'
import { freshDatabase } from './pg-fixtures'

describeAccessRequestContract('PostgreSQL', async () => {
  const { t } = await freshDatabase()
  return { requests: new PgAccessRequestRepository(t.sql), reads: new PgAccessRequestReadModel(t.sql), aUser: accountMaker(new PgUserRepository(t.sql)) }
})
