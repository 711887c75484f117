import { MikroORM } from '@mikro-orm/postgresql'
import type { Options } from '@mikro-orm/postgresql'
import { Migrator } from '@mikro-orm/migrations'
import { migrationsList } from './migrations/index'

/** MikroORM options for a database URL. The write model is mapped by hand (see docs/architecture.md). */
export const ormOptions = (clientUrl: string, extra: Partial<Options> = {}): Options => ({
  clientUrl,
  entities: [],
  discovery: { warnWhenNoEntities: false },
  extensions: [Migrator],
  migrations: { migrationsList, tableName: 'mikro_orm_migrations', transactional: true, allOrNothing: true, snapshot: false, silent: true },
  pool: { min: 0, max: 10 },
  debug: false,
  ...extra,
})

export const initOrm = async (clientUrl: string, extra: Partial<Options> = {}): Promise<MikroORM> => MikroORM.init(ormOptions(clientUrl, extra))

export const migrate = async (orm: MikroORM): Promise<string[]> => {
  const done = await orm.migrator.up()
  return done.map((m) => m.name)
}
