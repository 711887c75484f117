// The server side of the benchmarks, run as its own process (pinned to CPU 0 by the caller): the
// application as production builds it, on a database that the benchmark has migrated and seeded,
// listening on 127.0.0.1. Prints `BENCH_SERVER_LISTENING <port>` when ready. Routes of this process only:
//  GET /__bench/stats     this process's CPU and event-loop figures since the last call (and restarts them);
//  GET /__bench/memory    RSS and heap (`?gc=1`: after a full garbage collection, when node runs with --expose-gc);
//  GET /__bench/bare      a bare Koa app answering a small constant JSON: the framework's ceiling;
//  with BENCH_RECORD_SQL=1, a request with the header `x-bench-record: <id>` has the SQL it sends recorded
//  (literal parameters, as the driver sends it), and GET /__bench/recorded?id=<id> answers that list.
// With BENCH_CPU_PROFILE=<file>, the process's CPU profile (V8's .cpuprofile, for Chrome DevTools or
// speedscope) from its start to its stop is written there.
import { AsyncLocalStorage } from 'node:async_hooks'
import fs from 'node:fs'
import inspector from 'node:inspector/promises'
import http from 'node:http'
import { createRequire } from 'node:module'
import { performance } from 'node:perf_hooks'
import Koa from 'koa'
import pg from 'pg'
import pino from 'pino'
import { initOrm } from '../../src/adapters/persistence/orm'
import { readConfig } from '../../src/main/config'
import { systemClock } from '../../src/main/container'
import { createApplication } from '../../src/main/server'

const profile = process.env.BENCH_CPU_PROFILE ? new inspector.Session() : undefined
if (profile) {
  profile.connect()
  await profile.post('Profiler.enable')
  await profile.post('Profiler.start')
}

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) throw new Error('DATABASE_URL is required')

const config = { ...readConfig(process.env), databaseUrl }
const log = pino({ level: config.logLevel })
const orm = await initOrm(databaseUrl)
const app = await createApplication({ config, log, orm, databaseUrl, clock: systemClock })

// A bare Koa app in the same process: no middleware, one constant JSON answer.
const bare = new Koa()
bare.use((ctx) => { ctx.body = { ok: true, service: 'expo-atlas', route: 'bare-koa' } })
const bareCallback = bare.callback()

// SQL recording: every query a recorded request sends, through the pg driver MikroORM uses.
const recording = new AsyncLocalStorage<string[]>()
const recorded = new Map<string, string[]>()
if (process.env.BENCH_RECORD_SQL === '1') {
  const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue: (v: unknown) => unknown }
  const literal = (v: unknown): string => {
    const p = prepareValue(v)
    return p === null || p === undefined ? 'NULL' : pg.Client.prototype.escapeLiteral(typeof p === 'string' ? p : JSON.stringify(p))
  }
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the original method, called below with the client as `this`
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const taken = recording.getStore()
    if (taken) {
      const [config, second] = args
      const text = typeof config === 'string' ? config : String((config as { text?: string })?.text ?? '')
      const values = Array.isArray(second) ? second : ((config as { values?: unknown[] })?.values ?? [])
      // $1…$n replaced by literals, the highest first ($10 before $1).
      taken.push(values.length ? text.replace(/\$(\d+)/g, (m, n: string) => (Number(n) <= values.length ? literal(values[Number(n) - 1]) : m)) : text)
    }
    return query.apply(this, args)
  } as typeof pg.Client.prototype.query
}

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
  if (req.url?.startsWith('/__bench/memory')) {
    const gc = (globalThis as { gc?: () => void }).gc
    const collected = req.url.includes('gc=1') && !!gc
    if (collected) gc()
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ ...process.memoryUsage(), collected, at: Date.now() }))
    return
  }
  if (req.url === '/__bench/bare') return void bareCallback(req, res)
  if (req.url?.startsWith('/__bench/recorded')) {
    const id = new URL(req.url, 'http://x').searchParams.get('id') ?? ''
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(recorded.get(id) ?? null))
    recorded.delete(id)
    return
  }
  const recordId = req.headers['x-bench-record']
  if (typeof recordId === 'string' && process.env.BENCH_RECORD_SQL === '1') {
    const taken: string[] = []
    recorded.set(recordId, taken)
    return void recording.run(taken, () => app.callback(req, res))
  }
  void app.callback(req, res)
})
server.keepAliveTimeout = 5000

const stop = async () => {
  server.closeAllConnections()
  server.close()
  await app.close()
  await orm.close().catch(() => undefined)
  if (profile) fs.writeFileSync(process.env.BENCH_CPU_PROFILE!, JSON.stringify((await profile.post('Profiler.stop')).profile))
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
