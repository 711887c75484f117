import { PgExhibitionRepository, PgParticipationRepository } from '../../../src/adapters/persistence/exhibition/pg-exhibition.repository'
import { PgExhibitionReadModel } from '../../../src/adapters/projections/exhibition/pg-exhibition.read-model'
import { describeExhibitionCandidatesContract } from '../../contracts/exhibition-candidates.contract'
import { pgOwners } from './pg-fixtures'

describeExhibitionCandidatesContract('PostgreSQL', async () => {
  const { t, ...owners } = await pgOwners()
  const sector = await t.sql.one<{ name: string }>('select name from sectors where id = ?', [owners.catalogue.sectorId])
  return {
    ...owners, sectorName: sector!.name, candidates: new PgExhibitionReadModel(t.sql),
    exhibitions: new PgExhibitionRepository(t.sql), participations: new PgParticipationRepository(t.sql),
  }
})
