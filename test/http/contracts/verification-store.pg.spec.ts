import { PgVerificationStore } from '../../../src/adapters/mail/template-mailer'
import { describeVerificationStoreContract } from '../../contracts/verification-store.contract'
import { pgOwners } from './pg-fixtures'

describeVerificationStoreContract('PostgreSQL', async () => {
  const { t, ...owners } = await pgOwners()
  return { ...owners, store: new PgVerificationStore(t.sql) }
})
