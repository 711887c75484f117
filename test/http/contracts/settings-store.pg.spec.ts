import { MikroOrmUnitOfWork } from '../../../src/adapters/persistence/unit-of-work'
import { PgSettingsStore } from '../../../src/adapters/persistence/settings/pg-settings.store'
import { describeSettingsStoreContract } from '../../contracts/settings-store.contract'
import { freshDatabase } from './pg-fixtures'

describeSettingsStoreContract('PostgreSQL', async () => {
  const { t } = await freshDatabase()
  return { settings: new PgSettingsStore(t.sql), uow: new MikroOrmUnitOfWork(t.orm) }
})
