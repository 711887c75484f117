import os from 'node:os'
import path from 'node:path'
import fs from 'node:fs'
import pino from 'pino'
import pg from 'pg'
import { startEmbeddedPostgres } from '../../src/adapters/persistence/embedded-postgres'

export interface TestDatabase {
  readonly url: string
  readonly kind: 'TEST_DATABASE_URL' | 'testcontainers' | 'embedded'
  stop(): Promise<void>
}

const dockerAnswers = async (): Promise<boolean> => {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers')
    await getContainerRuntimeClient()
    return true
  } catch {
    return false
  }
}

/** Empties a database given by TEST_DATABASE_URL: it is a throwaway database, its public schema is dropped. */
const resetSchema = async (url: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query('drop schema if exists public cascade; create schema public')
  await client.end()
}

/**
 * A throwaway PostgreSQL for the integration and browser tests: TEST_DATABASE_URL when set, else a
 * Testcontainers PostgreSQL when a Docker engine answers, else the embedded PostgreSQL in a temp folder.
 */
export const startTestDatabase = async (): Promise<TestDatabase> => {
  const given = process.env.TEST_DATABASE_URL
  if (given) {
    await resetSchema(given)
    return { url: given, kind: 'TEST_DATABASE_URL', stop: async () => undefined }
  }
  if (await dockerAnswers()) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql')
    const container = await new PostgreSqlContainer('postgres:15-alpine').start()
    return { url: container.getConnectionUri(), kind: 'testcontainers', stop: async () => { await container.stop() } }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-atlas-test-'))
  fs.chmodSync(dir, 0o755)
  const running = await startEmbeddedPostgres(dir, pino({ level: 'silent' }), { persistent: false })
  return {
    url: running.url,
    kind: 'embedded',
    stop: async () => {
      await running.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
