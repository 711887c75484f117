import { PgUserRepository } from '../../../src/adapters/persistence/account/pg-user.repository'
import { PgCompanyRepository } from '../../../src/adapters/persistence/company/pg-company.repository'
import { MikroOrmUnitOfWork } from '../../../src/adapters/persistence/unit-of-work'
import { describeUnitOfWorkContract } from '../../contracts/unit-of-work.contract'
import { freshDatabase } from './pg-fixtures'

describeUnitOfWorkContract('PostgreSQL', async () => {
  const { t, catalogue } = await freshDatabase()
  return { uow: new MikroOrmUnitOfWork(t.orm), users: new PgUserRepository(t.sql), companies: new PgCompanyRepository(t.sql), catalogue }
})
