import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export class BackupUnavailable extends Error {}

/** pg_dump of the server's own major version (or newer): PG_DUMP_PATH, Debian's versioned folders, then PATH. */
export const findPgTool = async (tool: 'pg_dump' | 'pg_restore', serverMajor: number): Promise<string> => {
  const candidates = [
    tool === 'pg_dump' ? process.env.PG_DUMP_PATH : process.env.PG_RESTORE_PATH,
    ...[0, 1, 2, 3].map((d) => `/usr/lib/postgresql/${serverMajor + d}/bin/${tool}`),
    tool,
  ].filter((c): c is string => !!c)
  for (const c of candidates) {
    try {
      const { stdout } = await run(c, ['--version'])
      const major = Number(/(\d+)(\.\d+)?/.exec(stdout)?.[1])
      if (major >= serverMajor) return c
    } catch { /* not there */ }
  }
  throw new BackupUnavailable(`${tool} ${serverMajor} or newer is not installed (Debian: apt-get install postgresql-client-${serverMajor}); set ${tool === 'pg_dump' ? 'PG_DUMP_PATH' : 'PG_RESTORE_PATH'} to use another one`)
}

/** Connection details of a URL as libpq environment variables, so no password appears in a command line. */
export const pgEnv = (url: string): NodeJS.ProcessEnv => {
  const u = new URL(url)
  return {
    ...process.env,
    PGHOST: decodeURIComponent(u.hostname), PGPORT: u.port || '5432', PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password), PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
    ...(u.searchParams.get('sslmode') ? { PGSSLMODE: u.searchParams.get('sslmode')! } : {}),
  }
}

const FILE = /^expo-atlas-\d{8}-\d{6}(-\d+)?\.dump$/

/**
 * Tables whose rows a backup leaves out (their definitions stay): the session signing key
 * (`app_secrets`) and the sessions. A backup file travels (downloads, copies); with the key and the
 * session ids' hashes in it, anyone holding it could sign cookies. A restore starts with no session
 * and the app makes a new key at its first start (or takes SESSION_SECRET): everyone signs in again.
 */
const DATA_LEFT_OUT = ['app_secrets', 'sessions'] as const

/**
 * Database backups: pg_dump in custom format into the backups folder, the newest `keep` kept, without
 * the rows of DATA_LEFT_OUT. Restore with `pg_restore --no-owner --dbname <url> <file>` (docs/operations.md).
 */
export class PgDumpBackups {
  constructor(private readonly dir: string, private readonly databaseUrl: string, private readonly serverMajor: () => Promise<number>, private readonly keep = 10) {}

  async create(now: Date): Promise<{ file: string; size: number }> {
    const pgDump = await findPgTool('pg_dump', await this.serverMajor())
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 })
    const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)
    let file = `expo-atlas-${stamp}.dump`
    for (let i = 2; fs.existsSync(path.join(this.dir, file)); i++) file = `expo-atlas-${stamp}-${i}.dump`
    const target = path.join(this.dir, file)
    await new Promise<void>((resolve, reject) => {
      const child = spawn(pgDump, ['--format=custom', '--no-owner', '--no-privileges', ...DATA_LEFT_OUT.map((table) => `--exclude-table-data=${table}`), '--file', `${target}.partial`], { env: pgEnv(this.databaseUrl), stdio: ['ignore', 'ignore', 'pipe'] })
      let err = ''
      child.stderr.on('data', (d: Buffer) => { err += d.toString() })
      child.on('error', reject)
      child.on('close', (code) => code === 0 ? resolve() : reject(new Error(`pg_dump exited with ${code}: ${err.trim().slice(0, 500)}`)))
    }).catch(async (e) => { await fs.promises.rm(`${target}.partial`, { force: true }); throw e })
    await fs.promises.rename(`${target}.partial`, target)
    await this.prune()
    return { file, size: fs.statSync(target).size }
  }

  list(): string[] {
    if (!fs.existsSync(this.dir)) return []
    return fs.readdirSync(this.dir).filter((f) => FILE.test(f)).sort().reverse()
  }

  latest(): { file: string; path: string; size: number } | undefined {
    const file = this.list()[0]
    if (!file) return undefined
    const p = path.join(this.dir, file)
    return { file, path: p, size: fs.statSync(p).size }
  }

  private async prune() {
    for (const old of this.list().slice(this.keep)) await fs.promises.rm(path.join(this.dir, old), { force: true })
  }
}
