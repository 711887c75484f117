// `npm run bench:directory [-- --companies 100000|1000000[,…]] [--mix classic|diverse|both] [--cache off|on]
//                                [--connections 32] [--duration 20] [--warmup 5] [--shapes landing,sector,…]`
//
// The directory search benchmark (see docs/performance.md):
//  1. a database: BENCH_DATABASE_URL when set (ITS PUBLIC SCHEMA IS DROPPED AND RECREATED), else an embedded
//     PostgreSQL in a temp folder, deleted afterwards;
//  2. migrations and reference data as the app prepares them, N approved companies seeded set-based, and for the
//     write phase an admin, 300 pending companies and 300 approved ones to edit (seed.ts);
//  3. the app in its own process on 127.0.0.1 (CPU 0), its directory cache off unless --cache on;
//  4. per mix (requests.ts; classic: 104 list requests in 14 shapes; diverse: 5,000 distinct directory visits,
//     each its list and its facets request, every path once): every request checked against the read model's SQL
//     (list: ids in order and X-Total-Count; facets: the whole body), then autocannon (own process, CPU 1) plays it;
//  5. writes, one at a time as an admin through the API: the pending companies approved, the others edited
//     (sector and country changed);
//  6. pgbench (CPU 1) plays each mix's recorded SQL at the same concurrency (classic: a file per request; diverse:
//     a file per chunk of a shape, each drawing one of its requests: pgbench takes 128 files at most);
//  7. EXPLAIN of every statement (a Seq Scan on a directory table of 10,000 rows or more is flagged), EXPLAIN
//     ANALYZE of the slowest request of each shape; p50/p95/p99 of the list and of the facets, overall and per
//     shape; PASS/FAIL against the targets; a report in scripts/bench/results/.
// Exit code: 0 when every target that applies passes, 1 when one fails, 2 on an error. Everything it started is
// stopped and deleted at the end, on errors and on Ctrl-C.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type pg from 'pg'
import type { MikroORM } from '@mikro-orm/postgresql'
import { pgArray, type Sql } from '../../src/adapters/persistence/sql'
import { PgDirectoryReadModel } from '../../src/adapters/projections/directory/pg-directory.read-model'
import { ReadCache } from '../../src/adapters/projections/read-cache'
import { libpqEnv } from './database'
import {
  benchDir, BenchRun, closePlatform, describeMachine, log, pct, PG_OPTIONS, pin, positiveInt, prepareCompanies, resultsFolder,
  signIn, startServer, step, table, tsxNode, waitForLine, type BenchServer, type SeededDatabase, type ServerStats,
} from './harness'
import type { LoadConfig, LoadResult } from './load-api'
import { PGBENCH_INSTALL_HINT, pgbenchVersion, runPgbench, writeScripts, writeTreeScripts, type PgbenchRun } from './pgbench'
import {
  buildDiverseRequests, buildRequests, buildTypoPairs, filtersOf, loadCatalogue, MIXES, searchOf, SHAPES, type BenchRequest, type Catalogue, type Kind,
  type Mix, type Shape,
} from './requests'
import { typoCost } from '../../src/domain/company/search-spelling'
import { seedWriteTargets, type SeedTimings, type WriteTargets } from './seed'
import { BENCH_ADMIN, BENCH_PASSWORD } from './seed-platform'
import { cpuWindowEnd, cpuWindowStart, fmtMs, summarize, type CpuWindow, type LatencySummary } from './stats'

const TARGET_P95_MS = 50
const TARGET_RATIO = 0.8
const TARGET_SCALING = 1.5
const TARGET_WRITE_P95_MS = 20
/** The latency targets are for this size at TARGET_CONNECTIONS; other runs report them for information. */
const TARGET_COMPANIES = 1_000_000
const TARGET_CONNECTIONS = 32
/** The 1M / 100k scaling is measured against this size. */
const BASELINE_COMPANIES = 100_000
/** A Seq Scan on a directory table smaller than this (a table of counts) is fine. */
const SMALL_TABLE_ROWS = 10_000
/** Pending companies approved and approved companies edited by the write phase. */
const WRITES = 300
/** The diverse mix's second, unloaded pass (one request alone) takes this many of its requests. */
const UNLOADED_SAMPLE = 300

// ---------------------------------------------------------------------------------------------- options
const { values: opts } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    cache: { type: 'string', default: 'off' },
    mix: { type: 'string', default: 'both' },
    shapes: { type: 'string', default: '' },
    help: { type: 'boolean', default: false },
  },
})
if (opts.help) {
  console.log(`npm run bench:directory -- [--companies 100000|1000000|100000,1000000] [--mix classic|diverse|both] [--cache off|on]
                                [--connections 32] [--duration 20] [--warmup 5] [--shapes landing,sector,…]
  --mix classic                    the 104 list requests in 14 shapes (always the same list)
  --mix diverse                    5,000 distinct directory visits drawn from the seeded vocabulary, each its list request
                                   and, unless an earlier visit had the same filters, its facets request
                                   (GET /api/companies/facets): every path once
  --mix both                       both, one after the other (default)
  --cache off                      the app without its directory cache (DIRECTORY_CACHE_SECONDS=0): every request runs
                                   its SQL (default)
  --cache on                       the directory cache as deployed (30 s): repeated questions are answered from memory
  --shapes landing,sector          play only these shapes of the mixes (default: all; see scripts/bench/requests.ts)
  BENCH_DATABASE_URL=postgres://…  use this database instead of an embedded one (its public schema is dropped and recreated!)
  PGBENCH=/path/to/pgbench         pgbench to use (default: pgbench on PATH)
Targets (exit code 0 when all that apply pass): at ${TARGET_COMPANIES.toLocaleString('en')} companies and ${TARGET_CONNECTIONS} connections, p95 < ${TARGET_P95_MS} ms
for the diverse mix's list and facets, overall and per shape, and p95 ≤ ${TARGET_SCALING} × that at ${BASELINE_COMPANIES.toLocaleString('en')} (this run or the
last saved one); approving and editing a company p95 < ${TARGET_WRITE_P95_MS} ms; at every size, API throughput ≥ ${TARGET_RATIO * 100} % of the same SQL
through pgbench, no Seq Scan on a directory table of ${SMALL_TABLE_ROWS.toLocaleString('en')} rows or more, every answer 200 and identical to the SQL's.`)
  process.exit(0)
}
const sizes = String(opts.companies).split(',').map((s) => positiveInt('companies', s))
const connections = positiveInt('connections', opts.connections)
const duration = positiveInt('duration', opts.duration)
const warmup = positiveInt('warmup', opts.warmup, true)
if (!['on', 'off'].includes(String(opts.cache))) { console.error('--cache must be on or off'); process.exit(2) }
const cacheOn = opts.cache === 'on'
const variant = cacheOn ? 'cache-on' : 'cache-off'
if (![...MIXES, 'both'].includes(String(opts.mix))) { console.error('--mix must be classic, diverse or both'); process.exit(2) }
const mixes: readonly Mix[] = opts.mix === 'both' ? MIXES : [opts.mix as Mix]
const onlyShapes = String(opts.shapes).split(',').map((x) => x.trim()).filter(Boolean)
for (const x of onlyShapes) if (!(x in SHAPES)) { console.error(`unknown shape ${x}: one of ${Object.keys(SHAPES).join(', ')}`); process.exit(2) }

