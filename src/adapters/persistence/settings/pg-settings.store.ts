import type { SettingsReader } from '../../../application/settings/settings-reader'
import { settingsFrom, type Settings } from '../../../domain/settings/settings'
import type { Sql } from '../sql'
import { unitOfWorkKey } from '../unit-of-work'

/**
 * Settings from the settings table over the defaults, cached in memory: reading costs nothing per
 * request. `invalidate()` drops the cache (after a change, or when another instance says so).
 */
export class PgSettingsStore implements SettingsReader {
  private cached: Promise<Settings> | undefined
  /** Read inside a unit of work that changes no setting: kept for that work only (a command's projectors each read them). */
  private readonly withinWork = new WeakMap<object, Promise<Settings>>()
  /** Works that changed a setting: they read the table every time (a nested work they hold may yet roll back). */
  private readonly changedIn = new WeakSet<object>()

  constructor(private readonly sql: Sql) {}

  current(): Promise<Settings> {
    // Inside a unit of work a read may see the work's own change, not committed yet: such a read is never
    // kept, or a rollback would leave the refused value behind (for every later reader, or for the rest of
    // the work after a nested work's refusal). A work that changes nothing keeps its first read.
    const work = unitOfWorkKey()
    if (work && this.changedIn.has(work)) return this.load()
    if (work) {
      let read = this.withinWork.get(work)
      if (!read) this.withinWork.set(work, read = this.load())
      return read
    }
    if (!this.cached) {
      const loading = this.load()
      loading.catch(() => { if (this.cached === loading) this.cached = undefined })
      this.cached = loading
    }
    return this.cached
  }

  private load(): Promise<Settings> {
    return this.sql.all<{ section: string; key: string; value: unknown }>('select section, key, value from settings').then(settingsFrom)
  }

  invalidate(): void {
    this.cached = undefined
  }

  /** Stores one value and tells every instance (NOTIFY, delivered when the transaction commits). */
  async set(section: string, key: string, value: unknown): Promise<void> {
    await this.sql.run(`insert into settings (section, key, value, updated_at) values (?, ?, ?::jsonb, now())
      on conflict (section, key) do update set value = excluded.value, updated_at = now()`, [section, key, JSON.stringify(value)])
    await this.sql.run(`select pg_notify('expo_atlas_changes', 'settings')`)
    const work = unitOfWorkKey()
    if (work) this.changedIn.add(work)
    this.invalidate()
  }
}
