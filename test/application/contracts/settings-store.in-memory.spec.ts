import { InMemorySettingsStore } from '../../../src/adapters/in-memory/in-memory-settings'
import { InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { describeSettingsStoreContract } from '../../contracts/settings-store.contract'

describeSettingsStoreContract('in memory', async () => {
  const settings = new InMemorySettingsStore()
  return { settings, uow: new InMemoryUnitOfWork([settings]) }
})
