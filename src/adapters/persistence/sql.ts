import type { MikroORM } from '@mikro-orm/postgresql'

export type Row = Record<string, unknown>

/**
 * The SQL gateway every adapter uses: MikroORM's EntityManager, which runs a statement inside the
 * current unit of work's transaction when there is one. Placeholders are `?`, so a `?` must never
 * appear inside a SQL string literal; arrays bind as one PostgreSQL array value.
 */
export interface Sql {
  all<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>
  one<T = Row>(sql: string, params?: readonly unknown[]): Promise<T | undefined>
  run(sql: string, params?: readonly unknown[]): Promise<number>
}

/** A PostgreSQL array literal (`{"a","b"}`), so an array binds as one value: write `?::text[]` or `= any(?::int[])`. */
export const pgArray = (values: readonly (string | number | bigint | boolean | null | undefined)[]): string =>
  `{${values.map((v) => v === null || v === undefined ? 'NULL' : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`

// MikroORM expands an array parameter into a list (`in (?)` style); we bind arrays as array literals instead.
// It writes an undefined parameter as an identifier (`"undefined"`, a column that does not exist): undefined binds as null.
const bind = (params: readonly unknown[]): unknown[] => params.map((p) => Array.isArray(p) ? pgArray(p) : p ?? null)

/**
 * The gateway on the primary (`write`, the default) or on the read replicas (`read`: the read
 * models; without replicas it is the primary too). Inside a transaction the transaction's
 * connection is used either way.
 */
export const sqlOf = (orm: MikroORM, connectionType: 'read' | 'write' = 'write'): Sql => ({
  all: async <T>(sql: string, params: readonly unknown[] = []) => await orm.em.execute<T[]>(sql, bind(params), { method: 'all', connectionType }),
  one: async <T>(sql: string, params: readonly unknown[] = []) => (await orm.em.execute<T[]>(sql, bind(params), { method: 'all', connectionType }))[0],
  run: async (sql: string, params: readonly unknown[] = []) => (await orm.em.execute<{ affectedRows: number }>(sql, bind(params), { method: 'run', connectionType: 'write' })).affectedRows,
})

/** A driver or MikroORM error for SQLSTATE `code`, or MikroORM's exception class of that name. */
const isViolation = (code: string, exception: string) => (e: unknown): boolean =>
  typeof e === 'object' && e !== null && ((e as { code?: string }).code === code || e.constructor.name === exception)

export const isUniqueViolation = isViolation('23505', 'UniqueConstraintViolationException')
export const isForeignKeyViolation = isViolation('23503', 'ForeignKeyConstraintViolationException')

/** MikroORM's driver hands timestamps back as strings; mappers turn them into Dates here. */
export const asDate = (v: unknown): Date => v instanceof Date ? v : new Date(String(v))
export const asDateOrNull = (v: unknown): Date | null => v === null || v === undefined ? null : asDate(v)
