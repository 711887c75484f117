import type { Readable } from 'node:stream'

/** Port: where uploaded files are kept (a local folder today; object storage later). */
export interface FileStorage {
  /** Writes the stream under the key; fails with FileTooLarge (and leaves nothing) beyond maxBytes. Answers the size. */
  put(key: string, data: Readable, maxBytes: number): Promise<number>
  /** The file's bytes; undefined for a key with no file, or one that is no storage key. */
  get(key: string): Promise<Readable | undefined>
  /** Nothing to do for a key with no file. */
  remove(key: string): Promise<void>
}

/** What put fails with when the stream holds more than maxBytes. */
export class FileTooLarge extends Error {
  constructor(readonly maxBytes: number) { super(`file larger than ${maxBytes} bytes`) }
}

/** Keys are made by the server, never by clients: put and remove throw for anything else. */
const STORAGE_KEY = /^[A-Za-z0-9_-]{8,80}(\.[a-z0-9]{1,8})?$/

export const isStorageKey = (key: string): boolean => STORAGE_KEY.test(key)
