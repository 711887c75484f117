/**
 * The one port the seeds need: run a SQL statement with `?` placeholders (MikroORM `em.execute` style)
 * and get the rows back. The caller runs every call of one seed inside a single transaction.
 */
export type SqlExecutor = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>

/** A value as the seeds hand it to the executor: Dates as ISO strings, objects as JSON text, no undefined. */
const toParam = (value: unknown): unknown => {
  if (value === undefined || value === null) return null
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object') return JSON.stringify(value)
  return value
}

/** A PostgreSQL array literal for an `integer[]` column, e.g. `{1,4,7}`. */
export const pgIntArray = (values: readonly number[]): string => `{${values.map((v) => Math.trunc(v)).join(',')}}`

/**
 * Inserts rows with multi-row `VALUES` (in chunks), returns the `returning` columns of every inserted row.
 * In an `INSERT ... VALUES` list PostgreSQL coerces every literal to the type of its target column, so
 * ISO timestamps, JSON text and array literals need no casts.
 */
export const insertRows = async (
  exec: SqlExecutor,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  returning: readonly string[] = [],
  chunkSize = 500,
): Promise<Record<string, unknown>[]> => {
  const out: Record<string, unknown>[] = []
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize)
    const params: unknown[] = []
    const tuples = chunk.map((row) => {
      if (row.length !== columns.length) {
        throw new Error(`seed: ${table} row has ${row.length} values for ${columns.length} columns`)
      }
      for (const v of row) params.push(toParam(v))
      return `(${row.map(() => '?').join(', ')})`
    })
    const sql = `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}` +
      (returning.length > 0 ? ` returning ${returning.join(', ')}` : '')
    const result = await exec(sql, params)
    if (returning.length > 0) out.push(...result)
  }
  return out
}

/** Number of rows of a table (used to seed only into empty tables). */
export const countRows = async (exec: SqlExecutor, table: string): Promise<number> => {
  const rows = await exec(`select count(*)::int as n from ${table}`)
  return Number(rows[0]?.n ?? 0)
}

/**
 * Serialises concurrent seeders (several app instances starting at once on one database) until the end
 * of the caller's transaction. Re-entrant within one session.
 */
export const lockSeeding = async (exec: SqlExecutor): Promise<void> => {
  await exec('select pg_advisory_xact_lock(7240112026)')
}
