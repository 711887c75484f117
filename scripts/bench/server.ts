// The server side of the directory benchmark, run as its own process (pinned to CPU 0 by the caller):
// the application as production builds it, on a database that directory.ts has migrated and seeded,
// listening on 127.0.0.1. Prints `BENCH_SERVER_LISTENING <port>` when ready.
// GET /__bench/stats answers (and restarts) this process's CPU and event-loop figures.
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import pino from 'pino'
import { initOrm } from '../../src/adapters/persistence/orm'
import { readConfig } from '../../src/main/config'
import { systemClock } from '../../src/main/container'
import { createApplication } from '../../src/main/server'

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) throw new Error('DATABASE_URL is required')
if (process.env.BENCH_VARIANT?.startsWith('proposed')) (await import('./proposed')).installProposedSearch({ ftsFirst: process.env.BENCH_VARIANT === 'proposed-fts' })
const config = { ...readConfig(process.env), databaseUrl }
const log = pino({ level: config.logLevel })
const orm = await initOrm(databaseUrl)
const app = await createApplication({ config, log, orm, databaseUrl, clock: systemClock })

let cpu = process.cpuUsage()
let elu = performance.eventLoopUtilization()
let since = performance.now()
const server = http.createServer((req, res) => {
  if (req.url === '/__bench/stats') {
    const wall = performance.now() - since
    const used = process.cpuUsage(cpu)
    const loop = performance.eventLoopUtilization(elu)
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ cpu: (used.user + used.system) / 1000 / wall, eventLoop: loop.utilization, rssMb: process.memoryUsage().rss / 2 ** 20 }))
    cpu = process.cpuUsage()
    elu = performance.eventLoopUtilization()
    since = performance.now()
    return
  }
  void app.callback(req, res)
})
server.keepAliveTimeout = 5000

const stop = async () => {
  server.closeAllConnections()
  server.close()
  await app.close()
  await orm.close().catch(() => undefined)
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
// The benchmark's main process went away without stopping us (killed hard): stop too.
process.stdin.on('end', () => void stop())
process.stdin.resume()

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`BENCH_SERVER_LISTENING ${(server.address() as { port: number }).port}\n`)
})
