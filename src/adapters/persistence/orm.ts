import { MikroORM } from '@mikro-orm/postgresql'
import type { Options } from '@mikro-orm/postgresql'
import { Migrator } from '@mikro-orm/migrations'
import { migrationsList } from './migrations/index'

/** MikroORM options for a database URL. The write model is mapped by hand (repositories under src/adapters/persistence write plain SQL; README, "Architecture"). */
export const ormOptions = (clientUrl: string, extra: Partial<Options> = {}): Options => ({
  clientUrl,
  // Read replicas (DATABASE_REPLICA_URLS, comma-separated): the read side's queries go there.
  replicas: (process.env.DATABASE_REPLICA_URLS ?? '').split(',').map((u) => u.trim()).filter(Boolean).map((u, i) => ({ name: `replica-${i + 1}`, clientUrl: u })),
  entities: [],
  discovery: { warnWhenNoEntities: false },
  extensions: [Migrator],
  migrations: { migrationsList, tableName: 'mikro_orm_migrations', transactional: true, allOrNothing: true, snapshot: false, silent: true },
  pool: { min: 0, max: 10 },
  // During a database outage requests fail within seconds (503) instead of hanging. No parallel workers
  // and no JIT compilation for a statement: the app's statements are short, and many run at once; a
  // server with JIT on compiled a typo search whose estimate was high for 300 ms (docs/performance.md).
  driverOptions: { connectionTimeoutMillis: 3000, statement_timeout: 30_000, options: '-c max_parallel_workers_per_gather=0 -c jit=off' },
  // A misspelt word still finds a name: "navgli" is 0.5 word-similar to "navigli software" (pg_trgm's default is 0.6).
  onCreateConnection: async (connection: unknown) => {
    await (connection as { executeQuery(q: { sql: string; parameters: unknown[] }): Promise<unknown> })
      .executeQuery({ sql: 'set pg_trgm.word_similarity_threshold = 0.4', parameters: [] })
  },
  debug: false,
  ...extra,
})

export const initOrm = async (clientUrl: string, extra: Partial<Options> = {}): Promise<MikroORM> => MikroORM.init(ormOptions(clientUrl, extra))

export const migrate = async (orm: MikroORM): Promise<string[]> => {
  const done = await orm.migrator.up()
  return done.map((m) => m.name)
}
