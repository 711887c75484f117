import { createHash } from 'node:crypto'
import type { MikroORM } from '@mikro-orm/postgresql'
import type pg from 'pg'
import type { Sql } from './sql'

/**
 * How many distinct statement texts a gateway prepares. Each is parsed and planned once per connection
 * and kept there; a text past this many runs unprepared (planned every time), so a caller that builds
 * its texts from values cannot fill the server's memory.
 */
const MAX_PREPARED = 1000

/** `?` placeholders as PostgreSQL's `$1, $2, …` (a `?` never stands inside a string literal: see sql.ts). */
const numbered = (sql: string): string => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

/**
 * A prepared statement is planned once, for any values (a generic plan), not again for each question's
 * values: the gateway is for statements whose best plan does not depend on them. The setting is the
 * connection's, and only statements with bound parameters heed it: MikroORM sends its statements with
 * their values inlined, so they are still planned for their values.
 */
const GENERIC = 'set plan_cache_mode = force_generic_plan'
/** The pool's connections this gateway has set up (pg-pool hands out the same client objects again). */
const planned = new WeakSet<pg.PoolClient>()

/**
 * The SQL gateway of a hot read side: the same `Sql` port, but each statement text is prepared once per
 * connection (a named statement of the `pg` driver, its parameters bound, never inlined) and planned once,
 * generically, instead of at every question; for the directory's text questions planning was 40 % of a
 * statement's time (docs/performance.md). It runs on the pool of MikroORM's connection of that type (the
 * read replicas for `read`), outside any unit of work: it is for read models only, never for a command's
 * writes.
 */
export const preparedSqlOf = (orm: MikroORM, connectionType: 'read' | 'write' = 'read'): Sql => {
  const connection = orm.em.getConnection(connectionType) as unknown as { getNativeClient(): Promise<pg.Pool> }
  let pool: Promise<pg.Pool> | undefined
  const statements = new Map<string, { name?: string; text: string }>()
  const statementOf = (sql: string) => {
    let s = statements.get(sql)
    if (!s) {
      const text = numbered(sql)
      s = statements.size < MAX_PREPARED ? { name: `r${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`, text } : { text }
      if (s.name) statements.set(sql, s)
    }
    return s
  }
  const query = async (sql: string, params: readonly unknown[]) => {
    const { name, text } = statementOf(sql)
    const client = await (await (pool ??= connection.getNativeClient())).connect()
    try {
      if (!planned.has(client)) {
        await client.query(GENERIC)
        planned.add(client)
      }
      const result = await client.query({ name, text, values: params as unknown[] })
      client.release()
      return result
    } catch (e) {
      // As pg's own pool.query: a connection that failed a statement is not reused.
      client.release(e as Error)
      throw e
    }
  }
  return {
    all: async <T>(sql: string, params: readonly unknown[] = []) => (await query(sql, params)).rows as T[],
    one: async <T>(sql: string, params: readonly unknown[] = []) => (await query(sql, params)).rows[0] as T | undefined,
    run: async (sql: string, params: readonly unknown[] = []) => (await query(sql, params)).rowCount ?? 0,
  }
}