const run = new BenchRun()

// ----------------------------------------------------------------------------------------------- types
/** A request of a mix, checked: the statements the read model ran for it (what pgbench plays), its size, its times. */
interface Checked {
  readonly request: BenchRequest
  readonly statements: readonly string[]
  /** list: X-Total-Count; facets: the companies counted (the sum of the sector counts). */
  readonly total: number
  /** Companies on the page, or sectors and countries in the facets. */
  readonly items: number
  /** The read model's SQL during the check (side by side with the API's answer). */
  readonly sqlMs: number
  /** One request alone, SQL then API (the second pass; a sample of the diverse mix). */
  readonly unloaded?: { readonly sqlMs: number; readonly apiMs: number }
}

interface MixRun {
  readonly mix: Mix
  readonly checked: readonly Checked[]
  /** Requests whose API answer was not the read model's (or not 200). */
  readonly mismatches: readonly string[]
  readonly api: LoadResult
  readonly apiCpu: CpuWindow
  readonly server: ServerStats
  readonly sql?: PgbenchRun
  readonly sqlCpu?: CpuWindow
}

interface ExplainRow {
  readonly mix: Mix
  readonly kind: Kind
  readonly shape: Shape
  readonly path: string
  /** Of its slowest statement. */
  readonly executionMs: number
  readonly seqScan: boolean
  readonly jit: boolean
  readonly nodes: string
  readonly plan: string
}

interface SeqScan { readonly mix: Mix; readonly path: string; readonly table: string; readonly rows: number }

interface WriteRun {
  readonly approve: LatencySummary
  readonly edit: LatencySummary
  readonly failed: readonly string[]
}

interface SizeReport {
  readonly companies: number
  readonly connections: number
  readonly duration: number
  readonly seed: SeedTimings
  readonly idleBefore: CpuWindow
  readonly runs: readonly MixRun[]
  readonly writes: WriteRun
  readonly explains: readonly ExplainRow[]
  readonly statementsExplained: number
  readonly seqScans: readonly SeqScan[]
  readonly typos: TypoCheck
}

/**
 * The relevance check at scale: sampled words of the seeded names, each with one typo, searched both ways.
 * `same`: the typo's first 12 are the word's; `nearer`: the typo was taken for another word at least as near
 * (typoCost), a fair reading of it; `missed`: anything else. Typos that are words (or beginnings of words) of
 * the dictionary are searched as typed, and words no company uses cannot be compared: both are left out.
 */
interface TypoCheck {
  readonly pairs: number
  readonly asTyped: number
  readonly unused: number
  readonly same: number
  readonly nearer: readonly string[]
  readonly missed: readonly string[]
}
/** The share of compared typos that may be taken for another, equally near word. */
const TYPO_NEARER_SHARE = 0.1

/** What latencies are reported by: a kind of request and a shape (`list text-typo`), or a kind alone. */
const keyOf = (r: BenchRequest) => `${r.kind} ${r.shape}`
const kindsOf = (checked: readonly Checked[]): Kind[] => (['list', 'facets'] as const).filter((k) => checked.some((c) => c.request.kind === k))

// ----------------------------------------------------------------------------------------------- helpers
const cpuText = (c: CpuWindow) => `${Object.entries(c.perCpu).map(([k, v]) => `${k} ${pct(v)}`).join(', ')}; other processes ${pct(c.foreign)} of the machine`

const sampleIdle = async (): Promise<CpuWindow> => {
  const a = cpuWindowStart()
  await new Promise((r) => setTimeout(r, 2000))
  return cpuWindowEnd(a)
}

/** A Sql gateway that formats statements exactly as MikroORM does (literals inlined), records them and runs them. */
const recordingSql = (client: pg.Client, orm: MikroORM) => {
  const platform = orm.em.getPlatform()
  const taken: string[] = []
  // One client runs one statement at a time: the read model starts some side by side (Promise.all), so they
  // wait here for the one before, in the order they were sent (what pg's own queue did, deprecated in pg 9).
  let previous: Promise<unknown> = Promise.resolve()
  const runSql = (sql: string, params: readonly unknown[] = []) => {
    const text = platform.formatQuery(sql, params.map((p) => Array.isArray(p) ? pgArray(p) : p))
    taken.push(text)
    const result = previous.then(() => client.query(text))
    previous = result.catch(() => undefined)
    return result
  }
  const sql: Sql = {
    all: async <T>(s: string, p?: readonly unknown[]) => (await runSql(s, p)).rows as T[],
    one: async <T>(s: string, p?: readonly unknown[]) => (await runSql(s, p)).rows[0] as T | undefined,
    run: async (s: string, p?: readonly unknown[]) => (await runSql(s, p)).rowCount ?? 0,
  }
  return { sql, taken }
}

const timed = async <T>(f: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const t = performance.now()
  const value = await f()
  return { value, ms: performance.now() - t }
}

/** An answer reduced to what must be identical: the ids in order and the total (list), the whole body (facets). */
interface Answer { readonly status: number; readonly same: string; readonly total: number; readonly items: number }

const facetsAnswer = (status: number, body: unknown): Answer => {
  const f = body as { sectors?: { count: number }[]; countries?: unknown[] } | undefined
  return {
    status, same: JSON.stringify(body), total: f?.sectors?.reduce((a, s) => a + s.count, 0) ?? 0,
    items: (f?.sectors?.length ?? 0) + (f?.countries?.length ?? 0),
  }
}

