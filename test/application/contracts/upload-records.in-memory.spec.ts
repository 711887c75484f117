import { InMemoryUploads } from '../../../src/adapters/in-memory/in-memory-uploads'
import { describeUploadRecordsContract } from '../../contracts/upload-records.contract'

describeUploadRecordsContract('in memory', async () => ({ uploads: new InMemoryUploads(), userId: 7 }))
