// `npm run bench:directory [-- --companies 100000|1000000[,…]] [--connections 32] [--duration 20] [--warmup 5]`
//
// The directory search benchmark (see docs/performance.md):
//  1. a database: BENCH_DATABASE_URL when set (ITS PUBLIC SCHEMA IS DROPPED AND RECREATED), else an embedded
//     PostgreSQL in a temp folder, deleted afterwards;
//  2. migrations and reference data as the app prepares them, then N approved companies seeded set-based;
//  3. the app in its own process on 127.0.0.1 (CPU 0), checked request by request against the SQL it runs;
//  4. autocannon (own process, CPU 1) plays the mixed request list; pgbench (CPU 1) plays the same SQL at the
//     same concurrency; requests/s, p50/p95/p99 of both and their ratio, per shape too;
//  5. EXPLAIN of every request's statements (a Seq Scan on directory_entries is flagged), EXPLAIN ANALYZE of
//     the page query of the slowest request of each shape; PASS/FAIL against the targets; a report in scripts/bench/results/.
// Everything it started is stopped and deleted at the end, on errors and on Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import pg from 'pg'
import pino from 'pino'
import type { MikroORM } from '@mikro-orm/postgresql'
import { initOrm } from '../../src/adapters/persistence/orm'
import { pgArray, type Sql } from '../../src/adapters/persistence/sql'
import { PgDirectoryReadModel } from '../../src/adapters/projections/directory/pg-directory.read-model'
import { ReadCache } from '../../src/adapters/projections/read-cache'
import { hasTaskset, log, PG_OPTIONS, pin, step, tsxNode as tsx, waitForLine } from './harness'
import { prepareDatabase } from '../../src/main/bootstrap'
import { readConfig } from '../../src/main/config'
import { systemClock } from '../../src/main/container'
import { libpqEnv, openBenchDatabase, type BenchDatabase } from './database'
import type { LoadConfig, LoadResult } from './load-api'
import { PGBENCH_INSTALL_HINT, pgbenchVersion, runPgbench, writeScripts, type PgbenchRun } from './pgbench'
import { buildRequests, loadCatalogue, searchOf, SHAPES, type BenchRequest, type Shape } from './requests'
import { seedCompanies, type SeedTimings } from './seed'
import { cpuWindowEnd, cpuWindowStart, fmtMs, summarize, type CpuWindow, type LatencySummary } from './stats'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const TARGET_P95_MS = 50
const TARGET_RATIO = 0.7
const TARGET_SCALING = 2

// ---------------------------------------------------------------------------------------------- options
const { values: opts } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    cache: { type: 'string', default: 'on' },
    shapes: { type: 'string', default: '' },
    help: { type: 'boolean', default: false },
  },
})
if (opts.help) {
  console.log(`npm run bench:directory -- [--companies 100000|1000000|100000,1000000] [--connections 32] [--duration 20] [--warmup 5] [--cache on|off]
  --cache off                      the app without its directory cache (DIRECTORY_CACHE_SECONDS=0): every request runs its SQL
  --shapes landing,sector          play only these shapes of the mix (default: all; see scripts/bench/requests.ts)
  BENCH_DATABASE_URL=postgres://…  use this database instead of an embedded one (its public schema is dropped and recreated!)
  PGBENCH=/path/to/pgbench         pgbench to use (default: pgbench on PATH)`)
  process.exit(0)
}
const positive = (name: string, v: string | undefined): number => {
  const n = Number(String(v).replace(/_/g, ''))
  if (!Number.isInteger(n) || n <= 0) { console.error(`--${name} must be a positive integer, got ${v}`); process.exit(2) }
  return n
}
const sizes = String(opts.companies).split(',').map((s) => positive('companies', s))
const connections = positive('connections', opts.connections)
const duration = positive('duration', opts.duration)
const warmup = Number(opts.warmup)
if (!Number.isInteger(warmup) || warmup < 0) { console.error('--warmup must be 0 or more seconds'); process.exit(2) }
if (!['on', 'off'].includes(String(opts.cache))) { console.error('--cache must be on or off'); process.exit(2) }
const cacheOn = opts.cache === 'on'
const variant = cacheOn ? 'cache-on' : 'cache-off'
const onlyShapes = String(opts.shapes).split(',').map((x) => x.trim()).filter(Boolean)
for (const x of onlyShapes) if (!(x in SHAPES)) { console.error(`unknown shape ${x}: one of ${Object.keys(SHAPES).join(', ')}`); process.exit(2) }

