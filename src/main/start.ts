import cluster, { type Worker } from 'node:cluster'
import http from 'node:http'
import os from 'node:os'
import type { MikroORM } from '@mikro-orm/postgresql'
import { startEmbeddedPostgres, type RunningPostgres } from '../adapters/persistence/embedded-postgres'
import { initOrm } from '../adapters/persistence/orm'
import { createLogger } from '../adapters/logging/logger'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../adapters/persistence/seed/demo-data'
import { prepareDatabase } from './bootstrap'
import { readConfig } from './config'
import { systemClock } from './container'
import { createApplication, type Application } from './server'
import { ensureWebBuilt } from './web-build'

const config = readConfig()
const { log, sink } = createLogger(config.logLevel)

/** A promise rejected with nobody listening is a bug to log, not a reason to stop serving everyone. */
process.on('unhandledRejection', (err) => log.error({ err }, 'unhandled promise rejection'))

const SHUTDOWN_GRACE_MS = 8000

const redact = (url: string) => { try { const u = new URL(url); return `${u.hostname}:${u.port || 5432}${u.pathname}` } catch { return 'the database' } }

/** A start while the database is down waits for it, saying so, with a growing delay (up to 10 s). */
const connectWithRetry = async (databaseUrl: string, stopping: () => boolean): Promise<MikroORM> => {
  for (let attempt = 1, delay = 1000; ; attempt++, delay = Math.min(delay * 2, 10_000)) {
    let orm: MikroORM | undefined
    try {
      orm = await initOrm(databaseUrl)
      await orm.em.execute('select 1')
      if (attempt > 1) log.info({ attempt }, `database reachable at ${redact(databaseUrl)}`)
      return orm
    } catch (err) {
      await orm?.close().catch(() => undefined)
      if (stopping()) throw err
      log.warn({ attempt, err: (err as Error).message }, `database not reachable at ${redact(databaseUrl)}; retrying in ${delay / 1000} s`)
      await new Promise((r) => setTimeout(r, delay))
    }
  }
}

let embedded: RunningPostgres | undefined

/** `--cluster` (npm run start:cluster): one primary prepares, WORKERS processes (default: one per core) serve the same port. */
const clusterMode = process.argv.includes('--cluster') && cluster.isPrimary
const isWorker = cluster.isWorker

const banner = (port: number, demoSeeded: boolean, workers = 1) => {
  const lines = [
    '',
    `  Expo Atlas is running on http://localhost:${port}${workers > 1 ? ` (${workers} processes)` : ''}`,
    `  Database: ${embedded ? 'embedded PostgreSQL (data in .data/)' : 'DATABASE_URL'}${demoSeeded ? ', demo data seeded' : ''}`,
  ]
  if (config.seedDemoData) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`)
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(16)} ${a.email}`)
  }
  lines.push('  Press Ctrl-C to stop.', '')
  process.stdout.write(lines.join('\n') + '\n')
}

/** The database: DATABASE_URL, the one the primary gives a worker, or the embedded PostgreSQL. */
const databaseFor = async (): Promise<string> => {
  if (isWorker) return process.env.EXPO_ATLAS_DATABASE_URL!
  if (config.databaseUrl) return config.databaseUrl
  log.info('no DATABASE_URL: starting the embedded PostgreSQL')
  embedded = await startEmbeddedPostgres(config.dataDir, log)
  return embedded.url
}

const main = async () => {
  let orm: MikroORM | undefined
  let application: Application | undefined
  let server: http.Server | undefined
  let stopping = false

  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, clusterMode ? 'shutting down the workers' : 'shutting down: finishing in-flight requests')
    if (clusterMode) {
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w)
      await Promise.all(workers.map((w) => new Promise((resolve) => { w.once('exit', resolve); w.process.kill('SIGTERM') })))
    }
    const force = setTimeout(() => { server?.closeAllConnections() }, SHUTDOWN_GRACE_MS)
    force.unref()
    if (server) {
      const closed = new Promise((resolve) => server!.close(resolve))
      // Keep-alive connections that finish their request are closed as soon as they are idle.
      const idle = setInterval(() => server!.closeIdleConnections(), 100)
      server.closeIdleConnections()
      await closed
      clearInterval(idle)
    }
    await application?.close()
    await orm?.close().catch(() => undefined)
    await embedded?.stop().catch((err) => log.warn({ err }, 'could not stop the embedded database'))
    log.info('stopped')
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  const building = isWorker ? Promise.resolve() : ensureWebBuilt(log)
  const databaseUrl = await databaseFor()
  orm = await connectWithRetry(databaseUrl, () => stopping)
  const prepared = isWorker ? { demoSeeded: false } : await prepareDatabase(orm, config, log, systemClock)
  await building

  if (clusterMode) {
    // The primary only prepares and supervises; the workers serve.
    await orm.close()
    orm = undefined
    const count = Math.max(1, Number(process.env.WORKERS) || os.availableParallelism())
    let listening = 0
    const fork = () => cluster.fork({ EXPO_ATLAS_DATABASE_URL: databaseUrl })
    cluster.on('listening', () => { if (++listening === count) banner(config.port, prepared.demoSeeded, count) })
    cluster.on('exit', (w, code) => {
      if (stopping) return
      log.warn({ pid: w.process.pid, code }, 'a worker stopped; starting another')
      fork()
    })
    for (let i = 0; i < count; i++) fork()
    return
  }

  application = await createApplication({ config, log, sink, orm, databaseUrl })
  server = http.createServer(application.callback)
  server.keepAliveTimeout = 5000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => resolve())
  })
  if (!isWorker) banner((server.address() as { port: number }).port, prepared.demoSeeded)
}

main().catch(async (err) => {
  log.fatal({ err }, 'could not start')
  await embedded?.stop().catch(() => undefined)
  process.exit(1)
})
