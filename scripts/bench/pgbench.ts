// pgbench side of the benchmarks: the exact SQL the read model or the app sent for each request (literal
// parameters, simple query protocol as MikroORM uses), played at the same concurrency as the API. Either one
// script file per request, all of equal weight (a short list: pgbench draws the same mix autocannon cycles
// through), or, for long lists, files that each pick one of their requests at random (writeTreeScripts).
// Latencies come from pgbench's per-transaction log, per script file's shape and group.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { noteLatency, summarize, summarizeBy, type RunLatencies } from './stats'

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

export interface ScriptFile {
  readonly file: string
  readonly shape: string
  /** Reported together (`byGroup`), e.g. the list and the facets requests of a mix. */
  readonly group?: string
  /** pgbench's `-f file@weight` (default 1): how often the file is drawn. */
  readonly weight?: number
}

/** Each statement ends with `;` (pgbench reads multi-line SQL up to it). */
const statementLines = (statements: readonly string[]) => statements.map((s) => `${s.trim().replace(/;$/, '')};`)

const fileName = (dir: string, i: number, shape: string) => path.join(dir, `${String(i + 1).padStart(3, '0')}-${shape.replace(/\W+/g, '-')}.sql`)

/**
 * Writes one pgbench script per request.
 * `meta` lines (pgbench meta-commands such as `\set v random(1, 1000)`) come first, as they are.
 */
export const writeScripts = (dir: string, items: readonly { shape: string; group?: string; statements: readonly string[]; meta?: readonly string[] }[]): ScriptFile[] => {
  fs.mkdirSync(dir, { recursive: true })
  return items.map((item, i) => {
    const file = fileName(dir, i, item.shape)
    fs.writeFileSync(file, [...item.meta ?? [], ...statementLines(item.statements)].map((l) => `${l}\n`).join(''))
    return { file, shape: item.shape, group: item.group }
  })
}

/** pgbench refuses more script files than this (`-f` given more often). */
export const PGBENCH_MAX_SCRIPTS = 128
const PICK = 'bench_pick'

/**
 * A script that runs one of `requests` (each its statements), drawn uniformly: `\set bench_pick random(1, N)`,
 * then a balanced tree of `\if :bench_pick <= K` / `\else` / `\endif` down to each request's statements.
 * pgbench walks a skipped branch command by command, so a file costs pgbench's CPU in proportion to its length:
 * with 6,000 requests in one file it played `select 1` 670 times a second at most (22,000 with one request a file,
 * 17,000 with 128): keep files to a hundred requests or so.
 */
const treeScript = (requests: readonly (readonly string[])[]): string => {
  const lines = [`\\set ${PICK} random(1, ${requests.length})`]
  const walk = (lo: number, hi: number) => {
    if (lo === hi) { lines.push(...statementLines(requests[lo - 1])); return }
    const mid = Math.floor((lo + hi) / 2)
    lines.push(`\\if :${PICK} <= ${mid}`)
    walk(lo, mid)
    lines.push('\\else')
    walk(mid + 1, hi)
    lines.push('\\endif')
  }
  walk(1, requests.length)
  return lines.map((l) => `${l}\n`).join('')
}

/**
 * Scripts for a long request list (thousands: more than pgbench's 128 files): the requests of each shape are
 * cut into as few chunks as fit in `maxFiles` files, one file per chunk, each drawing one of its requests at
 * random (treeScript) and weighted by its number of requests, so every request is equally likely, as in the
 * list, and the per-transaction log still tells the shapes apart.
 */
export const writeTreeScripts = (dir: string, items: readonly { shape: string; group?: string; statements: readonly string[] }[], maxFiles = PGBENCH_MAX_SCRIPTS): ScriptFile[] => {
  fs.mkdirSync(dir, { recursive: true })
  const byShape = new Map<string, typeof items[number][]>()
  for (const item of items) {
    const xs = byShape.get(item.shape)
    if (xs) xs.push(item); else byShape.set(item.shape, [item])
  }
  if (byShape.size > maxFiles) throw new Error(`${byShape.size} shapes: more than pgbench's ${maxFiles} script files`)
  // The smallest chunk size that keeps the number of files within maxFiles.
  const files = (size: number) => [...byShape.values()].reduce((n, xs) => n + Math.ceil(xs.length / size), 0)
  let size = Math.max(1, Math.ceil(items.length / maxFiles))
  while (files(size) > maxFiles) size++
  const out: ScriptFile[] = []
  for (const [shape, xs] of byShape) {
    for (let i = 0; i < xs.length; i += size) {
      const chunk = xs.slice(i, i + size)
      const file = fileName(dir, out.length, shape)
      fs.writeFileSync(file, treeScript(chunk.map((x) => x.statements)))
      out.push({ file, shape, group: chunk[0].group, weight: chunk.length })
    }
  }
  return out
}

export interface PgbenchRun extends RunLatencies {
  readonly tps: number
  readonly transactions: number
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
  const shownArgs = [...o.pin, 'pgbench', ...args.map((a) => a.startsWith('--log-prefix') ? '--log-prefix=…' : a), `-f <${o.scripts.length} scripts${o.scripts.some((x) => x.weight && x.weight !== 1) ? ', weighted' : ''}>`]
  for (const s of o.scripts) args.push('-f', s.weight && s.weight !== 1 ? `${s.file}@${s.weight}` : s.file)
  const [cmd, ...rest] = [...o.pin, pgbenchCommand(), ...args]
  const child = spawn(cmd, rest, { env: { ...process.env, ...o.env }, stdio: ['ignore', 'pipe', 'pipe'] })
  o.onChild(child.pid, false)
  let out = ''
  let err = ''
  child.stdout.on('data', (d: Buffer) => { out += d.toString() })
  child.stderr.on('data', (d: Buffer) => {
    err += d.toString()
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
    const byGroup = new Map<string, number[]>()
    if (o.logDir) {
      for (const f of fs.readdirSync(o.logDir).filter((n) => n.startsWith('pgbench_log'))) {
        for (const line of fs.readFileSync(path.join(o.logDir, f), 'utf8').split('\n')) {
          // client_id transaction_no time script_no time_epoch time_us [...]; time in µs, or "failed"/"skipped".
          const [, , time, script] = line.split(' ')
          const us = Number(time)
          if (!line || !Number.isFinite(us)) continue
          const ms = us / 1000
          all.push(ms)
          const s = o.scripts[Number(script)]
          noteLatency(byShape, s?.shape ?? 'unknown', ms)
          if (s?.group) noteLatency(byGroup, s.group, ms)
        }
      }
      fs.rmSync(o.logDir, { recursive: true, force: true })
    }
    resolve({
      tps, transactions, failed, latency: summarize(all),
      byShape: summarizeBy(byShape),
      byGroup: summarizeBy(byGroup),
      command: shownArgs.join(' '),
    })
  })
})