/** The read model's answer (SQL alone, recorded). */
const modelAnswer = async (model: PgDirectoryReadModel, r: BenchRequest): Promise<Answer> => {
  if (r.kind === 'facets') return facetsAnswer(200, await model.facets(filtersOf(r.params)))
  const page = await model.search(searchOf(r.params))
  // A total may be a lower bound (X-Total-Relation: gte) with read models that say so.
  const relation = (page as { totalRelation?: string }).totalRelation ?? ''
  return { status: 200, same: `${page.total} ${relation} ${JSON.stringify(page.items.map((e) => e.id))}`, total: page.total, items: page.items.length }
}

/** The API's answer. */
const apiAnswer = async (base: string, r: BenchRequest): Promise<Answer> => {
  const res = await fetch(base + r.path)
  const body: unknown = await res.json().catch(() => undefined)
  if (r.kind === 'facets') return facetsAnswer(res.status, body)
  const ids = Array.isArray(body) ? body.map((e: { id: number }) => e.id) : []
  const total = Number(res.headers.get('x-total-count'))
  return { status: res.status, same: `${total} ${res.headers.get('x-total-relation') ?? ''} ${JSON.stringify(ids)}`, total, items: ids.length }
}

// ------------------------------------------------------------------------------------------------ check
/**
 * Every request once through the API and through the read model (side by side), compared; then a second pass,
 * one request at a time, on every request of the classic mix and a sample of the diverse one (unloaded latency:
 * SQL alone, and the API, which with --cache on is the cost of a cache hit).
 */
const check = async (model: PgDirectoryReadModel, taken: string[], base: string, mix: Mix, requests: readonly BenchRequest[]) => {
  const checked: Checked[] = []
  const mismatches: string[] = []
  let shown = 0
  for (const r of requests) {
    taken.length = 0
    const [sql, api] = await Promise.all([timed(() => modelAnswer(model, r)), apiAnswer(base, r)])
    if (api.status !== 200 || api.same !== sql.value.same) {
      mismatches.push(`${r.path}: HTTP ${api.status} ${api.same.slice(0, 100)} ≠ SQL ${sql.value.same.slice(0, 100)}`)
    }
    checked.push({ request: r, statements: [...taken], total: sql.value.total, items: sql.value.items, sqlMs: sql.ms })
    if (checked.length >= (shown + 1) * 2000) log(`  ${(++shown * 2000).toLocaleString('en')} of ${requests.length.toLocaleString('en')} checked`)
  }
  const every = mix === 'classic' ? 1 : Math.max(1, Math.ceil(requests.length / UNLOADED_SAMPLE))
  for (let i = 0; i < checked.length; i += every) {
    const c = checked[i]
    const sql = await timed(() => modelAnswer(model, c.request))
    const api = await timed(() => apiAnswer(base, c.request))
    checked[i] = { ...c, unloaded: { sqlMs: sql.ms, apiMs: api.ms } }
  }
  taken.length = 0
  return { checked, mismatches }
}

// ------------------------------------------------------------------------------------------------ loads
const loadApi = async (server: BenchServer, name: string, checked: readonly Checked[]) => {
  const cfgFile = path.join(run.workDir, `load-${name}.json`)
  const outFile = path.join(run.workDir, `load-${name}.out.json`)
  const cfg: LoadConfig = { url: server.base, connections, warmup, duration, requests: checked.map((c) => ({ shape: keyOf(c.request), group: c.request.kind, path: c.request.path })) }
  fs.writeFileSync(cfgFile, JSON.stringify(cfg))
  const loader = run.spawn([...pin(1), ...tsxNode, path.join(benchDir, 'load-api.ts'), cfgFile, outFile], { stdio: ['ignore', 'pipe', 'inherit'] })
  let cpuA = cpuWindowStart()
  const measuring = waitForLine(loader, /^BENCH_MEASURE_START/, (warmup + 120) * 1000)
    .then(async () => { cpuA = cpuWindowStart(); await server.stats() })
    .catch(() => undefined)
  const exit = await new Promise<number | null>((resolve) => loader.on('exit', resolve))
  await measuring
  if (exit !== 0) throw new Error(`autocannon's process failed (${exit})`)
  const apiCpu = cpuWindowEnd(cpuA)
  const stats = await server.stats()
  const api = JSON.parse(fs.readFileSync(outFile, 'utf8')) as LoadResult
  log(`  ${api.rps.toFixed(1)} requests/s, p50 ${fmtMs(api.latency.p50)} ms, p95 ${fmtMs(api.latency.p95)} ms, p99 ${fmtMs(api.latency.p99)} ms, ${api.failed} failed; ` +
    `${api.latency.count.toLocaleString('en')} answers for ${checked.length.toLocaleString('en')} requests in the mix`)
  log(`  CPU busy: ${cpuText(apiCpu)}; app process ${pct(stats.cpu)} of one core, event loop ${pct(stats.eventLoop)} busy`)
  return { api, apiCpu, server: stats }
}

const loadSql = async (db: SeededDatabase['db'], mix: Mix, checked: readonly Checked[], dir: string) => {
  const items = checked.map((c) => ({ shape: keyOf(c.request), group: c.request.kind, statements: c.statements }))
  const scripts = mix === 'classic' ? writeScripts(dir, items) : writeTreeScripts(dir, items)
  step(`${mix} mix, SQL: pgbench, ${connections} clients, the statements of ${checked.length.toLocaleString('en')} requests in ${scripts.length} script files, ` +
    `${warmup} s warm-up + ${duration} s`)
  const env = { ...libpqEnv(db.url), PGOPTIONS: PG_OPTIONS, PGAPPNAME: 'bench-directory' }
  if (warmup > 0) await runPgbench({ env, connections, seconds: warmup, scripts, pin: pin(1), onChild: run.track, onProgress: () => undefined })
  const a = cpuWindowStart()
  const sql = await runPgbench({
    env, connections, seconds: duration, scripts, pin: pin(1), onChild: run.track,
    logDir: path.join(run.workDir, `pgbench-${path.basename(dir)}`), onProgress: (l) => log(`  ${l}`),
  })
  const sqlCpu = cpuWindowEnd(a)
  log(`  ${sql.tps.toFixed(1)} transactions/s, p50 ${fmtMs(sql.latency.p50)} ms, p95 ${fmtMs(sql.latency.p95)} ms, p99 ${fmtMs(sql.latency.p99)} ms, ${sql.failed} failed`)
  log(`  CPU busy: ${cpuText(sqlCpu)}`)
  return { sql, sqlCpu }
}

