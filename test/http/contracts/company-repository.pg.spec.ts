import { PgUserRepository } from '../../../src/adapters/persistence/account/pg-user.repository'
import { PgCompanyRepository } from '../../../src/adapters/persistence/company/pg-company.repository'
import type { Email } from '../../../src/domain/user/email'
import { describeCompanyRepositoryContract } from '../../contracts/company-repository.contract'
import { freshDatabase } from './pg-fixtures'
import type { PersonName } from '../../../src/domain/user/person-name'

describeCompanyRepositoryContract('PostgreSQL', async () => {
  const { t, catalogue } = await freshDatabase()
  const users = new PgUserRepository(t.sql)
  let n = 0
  /** companies.manager_id references users: a manager is a stored account. */
  const aManager = async () => {
    const user = await users.add({
      email: `manager${++n}@example.com` as Email, passwordHash: 'hash', firstName: 'Grace' as PersonName, lastName: 'Hopper' as PersonName,
      mobileNumber: null, role: 'company_manager', isEmailVerified: true, status: { kind: 'active' } as const, createdAt: new Date(),
    })
    if ('_tag' in user) throw new Error(`could not store a manager: ${user._tag}`)
    return user.id
  }
  return { companies: new PgCompanyRepository(t.sql), catalogue, aManager }
})
