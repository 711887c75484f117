import { PgMediaRepository } from '../../../src/adapters/persistence/media/pg-media.repository'
import { describeMediaRepositoryContract } from '../../contracts/media-repository.contract'
import { pgOwners } from './pg-fixtures'

describeMediaRepositoryContract('PostgreSQL', async () => {
  const { t, ...owners } = await pgOwners()
  return { ...owners, media: new PgMediaRepository(t.sql) }
})
