// The app as the browser tests see it: a throwaway database (TEST_DATABASE_URL, Testcontainers or the
// embedded PostgreSQL), the demo data, the built SPA, on E2E_PORT; the watchlist jobs every second (WATCHLIST_JOB_SECONDS).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { createLogger } from '../../src/adapters/logging/logger'
import { initOrm } from '../../src/adapters/persistence/orm'
import { prepareDatabase } from '../../src/main/bootstrap'
import { readConfig } from '../../src/main/config'
import { systemClock } from '../../src/main/container'
import { createApplication } from '../../src/main/server'
import { startTestDatabase } from '../support/test-database'

const port = Number(process.env.E2E_PORT ?? 3100)
const { log, sink } = createLogger(process.env.E2E_LOG_LEVEL ?? 'warn')
const db = await startTestDatabase()
const config = { ...readConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: '1', PORT: String(port), WATCHLIST_JOB_SECONDS: process.env.WATCHLIST_JOB_SECONDS ?? '1' }), databaseUrl: db.url, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'expo-atlas-e2e-')) }
const orm = await initOrm(db.url)
await prepareDatabase(orm, config, log, systemClock)
const app = await createApplication({ config, log, sink, orm, databaseUrl: db.url, webDistDir: process.env.WEB_DIST_DIR })
const server = http.createServer(app.callback)
server.listen(port, '127.0.0.1', () => console.log(`e2e server on http://127.0.0.1:${port} (${db.kind} PostgreSQL)`))

const stop = async () => {
  server.closeAllConnections()
  server.close()
  await app.close()
  await orm.close()
  await db.stop()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
