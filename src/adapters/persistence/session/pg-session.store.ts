import { createHash } from 'node:crypto'
import type { Sql } from '../sql'

export type SessionData = Record<string, unknown> & { userId?: number }

/** The id is kept hashed: a leaked sessions table does not hand out live cookies. */
const hashed = (key: string): string => createHash('sha256').update(key).digest('base64url')

/**
 * koa-session's external store, in PostgreSQL: sessions can be revoked (logout, role change, account
 * deletion) and several app instances share them.
 */
import type { SessionRevoker } from '../../../application/ports/session-revoker'

export class PgSessionStore implements SessionRevoker {
  constructor(private readonly sql: Sql) {}

  async get(key: string): Promise<SessionData | null> {
    const row = await this.sql.one<{ data: SessionData }>(
      'select data from sessions where id = ? and expires_at > now()', [hashed(key)])
    return row?.data ?? null
  }

  async set(key: string, data: SessionData, maxAge: number | 'session' | undefined): Promise<void> {
    const ttl = typeof maxAge === 'number' ? maxAge : 24 * 3600 * 1000
    const userId = typeof data.userId === 'number' ? data.userId : null
    await this.sql.run(
      `insert into sessions (id, user_id, data, expires_at) values (?, ?, ?::jsonb, now() + make_interval(secs => ?))
       on conflict (id) do update set user_id = excluded.user_id, data = excluded.data, expires_at = excluded.expires_at, updated_at = now()`,
      [hashed(key), userId, JSON.stringify(data), ttl / 1000])
  }

  async destroy(key: string): Promise<void> {
    await this.sql.run('delete from sessions where id = ?', [hashed(key)])
  }

  /** Ends every session of a user (all but one when `exceptKey` is given). */
  async destroyForUser(userId: number, exceptKey?: string): Promise<number> {
    return exceptKey
      ? this.sql.run('delete from sessions where user_id = ? and id <> ?', [userId, hashed(exceptKey)])
      : this.sql.run('delete from sessions where user_id = ?', [userId])
  }

  endAllFor(userId: number, exceptSessionKey?: string): Promise<number> {
    return this.destroyForUser(userId, exceptSessionKey)
  }

  async purgeExpired(): Promise<number> {
    return this.sql.run('delete from sessions where expires_at <= now()')
  }
}
