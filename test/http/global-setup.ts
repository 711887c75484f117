import { startTestDatabase, type TestDatabase } from '../support/test-database'
import { setSharedDatabaseUrl } from './support/test-app'

let db: TestDatabase | undefined

/** One throwaway PostgreSQL for the whole integration run (mocha's global fixtures). */
export async function mochaGlobalSetup() {
  db = await startTestDatabase()
  setSharedDatabaseUrl(db.url)
  console.log(`  integration tests on ${db.kind} PostgreSQL`)
}

export async function mochaGlobalTeardown() {
  const { closeTestApp } = await import('./support/test-app')
  await closeTestApp()
  await db?.stop()
}
