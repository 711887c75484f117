import type { Readable } from 'node:stream'

/** Port: where uploaded files are kept (a local folder today; object storage later). */
export interface FileStorage {
  /** Writes the stream under the key; fails (and leaves nothing) beyond maxBytes. Answers the size. */
  put(key: string, data: Readable, maxBytes: number): Promise<number>
  get(key: string): Promise<Readable | undefined>
  remove(key: string): Promise<void>
}
