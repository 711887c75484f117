// `npm run bench:api [-- --companies 100000] [--connections 32] [--duration 15] [--warmup 5] [--endpoints directory,profile,…]`
//
// The API benchmark (docs/performance-api.md): five endpoints of the app under load from a second process,
// each beside the same SQL through pgbench and a bare Koa endpoint of the same process, in one run.
//  1. a database (embedded, or BENCH_DATABASE_URL: ITS PUBLIC SCHEMA IS DROPPED), migrated, seeded with N
//     companies (seed.ts) and the platform around them (seed-platform.ts);
//  2. the app (server.ts) on 127.0.0.1, CPU 0; sessions signed in through the API for the endpoints that need them;
//  3. each endpoint's request list is sent twice, one request at a time, with the SQL the app sends recorded at
//     the pg driver; the second pass (steady state: caches warm) gives the statements pgbench replays;
//  4. per endpoint: autocannon (CPU 1) on the endpoint, autocannon on GET /__bench/bare (a bare Koa app in the
//     app's process: the framework's ceiling), pgbench (CPU 1) on the recorded SQL, all at the same concurrency;
//  5. EXPLAIN (ANALYZE, BUFFERS) of each endpoint's slowest statement; a table with requests/s, p50/p95/p99,
//     the ratios, the CPU split (app, PostgreSQL, load generator, others) and PASS/FAIL against the targets.
// Exit code: 0 when every target that applies passes, 1 when one fails, 2 on an error.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type pg from 'pg'
import { libpqEnv } from './database'
import {
  BenchRun, benchDir, closePlatform, cpuSplitEnd, cpuSplitText, cpuWindow, describeMachine, idleCheck, log, pct,
  PG_OPTIONS, pin, positiveInt, preparePlatform, resultsFolder, signIn, startServer, step, table, tsxNode, waitForLine,
  type BenchServer, type Platform, type ServerStats,
} from './harness'
import type { LoadConfig, LoadResult } from './load-api'
import { PGBENCH_INSTALL_HINT, pgbenchVersion, runPgbench, writeScripts, type PgbenchRun } from './pgbench'
import { platformRequests, type ApiRequest } from './api-requests'
import { buildRequests, loadCatalogue } from './requests'
import { BENCH_ADMIN, BENCH_PASSWORD, benchVisitor } from './seed-platform'
import { fmtMs, summarize, type CpuSplit } from './stats'

const TARGET_P95_MS = 50
const TARGET_RATIO = 0.7
const ENDPOINTS = ['directory', 'profile', 'exhibitions', 'media', 'admin-stats'] as const
type EndpointName = typeof ENDPOINTS[number]

// ---------------------------------------------------------------------------------------------- options
const { values: opts } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '5' },
    endpoints: { type: 'string', default: ENDPOINTS.join(',') },
    help: { type: 'boolean', default: false },
  },
})
if (opts.help) {
  console.log(`npm run bench:api -- [--companies 100000] [--connections 32] [--duration 15] [--warmup 5] [--endpoints ${ENDPOINTS.join(',')}]
  BENCH_DATABASE_URL=postgres://…  use this database instead of an embedded one (its public schema is dropped and recreated!)
  PGBENCH=/path/to/pgbench         pgbench to use (default: pgbench on PATH)`)
  process.exit(0)
}
const companies = positiveInt('companies', opts.companies)
const connections = positiveInt('connections', opts.connections)
const duration = positiveInt('duration', opts.duration)
const warmup = positiveInt('warmup', opts.warmup, true)
const selected = String(opts.endpoints).split(',').map((x) => x.trim()).filter(Boolean) as EndpointName[]
for (const e of selected) if (!ENDPOINTS.includes(e)) { console.error(`unknown endpoint ${e}: one of ${ENDPOINTS.join(', ')}`); process.exit(2) }

// --------------------------------------------------------------------------------------- request lists
interface EndpointSpec {
  readonly title: string
  readonly route: string
  /** The request list (built from the seeded data and the signed-in sessions). */
  readonly requests: readonly ApiRequest[]
  /** Turns a request's recorded statements into a pgbench script (values that change per request become variables). */
  readonly script?: (statements: readonly string[], setCookies: readonly string[]) => { statements: string[]; meta: string[] }
}

