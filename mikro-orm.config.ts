// Configuration for the MikroORM CLI (`npm run migration:create`); the app builds the same options in
// src/adapters/persistence/orm.ts. Point DATABASE_URL at a database to diff against.
import { ormOptions } from './src/adapters/persistence/orm'

export default ormOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/expo_atlas', {
  migrations: { path: './src/adapters/persistence/migrations', pathTs: './src/adapters/persistence/migrations', emit: 'ts' },
})
