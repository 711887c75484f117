import { Readable } from 'node:stream'
import { FileTooLarge, isStorageKey, type FileStorage } from '../../application/ports/file-storage'

const checked = (key: string): string => {
  if (!isStorageKey(key)) throw new Error('unsafe storage key')
  return key
}

/** Uploaded files in a map, answering as LocalDiskStorage does (test/contracts/file-storage.contract.ts). */
export class InMemoryFileStorage implements FileStorage {
  private readonly files = new Map<string, Buffer>()

  /** The keys of the stored files, for tests to read. */
  get keys(): string[] { return [...this.files.keys()] }

  async put(key: string, data: Readable, maxBytes: number): Promise<number> {
    checked(key)
    const chunks: Buffer[] = []
    let size = 0
    try {
      for await (const chunk of data as AsyncIterable<Buffer | string>) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)
        size += bytes.length
        if (size > maxBytes) throw new FileTooLarge(maxBytes)
        chunks.push(bytes)
      }
    } catch (e) {
      data.resume()
      throw e
    }
    this.files.set(key, Buffer.concat(chunks))
    return size
  }

  async get(key: string): Promise<Readable | undefined> {
    const bytes = isStorageKey(key) ? this.files.get(key) : undefined
    return bytes && Readable.from([bytes], { objectMode: false })
  }

  async remove(key: string): Promise<void> {
    this.files.delete(checked(key))
  }
}
