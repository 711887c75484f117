import { PgUploads } from '../../../src/adapters/persistence/media/pg-media.repository'
import { addUser } from '../../application/support/fixtures'
import { describeUploadRecordsContract } from '../../contracts/upload-records.contract'
import { pgOwners } from './pg-fixtures'

describeUploadRecordsContract('PostgreSQL', async () => {
  const { t, users } = await pgOwners()
  return { uploads: new PgUploads(t.sql), userId: (await addUser(users, 'company_manager')).id }
})
