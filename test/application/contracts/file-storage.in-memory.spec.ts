import { InMemoryFileStorage } from '../../../src/adapters/in-memory/in-memory-file-storage'
import { describeFileStorageContract } from '../../contracts/file-storage.contract'

describeFileStorageContract('in memory', async () => ({ storage: new InMemoryFileStorage() }))