const buildEndpoints = async (client: pg.Client, base: string): Promise<Record<EndpointName, EndpointSpec>> => {
  // Company profiles are viewed by anonymous first-time visitors, so each view is counted (a write), as for a
  // visitor arriving from a search engine.
  const { profiles, exhibitions, media } = await platformRequests(client)
  step('sessions')
  const visitorCookies: string[] = []
  for (let i = 1; i <= 8; i++) visitorCookies.push(await signIn(base, benchVisitor(i), BENCH_PASSWORD))
  const adminCookie = await signIn(base, BENCH_ADMIN, BENCH_PASSWORD)
  log(`  ${visitorCookies.length} visitors and an admin signed in through POST /api/login; the media center's requests take their sessions in turn`)

  const directory = buildRequests(await loadCatalogue(client)).map((r) => ({ shape: r.shape, path: r.path }))
  return {
    'directory': { title: 'directory search', route: 'GET /api/companies', requests: directory },
    'profile': {
      title: 'company profile', route: 'GET /api/companies/:id',
      requests: profiles.map((p) => ({ shape: p.shape, path: `/api/companies/${p.id}` })),
      // The visitor key the app made up for this view becomes a pgbench variable: each replay is a new visitor.
      script: (statements, setCookies) => {
        const key = /^expo\.vid=([^;]+)/.exec(setCookies.find((c) => c.startsWith('expo.vid=')) ?? '')?.[1]
        return key
          ? { statements: statements.map((s) => s.split(key).join('v:bench_visitor')), meta: ['\\set bench_visitor random(1, 2000000000)'] }
          : { statements: [...statements], meta: [] }
      },
    },
    'exhibitions': { title: 'exhibition list', route: 'GET /api/exhibitions', requests: exhibitions },
    'media': {
      title: 'media center list', route: 'GET /api/media (visitor session)',
      requests: media.map((r, i) => ({ ...r, headers: { cookie: visitorCookies[i % visitorCookies.length] } })),
    },
    'admin-stats': { title: 'admin stats', route: 'GET /api/admin/stats (admin session)', requests: [{ shape: 'stats', path: '/api/admin/stats', headers: { cookie: adminCookie } }] },
  }
}

// ------------------------------------------------------------------------------ recording and checking
interface Recorded {
  readonly request: ApiRequest
  readonly statements: string[]
  readonly meta: string[]
  /** No SQL in the steady state (the app's cache answered): `statements` are those of the first, cold request. */
  readonly fromMemory: boolean
  /** Unloaded: the request alone through the API, and its statements run alone on one connection. */
  readonly apiMs: number
  readonly sqlMs: number
  readonly statementMs: number[]
}

let recordSeq = 0
const record = async (base: string, r: ApiRequest) => {
  const id = `r${++recordSeq}`
  const t = performance.now()
  const res = await fetch(base + r.path, { headers: { ...r.headers, 'x-bench-record': id } })
  await res.arrayBuffer()
  const apiMs = performance.now() - t
  const taken = await (await fetch(`${base}/__bench/recorded?id=${id}`)).json() as string[] | null
  // The pool's new-connection setting is PGOPTIONS on pgbench's side.
  const statements = (taken ?? []).filter((s) => !/^\s*set pg_trgm\./i.test(s))
  return { status: res.status, apiMs, statements, setCookies: res.headers.getSetCookie() }
}

/** Each statement alone on our connection, in order (a failed one rolls its transaction back). */
const timeStatements = async (client: pg.Client, statements: readonly string[]): Promise<number[]> => {
  const ms: number[] = []
  for (const s of statements) {
    const t = performance.now()
    try { await client.query(s) } catch (err) { await client.query('rollback').catch(() => undefined); throw err }
    ms.push(performance.now() - t)
  }
  return ms
}

