import { InMemoryVerificationStore } from '../../../src/adapters/in-memory/in-memory-account'
import { describeVerificationStoreContract } from '../../contracts/verification-store.contract'
import { inMemoryOwners } from './in-memory-fixtures'

describeVerificationStoreContract('in memory', async () => {
  const owners = inMemoryOwners()
  const store = new InMemoryVerificationStore(owners.users)
  return { ...owners, store, uow: owners.unitOfWorkOver(store) }
})
