// The admin lists' sorts in SQL: each list maps its sort keys (a whitelist, never the client's text)
// to an expression, breaks ties by id in the same direction, and reads its CSV export in keyset
// batches along that same order (never the whole table in memory, never an OFFSET that rescans).
import type { ListSort, SortDir } from '../../application/admin/list-sort'
import type { Row, Sql } from '../persistence/sql'

/** A sort key's SQL: a never-null expression and its type (to read a batch's last value back). */
interface SortColumn {
  readonly expr: string
  readonly type: 'text' | 'timestamptz' | 'int' | 'date'
}

export type SortColumns<K extends string> = Readonly<Record<K, SortColumn>>

/** `order by <expr> <dir>, <id> <dir>`: stable, as pages and keysets need. */
export const orderBy = <K extends string>(columns: SortColumns<K>, sort: ListSort<K>, id: string): string =>
  `${columns[sort.key].expr} ${sort.dir}, ${id} ${sort.dir}`

const direction = (dir: SortDir) => (dir === 'asc' ? '>' : '<')

/**
 * Every row of `from` matching `where`, in the sort's order, read `batch` rows at a time: each batch
 * starts after the last (sort value, id) of the one before.
 */
export async function* keysetRows<K extends string, R extends Row = Row>(sql: Sql, q: {
  readonly select: string
  readonly from: string
  readonly where: readonly string[]
  readonly params: readonly unknown[]
  readonly columns: SortColumns<K>
  readonly sort: ListSort<K>
  readonly id: string
  readonly batch: number
}): AsyncIterable<R> {
  const col = q.columns[q.sort.key]
  let after: readonly [string, number] | undefined
  for (;;) {
    const where = [...q.where]
    const params = [...q.params]
    if (after) {
      where.push(`(${col.expr}, ${q.id}) ${direction(q.sort.dir)} (?::${col.type}, ?)`)
      params.push(...after)
    }
    const rows = await sql.all<R & { keyset_value: string; keyset_id: number }>(
      `select ${q.select}, (${col.expr})::text as keyset_value, ${q.id} as keyset_id from ${q.from}
       ${where.length ? `where ${where.join(' and ')}` : ''} order by ${orderBy(q.columns, q.sort, q.id)} limit ?`, [...params, q.batch])
    for (const r of rows) yield r
    if (rows.length < q.batch) return
    const last = rows[rows.length - 1]
    after = [last.keyset_value, Number(last.keyset_id)]
  }
}
