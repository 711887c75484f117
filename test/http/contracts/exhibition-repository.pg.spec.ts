import { PgExhibitionRepository, PgParticipationRepository } from '../../../src/adapters/persistence/exhibition/pg-exhibition.repository'
import { describeExhibitionRepositoryContract } from '../../contracts/exhibition-repository.contract'
import { pgOwners } from './pg-fixtures'

describeExhibitionRepositoryContract('PostgreSQL', async () => {
  const { t, ...owners } = await pgOwners()
  return { ...owners, exhibitions: new PgExhibitionRepository(t.sql), participations: new PgParticipationRepository(t.sql) }
})
