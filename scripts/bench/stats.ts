// Small statistics helpers shared by the directory benchmark's processes.
import fs from 'node:fs'

export interface LatencySummary {
  readonly count: number
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly max: number
  readonly mean: number
}

/** The latencies of a measured run: all of them, by request shape, and by group where the requests have one. */
export interface RunLatencies {
  readonly failed: number
  readonly latency: LatencySummary
  readonly byShape: Record<string, LatencySummary>
  readonly byGroup: Record<string, LatencySummary>
}

/** Nearest-rank percentile of an ascending array. */
const rank = (sorted: readonly number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : NaN

/** p50/p95/p99 (nearest rank), max and mean of latencies in milliseconds. */
export const summarize = (latenciesMs: readonly number[]): LatencySummary => {
  const sorted = Float64Array.from(latenciesMs).sort()
  const arr = Array.from(sorted)
  const sum = arr.reduce((a, b) => a + b, 0)
  return {
    count: arr.length,
    p50: rank(arr, 50),
    p95: rank(arr, 95),
    p99: rank(arr, 99),
    max: arr.length ? arr[arr.length - 1] : NaN,
    mean: arr.length ? sum / arr.length : NaN,
  }
}

/** Latencies kept by key (shape, group): add one. */
export const noteLatency = (m: Map<string, number[]>, key: string, ms: number): void => {
  const list = m.get(key)
  if (list) list.push(ms); else m.set(key, [ms])
}
export const summarizeBy = (m: ReadonlyMap<string, readonly number[]>): Record<string, LatencySummary> =>
  Object.fromEntries([...m].map(([k, v]) => [k, summarize(v)]))

/** Busy share (0–1) of each CPU between two /proc/stat readings. */
export interface CpuSample { readonly [cpu: string]: { readonly busy: number; readonly total: number } }

export const readCpu = (): CpuSample => {
  const out: Record<string, { busy: number; total: number }> = {}
  try {
    for (const line of fs.readFileSync('/proc/stat', 'utf8').split('\n')) {
      const m = /^(cpu\d+)\s+(.*)$/.exec(line)
      if (!m) continue
      const v = m[2].trim().split(/\s+/).map(Number)
      const idle = (v[3] ?? 0) + (v[4] ?? 0)
      const total = v.slice(0, 8).reduce((a, b) => a + b, 0)
      out[m[1]] = { busy: total - idle, total }
    }
  } catch { /* not Linux: no CPU figures */ }
  return out
}

export const cpuBusy = (a: CpuSample, b: CpuSample): Record<string, number> => {
  const out: Record<string, number> = {}
  for (const k of Object.keys(b)) {
    const x = a[k]
    const y = b[k]
    if (x && y.total > x.total) out[k] = (y.busy - x.busy) / (y.total - x.total)
  }
  return out
}

export const fmtMs = (n: number): string => Number.isFinite(n) ? (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2)) : 'n/a'

/**
 * CPU ticks (USER_HZ) used so far by a process and all its descendants, children that ended included
 * (their time is in their parent's cutime/cstime once reaped). Linux only; 0 elsewhere.
 */
export const treeTicks = (rootPid: number): number => {
  const procs = new Map<number, { ppid: number; ticks: number }>()
  let names: string[]
  try { names = fs.readdirSync('/proc').filter((n) => /^\d+$/.test(n)) } catch { return 0 }
  for (const n of names) {
    try {
      const stat = fs.readFileSync(`/proc/${n}/stat`, 'utf8')
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // after the command: state ppid … utime(11) stime(12) cutime(13) cstime(14)
      procs.set(Number(n), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) })
    } catch { /* ended meanwhile */ }
  }
  const children = new Map<number, number[]>()
  for (const [pid, p] of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid])
  let total = 0
  const stack = [rootPid]
  while (stack.length) {
    const pid = stack.pop()!
    total += procs.get(pid)?.ticks ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

/** Busy ticks of all CPUs together, from /proc/stat. */
export const allBusyTicks = (s: CpuSample): number => Object.values(s).reduce((a, c) => a + c.busy, 0)
export const allTicks = (s: CpuSample): number => Object.values(s).reduce((a, c) => a + c.total, 0)

/** A window's CPU use: per CPU busy share, and the share of all CPUs used by processes not started by us. */
export interface CpuWindow { readonly perCpu: Record<string, number>; readonly foreign: number }
export const cpuWindowStart = () => ({ cpu: readCpu(), own: treeTicks(process.pid) })
export const cpuWindowEnd = (start: { cpu: CpuSample; own: number }): CpuWindow => {
  const cpu = readCpu()
  const own = treeTicks(process.pid)
  const total = allTicks(cpu) - allTicks(start.cpu)
  const foreign = total > 0 ? Math.max(0, (allBusyTicks(cpu) - allBusyTicks(start.cpu)) - (own - start.own)) / total : 0
  return { perCpu: cpuBusy(start.cpu, cpu), foreign }
}

/** The parent pid of a process (Linux), or undefined. */
const parentOf = (pid: number): number | undefined => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch { return undefined }
}
const insideOwnTree = (pid: number): boolean => {
  for (let p: number | undefined = pid, hops = 0; p && p > 1 && hops < 64; p = parentOf(p), hops++) if (p === process.pid) return true
  return false
}

/**
 * A window's CPU split between named process trees (the app's server, PostgreSQL's postmaster), in cores
 * (1.0 = one CPU busy for the whole window): each tree, `bench` (the rest of this process's tree: the load
 * generator, pgbench, this process) and `others` (every process outside them: other people's work).
 */
export interface CpuSplit { readonly cores: Readonly<Record<string, number>>; readonly bench: number; readonly others: number; readonly busy: number }
export interface CpuSplitStart { readonly cpu: CpuSample; readonly own: number; readonly trees: Readonly<Record<string, number>>; readonly roots: Readonly<Record<string, number>> }
export const cpuSplitStart = (roots: Readonly<Record<string, number | undefined>>): CpuSplitStart => {
  const known = Object.fromEntries(Object.entries(roots).filter((e): e is [string, number] => !!e[1]))
  return { cpu: readCpu(), own: treeTicks(process.pid), trees: Object.fromEntries(Object.entries(known).map(([k, pid]) => [k, treeTicks(pid)])), roots: known }
}
export const cpuSplitEnd = (start: CpuSplitStart): CpuSplit => {
  const cpu = readCpu()
  const n = Object.keys(cpu).length || 1
  const total = (allTicks(cpu) - allTicks(start.cpu)) / n
  const cores = (ticks: number) => total > 0 ? Math.max(0, ticks) / total : 0
  const trees = Object.fromEntries(Object.entries(start.roots).map(([k, pid]) => [k, treeTicks(pid) - (start.trees[k] ?? 0)]))
  const inside = Object.entries(trees).filter(([k]) => insideOwnTree(start.roots[k])).reduce((a, [, v]) => a + v, 0)
  const outside = Object.entries(trees).filter(([k]) => !insideOwnTree(start.roots[k])).reduce((a, [, v]) => a + v, 0)
  const own = treeTicks(process.pid) - start.own
  const busy = allBusyTicks(cpu) - allBusyTicks(start.cpu)
  return {
    cores: Object.fromEntries(Object.entries(trees).map(([k, v]) => [k, cores(v)])),
    bench: cores(own - inside),
    others: cores(busy - own - outside),
    busy: cores(busy),
  }
}
