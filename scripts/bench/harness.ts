// What the API and soak benchmarks share: the processes they start (tracked, stopped and deleted at the end,
// on errors and on Ctrl-C), the database prepared as the app prepares it and seeded (seed.ts, then
// seed-platform.ts), the app's server process (server.ts) pinned to CPU 0, sign-in, the machine's
// description, and the formatting of the reports.
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import pino from 'pino'
import type { MikroORM } from '@mikro-orm/postgresql'
import { initOrm } from '../../src/adapters/persistence/orm'
import { prepareDatabase } from '../../src/main/bootstrap'
import { readConfig } from '../../src/main/config'
import { systemClock } from '../../src/main/container'
import { openBenchDatabase, type BenchDatabase } from './database'
import { pgbenchVersion } from './pgbench'
import { seedCompanies, type SeedTimings } from './seed'
import { seedPlatform, type PlatformCounts } from './seed-platform'
import { cpuSplitEnd, cpuSplitStart, type CpuSplit, type CpuSplitStart } from './stats'

export const benchDir = path.dirname(fileURLToPath(import.meta.url))
export const projectDir = path.resolve(benchDir, '../..')
/** What src/adapters/persistence/orm.ts sets on every connection of the app. */
export const PG_OPTIONS = '-c pg_trgm.word_similarity_threshold=0.4 -c max_parallel_workers_per_gather=0'
export const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0 && os.availableParallelism() >= 2
/** `taskset -c N` when the machine has it and two CPUs or more, else nothing. */
export const pin = (cpu: number): string[] => hasTaskset ? ['taskset', '-c', String(cpu)] : []
export const tsxNode = [process.execPath, '--import', 'tsx']

