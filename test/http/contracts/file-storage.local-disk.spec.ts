import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { LocalDiskStorage } from '../../../src/adapters/storage/local-disk.storage'
import { describeFileStorageContract } from '../../contracts/file-storage.contract'

// The implementation the server runs, on a folder of its own per test.
describe('FileStorage on a local folder', () => {
  const dirs: string[] = []
  after(() => { for (const d of dirs) fs.rmSync(d, { recursive: true, force: true }) })

  describeFileStorageContract('local disk', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-atlas-storage-'))
    dirs.push(dir)
    return { storage: new LocalDiskStorage(dir) }
  })
})
