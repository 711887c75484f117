// pgbench side of the directory benchmark: one script file per request of the mix (the exact SQL the read
// model sent for it, literal parameters, simple query protocol as MikroORM uses), all of equal weight, so
// pgbench draws the same mix autocannon cycles through. Latencies come from pgbench's per-transaction log.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { summarize, type LatencySummary } from './stats'

export const PGBENCH_INSTALL_HINT =
  'pgbench was not found. On Debian/Ubuntu install it with `sudo apt-get install postgresql-client` ' +
  '(the pgbench binary comes with postgresql-client-NN; /usr/bin/pgbench is the wrapper of postgresql-client-common); ' +
  'on macOS `brew install libpq` and put its bin/ on PATH. Or set PGBENCH to its path.'

export const pgbenchCommand = (): string => process.env.PGBENCH || 'pgbench'

/** pgbench's version line, or undefined when it cannot run here. */
export const pgbenchVersion = (): string | undefined => {
  const r = spawnSync(pgbenchCommand(), ['--version'], { encoding: 'utf8' })
  return r.status === 0 ? r.stdout.trim() : undefined
}

export interface ScriptFile { readonly file: string; readonly shape: string }

/**
 * Writes one pgbench script per request; each statement ends with `;` (pgbench reads multi-line SQL up to it).
 * `meta` lines (pgbench meta-commands such as `\set v random(1, 1000)`) come first, as they are.
 */
export const writeScripts = (dir: string, items: readonly { shape: string; statements: readonly string[]; meta?: readonly string[] }[]): ScriptFile[] => {
  fs.mkdirSync(dir, { recursive: true })
  return items.map((item, i) => {
    const file = path.join(dir, `${String(i + 1).padStart(3, '0')}-${item.shape}.sql`)
    fs.writeFileSync(file, (item.meta ?? []).map((m) => `${m}\n`).join('') + item.statements.map((s) => `${s.trim().replace(/;$/, '')};\n`).join(''))
    return { file, shape: item.shape }
  })
}

export interface PgbenchRun {
  readonly tps: number
  readonly transactions: number
  readonly failed: number
  readonly latency: LatencySummary
  readonly byShape: Record<string, LatencySummary>
  readonly command: string
}

export interface PgbenchOptions {
  readonly env: Record<string, string>
  readonly connections: number
  readonly seconds: number
  readonly scripts: readonly ScriptFile[]
  /** A folder for the per-transaction logs (they are parsed, then deleted). Without it, nothing is logged. */
  readonly logDir?: string
  /** `taskset -c 1` or nothing. */
  readonly pin: readonly string[]
  readonly onChild: (pid: number | undefined, done: boolean) => void
  readonly onProgress: (line: string) => void
}

/** Runs pgbench; rejects when it fails or any transaction aborted a client. */
export const runPgbench = (o: PgbenchOptions): Promise<PgbenchRun> => new Promise((resolve, reject) => {
  const args = ['-n', '-c', String(o.connections), '-j', '1', '-T', String(o.seconds), '-P', '5']
  if (o.logDir) {
    fs.mkdirSync(o.logDir, { recursive: true })
    args.push('--log', `--log-prefix=${path.join(o.logDir, 'pgbench_log')}`)
  }
  for (const s of o.scripts) args.push('-f', s.file)
  const [cmd, ...rest] = [...o.pin, pgbenchCommand(), ...args]
  const shownArgs = [...o.pin, 'pgbench', ...args.filter((a) => !a.endsWith('.sql')).map((a) => a.startsWith('--log-prefix') ? '--log-prefix=…' : a), `-f <${o.scripts.length} scripts>`]
  const child = spawn(cmd!, rest, { env: { ...process.env, ...o.env }, stdio: ['ignore', 'pipe', 'pipe'] })
  o.onChild(child.pid, false)
  let out = ''
  let err = ''
  child.stdout.on('data', (d: Buffer) => { out += d })
  child.stderr.on('data', (d: Buffer) => {
    err += d
    for (const line of String(d).split('\n')) if (/^progress:/.test(line)) o.onProgress(line.trim())
  })
  child.on('error', reject)
  child.on('close', (code, signal) => {
    o.onChild(child.pid, true)
    if (code !== 0) return reject(new Error(`pgbench exited with ${code ?? signal}:\n${err.split('\n').filter((l) => !/^progress:/.test(l)).slice(-15).join('\n')}`))
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? NaN)
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1] ?? NaN)
    const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0)
    const all: number[] = []
    const byShape = new Map<string, number[]>()
    if (o.logDir) {
      for (const f of fs.readdirSync(o.logDir).filter((n) => n.startsWith('pgbench_log'))) {
        for (const line of fs.readFileSync(path.join(o.logDir, f), 'utf8').split('\n')) {
          // client_id transaction_no time script_no time_epoch time_us [...]; time in µs, or "failed"/"skipped".
          const [, , time, script] = line.split(' ')
          const us = Number(time)
          if (!line || !Number.isFinite(us)) continue
          const ms = us / 1000
          all.push(ms)
          const shape = o.scripts[Number(script)]?.shape ?? 'unknown'
          let list = byShape.get(shape)
          if (!list) byShape.set(shape, list = [])
          list.push(ms)
        }
      }
      fs.rmSync(o.logDir, { recursive: true, force: true })
    }
    resolve({
      tps, transactions, failed, latency: summarize(all),
      byShape: Object.fromEntries([...byShape].map(([k, v]) => [k, summarize(v)])),
      command: shownArgs.join(' '),
    })
  })
})
