import type { MikroORM } from '@mikro-orm/postgresql'

export type Row = Record<string, unknown>

/**
 * The SQL gateway every adapter uses: MikroORM's EntityManager, which runs a statement inside the
 * current unit of work's transaction when there is one (placeholders are `?`).
 */
export interface Sql {
  all<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>
  one<T = Row>(sql: string, params?: readonly unknown[]): Promise<T | undefined>
  run(sql: string, params?: readonly unknown[]): Promise<number>
}

export const sqlOf = (orm: MikroORM): Sql => ({
  all: async <T>(sql: string, params: readonly unknown[] = []) => (await orm.em.execute(sql, [...params], 'all')) as T[],
  one: async <T>(sql: string, params: readonly unknown[] = []) => ((await orm.em.execute(sql, [...params], 'all')) as T[])[0],
  run: async (sql: string, params: readonly unknown[] = []) => ((await orm.em.execute(sql, [...params], 'run')) as { affectedRows: number }).affectedRows,
})

export const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && ((e as { code?: string }).code === '23505' || e.constructor.name === 'UniqueConstraintViolationException')
