import { PgUserAdminStore } from '../../../src/adapters/persistence/admin/pg-user-admin'
import { describeUserAdminStoreContract } from '../../contracts/user-admin-store.contract'
import { pgOwners } from './pg-fixtures'

describeUserAdminStoreContract('PostgreSQL', async () => {
  const { t, ...owners } = await pgOwners()
  return { ...owners, store: new PgUserAdminStore(t.sql) }
})