export const log = (s: string) => console.log(s)
export const step = (s: string) => console.log(`\n== ${s}`)
export const pct = (x: number) => Number.isFinite(x) ? `${(x * 100).toFixed(1)} %` : 'n/a'
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** `--name` as a positive integer (underscores allowed: 100_000), or exit 2 with a message. */
export const positiveInt = (name: string, v: string | undefined, allowZero = false): number => {
  const n = Number(String(v).replace(/_/g, ''))
  if (!Number.isInteger(n) || n < (allowZero ? 0 : 1)) {
    console.error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got ${v}`)
    process.exit(2)
  }
  return n
}

/** The processes, database and temp folder of one benchmark run, all released by `cleanup()` (also on Ctrl-C and exit). */
export class BenchRun {
  private readonly children = new Set<ChildProcess>()
  private readonly pids = new Set<number>()
  db: BenchDatabase | undefined
  readonly workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-atlas-bench-work-'))
  private cleaning: Promise<void> | undefined

  constructor() {
    process.on('exit', () => {
      this.kill('SIGKILL')
      this.db?.removeSync()
      fs.rmSync(this.workDir, { recursive: true, force: true })
    })
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        console.error(`\n${signal}: stopping the server, the load generators and the database…`)
        void this.cleanup().finally(() => process.exit(130))
      })
    }
  }

  spawn(argv: readonly string[], o: SpawnOptions): ChildProcess {
    const child = spawn(argv[0], argv.slice(1), { cwd: projectDir, ...o })
    this.children.add(child)
    child.on('exit', () => this.children.delete(child))
    return child
  }

  /** For processes started elsewhere (pgbench): `done` when it ended. */
  readonly track = (pid: number | undefined, done: boolean) => { if (pid) { if (done) this.pids.delete(pid); else this.pids.add(pid) } }

  private kill(signal: NodeJS.Signals) {
    for (const c of this.children) if (c.exitCode === null && c.signalCode === null) c.kill(signal)
    for (const pid of this.pids) { try { process.kill(pid, signal) } catch { /* gone */ } }
  }

  cleanup(): Promise<void> {
    return this.cleaning ??= (async () => {
      this.kill('SIGTERM')
      const deadline = Date.now() + 5000
      while ([...this.children].some((c) => c.exitCode === null && c.signalCode === null) && Date.now() < deadline) await sleep(100)
      this.kill('SIGKILL')
      await this.db?.stop().catch(() => undefined)
      fs.rmSync(this.workDir, { recursive: true, force: true })
    })()
  }

  /** Runs `main`, cleans up, and exits with its code (2 and the stack on an error). */
  exitWith(main: () => Promise<number>): void {
    main()
      .then(async (code) => { await this.cleanup(); process.exit(code) })
      .catch(async (err: unknown) => {
        console.error('\nbenchmark failed:', err instanceof Error ? err.stack ?? err.message : err)
        await this.cleanup()
        process.exit(2)
      })
  }
}

export const waitForLine = (child: ChildProcess, re: RegExp, timeoutMs: number): Promise<RegExpExecArray> => new Promise((resolve, reject) => {
  let buf = ''
  const timer = setTimeout(() => reject(new Error(`no ${re} from the child within ${timeoutMs / 1000} s`)), timeoutMs)
  const onData = (d: Buffer) => {
    buf += d.toString()
    for (const line of buf.split('\n')) {
      const m = re.exec(line)
      if (m) { clearTimeout(timer); child.stdout!.off('data', onData); resolve(m); return }
    }
  }
  child.stdout!.on('data', onData)
  child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`the child exited (${code}) before ${re}`)) })
})

/** A migrated database with its reference data and seedCompanies's companies. */
export interface SeededDatabase {
  readonly db: BenchDatabase
  readonly orm: MikroORM
  /** A connection with the app's session settings (PG_OPTIONS). */
  readonly client: pg.Client
  readonly seed: SeedTimings
  /** The PostgreSQL postmaster's pid when it runs on this machine (its CPU is then measured), else undefined. */
  readonly postmaster: number | undefined
}

/** SeededDatabase and seedPlatform's platform around the companies. */
export interface Platform extends SeededDatabase {
  readonly counts: PlatformCounts
}

/** A database (embedded or BENCH_DATABASE_URL), migrated with its reference data, then seeded with `companies` approved companies. */
export const prepareCompanies = async (run: BenchRun, companies: number): Promise<SeededDatabase> => {
  step(`database (${companies.toLocaleString('en')} companies)`)
  const db = run.db = await openBenchDatabase()
  log(db.kind === 'embedded' ? '  embedded PostgreSQL in a temp folder (deleted at the end)' : '  BENCH_DATABASE_URL (its public schema was dropped and recreated)')
  // No statement_timeout: the projection rebuild of 1M companies takes longer than the app's 30 s
  // (src/adapters/persistence/orm.ts). The app's server process keeps the app's settings.
  const orm = await initOrm(db.url, { driverOptions: { connectionTimeoutMillis: 10_000, statement_timeout: 0 } })
  const client = new pg.Client({ connectionString: db.url, options: PG_OPTIONS })
  client.on('error', () => undefined)
  const config = { ...readConfig({ NODE_ENV: 'test', SEED_DEMO_DATA: '0', LOG_LEVEL: 'warn' }), databaseUrl: db.url }
  await prepareDatabase(orm, config, pino({ level: 'warn' }), systemClock)
  await client.connect()
  step('seed')
  const seed = await seedCompanies(client, orm, companies, log)
  log(`  ${seed.companies.toLocaleString('en')} approved companies in ${(seed.totalMs / 1000).toFixed(1)} s ` +
    `(directory_entries: ${seed.tableSize} + ${seed.indexSize} of indexes)`)
  const { rows: [b] } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
  let postmaster: number | undefined
  try {
    const stat = fs.readFileSync(`/proc/${b.pid}/stat`, 'utf8')
    postmaster = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch { /* PostgreSQL on another machine or in a container: its CPU is not measured */ }
  return { db, orm, client, seed, postmaster }
}

/** prepareCompanies, then the platform around the companies (seed-platform.ts). */
export const preparePlatform = async (run: BenchRun, companies: number): Promise<Platform> => {
  const seeded = await prepareCompanies(run, companies)
  const counts = await seedPlatform(seeded.client, seeded.orm, log)
  log(`  platform seeded in ${(counts.ms / 1000).toFixed(1)} s: ${counts.exhibitions.toLocaleString('en')} exhibitions, ` +
    `${counts.participations.toLocaleString('en')} applications, ${counts.mediaItems.toLocaleString('en')} media items, ` +
    `${counts.favorites.toLocaleString('en')} favourites, ${counts.views.toLocaleString('en')} views, ${counts.events.toLocaleString('en')} events`)
  return { ...seeded, counts }
}

export const closePlatform = async (p: SeededDatabase) => {
  await p.client.end().catch(() => undefined)
  await p.orm.close().catch(() => undefined)
}

export interface ServerStats { readonly cpu: number; readonly eventLoop: number; readonly rssMb: number }
export interface MemorySample {
  readonly at: number; readonly rss: number; readonly heapUsed: number; readonly heapTotal: number; readonly external: number; readonly collected: boolean
}

export interface BenchServer {
  readonly base: string
  /** What the app logged (LOG_LEVEL warn: warnings and errors): how many lines, and the last few. */
  readonly logged: { count: number; readonly last: string[] }
  readonly pid: number
  readonly child: ChildProcess
  /** CPU and event-loop figures since the last call. */
  stats(): Promise<ServerStats>
  memory(gc?: boolean): Promise<MemorySample>
  stop(): Promise<void>
}

/** The app (scripts/bench/server.ts) in its own process on 127.0.0.1, pinned to CPU 0. */
export const startServer = async (run: BenchRun, databaseUrl: string, o: { recordSql?: boolean; exposeGc?: boolean; env?: Readonly<Record<string, string>> } = {}): Promise<BenchServer> => {
  step('server')
  const child = run.spawn([...pin(0), process.execPath, ...(o.exposeGc ? ['--expose-gc'] : []), '--import', 'tsx', path.join(benchDir, 'server.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production', SEED_DEMO_DATA: '0', BENCH_RECORD_SQL: o.recordSql ? '1' : '0', ...o.env },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const port = Number((await waitForLine(child, /^BENCH_SERVER_LISTENING (\d+)/, 90_000))[1])
  const base = `http://127.0.0.1:${port}`
  const logged = { count: 0, last: [] as string[] }
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    logged.count++
    logged.last.push(line.slice(0, 300))
    if (logged.last.length > 5) logged.last.shift()
  })
  // taskset execs node: the child's pid is the server's.
  log(`  app listening on ${base} (pid ${child.pid}${hasTaskset ? ', CPU 0' : ''}, LOG_LEVEL warn, NODE_ENV production)`)
  return {
    base,
    logged,
    pid: child.pid!,
    child,
    stats: async () => await (await fetch(`${base}/__bench/stats`)).json() as ServerStats,
    memory: async (gc = false) => await (await fetch(`${base}/__bench/memory${gc ? '?gc=1' : ''}`)).json() as MemorySample,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    },
  }
}

