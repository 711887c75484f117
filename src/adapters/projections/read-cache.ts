import type { Sql } from '../persistence/sql'
import { afterCommit } from '../persistence/unit-of-work'

/**
 * A read model's memory: answers to recent questions (the directory's pages, facets and counts, the media
 * lists' totals), shared by concurrent askers (one query for many identical requests) and dropped as a
 * whole when what they read changes (`announceChange`). Bounded: the least recently used answers go first.
 */
export class ReadCache {
  private readonly entries = new Map<string, { readonly value: Promise<unknown>; readonly expires: number }>()
  private generation = 0

  constructor(private readonly maxEntries = 500, private readonly now: () => number = () => performance.now()) {}

  /** The answer for `key`, loaded at most once per `ttlMs` (0: not cached) and per change of the directory. */
  memo<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load()
    const now = this.now()
    const hit = this.entries.get(key)
    this.entries.delete(key)
    if (hit && hit.expires > now) {
      this.entries.set(key, hit)
      return hit.value as Promise<T>
    }
    const generation = this.generation
    const value = load()
    value.catch(() => { if (this.generation === generation && this.entries.get(key)?.value === value) this.entries.delete(key) })
    this.entries.set(key, { value, expires: now + ttlMs })
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    return value
  }

  /** Keeps `value` as the answer for `key` (here only: a change other instances need not hear of). */
  put<T>(key: string, value: T, ttlMs: number): void {
    if (ttlMs <= 0) return
    this.entries.delete(key)
    this.entries.set(key, { value: Promise.resolve(value), expires: this.now() + ttlMs })
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
  }

  /** Forgets one answer (here only: a change other instances need not hear of). */
  forget(key: string): void {
    this.entries.delete(key)
  }

  /** The directory changed: forget every answer. */
  invalidate(): void {
    this.generation++
    this.entries.clear()
  }

  get size(): number { return this.entries.size }
}

/**
 * A read model's rows changed in the current transaction: drop `cache` here once it commits, and in the
 * other app instances through NOTIFY `topic` on `expo_atlas_changes` (delivered at the commit).
 */
export const announceChange = async (sql: Sql, topic: string, cache: { invalidate(): void }): Promise<void> => {
  await sql.run(`select pg_notify('expo_atlas_changes', '${topic}')`)
  afterCommit(() => cache.invalidate())
}
