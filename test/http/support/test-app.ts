import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { createLogger } from '../../../src/adapters/logging/logger'
import type { MikroORM } from '@mikro-orm/postgresql'
import { initOrm } from '../../../src/adapters/persistence/orm'
import { sqlOf, type Sql } from '../../../src/adapters/persistence/sql'
import { PgEmailTemplates } from '../../../src/adapters/mail/email-templates'
import { prepareDatabase } from '../../../src/main/bootstrap'
import { readConfig } from '../../../src/main/config'
import { createApplication, type Application } from '../../../src/main/server'
import { dropCache } from '../../../src/adapters/projections/cache-topics'
import type { Clock } from '../../../src/domain/shared/clock'
import { ContractChecker, watchFetch } from './contract-check'

let databaseUrl: string | undefined
export const setSharedDatabaseUrl = (url: string) => { databaseUrl = url }

export interface TestApp {
  readonly baseUrl: string
  /** The address the app writes its links on (PUBLIC_URL), which is not the one it listens on. */
  readonly publicUrl: string
  readonly dataDir: string
  /** The web client's build folder the app serves (a stand-in: a bare index.html). */
  readonly webDistDir: string
  readonly sql: Sql
  readonly app: Application
  readonly orm: MikroORM
  /** Empties every table the tests write to; the reference data (countries, catalogue) stays. */
  reset(): Promise<void>
}

/** A movable clock for tests that need time to pass. */
export const testClock: Clock & { set(d: Date): void; advance(ms: number): void; useRealTime(): void } = (() => {
  let fixed: Date | undefined
  return {
    now: () => fixed ? new Date(fixed.getTime()) : new Date(),
    set: (d: Date) => { fixed = d },
    advance: (ms: number) => { fixed = new Date((fixed ?? new Date()).getTime() + ms) },
    useRealTime: () => { fixed = undefined },
  }
})()

let shared: Promise<TestApp> | undefined
let server: http.Server | undefined

const WRITE_TABLES = ['directory_counts', 'directory_words', 'directory_word_keys', 'directory_terms', 'login_attempts', 'system_logs', 'email_templates', 'admin_stats', 'admin_stats_monthly', 'admin_stats_daily', 'media_access_requests', 'uploads', 'email_outbox', 'domain_events', 'favorites', 'favorite_lists', 'media_attachments', 'company_media', 'exhibition_participants',
  'exhibitions', 'company_services', 'company_products', 'companies', 'sessions', 'settings', 'users']

/** The app under test, started once per run on the throwaway database, listening on 127.0.0.1. */
export const testApp = (): Promise<TestApp> => {
  shared ??= (async () => {
    if (!databaseUrl) throw new Error('no test database: run the integration tests with test/http/global-setup.ts')
    const config = { ...readConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: '0' }), databaseUrl, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'expo-atlas-data-')) }
    const { log, sink } = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent')
    const orm = await initOrm(databaseUrl)
    await prepareDatabase(orm, config, log, testClock)
    const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-atlas-web-'))
    fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>')
    const app = await createApplication({ config, log, sink, orm, databaseUrl, clock: testClock, webDistDir })
    watchFetch(new ContractChecker(app.koa.openapi))
    server = http.createServer(app.callback)
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const sql = sqlOf(orm)
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      publicUrl: config.publicUrl,
      dataDir: config.dataDir,
      webDistDir,
      sql,
      app,
      orm,
      reset: async () => {
        await app.sink.flush()
        await sql.run(`truncate ${WRITE_TABLES.join(', ')} restart identity cascade`)
        // The audit trail refuses TRUNCATE (it is append-only): the tests' reset lifts the trigger for the moment.
        await sql.run(`do $$ begin
          alter table audit_entries disable trigger audit_entries_no_truncate;
          truncate audit_entries restart identity;
          alter table audit_entries enable trigger audit_entries_no_truncate;
        end $$`)
        // The uploads' rows are gone: their files go too.
        const uploadsDir = path.join(config.dataDir, 'uploads')
        if (fs.existsSync(uploadsDir)) for (const f of fs.readdirSync(uploadsDir)) fs.rmSync(path.join(uploadsDir, f), { force: true })
        await new PgEmailTemplates(sql).seedDefaults()
        // The event log starts again from id 1: so does the watchlist job's checkpoint.
        await sql.run('update job_checkpoints set last_event_id = 0')
        app.settings.invalidate()
        dropCache(app.readCaches, '*')
        testClock.useRealTime()
      },
    }
  })()
  return shared
}

export const closeTestApp = async () => {
  if (!shared) return
  const t = await shared
  server?.closeAllConnections()
  await new Promise((r) => server?.close(r))
  await t.app.close()
  await t.orm.close()
}
