import { createHash } from 'node:crypto'
import type { MikroORM } from '@mikro-orm/postgresql'
import type pg from 'pg'
import type { Sql } from './sql'

/**
 * How many distinct statement texts a gateway prepares. Each is parsed and planned once per connection
 * and kept there; a text past this many runs unprepared (planned every time), so a caller that builds
 * its texts from values cannot fill the server's memory.
 */
export const MAX_PREPARED = 1000

/** `?` placeholders as PostgreSQL's `$1, $2, …` (a `?` never stands inside a string literal: see sql.ts). */
const numbered = (sql: string): string => {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

/**
 * The SQL gateway of a hot read side: the same `Sql` port, but each statement text is prepared once per
 * connection (a named statement of the `pg` driver, its parameters bound, never inlined), so that
 * PostgreSQL parses and plans it once instead of at every question; for the directory's text questions
 * planning was 40 % of a statement's time (docs/performance.md). It runs on the pool of MikroORM's
 * connection of that type (the read replicas for `read`), outside any unit of work: it is for read models
 * only, never for a command's writes.
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
    return (await (pool ??= connection.getNativeClient())).query({ name, text, values: params as unknown[] })
  }
  return {
    all: async <T>(sql: string, params: readonly unknown[] = []) => (await query(sql, params)).rows as T[],
    one: async <T>(sql: string, params: readonly unknown[] = []) => (await query(sql, params)).rows[0] as T | undefined,
    run: async (sql: string, params: readonly unknown[] = []) => (await query(sql, params)).rowCount ?? 0,
  }
}