// -------------------------------------------------------------------------------- processes and cleanup
const children = new Set<ChildProcess>()
const pids = new Set<number>()
let db: BenchDatabase | undefined
let workDir: string | undefined
let cleaning: Promise<void> | undefined

const killChildren = (signal: NodeJS.Signals) => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill(signal)
  for (const pid of pids) { try { process.kill(pid, signal) } catch { /* gone */ } }
}

const cleanup = (): Promise<void> => cleaning ??= (async () => {
  killChildren('SIGTERM')
  const deadline = Date.now() + 5000
  while ([...children].some((c) => c.exitCode === null && c.signalCode === null) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  killChildren('SIGKILL')
  await db?.stop().catch(() => undefined)
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
})()

process.on('exit', () => {
  killChildren('SIGKILL')
  db?.removeSync()
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server, the load generators and the database…`)
    void cleanup().finally(() => process.exit(130))
  })
}

// ----------------------------------------------------------------------------------------------- helpers

const spawnTracked = (argv: readonly string[], o: Parameters<typeof spawn>[2]): ChildProcess => {
  const child = spawn(argv[0]!, argv.slice(1), { cwd: root, ...o })
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`
const pad = (s: string | number, n: number) => String(s).padStart(n)
const padEnd = (s: string | number, n: number) => String(s).padEnd(n)

interface Verified {
  readonly request: BenchRequest
  readonly statements: string[]
  readonly total: number
  readonly items: number
  readonly sqlMs: number
  readonly apiMs: number
}

interface ExplainRow {
  readonly shape: Shape
  readonly path: string
  readonly executionMs: number
  readonly seqScan: boolean
  readonly jit: boolean
  readonly nodes: string
  readonly plan: string
}

interface SizeReport {
  readonly companies: number
  readonly connections: number
  readonly duration: number
  readonly seed: SeedTimings
  readonly api: LoadResult
  readonly apiCpu: CpuWindow
  readonly server: { cpu: number; eventLoop: number; rssMb: number }
  readonly sql?: PgbenchRun
  readonly sqlCpu?: CpuWindow
  readonly idleBefore: CpuWindow
  readonly verified: readonly Verified[]
  readonly explains: readonly ExplainRow[]
  readonly seqScanPaths: readonly string[]
}

/** A Sql gateway that formats statements exactly as MikroORM does (literals inlined), records them and runs them. */
const recordingSql = (client: pg.Client, orm: MikroORM) => {
  const platform = orm.em.getPlatform()
  const taken: string[] = []
  const run = async (sql: string, params: readonly unknown[] = []) => {
    const text = platform.formatQuery(sql, params.map((p) => Array.isArray(p) ? pgArray(p) : p))
    taken.push(text)
    return client.query(text)
  }
  const sql: Sql = {
    all: async <T>(s: string, p?: readonly unknown[]) => (await run(s, p)).rows as T[],
    one: async <T>(s: string, p?: readonly unknown[]) => (await run(s, p)).rows[0] as T | undefined,
    run: async (s: string, p?: readonly unknown[]) => (await run(s, p)).rowCount ?? 0,
  }
  return { sql, taken }
}

const machine = async (client: pg.Client) => {
  const { rows: [v] } = await client.query<{ version: string; sb: string; wm: string; jit: string }>(
    `select version(), current_setting('shared_buffers') sb, current_setting('work_mem') wm, current_setting('jit') jit`)
  return {
    date: new Date().toISOString(),
    cpu: `${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres: v!.version.split(',')[0]!,
    postgresSettings: `shared_buffers ${v!.sb}, work_mem ${v!.wm}, jit ${v!.jit}`,
    pgbench: pgbenchVersion() ?? 'not installed',
    pinning: hasTaskset ? 'server on CPU 0, autocannon and pgbench on CPU 1 (taskset); PostgreSQL unpinned' : 'none (taskset not available)',
    loadAverage: os.loadavg().map((x) => x.toFixed(2)).join(' '),
  }
}

const sampleIdle = async (): Promise<CpuWindow> => {
  const a = cpuWindowStart()
  await new Promise((r) => setTimeout(r, 2000))
  return cpuWindowEnd(a)
}

const cpuText = (c: CpuWindow) => `${Object.entries(c.perCpu).map(([k, v]) => `${k} ${pct(v)}`).join(', ')}; other processes ${pct(c.foreign)} of the machine`

// ------------------------------------------------------------------------------------------ one size
const benchSize = async (companies: number, pgbenchOk: boolean, resultsDir: string, info: Record<string, string>): Promise<SizeReport> => {
  step(`database (${companies.toLocaleString('en')} companies)`)
  db = await openBenchDatabase()
  log(db.kind === 'embedded' ? `  embedded PostgreSQL at ${db.url.replace(/:[^:@/]+@/, ':***@')} (temp folder, deleted at the end)`
    : '  BENCH_DATABASE_URL (its public schema was dropped and recreated)')
  // The seeding ORM has no statement_timeout: the projection rebuild of 1M companies takes longer than the
  // app's 30 s (src/adapters/persistence/orm.ts). The app's server process keeps the app's settings.
  const orm = await initOrm(db.url, { driverOptions: { connectionTimeoutMillis: 10_000, statement_timeout: 0 } })
  const client = new pg.Client({ connectionString: db.url, options: PG_OPTIONS })
  client.on('error', () => undefined)
  try {
    const config = { ...readConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: '0', LOG_LEVEL: 'warn' }), databaseUrl: db.url }
    await prepareDatabase(orm, config, pino({ level: 'warn' }), systemClock)
    await client.connect()
    Object.assign(info, await machine(client))

    step('seed')
    const seed = await seedCompanies(client, orm, companies, log)
    log(`  seeded ${seed.companies.toLocaleString('en')} approved companies in ${(seed.totalMs / 1000).toFixed(1)} s ` +
      `(directory_entries: ${seed.tableSize} + ${seed.indexSize} of indexes)`)

    const requests = buildRequests(await loadCatalogue(client)).filter((r) => !onlyShapes.length || onlyShapes.includes(r.shape))

    step('server')
    const server = spawnTracked([...pin(0), ...tsx, path.join(here, 'server.ts')], {
      env: { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'warn', NODE_ENV: 'production', SEED_DEMO_DATA: '0', DIRECTORY_CACHE_SECONDS: cacheOn ? '30' : '0' },
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    const port = Number((await waitForLine(server, /^BENCH_SERVER_LISTENING (\d+)/, 60_000))[1])
    const base = `http://127.0.0.1:${port}`
    log(`  app listening on ${base} (pid ${server.pid}${hasTaskset ? ', CPU 0' : ''}, LOG_LEVEL warn, NODE_ENV production, directory cache ${cacheOn ? 'on' : 'off'})`)

    step(`check: ${requests.length} requests, API answer = SQL answer`)
    const { sql: recSql, taken } = recordingSql(client, orm)
    // The recording read model keeps nothing in memory: every request's whole SQL (the page, the count when
    // the page is not the last, the word test of a text, the country ids) is recorded, and pgbench plays it all.
    const model = new PgDirectoryReadModel(recSql, new ReadCache(), { results: 0, counts: 0 })
    const verified: Verified[] = []
    for (const r of requests) {
      taken.length = 0
      let t = performance.now()
      const page = await model.search(searchOf(r.params))
      const sqlMs = performance.now() - t
      t = performance.now()
      const res = await fetch(base + r.path)
      const body = await res.json() as { id: number }[]
      const apiMs = performance.now() - t
      const apiTotal = Number(res.headers.get('x-total-count'))
      const same = res.status === 200 && apiTotal === page.total && JSON.stringify(body.map((e) => e.id)) === JSON.stringify(page.items.map((e) => e.id))
      if (!same) throw new Error(`the API and the SQL disagree for ${r.path}: HTTP ${res.status}, total ${apiTotal} vs ${page.total}`)
      verified.push({ request: r, statements: [...taken], total: page.total, items: page.items.length, sqlMs, apiMs })
    }
    // Unloaded latencies: a second pass, one request at a time (PostgreSQL's buffers warm; the API's directory
    // cache warm when it is on, so apiMs is then the cost of a hit).
    for (const [i, v] of verified.entries()) {
      taken.length = 0
      let t = performance.now()
      await model.search(searchOf(v.request.params))
      const sqlMs = performance.now() - t
      t = performance.now()
      await (await fetch(base + v.request.path)).arrayBuffer()
      verified[i] = { ...v, statements: [...taken], sqlMs, apiMs: performance.now() - t }
    }
    const byShapeTotals = new Map<Shape, number[]>()
    for (const v of verified) byShapeTotals.set(v.request.shape, [...(byShapeTotals.get(v.request.shape) ?? []), v.total])
    log(`  all ${verified.length} answers match the SQL (ids in order and X-Total-Count)`)

    const sqlDir = path.join(resultsDir, `sql-${companies}`)
    const scripts = writeScripts(sqlDir, verified.map((v) => ({ shape: v.request.shape, statements: v.statements })))
    fs.writeFileSync(path.join(resultsDir, `requests-${companies}.txt`), verified.map((v) => `${v.request.shape}\t${v.total}\t${v.request.path}`).join('\n') + '\n')

    step(`API: autocannon, ${connections} connections, ${warmup} s warm-up + ${duration} s`)
    const idleBefore = await sampleIdle()
    if (idleBefore.foreign > 0.05) log(`  WARNING: the machine is not idle before the load (${cpuText(idleBefore)}): figures will be noisy`)
    const loadCfgFile = path.join(workDir!, `load-${companies}.json`)
    const loadOutFile = path.join(workDir!, `load-${companies}.out.json`)
    const loadCfg: LoadConfig = { url: base, connections, warmup, duration, requests: requests.map((r) => ({ shape: r.shape, path: r.path })) }
    fs.writeFileSync(loadCfgFile, JSON.stringify(loadCfg))
    const loader = spawnTracked([...pin(1), ...tsx, path.join(here, 'load-api.ts'), loadCfgFile, loadOutFile], { stdio: ['ignore', 'pipe', 'inherit'] })
    let cpuA = cpuWindowStart()
    const measuring = waitForLine(loader, /^BENCH_MEASURE_START/, (warmup + 120) * 1000)
      .then(async () => { cpuA = cpuWindowStart(); await fetch(`${base}/__bench/stats`).then((r) => r.json()) })
      .catch(() => undefined)
    const loaderExit = await new Promise<number | null>((resolve) => loader.on('exit', resolve))
    await measuring
    if (loaderExit !== 0) throw new Error(`autocannon's process failed (${loaderExit})`)
    const apiCpu = cpuWindowEnd(cpuA)
    const serverStats = await (await fetch(`${base}/__bench/stats`)).json() as SizeReport['server']
    const api = JSON.parse(fs.readFileSync(loadOutFile, 'utf8')) as LoadResult
    log(`  ${api.rps.toFixed(1)} requests/s, p50 ${fmtMs(api.latency.p50)} ms, p95 ${fmtMs(api.latency.p95)} ms, p99 ${fmtMs(api.latency.p99)} ms, ${api.failed} failed`)
    log(`  CPU busy: ${cpuText(apiCpu)}; app process ${pct(serverStats.cpu)} of one core, event loop ${pct(serverStats.eventLoop)} busy`)

    server.kill('SIGTERM')
    await new Promise((r) => server.exitCode !== null || server.signalCode !== null ? r(undefined) : server.once('exit', r))

    let sql: PgbenchRun | undefined
    let sqlCpu: CpuWindow | undefined
    if (pgbenchOk) {
      step(`SQL: pgbench, ${connections} clients, same ${scripts.length} statements, ${warmup} s warm-up + ${duration} s`)
      const env = { ...libpqEnv(db.url), PGOPTIONS: PG_OPTIONS, PGAPPNAME: 'bench-directory' }
      const track = (pid: number | undefined, done: boolean) => { if (pid) { if (done) pids.delete(pid); else pids.add(pid) } }
      if (warmup > 0) {
        await runPgbench({ env, connections, seconds: warmup, scripts, pin: pin(1), onChild: track, onProgress: () => undefined })
      }
      const a = cpuWindowStart()
      sql = await runPgbench({
        env, connections, seconds: duration, scripts, pin: pin(1), onChild: track,
        logDir: path.join(workDir!, `pgbench-${companies}`), onProgress: (l) => log(`  ${l}`),
      })
      sqlCpu = cpuWindowEnd(a)
      log(`  ${sql.tps.toFixed(1)} transactions/s, p50 ${fmtMs(sql.latency.p50)} ms, p95 ${fmtMs(sql.latency.p95)} ms, p99 ${fmtMs(sql.latency.p99)} ms, ${sql.failed} failed`)
      log(`  CPU busy: ${cpuText(sqlCpu)}`)
    } else {
      step('SQL: pgbench skipped')
      log(`  ${PGBENCH_INSTALL_HINT}`)
    }

    step('EXPLAIN')
    const seqScanPaths: string[] = []
    // Every statement of a request but `select exists (…)` probes, which stop at the first row found.
    for (const v of verified) {
      for (const st of v.statements.filter((x) => !/^\s*select exists/i.test(x))) {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${st}`)
        if (rows.some((r) => /Seq Scan on directory_entries/.test(r['QUERY PLAN']))) { seqScanPaths.push(v.request.path); break }
      }
    }
    const pageQuery = (v: Verified) => v.statements.find((x) => /\blimit\b/i.test(x) && /\border by\b/i.test(x)) ?? v.statements[0]!
    const explains: ExplainRow[] = []
    for (const shape of Object.keys(SHAPES) as Shape[]) {
      const ofShape = verified.filter((v) => v.request.shape === shape)
      if (!ofShape.length) continue
      const slowest = ofShape.reduce((a, b) => (b.sqlMs > a.sqlMs ? b : a))
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${pageQuery(slowest)}`)
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n')
      const nodes = [...new Set([...plan.matchAll(/(Parallel )?(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan|Bitmap Heap Scan)(?: Backward)?(?: using (\w+))? on (\w+)/g)]
        .map((m) => `${m[1] ?? ''}${m[2]}${m[3] ? ` ${m[3]}` : ''}`))]
      explains.push({
        shape, path: slowest.request.path, plan, nodes: nodes.join(', '), seqScan: /Seq Scan on directory_entries/.test(plan), jit: /^JIT:/m.test(plan),
        executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN),
      })
    }
    fs.writeFileSync(path.join(resultsDir, `explain-${companies}.txt`),
      explains.map((e) => `### ${e.shape}: GET ${e.path}\n${e.plan}\n`).join('\n'))
    log(`  ${seqScanPaths.length} of ${verified.length} requests plan a Seq Scan on directory_entries`)

    return {
      companies, connections, duration, seed, api, apiCpu, server: serverStats, sql, sqlCpu, idleBefore,
      verified, explains, seqScanPaths,
    }
  } finally {
    await client.end().catch(() => undefined)
    await orm.close().catch(() => undefined)
    for (const c of children) c.kill('SIGTERM')
    await db.stop().catch(() => undefined)
    db = undefined
  }
}

// ---------------------------------------------------------------------------------------------- report
const report = (r: SizeReport, info: Record<string, string>, p95At100k: number | undefined, p95Source: string): { text: string; pass: boolean } => {
  const L: string[] = []
  const { api, sql } = r
  const ratio = sql ? api.rps / sql.tps : NaN
  L.push(`Directory search benchmark (directory cache: ${cacheOn ? 'on' : 'off'}${onlyShapes.length ? `, shapes: ${onlyShapes.join(', ')}` : ''}): ${r.companies.toLocaleString('en')} companies, ${r.connections} connections, ${r.duration} s (after warm-up)`)
  L.push(`${info.date} · ${info.cpu} · ${info.memory} · ${info.os} · Node ${info.node} · ${info.postgres} (${info.postgresSettings}) · ${info.pgbench}`)
  L.push(`pinning: ${info.pinning}; before the load: ${cpuText(r.idleBefore)}`)
  L.push(`seed: ${(r.seed.totalMs / 1000).toFixed(1)} s (companies ${(r.seed.companiesMs / 1000).toFixed(1)} s, products/services ${(r.seed.linksMs / 1000).toFixed(1)} s, ` +
    `projection ${(r.seed.projectionMs / 1000).toFixed(1)} s, indexes ${(r.seed.indexesMs / 1000).toFixed(1)} s, vacuum analyze ${(r.seed.analyzeMs / 1000).toFixed(1)} s); ` +
    `directory_entries ${r.seed.tableSize} + ${r.seed.indexSize} indexes`)
  L.push('')
  L.push(`| ${padEnd('', 22)} | ${pad('requests/s', 10)} | ${pad('p50 ms', 8)} | ${pad('p95 ms', 8)} | ${pad('p99 ms', 8)} | ${pad('max ms', 8)} | ${pad('answers', 8)} | ${pad('failed', 6)} | CPU busy cpu0, cpu1, others |`)
  L.push(`|${'-'.repeat(24)}|${'-'.repeat(12)}:|${'-'.repeat(9)}:|${'-'.repeat(9)}:|${'-'.repeat(9)}:|${'-'.repeat(9)}:|${'-'.repeat(9)}:|${'-'.repeat(7)}:|${'-'.repeat(29)}|`)
  const cpus = (c?: CpuWindow) => c ? `${pct(c.perCpu.cpu0 ?? NaN)}, ${pct(c.perCpu.cpu1 ?? NaN)}, ${pct(c.foreign)}` : ''
  const row = (name: string, rps: number, l: LatencySummary, failed: number, c?: CpuWindow) =>
    L.push(`| ${padEnd(name, 22)} | ${pad(rps.toFixed(1), 10)} | ${pad(fmtMs(l.p50), 8)} | ${pad(fmtMs(l.p95), 8)} | ${pad(fmtMs(l.p99), 8)} | ${pad(fmtMs(l.max), 8)} | ${pad(l.count, 8)} | ${pad(failed, 6)} | ${padEnd(cpus(c), 27)} |`)
  row('API (autocannon)', api.rps, api.latency, api.failed, r.apiCpu)
  if (sql) row('same SQL (pgbench)', sql.tps, sql.latency, sql.failed, r.sqlCpu)
  L.push('')
  L.push(`API / pgbench throughput: ${sql ? pct(ratio) : 'n/a (no pgbench)'}; app process: ${pct(r.server.cpu)} of one core, event loop ${pct(r.server.eventLoop)} busy, RSS ${r.server.rssMb.toFixed(0)} MB`)
  L.push('')
  L.push('Per shape (latency under the mixed load; matches = X-Total-Count, min–max; unloaded = one request alone, SQL / API, median):')
  L.push(`| ${padEnd('shape', 13)} | ${pad('reqs', 4)} | ${pad('matches', 15)} | ${pad('unloaded ms', 13)} | ${pad('API p50', 7)} | ${pad('API p95', 7)} | ${pad('SQL p50', 7)} | ${pad('SQL p95', 7)} | ${pad('EXPLAIN ms', 10)} | plan of the slowest request |`)
  L.push(`|${'-'.repeat(15)}|${'-'.repeat(5)}:|${'-'.repeat(16)}:|${'-'.repeat(14)}:|${'-'.repeat(8)}:|${'-'.repeat(8)}:|${'-'.repeat(8)}:|${'-'.repeat(8)}:|${'-'.repeat(11)}:|${'-'.repeat(29)}|`)
  for (const shape of Object.keys(SHAPES) as Shape[]) {
    const vs = r.verified.filter((v) => v.request.shape === shape)
    if (!vs.length) continue
    const totals = vs.map((v) => v.total)
    const e = r.explains.find((x) => x.shape === shape)
    const a = api.byShape[shape]
    const s = sql?.byShape[shape]
    const unl = `${fmtMs(summarize(vs.map((v) => v.sqlMs)).p50)} / ${fmtMs(summarize(vs.map((v) => v.apiMs)).p50)}`
    L.push(`| ${padEnd(shape, 13)} | ${pad(vs.length, 4)} | ${pad(`${Math.min(...totals)}–${Math.max(...totals)}`, 15)} | ${pad(unl, 13)} | ${pad(fmtMs(a?.p50 ?? NaN), 7)} | ${pad(fmtMs(a?.p95 ?? NaN), 7)} | ` +
      `${pad(fmtMs(s?.p50 ?? NaN), 7)} | ${pad(fmtMs(s?.p95 ?? NaN), 7)} | ${pad(fmtMs(e?.executionMs ?? NaN), 10)} | ${e?.seqScan ? 'SEQ SCAN: ' : ''}${e?.nodes ?? ''}${e?.jit ? ' + JIT' : ''} |`)
  }
  L.push('')
  // Latencies are those of the successful answers: with many failures (timeouts, 500s) they flatter the run.
  const failedShare = api.failed / Math.max(1, api.failed + api.ok)
  const latencyValid = failedShare <= 0.01
  if (!latencyValid) {
    L.push(`WARNING: ${pct(failedShare)} of the API requests failed (timeouts or errors): the API latencies above are those of the successful answers only, and the latency targets fail.`)
    L.push('')
  }
  const checks: { name: string; value: string; pass: boolean | undefined }[] = []
  const is100k = r.companies === 100_000
  checks.push({
    name: `API p95 < ${TARGET_P95_MS} ms at ${r.connections} connections${is100k ? ' with 100k companies' : ` (the target is for 100k; this run has ${r.companies.toLocaleString('en')})`}`,
    value: `${fmtMs(api.latency.p95)} ms`, pass: is100k && r.connections === 32 ? latencyValid && api.latency.p95 < TARGET_P95_MS : undefined,
  })
  checks.push({ name: `API throughput ≥ ${TARGET_RATIO * 100} % of the same SQL through pgbench`, value: sql ? pct(ratio) : 'no pgbench', pass: sql ? ratio >= TARGET_RATIO : false })
  if (r.companies >= 1_000_000) {
    checks.push({
      name: `API p95 at ${r.companies.toLocaleString('en')} ≤ ${TARGET_SCALING} × API p95 at 100k${p95Source ? ` (${p95Source})` : ''}`,
      value: p95At100k ? `${fmtMs(api.latency.p95)} / ${fmtMs(p95At100k)} ms = ${(api.latency.p95 / p95At100k).toFixed(2)} ×` : 'no 100k result: run --companies 100000,1000000',
      pass: p95At100k ? latencyValid && api.latency.p95 <= TARGET_SCALING * p95At100k : false,
    })
  }
  checks.push({ name: 'EXPLAIN: no Seq Scan on directory_entries', value: `${r.seqScanPaths.length} of ${r.verified.length} requests`, pass: r.seqScanPaths.length === 0 })
  checks.push({ name: 'every answer 200 and identical to the SQL\'s', value: `${api.failed} failed`, pass: api.failed === 0 && (sql?.failed ?? 0) === 0 })
  L.push('Targets:')
  for (const c of checks) L.push(`  ${c.pass === undefined ? 'n/a ' : c.pass ? 'PASS' : 'FAIL'}  ${padEnd(c.name, 78)} ${c.value}`)
  if (r.seqScanPaths.length) {
    L.push('Requests whose plan has a Seq Scan on directory_entries:')
    for (const p of r.seqScanPaths) L.push(`  GET ${p}`)
  }
  return { text: L.join('\n'), pass: checks.every((c) => c.pass !== false) }
}

// ------------------------------------------------------------------------------------------------ main
const main = async (): Promise<number> => {
  const version = pgbenchVersion()
  if (!version) console.warn(`WARNING: ${PGBENCH_INSTALL_HINT}\nThe API is measured alone; the throughput ratio cannot be computed.`)
  if (!hasTaskset) console.warn('WARNING: taskset is not available (or a single CPU): the processes are not pinned.')
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)
  const resultsDir = path.join(here, 'results', `${stamp}-${sizes.join('-')}-c${connections}-${variant}${onlyShapes.length ? '-subset' : ''}`)
  fs.mkdirSync(resultsDir, { recursive: true })
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-atlas-bench-work-'))
  const texts: string[] = []
  const reports: SizeReport[] = []
  let pass = true
  for (const companies of sizes) {
    const info: Record<string, string> = {}
    const r = await benchSize(companies, !!version, resultsDir, info)
    reports.push(r)
    // The 1M target compares with 100k: from this invocation, else from the last saved 100k run.
    let p95At100k = reports.find((x) => x.companies === 100_000 && x.connections === r.connections)?.api.latency.p95
    let source = p95At100k ? 'this run' : ''
    const latestFile = (n: number) => path.join(here, 'results', `latest-${n}-c${r.connections}-${variant}.json`)
    if (!p95At100k && !onlyShapes.length && fs.existsSync(latestFile(100_000))) {
      const saved = JSON.parse(fs.readFileSync(latestFile(100_000), 'utf8')) as { date: string; api: LoadResult }
      p95At100k = saved.api.latency.p95
      source = `100k run of ${saved.date}`
    }
    const { text, pass: ok } = report(r, info, p95At100k, source)
    pass &&= ok
    texts.push(text)
    const json = { ...r, date: info.date, machine: info, verified: r.verified.map((v) => ({ ...v, request: v.request })) }
    fs.writeFileSync(path.join(resultsDir, `report-${companies}.json`), JSON.stringify(json, null, 1))
    if (!onlyShapes.length) fs.writeFileSync(latestFile(companies), JSON.stringify({ date: info.date, api: r.api, sql: r.sql }))
    console.log(`\n${'='.repeat(100)}\n${text}\n${'='.repeat(100)}`)
  }
  fs.writeFileSync(path.join(resultsDir, 'report.md'), texts.join('\n\n') + '\n')
  console.log(`\nReport, EXPLAIN ANALYZE plans and the pgbench scripts: ${path.relative(process.cwd(), resultsDir)}/`)
  return pass ? 0 : 1
}

main()
  .then(async (code) => { await cleanup(); process.exit(code) })
  .catch(async (err: unknown) => {
    console.error('\nbenchmark failed:', err instanceof Error ? err.stack ?? err.message : err)
    await cleanup()
    process.exit(2)
  })