const recordEndpoint = async (client: pg.Client, base: string, spec: EndpointSpec) => {
  const kept: Recorded[] = []
  const refused: string[] = []
  for (const r of spec.requests) {
    const first = await record(base, r)
    if (first.status !== 200) { refused.push(`${first.status} ${r.path}`); continue }
    const second = await record(base, r) // steady state: what a request runs once the caches are warm
    if (second.status !== 200) { refused.push(`${second.status} ${r.path}`); continue }
    // Answered from the app's memory in the steady state: pgbench plays what a cache miss runs.
    const fromMemory = !second.statements.length
    const taken = fromMemory ? first : second
    const { statements, meta } = spec.script?.(taken.statements, taken.setCookies) ?? { statements: taken.statements, meta: [] }
    const statementMs = await timeStatements(client, taken.statements)
    kept.push({ request: r, statements, meta, fromMemory, apiMs: second.apiMs, sqlMs: statementMs.reduce((a, b) => a + b, 0), statementMs })
  }
  return { kept, refused }
}

// ----------------------------------------------------------------------------------------------- loads
interface ApiRun { readonly result: LoadResult; readonly cpu: CpuSplit; readonly server: ServerStats }

const runAutocannon = async (run: BenchRun, server: BenchServer, postmaster: number | undefined, name: string, requests: readonly ApiRequest[]): Promise<ApiRun> => {
  const cfgFile = path.join(run.workDir, `load-${name}.json`)
  const outFile = path.join(run.workDir, `load-${name}.out.json`)
  const cfg: LoadConfig = { url: server.base, connections, warmup, duration, requests }
  fs.writeFileSync(cfgFile, JSON.stringify(cfg))
  const loader = run.spawn([...pin(1), ...tsxNode, path.join(benchDir, 'load-api.ts'), cfgFile, outFile], { stdio: ['ignore', 'pipe', 'inherit'] })
  let win = cpuWindow(server, postmaster)
  const measuring = waitForLine(loader, /^BENCH_MEASURE_START/, (warmup + 120) * 1000)
    .then(async () => { win = cpuWindow(server, postmaster); await server.stats() })
    .catch(() => undefined)
  const exit = await new Promise<number | null>((resolve) => loader.on('exit', resolve))
  await measuring
  if (exit !== 0) throw new Error(`autocannon's process failed (${exit})`)
  const cpu = cpuSplitEnd(win)
  const stats = await server.stats()
  return { result: JSON.parse(fs.readFileSync(outFile, 'utf8')) as LoadResult, cpu, server: stats }
}

interface SqlRun { readonly result: PgbenchRun; readonly cpu: CpuSplit }

const runSql = async (run: BenchRun, platform: Platform, name: string, kept: readonly Recorded[], dir: string): Promise<SqlRun | undefined> => {
  const withSql = kept.filter((k) => k.statements.length)
  if (!withSql.length) return undefined
  const scripts = writeScripts(path.join(dir, `sql-${name}`), withSql.map((k) => ({ shape: k.request.shape, statements: k.statements, meta: k.meta })))
  const env = { ...libpqEnv(platform.db.url), PGOPTIONS: PG_OPTIONS, PGAPPNAME: `bench-api-${name}` }
  if (warmup > 0) await runPgbench({ env, connections, seconds: warmup, scripts, pin: pin(1), onChild: run.track, onProgress: () => undefined })
  const win = cpuWindow(undefined, platform.postmaster)
  const result = await runPgbench({
    env, connections, seconds: duration, scripts, pin: pin(1), onChild: run.track,
    logDir: path.join(run.workDir, `pgbench-${name}`), onProgress: (l) => log(`    ${l}`),
  })
  return { result, cpu: cpuSplitEnd(win) }
}

// --------------------------------------------------------------------------------------------- EXPLAIN
/** One kind of statement of an endpoint (literals taken out): its share of the endpoint's SQL time alone, and its plan. */
interface StatementCost {
  readonly kind: string
  readonly share: number
  /** Mean time alone (ms) per request that runs it. */
  readonly meanMs: number
  /** The slowest instance, EXPLAINed (ANALYZE, BUFFERS) inside a transaction rolled back. */
  readonly slowest: string
  readonly executionMs: number
  readonly nodes: string
  readonly plan: string
}