/** Signs in through the API; answers the Cookie header of the new session. */
export const signIn = async (base: string, email: string, password: string): Promise<string> => {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`)
  return cookieHeader(res.headers.getSetCookie())
}

/** `a=1; b=2` from Set-Cookie headers. */
export const cookieHeader = (setCookies: readonly string[]): string => setCookies.map((c) => c.split(';')[0]).join('; ')

/** The machine, the software and the pinning, for the report's header. */
export const describeMachine = async (client: pg.Client): Promise<Record<string, string>> => {
  const { rows: [v] } = await client.query<{ version: string; sb: string; wm: string }>(
    `select version(), current_setting('shared_buffers') sb, current_setting('work_mem') wm`)
  return {
    date: new Date().toISOString(),
    machine: `${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
    software: `Node ${process.version}, ${v.version.split(',')[0]} (shared_buffers ${v.sb}, work_mem ${v.wm}), ${pgbenchVersion() ?? 'no pgbench'}`,
    pinning: hasTaskset ? 'app on CPU 0, load generators and pgbench on CPU 1 (taskset), PostgreSQL unpinned' : 'none (taskset not available)',
    loadAverage: os.loadavg().map((x) => x.toFixed(2)).join(' '),
  }
}

/** CPU of a window: the app, PostgreSQL, the benchmark's own processes and everyone else. */
export const cpuWindow = (server: { pid: number } | undefined, postmaster: number | undefined): CpuSplitStart =>
  cpuSplitStart({ app: server?.pid, postgres: postmaster })
export const cpuSplitText = (c: CpuSplit) =>
  `app ${(c.cores.app ?? 0).toFixed(2)}, PostgreSQL ${c.cores.postgres === undefined ? 'n/a' : c.cores.postgres.toFixed(2)}, ` +
  `load generator ${c.bench.toFixed(2)}, others ${c.others.toFixed(2)} cores`
export { cpuSplitEnd }

/** Two seconds of the machine before a measurement: how busy are the others? */
export const idleCheck = async (server: { pid: number } | undefined, postmaster: number | undefined): Promise<CpuSplit> => {
  const a = cpuWindow(server, postmaster)
  await sleep(2000)
  const c = cpuSplitEnd(a)
  if (c.others > 0.1) log(`  WARNING: other processes use ${c.others.toFixed(2)} of the ${os.availableParallelism()} CPUs before the load: figures will be noisy`)
  return c
}

/** A Markdown table with right-aligned numeric columns (`r`) and left-aligned text (`l`). */
export const table = (header: readonly string[], rows: readonly (readonly string[])[], align: string): string[] => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const cell = (s: string, i: number) => (align[i] === 'r' ? s.padStart(widths[i]) : s.padEnd(widths[i]))
  return [
    `| ${header.map(cell).join(' | ')} |`,
    `|${widths.map((w, i) => (align[i] === 'r' ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ]
}

/** A results folder under scripts/bench/results/ (git-ignored). */
export const resultsFolder = (name: string): string => {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)
  const dir = path.join(benchDir, 'results', `${stamp}-${name}`)
  fs.mkdirSync(dir, { recursive: true })
  return dir
}
