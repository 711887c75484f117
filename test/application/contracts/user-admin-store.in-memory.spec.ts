import { InMemoryUserAdminStore } from '../../../src/adapters/in-memory/in-memory-user-admin'
import { describeUserAdminStoreContract } from '../../contracts/user-admin-store.contract'
import { inMemoryOwners } from './in-memory-fixtures'

describeUserAdminStoreContract('in memory', async () => {
  const owners = inMemoryOwners()
  const store = new InMemoryUserAdminStore(owners.users, owners.companies)
  return { ...owners, store, uow: owners.unitOfWorkOver(store) }
})
