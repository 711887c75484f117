/**
 * The directory read model's memory: answers to recent questions (a page of results, a count, facets,
 * country ids), shared by concurrent askers (one query for many identical requests) and dropped as a whole
 * when the directory changes: a company appears, changes or disappears (the projector calls `invalidate`
 * after its commit, and other app instances hear of it through NOTIFY). Views alone do not drop it: view
 * counts and the `popular` order are at most `ttl` old. Bounded: the least recently used answers go first.
 */
export class DirectoryCache {
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

  /** The directory changed: forget every answer. */
  invalidate(): void {
    this.generation++
    this.entries.clear()
  }

  get size(): number { return this.entries.size }
}
