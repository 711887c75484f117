import { PgAccessRequestRepository } from '../../../src/adapters/persistence/media/pg-access-request.repository'
import { describeAccessRequestRepositoryContract } from '../../contracts/access-request-repository.contract'
import { pgOwners } from './pg-fixtures'

describeAccessRequestRepositoryContract('PostgreSQL', async () => {
  const { t, ...owners } = await pgOwners()
  return { ...owners, requests: new PgAccessRequestRepository(t.sql) }
})
