import { createHash } from 'node:crypto'
import type { SessionRevoker } from '../../../application/ports/session-revoker'
import type { Sql } from '../sql'
import { announceChange, ReadCache } from '../../projections/read-cache'

export type SessionData = Record<string, unknown> & { userId?: number }

/** The id is kept hashed: a leaked sessions table does not hand out live cookies. */
const hashed = (key: string): string => createHash('sha256').update(key).digest('base64url')

/** How long a session read is kept in memory (ms) when nothing ends it; 0 turns the memory off. */
const SESSION_CACHE_TTL = 10_000

interface Kept { readonly data: SessionData; readonly expiresAt: number }

/**
 * koa-session's external store, in PostgreSQL: sessions can be revoked (logout, role change, account
 * deletion) and several app instances share them.
 *
 * Every request of a signed-in user reads its session, so reads are kept in memory for a few seconds.
 * Ending sessions (logout, revocation, a password change) drops that memory after the commit, here and
 * in every other instance (NOTIFY 'sessions'), so an ended session is refused everywhere at once. A
 * session kept past its expiry is read again, never trusted: another instance may have pushed it back.
 */
export class PgSessionStore implements SessionRevoker {
  constructor(private readonly sql: Sql, private readonly cache = new ReadCache(10_000), private readonly ttl = SESSION_CACHE_TTL) {}

  async get(key: string): Promise<SessionData | null> {
    const id = hashed(key)
    let kept = await this.cache.memo(id, this.ttl, () => this.load(id))
    if (kept && kept.expiresAt <= Date.now()) {
      this.cache.forget(id)
      kept = await this.load(id)
    }
    // A copy: koa-session's session object must not share state with the memory.
    return kept ? { ...kept.data } : null
  }

  private async load(id: string): Promise<Kept | undefined> {
    const row = await this.sql.one<{ data: SessionData; expires_at: string }>(
      `select data, (extract(epoch from expires_at) * 1000)::bigint::text as expires_at from sessions where id = ? and expires_at > now()`, [id])
    return row ? { data: row.data, expiresAt: Number(row.expires_at) } : undefined
  }

  private announceEnded(): Promise<void> {
    return announceChange(this.sql, 'sessions', this.cache)
  }

  async set(key: string, data: SessionData, maxAge: number | 'session' | undefined): Promise<void> {
    const ttl = typeof maxAge === 'number' ? maxAge : 24 * 3600 * 1000
    const userId = typeof data.userId === 'number' ? data.userId : null
    await this.sql.run(
      `insert into sessions (id, user_id, data, expires_at) values (?, ?, ?::jsonb, now() + make_interval(secs => ?))
       on conflict (id) do update set user_id = excluded.user_id, data = excluded.data, expires_at = excluded.expires_at, updated_at = now()`,
      [hashed(key), userId, JSON.stringify(data), ttl / 1000])
    // Kept here as written; other instances keep theirs a few seconds (a sign-in makes a new key).
    this.cache.put<Kept>(hashed(key), { data: structuredClone(data), expiresAt: Date.now() + ttl }, this.ttl)
  }

  async destroy(key: string): Promise<void> {
    await this.sql.run('delete from sessions where id = ?', [hashed(key)])
    await this.announceEnded()
  }

  /** Ends every session of a user (all but one when `exceptKey` is given). */
  async destroyForUser(userId: number, exceptKey?: string): Promise<number> {
    const ended = exceptKey
      ? await this.sql.run('delete from sessions where user_id = ? and id <> ?', [userId, hashed(exceptKey)])
      : await this.sql.run('delete from sessions where user_id = ?', [userId])
    await this.announceEnded()
    return ended
  }

  endAllFor(userId: number, exceptSessionKey?: string): Promise<number> {
    return this.destroyForUser(userId, exceptSessionKey)
  }

  async purgeExpired(): Promise<number> {
    return this.sql.run('delete from sessions where expires_at <= now()')
  }
}