const kindOf = (sql: string) => sql.replace(/'(?:[^']|'')*'/g, '?').replace(/\b\d+(\.\d+)?\b/g, '?').replace(/\s+/g, ' ').trim()

const planNodes = (plan: string): string =>
  [...new Set([...plan.matchAll(/(Parallel )?(Seq Scan|Index Only Scan|Index Scan|Bitmap Heap Scan)(?: Backward)?(?: using (\w+))? on (\w+)/g)]
    .map((m) => `${m[1] ?? ''}${m[2]} on ${m[4]}${m[3] ? ` (${m[3]})` : ''}`))].join(', ')

const explain = async (client: pg.Client, statement: string) => {
  await client.query('begin')
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`)
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n')
    return { plan, nodes: planNodes(plan), executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN) }
  } catch (err) {
    return { plan: `EXPLAIN failed: ${err instanceof Error ? err.message : String(err)}`, nodes: 'EXPLAIN failed', executionMs: NaN }
  } finally {
    await client.query('rollback')
  }
}

/** Where an endpoint's SQL time goes: the `top` kinds of statements by their share of the time alone, each EXPLAINed. */
const statementCosts = async (client: pg.Client, kept: readonly Recorded[], top = 3): Promise<StatementCost[]> => {
  const kinds = new Map<string, { total: number; runs: number; slowest: string; slowestMs: number }>()
  let all = 0
  for (const k of kept) {
    k.statementMs.forEach((ms, i) => {
      const sql = (k.statements[i] ?? '').replace(/v:bench_visitor/g, 'vexplain')
      all += ms
      const kind = kindOf(sql)
      const c = kinds.get(kind) ?? { total: 0, runs: 0, slowest: sql, slowestMs: -1 }
      kinds.set(kind, { total: c.total + ms, runs: c.runs + 1, ...(ms > c.slowestMs ? { slowest: sql, slowestMs: ms } : { slowest: c.slowest, slowestMs: c.slowestMs }) })
    })
  }
  const ranked = [...kinds].sort((a, b) => b[1].total - a[1].total).slice(0, top)
  const out: StatementCost[] = []
  for (const [kind, c] of ranked) {
    const explainable = /^\s*(select|insert|update|delete|with)\b/i.test(c.slowest)
    const e = explainable ? await explain(client, c.slowest) : { plan: '(not a query)', nodes: '', executionMs: NaN }
    out.push({ kind, share: all > 0 ? c.total / all : 0, meanMs: c.total / Math.max(1, c.runs), slowest: c.slowest, ...e })
  }
  return out
}

// ---------------------------------------------------------------------------------------------- report
interface EndpointReport {
  readonly name: EndpointName
  readonly spec: Pick<EndpointSpec, 'title' | 'route'>
  readonly requests: number
  readonly refused: readonly string[]
  readonly fromMemory: number
  readonly statementsPerRequest: number
  readonly unloaded: { readonly apiMs: number; readonly sqlMs: number }
  readonly api: ApiRun
  readonly bare: ApiRun
  readonly sql?: SqlRun
  readonly costs: readonly StatementCost[]
}

const verdict = (r: EndpointReport) => {
  const ratio = r.sql ? r.api.result.rps / r.sql.result.tps : NaN
  const failedShare = r.api.result.failed / Math.max(1, r.api.result.failed + r.api.result.ok)
  const applies = companies === 100_000 && connections === 32
  const p95 = applies ? failedShare <= 0.01 && r.api.result.latency.p95 < TARGET_P95_MS : undefined
  const throughput = r.sql ? ratio >= TARGET_RATIO : undefined
  const clean = r.api.result.failed === 0 && (r.sql?.result.failed ?? 0) === 0 && r.refused.length === 0
  return { ratio, p95, throughput, clean, bareRatio: r.api.result.rps / r.bare.result.rps }
}
const mark = (v: boolean | undefined) => v === undefined ? 'n/a' : v ? 'PASS' : 'FAIL'
const n1 = (x: number) => Number.isFinite(x) ? x.toFixed(1) : 'n/a'
const cores = (x: number | undefined) => x === undefined ? 'n/a' : x.toFixed(2)

const report = (reports: readonly EndpointReport[], info: Record<string, string>, platform: Platform, idle: CpuSplit, logged: BenchServer['logged']): { text: string; pass: boolean } => {
  const L: string[] = []
  const c = platform.counts
  L.push(`API benchmark: ${companies.toLocaleString('en')} companies, ${connections} connections, ${warmup} s warm-up + ${duration} s per measurement`)
  L.push(`${info.date} · ${info.machine} · ${info.software}`)
  L.push(`pinning: ${info.pinning}; before the load: ${cpuSplitText(idle)}; load average ${info.loadAverage}`)
  L.push(`data: ${companies.toLocaleString('en')} companies, ${(c.visitors + Math.ceil(companies / 3)).toLocaleString('en')} users, ${c.exhibitions.toLocaleString('en')} exhibitions, ` +
    `${c.participations.toLocaleString('en')} applications, ${c.mediaItems.toLocaleString('en')} media items (${c.attachments.toLocaleString('en')} files), ` +
    `${c.favorites.toLocaleString('en')} favourites, ${c.views.toLocaleString('en')} views, ${c.events.toLocaleString('en')} events; seeded in ${((platform.seed.totalMs + c.ms) / 1000).toFixed(0)} s`)
  L.push('')
  L.push(...table(
    ['endpoint', 'API req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed', 'pgbench tps', 'pgbench p95', 'bare Koa req/s', 'API/pgbench', 'API/bare Koa', `≥ ${TARGET_RATIO * 100} % of pgbench`, `p95 < ${TARGET_P95_MS} ms`],
    reports.map((r) => {
      const v = verdict(r)
      const a = r.api.result
      return [r.spec.title, n1(a.rps), fmtMs(a.latency.p50), fmtMs(a.latency.p95), fmtMs(a.latency.p99), String(a.failed),
        r.sql ? n1(r.sql.result.tps) : 'n/a', r.sql ? fmtMs(r.sql.result.latency.p95) : 'n/a', n1(r.bare.result.rps),
        r.sql ? pct(v.ratio) : 'n/a', pct(v.bareRatio), mark(v.throughput), mark(v.p95)]
    }), 'lrrrrrrrrrrll'))
  const runs = reports.flatMap((r) => [r.api.cpu, r.bare.cpu, ...(r.sql ? [r.sql.cpu] : [])])
  const noisy = runs.filter((c) => c.others > 0.3).length
  if (noisy) L.push(`\nNOISE: other processes used more than 0.3 of the machine's cores in ${noisy} of the ${runs.length} measurements (column "others" below); rerun on a quiet machine for figures to compare.`)
  L.push('')
  L.push('Every run, with its CPU (cores busy during the measured window: the app process, PostgreSQL, the load generator, other people\'s processes):')
  const rows: string[][] = []
  for (const r of reports) {
    const side = (name: string, rps: number, l: { p50: number; p95: number; p99: number }, failed: number, cpu: CpuSplit) => rows.push([
      r.spec.title, name, n1(rps), fmtMs(l.p50), fmtMs(l.p95), fmtMs(l.p99), String(failed),
      cores(cpu.cores.app), cores(cpu.cores.postgres), cores(cpu.bench), cores(cpu.others),
      rps > 0 && cpu.cores.app !== undefined ? fmtMs((cpu.cores.app * 1000) / rps) : 'n/a',
      rps > 0 && cpu.cores.postgres !== undefined ? fmtMs((cpu.cores.postgres * 1000) / rps) : 'n/a'])
    side('API', r.api.result.rps, r.api.result.latency, r.api.result.failed, r.api.cpu)
    side('bare Koa', r.bare.result.rps, r.bare.result.latency, r.bare.result.failed, r.bare.cpu)
    if (r.sql) side('pgbench', r.sql.result.tps, r.sql.result.latency, r.sql.result.failed, r.sql.cpu)
  }
  L.push(...table(['endpoint', 'side', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed', 'app', 'PostgreSQL', 'load gen', 'others', 'app CPU ms/req', 'PG CPU ms/req'], rows, 'llrrrrrrrrrrr'))
  L.push('')
  L.push('Per endpoint: the request mix and one request alone (median, caches warm); then where its SQL time goes: the three')
  L.push('costliest kinds of statement (literals left out) with their share of the SQL time alone, their mean, and the plan of the slowest')
  L.push('(EXPLAIN ANALYZE time, scans):')
  for (const r of reports) {
    L.push(`- ${r.spec.title} (${r.spec.route}): ${r.requests} requests${r.refused.length ? ` (${r.refused.length} refused)` : ''}` +
      `${r.fromMemory ? `, ${r.fromMemory} answered from memory ¹` : ''}, ${n1(r.statementsPerRequest)} statements each; alone: API ${fmtMs(r.unloaded.apiMs)} ms, ` +
      `SQL ${fmtMs(r.unloaded.sqlMs)} ms; under load the event loop was ${pct(r.api.server.eventLoop)} busy`)
    for (const c of r.costs) {
      L.push(`    ${pct(c.share).padStart(7)}  ${fmtMs(c.meanMs).padStart(5)} ms  ${c.kind.slice(0, 110)}${c.kind.length > 110 ? '…' : ''}`)
      if (c.nodes || Number.isFinite(c.executionMs)) L.push(`${' '.repeat(23)}→ ${Number.isFinite(c.executionMs) ? `${fmtMs(c.executionMs)} ms; ` : ''}${c.nodes || 'no table scan'}`)
    }
  }
  if (reports.some((r) => r.fromMemory)) {
    L.push('¹ answered from the app\'s cache in the steady state (no SQL on the second request): pgbench plays the SQL of their first, cold request, so the ratio compares the API with its cache against the SQL without it.')
  }
  L.push('')
  L.push('Latency per shape of the mix under load (API p50 / p95 ms):')
  for (const r of reports) {
    const shapes = Object.entries(r.api.result.byShape).map(([k, s]) => `${k} ${fmtMs(s.p50)} / ${fmtMs(s.p95)}`)
    if (shapes.length > 1) L.push(`  ${r.spec.title}: ${shapes.join('; ')}`)
  }
  L.push('')
  let pass = true
  L.push('Targets:')
  for (const r of reports) {
    const v = verdict(r)
    const checks = [
      { name: `throughput ≥ ${TARGET_RATIO * 100} % of the same SQL through pgbench`, value: r.sql ? pct(v.ratio) : 'no pgbench run', ok: v.throughput },
      { name: `p95 < ${TARGET_P95_MS} ms at 32 connections with 100,000 companies`, value: `${fmtMs(r.api.result.latency.p95)} ms${companies === 100_000 && connections === 32 ? '' : ' (this run is not the target\'s size)'}`, ok: v.p95 },
      { name: 'every answer 200, every transaction of pgbench done', value: `${r.api.result.failed} failed, ${r.refused.length} refused at the check`, ok: v.clean },
    ]
    for (const ch of checks) {
      pass &&= ch.ok !== false
      L.push(`  ${mark(ch.ok).padEnd(4)}  ${r.spec.title.padEnd(18)} ${ch.name.padEnd(64)} ${ch.value}`)
    }
    for (const x of r.refused.slice(0, 5)) L.push(`        refused at the check: ${x}`)
  }
  if (!pgbenchVersion()) L.push(`  pgbench is missing: ${PGBENCH_INSTALL_HINT}`)
  if (logged.count) L.push(`The app logged ${logged.count} warning or error lines; the last: ${logged.last.at(-1)}`)
  return { text: L.join('\n'), pass }
}

// ------------------------------------------------------------------------------------------------ main
const run = new BenchRun()

run.exitWith(async () => {
  if (!pgbenchVersion()) console.warn(`WARNING: ${PGBENCH_INSTALL_HINT}\nThe API is measured without the SQL comparison.`)
  const dir = resultsFolder(`api-${companies}-c${connections}`)
  const platform = await preparePlatform(run, companies)
  try {
    const info = await describeMachine(platform.client)
    const server = await startServer(run, platform.db.url, { recordSql: true })
    const specs = await buildEndpoints(platform.client, server.base)
    const reports: EndpointReport[] = []
    let idle: CpuSplit | undefined
    for (const name of selected) {
      const spec = specs[name]
      step(`${spec.title}: ${spec.route}`)
      const { kept, refused } = await recordEndpoint(platform.client, server.base, spec)
      log(`  ${kept.length} of ${spec.requests.length} requests answered 200 (recorded twice, the second time for pgbench)`)
      for (const x of refused.slice(0, 5)) log(`  refused: ${x}`)
      if (!kept.length) throw new Error(`no request of ${spec.route} answered 200`)
      fs.writeFileSync(path.join(dir, `requests-${name}.txt`), kept.map((k) => `${k.request.shape}\t${fmtMs(k.apiMs)} ms API\t${fmtMs(k.sqlMs)} ms SQL\t${k.request.path}`).join('\n') + '\n')
      idle ??= await idleCheck(server, platform.postmaster)
      const loadRequests = kept.map((k) => k.request)
      log(`  API: autocannon, ${connections} connections, ${warmup} s warm-up + ${duration} s`)
      const api = await runAutocannon(run, server, platform.postmaster, name, loadRequests)
      log(`    ${api.result.rps.toFixed(1)} req/s, p50 ${fmtMs(api.result.latency.p50)}, p95 ${fmtMs(api.result.latency.p95)}, p99 ${fmtMs(api.result.latency.p99)} ms, ${api.result.failed} failed; ${cpuSplitText(api.cpu)}`)
      log('  bare Koa: GET /__bench/bare')
      const bare = await runAutocannon(run, server, platform.postmaster, `${name}-bare`, [{ shape: 'bare', path: '/__bench/bare' }])
      log(`    ${bare.result.rps.toFixed(1)} req/s, p95 ${fmtMs(bare.result.latency.p95)} ms; ${cpuSplitText(bare.cpu)}`)
      let sql: SqlRun | undefined
      if (pgbenchVersion()) {
        const memo = kept.filter((k) => k.fromMemory).length
        log(`  SQL: pgbench, ${connections} clients, the recorded statements of ${kept.filter((k) => k.statements.length).length} requests${memo ? ` (${memo} answered from the app's memory: their cold SQL)` : ''}`)
        sql = await runSql(run, platform, name, kept, dir)
        if (sql) log(`    ${sql.result.tps.toFixed(1)} tps, p50 ${fmtMs(sql.result.latency.p50)}, p95 ${fmtMs(sql.result.latency.p95)} ms, ${sql.result.failed} failed; ${cpuSplitText(sql.cpu)}`)
      }
      const costs = await statementCosts(platform.client, kept)
      reports.push({
        name, spec: { title: spec.title, route: spec.route }, requests: kept.length, refused, fromMemory: kept.filter((k) => k.fromMemory).length,
        statementsPerRequest: kept.reduce((a, k) => a + k.statements.length, 0) / kept.length,
        unloaded: { apiMs: summarize(kept.map((k) => k.apiMs)).p50, sqlMs: summarize(kept.map((k) => k.sqlMs)).p50 },
        api, bare, sql, costs,
      })
    }
    await server.stop()
    fs.writeFileSync(path.join(dir, 'explain.txt'), reports.flatMap((r) => r.costs.map((c) => `### ${r.spec.title} (${pct(c.share)} of its SQL time): ${c.slowest}\n${c.plan}\n`)).join('\n'))
    const { text, pass } = report(reports, info, platform, idle!, server.logged)
    fs.writeFileSync(path.join(dir, 'report.md'), text + '\n')
    fs.writeFileSync(path.join(dir, 'report.json'), JSON.stringify({ info, companies, connections, duration, warmup, counts: platform.counts, seed: platform.seed, reports }, null, 1))
    console.log(`\n${'='.repeat(100)}\n${text}\n${'='.repeat(100)}`)
    console.log(`\nReport, plans, request lists and the pgbench scripts: ${path.relative(process.cwd(), dir)}/`)
    return pass ? 0 : 1
  } finally {
    await closePlatform(platform)
  }
})