// ----------------------------------------------------------------------------------------------- writes
/**
 * One at a time, as an admin through the API: each pending company approved (PATCH …/status), each other
 * company edited (its admin form as GET /api/admin/companies/:id gives it, with another sector, that sector's
 * first subsector and another country; only the PATCH is timed).
 */
const benchWrites = async (base: string, targets: WriteTargets, cat: Catalogue): Promise<WriteRun> => {
  const cookie = await signIn(base, targets.admin.email, targets.admin.password)
  const approve: number[] = []
  const edit: number[] = []
  const failed: string[] = []
  const patch = async (url: string, body: unknown, into: number[]) => {
    const t = performance.now()
    const res = await fetch(base + url, { method: 'PATCH', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const text = await res.text()
    if (res.status === 200) into.push(performance.now() - t)
    else failed.push(`PATCH ${url}: HTTP ${res.status} ${text.slice(0, 200)}`)
  }
  const next = <T extends { id: number }>(xs: readonly T[], id: number, by: number) => xs[(xs.findIndex((x) => x.id === id) + by) % xs.length]
  for (let i = 0; i < Math.max(targets.pending.length, targets.approved.length); i++) {
    const pending = targets.pending[i]
    if (pending) await patch(`/api/admin/companies/${pending}/status`, { status: 'approved' }, approve)
    const id = targets.approved[i]
    if (!id) continue
    const form = await (await fetch(`${base}/api/admin/companies/${id}`, { headers: { cookie } })).json() as { sectorId: number; countryId: number }
    const sector = next(cat.sectors, form.sectorId, 1)
    await patch(`/api/admin/companies/${id}`, {
      ...form, sectorId: sector.id, subsectorId: sector.subsectors[0] ?? null, countryId: next(cat.countries, form.countryId, 1 + (i % 7)).id,
    }, edit)
  }
  return { approve: summarize(approve), edit: summarize(edit), failed }
}

// ---------------------------------------------------------------------------------------------- EXPLAIN
const planOf = async (client: pg.Client, statement: string, analyze: boolean) =>
  (await client.query<{ 'QUERY PLAN': string }>(`explain ${analyze ? '(analyze, buffers) ' : ''}${statement}`)).rows.map((r) => r['QUERY PLAN']).join('\n')

/** Statements that read a directory table (not the country lookup, not `select exists` probes that stop at the first row). */
const readsDirectory = (s: string) => /\bdirectory_\w+/.test(s) && !/^\s*select exists/i.test(s)

/**
 * EXPLAIN of every distinct statement: the Seq Scans on directory tables of SMALL_TABLE_ROWS rows or more
 * (pg_class.reltuples; counted up to that when the table was never analysed); then EXPLAIN (ANALYZE, BUFFERS)
 * of each statement of the slowest request of each shape of each mix, the slowest statement reported.
 */
const explainRuns = async (client: pg.Client, runs: readonly MixRun[]) => {
  const rowsOf = new Map<string, number>()
  const tableRows = async (table: string) => {
    if (!rowsOf.has(table)) {
      const { rows: [r] } = await client.query<{ n: number }>('select reltuples::float8 as n from pg_class where oid = to_regclass($1)', [table])
      const n = r && r.n >= 0 ? r.n
        : (await client.query<{ n: number }>(`select count(*)::int as n from (select 1 from ${table} limit ${SMALL_TABLE_ROWS}) x`)).rows[0].n
      rowsOf.set(table, n)
    }
    return rowsOf.get(table)!
  }
  /** The directory tables of SMALL_TABLE_ROWS rows or more that a plan reads with a Seq Scan. */
  const bigSeqScans = async (plan: string) => {
    const big: { table: string; rows: number }[] = []
    for (const table of new Set([...plan.matchAll(/Seq Scan on (directory_\w+)/g)].map((m) => m[1]))) {
      const rows = await tableRows(table)
      if (rows >= SMALL_TABLE_ROWS) big.push({ table, rows })
    }
    return big
  }
  const scansOf = new Map<string, { table: string; rows: number }[]>()
  const seqScans = new Map<string, SeqScan>()
  for (const r of runs) {
    for (const c of r.checked) {
      for (const st of c.statements.filter(readsDirectory)) {
        if (!scansOf.has(st)) scansOf.set(st, await bigSeqScans(await planOf(client, st, false)))
        for (const s of scansOf.get(st)!) seqScans.set(`${r.mix} ${c.request.path} ${s.table}`, { mix: r.mix, path: c.request.path, ...s })
      }
    }
  }
  const explains: ExplainRow[] = []
  for (const r of runs) {
    for (const kind of kindsOf(r.checked)) {
      for (const shape of Object.keys(SHAPES) as Shape[]) {
        const ofShape = r.checked.filter((c) => c.request.kind === kind && c.request.shape === shape)
        if (!ofShape.length) continue
        const slowest = ofShape.reduce((a, b) => (b.sqlMs > a.sqlMs ? b : a))
        const plans: { plan: string; ms: number }[] = []
        for (const st of slowest.statements.filter(readsDirectory)) {
          const plan = await planOf(client, st, true)
          plans.push({ plan, ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN) })
        }
        if (!plans.length) continue
        const worst = plans.reduce((a, b) => (b.ms > a.ms ? b : a))
        const nodes = [...new Set([...worst.plan.matchAll(/(Parallel )?(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan|Bitmap Heap Scan)(?: Backward)?(?: using (\w+))? on (\w+)/g)]
          .map((m) => `${m[1] ?? ''}${m[2]}${m[3] ? ` ${m[3]}` : ` on ${m[4]}`}`))]
        explains.push({
          mix: r.mix, kind, shape, path: slowest.request.path, executionMs: worst.ms, nodes: nodes.join(', '),
          seqScan: (await bigSeqScans(worst.plan)).length > 0, jit: /^JIT:/m.test(worst.plan), plan: plans.map((p) => p.plan).join('\n\n'),
        })
      }
    }
  }
  return { explains, seqScans: [...seqScans.values()], statementsExplained: scansOf.size }
}

/** The first 12 of a search through the API, and the words it says were searched instead. */
const firstPage = async (base: string, words: string): Promise<{ ids: string; corrected: string | null }> => {
  const res = await fetch(`${base}/api/companies?search=${encodeURIComponent(words)}&pageSize=12`)
  if (res.status !== 200) throw new Error(`GET search=${words}: ${res.status}`)
  const ids = ((await res.json()) as { id: number }[]).map((c) => c.id).sort((a, b) => a - b).join(',')
  const header = res.headers.get('x-search-corrected')
  return { ids, corrected: header === null ? null : decodeURIComponent(header) }
}

const checkTypos = async (client: pg.Client, base: string, cat: Catalogue): Promise<TypoCheck> => {
  let asTyped = 0
  let unused = 0
  let same = 0
  const nearer: string[] = []
  const missed: string[] = []
  const pairs = buildTypoPairs(cat)
  for (const { word, typo, kind } of pairs) try {
    const known = await client.query<{ known: boolean }>(`select exists(select 1 from directory_words d where d.companies > 0 and (d.word = $1
      or (length($1) >= 4 and d.word ~>=~ $1 and d.word ~<~ ($1 || chr(1114111))))) as known`, [typo])
    if (known.rows[0].known) { asTyped++; continue }
    const right = await firstPage(base, word)
    if (!right.ids) { unused++; continue }
    const got = await firstPage(base, typo)
    if (got.ids === right.ids) same++
    else if (got.corrected && got.corrected !== word && typoCost(typo, got.corrected) <= typoCost(typo, word)) nearer.push(`${typo} (${kind} in ${word}) → ${got.corrected}`)
    else missed.push(`${typo} (${kind} in ${word}) → ${got.corrected ?? 'no correction'}`)
  } catch (e) {
    missed.push(`${typo} (${kind} in ${word}): ${(e as Error).message}`)
  }
  return { pairs: pairs.length, asTyped, unused, same, nearer, missed }
}

// ------------------------------------------------------------------------------------------------ one size
const requestsOf = (mix: Mix, cat: Catalogue): BenchRequest[] =>
  (mix === 'classic' ? buildRequests(cat) : buildDiverseRequests(cat)).filter((r) => !onlyShapes.length || onlyShapes.includes(r.shape))

const benchSize = async (companies: number, pgbenchOk: boolean, resultsDir: string, info: Record<string, string>): Promise<SizeReport> => {
  const seeded = await prepareCompanies(run, companies)
  const { client, orm, db } = seeded
  try {
    Object.assign(info, await describeMachine(client))
    const targets = await seedWriteTargets(client, WRITES, { email: BENCH_ADMIN, password: BENCH_PASSWORD })
    log(`  for the writes: ${targets.pending.length} pending companies to approve, ${targets.approved.length} approved ones to edit, an admin`)
    const cat = await loadCatalogue(client)

    const server = await startServer(run, db.url, { env: { DIRECTORY_CACHE_SECONDS: cacheOn ? '30' : '0' } })
    log(`  directory cache ${cacheOn ? 'on (30 s)' : 'off'}`)
    // The recording read model keeps nothing in memory: every request's whole SQL (the page, the count when the
    // page is not the last, the typo query when the words find nothing, the country ids, the facets) is recorded.
    const { sql: recSql, taken } = recordingSql(client, orm)
    const model = new PgDirectoryReadModel(recSql, new ReadCache(), { results: 0, counts: 0 })
    const idleBefore = await sampleIdle()
    if (idleBefore.foreign > 0.05) log(`  WARNING: the machine is not idle before the load (${cpuText(idleBefore)}): figures will be noisy`)

    step('relevance at scale: sampled words of the names, each with one typo, searched both ways through the API (first 12)')
    const typos = await checkTypos(client, server.base, cat)
    log(`  ${typos.same} of ${typos.same + typos.nearer.length + typos.missed.length} typos find their word's first 12, ${typos.nearer.length} taken for another word as near, ` +
      `${typos.missed.length} missed; ${typos.asTyped} typos are words themselves, ${typos.unused} words in no company`)
    for (const m of typos.missed.slice(0, 5)) log(`  missed: ${m}`)

    const played: Omit<MixRun, 'sql' | 'sqlCpu'>[] = []
    for (const mix of mixes) {
      const requests = requestsOf(mix, cat)
      const lists = requests.filter((r) => r.kind === 'list').length
      step(`${mix} mix, check: ${lists.toLocaleString('en')} list and ${(requests.length - lists).toLocaleString('en')} facets requests, API answer = SQL answer`)
      const t = performance.now()
      const { checked, mismatches } = await check(model, taken, server.base, mix, requests)
      log(`  ${mismatches.length ? `${mismatches.length} answers differ from the SQL's, e.g. ${mismatches[0]}` : `all ${checked.length.toLocaleString('en')} answers match the SQL`} ` +
        `(${((performance.now() - t) / 1000).toFixed(0)} s)`)
      fs.writeFileSync(path.join(resultsDir, `requests-${companies}-${mix}.txt`),
        checked.map((c) => `${c.request.kind}\t${c.request.shape}\t${c.total}\t${c.request.path}`).join('\n') + '\n')
      step(`${mix} mix, API: autocannon, ${connections} connections, ${warmup} s warm-up + ${duration} s`)
      played.push({ mix, checked, mismatches, ...await loadApi(server, `${companies}-${mix}`, checked) })
    }

    step(`writes: ${targets.pending.length} approvals and ${targets.approved.length} edits, one at a time, as an admin through the API`)
    const writes = await benchWrites(server.base, targets, cat)
    log(`  approve p50 ${fmtMs(writes.approve.p50)} ms, p95 ${fmtMs(writes.approve.p95)} ms; edit p50 ${fmtMs(writes.edit.p50)} ms, p95 ${fmtMs(writes.edit.p95)} ms; ${writes.failed.length} failed`)
    for (const f of writes.failed.slice(0, 3)) log(`  ${f}`)
    await server.stop()

    const runs: MixRun[] = []
    for (const p of played) {
      runs.push(pgbenchOk ? { ...p, ...await loadSql(db, p.mix, p.checked, path.join(resultsDir, `sql-${companies}-${p.mix}`)) } : p)
    }
    if (!pgbenchOk) log(`\n== SQL: pgbench skipped\n  ${PGBENCH_INSTALL_HINT}`)

    step('EXPLAIN')
    const t = performance.now()
    const plans = await explainRuns(client, runs)
    fs.writeFileSync(path.join(resultsDir, `explain-${companies}.txt`),
      plans.explains.map((e) => `### ${e.mix} ${e.kind} ${e.shape}: GET ${e.path}\n${e.plan}\n`).join('\n'))
    log(`  ${plans.statementsExplained.toLocaleString('en')} distinct statements; ${new Set(plans.seqScans.map((s) => s.path)).size} requests plan a Seq Scan on a directory table of ${SMALL_TABLE_ROWS.toLocaleString('en')} rows or more (${((performance.now() - t) / 1000).toFixed(0)} s)`)
    return { companies, connections, duration, seed: seeded.seed, idleBefore, runs, writes, typos, ...plans }
  } finally {
    await closePlatform(seeded)
    await db.stop().catch(() => undefined)
    run.db = undefined
  }
}

// ---------------------------------------------------------------------------------------------- report
/** The p95 of each mix's list and facets at 100k, to compare a 1M run with: `${mix} ${kind}` → p95 and when. */
type Baseline = Record<string, { readonly p95: number; readonly date: string }>

const latestFile = (companies: number) => path.join(benchDir, 'results', `latest-${companies}-c${connections}-${variant}.json`)

const readLatest = (companies: number): Baseline => {
  if (!fs.existsSync(latestFile(companies))) return {}
  const saved = JSON.parse(fs.readFileSync(latestFile(companies), 'utf8')) as { date: string; p95?: Baseline; api?: LoadResult }
  // Before the diverse mix, the file held the classic mix's LoadResult.
  return saved.p95 ?? (saved.api ? { 'classic list': { p95: saved.api.latency.p95, date: saved.date } } : {})
}

const p95sOf = (r: SizeReport, date: string): Baseline => Object.fromEntries(r.runs.flatMap((m) => [
  ...kindsOf(m.checked).map((k) => [`${m.mix} ${k}`, { p95: m.api.byGroup[k]?.p95 ?? NaN, date }] as const),
  // Each shape's too (`diverse list text-typo`): the report gives each shape's p95 as a multiple of its p95 at 100k.
  ...Object.entries(m.api.byShape).map(([key, l]) => [`${m.mix} ${key}`, { p95: l.p95, date }] as const),
]))

interface Target { readonly name: string; readonly value: string; readonly ok: boolean | undefined; readonly binding: boolean }

/** A p95 as a multiple of the same shape's at 100k (`1.40 ×`), or n/a without one. */
const timesBase = (p95: number | undefined, base: { readonly p95: number } | undefined) =>
  p95 !== undefined && base && base.p95 > 0 ? `${(p95 / base.p95).toFixed(2)} ×` : 'n/a'

const mark = (t: Target) => t.ok === undefined ? 'n/a ' : t.binding ? (t.ok ? 'PASS' : 'FAIL') : (t.ok ? 'pass*' : 'fail*')

const report = (r: SizeReport, info: Record<string, string>, baseline: Baseline, baselineSource: string): { text: string; pass: boolean } => {
  const L: string[] = []
  const atTarget = r.companies >= TARGET_COMPANIES && r.connections === TARGET_CONNECTIONS
  L.push(`Directory search benchmark (directory cache ${cacheOn ? 'on' : 'off'}; mixes: ${r.runs.map((m) => m.mix).join(', ')}${onlyShapes.length ? `; shapes: ${onlyShapes.join(', ')}` : ''}): ` +
    `${r.companies.toLocaleString('en')} companies, ${r.connections} connections, ${warmup} s warm-up + ${r.duration} s`)
  L.push(`${info.date} · ${info.machine} · ${info.software}`)
  L.push(`pinning: ${info.pinning}; before the load: ${cpuText(r.idleBefore)}`)
  L.push(`seed: ${(r.seed.totalMs / 1000).toFixed(1)} s (companies ${(r.seed.companiesMs / 1000).toFixed(1)} s, products/services ${(r.seed.linksMs / 1000).toFixed(1)} s, ` +
    `projection ${(r.seed.projectionMs / 1000).toFixed(1)} s, indexes ${(r.seed.indexesMs / 1000).toFixed(1)} s, vacuum analyze ${(r.seed.analyzeMs / 1000).toFixed(1)} s); ` +
    `directory_entries ${r.seed.tableSize} + ${r.seed.indexSize} indexes`)
  const cpus = (c?: CpuWindow) => c ? `${pct(c.perCpu.cpu0 ?? NaN)}, ${pct(c.perCpu.cpu1 ?? NaN)}, ${pct(c.foreign)}` : ''
  const targets: Target[] = []
  const latencyTarget = (name: string, p95: number | undefined, valid: boolean, binding: boolean, note = '') =>
    targets.push({ name, value: `${fmtMs(p95 ?? NaN)} ms${note}`, ok: p95 === undefined ? false : valid && p95 < TARGET_P95_MS, binding })

  for (const m of r.runs) {
    const { api, sql } = m
    const kinds = kindsOf(m.checked)
    const count = (k: Kind) => m.checked.filter((c) => c.request.kind === k).length
    L.push('')
    L.push(`## ${m.mix} mix: ${kinds.map((k) => `${count(k).toLocaleString('en')} ${k}`).join(' + ')} requests${m.mix === 'diverse' ? ' (distinct paths; a visit is its list and, the first time its filters come, its facets)' : ''}; ` +
      `the measured window answered ${api.latency.count.toLocaleString('en')} (${(api.latency.count / m.checked.length).toFixed(1)} × the list)`)
    const rows: string[][] = []
    const side = (name: string, rps: number, l: LatencySummary | undefined, failed: string, c?: CpuWindow) =>
      rows.push([name, rps.toFixed(1), fmtMs(l?.p50 ?? NaN), fmtMs(l?.p95 ?? NaN), fmtMs(l?.p99 ?? NaN), fmtMs(l?.max ?? NaN), String(l?.count ?? 0), failed, cpus(c)])
    side('API (autocannon)', api.rps, api.latency, String(api.failed), m.apiCpu)
    if (kinds.length > 1) for (const k of kinds) side(`  ${k}`, (api.byGroup[k]?.count ?? 0) / api.seconds, api.byGroup[k], '')
    if (sql) {
      side('same SQL (pgbench)', sql.tps, sql.latency, String(sql.failed), m.sqlCpu)
      if (kinds.length > 1) for (const k of kinds) side(`  ${k}`, sql.tps * (sql.byGroup[k]?.count ?? 0) / Math.max(1, sql.latency.count), sql.byGroup[k], '')
    }
    L.push(...table(['', 'requests/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'answers', 'failed', 'CPU busy cpu0, cpu1, others'], rows, 'lrrrrrrrl'))
    const ratio = sql ? api.rps / sql.tps : NaN
    L.push(`API / pgbench throughput: ${sql ? pct(ratio) : 'n/a (no pgbench)'}; app process: ${pct(m.server.cpu)} of one core, event loop ${pct(m.server.eventLoop)} busy, RSS ${m.server.rssMb.toFixed(0)} MB`)
    if (m.mismatches.length) {
      L.push(`${m.mismatches.length} answers differ from the read model's SQL answer, e.g.:`)
      for (const x of m.mismatches.slice(0, 5)) L.push(`  GET ${x}`)
    }

    // Latencies are those of the successful answers: with many failures (timeouts, 500s) they flatter the run.
    const failedShare = api.failed / Math.max(1, api.failed + api.ok)
    const valid = failedShare <= 0.01
    if (!valid) L.push(`WARNING: ${pct(failedShare)} of the API requests failed (timeouts or errors): the latencies are those of the successful answers only, and the latency targets fail.`)
    // The latency targets are the diverse mix's; the classic mix's are reported for information.
    const binding = atTarget && m.mix === 'diverse'
    const size = atTarget ? '' : ` (target at ${TARGET_COMPANIES.toLocaleString('en')} companies, ${TARGET_CONNECTIONS} connections)`
    for (const kind of kinds) {
      L.push('')
      L.push(`${m.mix} mix, ${kind} requests per shape (latency under the mixed load; matches = ${kind === 'list' ? 'X-Total-Count' : 'companies counted'}, min–max; ` +
        `unloaded = one request alone, SQL / API, median of n):`)
      const shapeRows: string[][] = []
      const over: string[] = []
      const scaled = r.companies !== BASELINE_COMPANIES
      for (const shape of Object.keys(SHAPES) as Shape[]) {
        const cs = m.checked.filter((c) => c.request.kind === kind && c.request.shape === shape)
        if (!cs.length) continue
        const totals = cs.map((c) => c.total)
        const alone = cs.flatMap((c) => c.unloaded ? [c.unloaded] : [])
        const e = r.explains.find((x) => x.mix === m.mix && x.kind === kind && x.shape === shape)
        const a = api.byShape[`${kind} ${shape}`]
        const s = sql?.byShape[`${kind} ${shape}`]
        if (!a || !valid || a.p95 >= TARGET_P95_MS) over.push(`${shape} ${a ? `${fmtMs(a.p95)} ms` : 'not played (lengthen --duration)'}`)
        shapeRows.push([shape, String(cs.length), `${Math.min(...totals)}–${Math.max(...totals)}`,
          alone.length ? `${fmtMs(summarize(alone.map((x) => x.sqlMs)).p50)} / ${fmtMs(summarize(alone.map((x) => x.apiMs)).p50)} (${alone.length})` : 'n/a',
          String(a?.count ?? 0), fmtMs(a?.p50 ?? NaN), fmtMs(a?.p95 ?? NaN),
          ...(scaled ? [timesBase(a?.p95, baseline[`${m.mix} ${kind} ${shape}`])] : []),
          fmtMs(s?.p50 ?? NaN), fmtMs(s?.p95 ?? NaN), fmtMs(e?.executionMs ?? NaN),
          `${e?.seqScan ? 'SEQ SCAN: ' : ''}${e?.nodes ?? ''}${e?.jit ? ' + JIT' : ''}`])
      }
      L.push(...table(['shape', 'reqs', 'matches', 'unloaded ms', 'answers', 'API p50', 'API p95', ...(scaled ? [`p95 / ${BASELINE_COMPANIES / 1000}k`] : []), 'SQL p50', 'SQL p95', 'EXPLAIN ms',
        'plan of the slowest statement of the slowest request'], shapeRows, scaled ? 'lrrrrrrrrrrl' : 'lrrrrrrrrrl'))
      // Typo searches beside one-word searches: what the correction (the words one edit away, then trigrams) adds.
      const typo = api.byShape[`${kind} text-typo`]
      const word = api.byShape[`${kind} text-word`]
      if (typo && word) {
        L.push(`${m.mix} ${kind}: typo searches p50 ${fmtMs(typo.p50)} ms, p95 ${fmtMs(typo.p95)} ms; one-word searches p50 ${fmtMs(word.p50)} ms, p95 ${fmtMs(word.p95)} ms; ` +
          `typo / word p95 = ${(typo.p95 / word.p95).toFixed(2)} ×${scaled ? `; typo p95 = ${timesBase(typo.p95, baseline[`${m.mix} ${kind} text-typo`])} its p95 at ${BASELINE_COMPANIES.toLocaleString('en')}` : ''}`)
      }
      latencyTarget(`${m.mix} ${kind}: p95 < ${TARGET_P95_MS} ms${size}`, api.byGroup[kind]?.p95, valid, binding)
      const shapes = shapeRows.length
      targets.push({ name: `${m.mix} ${kind}: p95 < ${TARGET_P95_MS} ms in every shape${size}`, value: over.length ? `${over.length} of ${shapes} over: ${over.join(', ')}` : `all ${shapes} shapes`, ok: !over.length, binding })
      if (r.companies >= TARGET_COMPANIES) {
        const base = baseline[`${m.mix} ${kind}`]
        const p95 = api.byGroup[kind]?.p95 ?? NaN
        targets.push({
          name: `${m.mix} ${kind}: p95 at ${r.companies.toLocaleString('en')} ≤ ${TARGET_SCALING} × p95 at ${BASELINE_COMPANIES.toLocaleString('en')}${base ? ` (${baselineSource || `run of ${base.date}`})` : ''}`,
          value: base ? `${fmtMs(p95)} / ${fmtMs(base.p95)} ms = ${(p95 / base.p95).toFixed(2)} ×` : `no ${BASELINE_COMPANIES.toLocaleString('en')} result: run --companies ${BASELINE_COMPANIES},${TARGET_COMPANIES}`,
          ok: base ? valid && p95 <= TARGET_SCALING * base.p95 : false, binding: m.mix === 'diverse',
        })
      }
    }
    targets.push({ name: `${m.mix}: API throughput ≥ ${TARGET_RATIO * 100} % of the same SQL through pgbench`, value: sql ? pct(ratio) : 'no pgbench', ok: sql ? ratio >= TARGET_RATIO : false, binding: true })
    targets.push({
      name: `${m.mix}: every answer 200 and identical to the SQL's`, value: `${m.mismatches.length} differ at the check, ${api.failed} failed under load${sql ? `, ${sql.failed} in pgbench` : ''}`,
      ok: !m.mismatches.length && api.failed === 0 && (sql?.failed ?? 0) === 0, binding: true,
    })
  }

  const ty = r.typos
  const compared = ty.same + ty.nearer.length + ty.missed.length
  L.push('')
  L.push(`## relevance at scale: ${ty.pairs} sampled words of the names with one typo each (drop, swap, replace, insert in turn), first 12 through the API`)
  L.push(`${ty.same} of ${compared} typos find their word's first 12; ${ty.nearer.length} are taken for another word at least as near; ${ty.missed.length} missed. ` +
    `Left out: ${ty.asTyped} typos that are words (or beginnings of words) of the directory, ${ty.unused} words no company uses.`)
  for (const x of ty.nearer.slice(0, 5)) L.push(`  as near: ${x}`)
  for (const x of ty.missed.slice(0, 10)) L.push(`  missed: ${x}`)
  targets.push({
    name: `relevance: a typo finds its word's first 12 (none missed, at most ${pct(TYPO_NEARER_SHARE)} taken for an equally near word)`,
    value: `${ty.same} / ${compared} same, ${ty.nearer.length} as near, ${ty.missed.length} missed`,
    ok: compared > 0 && ty.missed.length === 0 && ty.nearer.length <= TYPO_NEARER_SHARE * compared, binding: true,
  })

  const w = r.writes
  L.push('')
  L.push(`## writes, one at a time as an admin through the API (after the read load): ${w.failed.length} failed`)
  const writeRows = ([['approve a pending company: PATCH /api/admin/companies/:id/status', w.approve],
    ['edit a company (sector, country): PATCH /api/admin/companies/:id', w.edit]] as const)
    .map(([name, s]) => [name, String(s.count), fmtMs(s.p50), fmtMs(s.p95), fmtMs(s.p99), fmtMs(s.max)])
  L.push(...table(['', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'], writeRows, 'lrrrrr'))
  for (const f of w.failed.slice(0, 5)) L.push(`  ${f}`)
  const writeSize = r.companies >= TARGET_COMPANIES ? '' : ` (target at ${TARGET_COMPANIES.toLocaleString('en')} companies)`
  for (const [name, l] of [['approve', w.approve], ['edit', w.edit]] as const) {
    targets.push({ name: `writes: ${name} p95 < ${TARGET_WRITE_P95_MS} ms${writeSize}`, value: `${fmtMs(l.p95)} ms, ${l.count} done`, ok: !w.failed.length && l.count > 0 && l.p95 < TARGET_WRITE_P95_MS, binding: r.companies >= TARGET_COMPANIES })
  }
  const seqPaths = new Set(r.seqScans.map((s) => s.path))
  targets.push({
    name: `EXPLAIN: no Seq Scan on a directory table of ${SMALL_TABLE_ROWS.toLocaleString('en')} rows or more`,
    value: `${seqPaths.size} of ${r.runs.reduce((a, m) => a + m.checked.length, 0).toLocaleString('en')} requests (${r.statementsExplained.toLocaleString('en')} statements)`, ok: seqPaths.size === 0, binding: true,
  })

  L.push('')
  L.push('Targets:')
  for (const t of targets) L.push(`  ${mark(t).padEnd(5)}  ${t.name.padEnd(96)} ${t.value}`)
  if (targets.some((t) => !t.binding)) L.push('  * for information only: this run is not the target\'s size, or the classic mix (the latency targets are the diverse mix\'s)')
  if (seqPaths.size) {
    L.push('Requests whose plan has a Seq Scan on a directory table (first 20):')
    for (const s of r.seqScans.slice(0, 20)) L.push(`  ${s.mix}: GET ${s.path} (${s.table}, ${Math.round(s.rows).toLocaleString('en')} rows)`)
  }
  if (!pgbenchVersion()) L.push(`pgbench is missing: ${PGBENCH_INSTALL_HINT}`)
  return { text: L.join('\n'), pass: targets.every((t) => !t.binding || t.ok !== false) }
}

// ------------------------------------------------------------------------------------------------ main
run.exitWith(async () => {
  const version = pgbenchVersion()
  if (!version) console.warn(`WARNING: ${PGBENCH_INSTALL_HINT}\nThe API is measured alone; the throughput ratio cannot be computed.`)
  const resultsDir = resultsFolder(`${sizes.join('-')}-c${connections}-${variant}-${opts.mix}${onlyShapes.length ? '-subset' : ''}`)
  const texts: string[] = []
  const reports: SizeReport[] = []
  let pass = true
  for (const companies of sizes) {
    const info: Record<string, string> = {}
    const r = await benchSize(companies, !!version, resultsDir, info)
    reports.push(r)
    // The 1M target compares with 100k: from this invocation, else from the last saved 100k run.
    const here = reports.find((x) => x.companies === BASELINE_COMPANIES && x.connections === r.connections)
    const baseline = here ? p95sOf(here, 'this run') : onlyShapes.length ? {} : readLatest(BASELINE_COMPANIES)
    const { text, pass: ok } = report(r, info, baseline, here ? 'this run' : '')
    pass &&= ok
    texts.push(text)
    const json = {
      ...r, date: info.date, machine: info, cache: variant,
      runs: r.runs.map(({ checked, ...m }) => ({ ...m, checked: checked.map(({ statements, ...c }) => ({ ...c, statements: statements.length })) })),
    }
    fs.writeFileSync(path.join(resultsDir, `report-${companies}.json`), JSON.stringify(json, null, 1))
    if (!onlyShapes.length) fs.writeFileSync(latestFile(companies), JSON.stringify({ date: info.date, p95: { ...readLatest(companies), ...p95sOf(r, info.date) } }))
    console.log(`\n${'='.repeat(100)}\n${text}\n${'='.repeat(100)}`)
  }
  fs.writeFileSync(path.join(resultsDir, 'report.md'), texts.join('\n\n') + '\n')
  console.log(`\nReport, request lists, EXPLAIN ANALYZE plans and the pgbench scripts: ${path.relative(process.cwd(), resultsDir)}/`)
  return pass ? 0 : 1
})
