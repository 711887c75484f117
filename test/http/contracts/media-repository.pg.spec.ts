import { PgUserRepository } from '../../../src/adapters/persistence/account/pg-user.repository'
import { PgCompanyRepository } from '../../../src/adapters/persistence/company/pg-company.repository'
import { PgMediaRepository } from '../../../src/adapters/persistence/media/pg-media.repository'
import { MikroOrmUnitOfWork } from '../../../src/adapters/persistence/unit-of-work'
import { describeMediaRepositoryContract } from '../../contracts/media-repository.contract'
import { freshDatabase } from './pg-fixtures'

describeMediaRepositoryContract('PostgreSQL', async () => {
  const { t, catalogue } = await freshDatabase()
  return {
    media: new PgMediaRepository(t.sql), users: new PgUserRepository(t.sql), companies: new PgCompanyRepository(t.sql),
    catalogue, uow: new MikroOrmUnitOfWork(t.orm),
  }
})
