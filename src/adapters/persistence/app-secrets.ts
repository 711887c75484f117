import { randomBytes } from 'node:crypto'
import type { Sql } from './sql'

/**
 * A secret shared by every app instance (the cookie signing key): taken from the environment when
 * given, otherwise generated once and kept in the database.
 */
export const sharedSecret = async (sql: Sql, name: string, fromEnv?: string): Promise<string> => {
  if (fromEnv) return fromEnv
  await sql.run('insert into app_secrets (name, value) values (?, ?) on conflict (name) do nothing',
    [name, randomBytes(32).toString('base64url')])
  const row = await sql.one<{ value: string }>('select value from app_secrets where name = ?', [name])
  return row!.value
}
