import { PgUserRepository } from '../../../src/adapters/persistence/account/pg-user.repository'
import { PgCompanyRepository } from '../../../src/adapters/persistence/company/pg-company.repository'
import { PgExhibitionRepository, PgParticipationRepository } from '../../../src/adapters/persistence/exhibition/pg-exhibition.repository'
import { MikroOrmUnitOfWork } from '../../../src/adapters/persistence/unit-of-work'
import { describeExhibitionRepositoryContract } from '../../contracts/exhibition-repository.contract'
import { freshDatabase } from './pg-fixtures'

describeExhibitionRepositoryContract('PostgreSQL', async () => {
  const { t, catalogue } = await freshDatabase()
  return {
    exhibitions: new PgExhibitionRepository(t.sql), participations: new PgParticipationRepository(t.sql),
    users: new PgUserRepository(t.sql), companies: new PgCompanyRepository(t.sql), catalogue, uow: new MikroOrmUnitOfWork(t.orm),
  }
})
