import { startTestDatabase, type TestDatabase } from '../support/test-database'
import { takeViolations } from './support/contract-check'
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

/** Every test fails when an answer it received is not what the OpenAPI document describes (contract-check.ts). */
export const mochaHooks = {
  async afterEach(this: Mocha.Context) {
    const violations = await takeViolations()
    // Set on the hook, the error fails the test it follows (Mocha's runner), not the hook: the other tests still run.
    if (violations.length && this.currentTest?.state !== 'failed') {
      (this.test as Mocha.Hook).error(new Error(`Answers the OpenAPI document does not describe:\n${violations.join('\n')}`))
    }
  },
}
