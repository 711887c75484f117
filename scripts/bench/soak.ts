// `npm run bench:soak [-- --companies 100000] [--minutes 5] [--rate N] [--connections 32] [--capacity 20] [--warmup 60] [--sample 5]`
//
// The soak benchmark (docs/performance-api.md): the app under a mixed workload of real browsers (sessions,
// cookies) for minutes, at half the capacity measured first, with the server's memory sampled throughout.
//  1. a database (embedded, or BENCH_DATABASE_URL: ITS PUBLIC SCHEMA IS DROPPED), migrated and seeded with N
//     companies and the platform around them, as for bench:api;
//  2. the app (server.ts, with --expose-gc) on 127.0.0.1, CPU 0;
//  3. soak-load.ts (CPU 1): browsers sign in; capacity = actions per second with `connections` actions at a time
//     back to back (unless --rate gives the soak's rate); then actions at half that rate (open loop) for --minutes;
//  4. every --sample seconds the server's RSS and heap; the growth compares the median of the minute after the
//     warm-up (--warmup seconds) with the median of the last minute.
// Targets: zero errors (any answer but the expected status, any timeout), RSS and heap growth ≤ 10 %.
// Exit code: 0 when they pass, 1 when one fails, 2 on an error.
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { parseArgs } from 'node:util'
import { DEFAULT_SETTINGS } from '../../src/domain/settings/settings'
import { platformRequests } from './api-requests'
import {
  BenchRun, benchDir, closePlatform, cpuSplitEnd, cpuSplitText, cpuWindow, describeMachine, idleCheck, log, pin, positiveInt,
  preparePlatform, resultsFolder, sleep, startServer, step, table, tsxNode, type MemorySample,
} from './harness'
import { buildRequests, loadCatalogue } from './requests'
import { BENCH_PASSWORD, benchManager, benchVisitor } from './seed-platform'
import type { PhaseResult, SoakConfig, SoakResult } from './soak-load'
import { fmtMs, summarize, type CpuSplit } from './stats'

const TARGET_GROWTH = 0.1

const { values: opts } = parseArgs({
  options: {
    companies: { type: 'string', default: '100000' },
    minutes: { type: 'string', default: '5' },
    rate: { type: 'string' },
    connections: { type: 'string', default: '32' },
    capacity: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '60' },
    sample: { type: 'string', default: '5' },
    help: { type: 'boolean', default: false },
  },
})
if (opts.help) {
  console.log(`npm run bench:soak -- [--companies 100000] [--minutes 5] [--rate actions/s] [--connections 32] [--capacity 20] [--warmup 60] [--sample 5]
  --rate N          soak at N actions per second instead of half the measured capacity (no capacity phase)
  --connections N   actions at a time while the capacity is measured
  --capacity S      seconds of the capacity measurement (after 5 s of warm-up)
  --warmup S        seconds of the soak before the memory baseline
  BENCH_DATABASE_URL=postgres://…  use this database instead of an embedded one (its public schema is dropped and recreated!)`)
  process.exit(0)
}
const companies = positiveInt('companies', opts.companies)
const minutes = Number(opts.minutes)
if (!(minutes > 0)) { console.error('--minutes must be a positive number'); process.exit(2) }
const rate = opts.rate === undefined ? undefined : Number(opts.rate)
if (rate !== undefined && !(rate > 0)) { console.error('--rate must be a positive number of actions per second'); process.exit(2) }
const connections = positiveInt('connections', opts.connections)
const capacitySeconds = positiveInt('capacity', opts.capacity)
const warmupSeconds = positiveInt('warmup', opts.warmup, true)
const sampleSeconds = positiveInt('sample', opts.sample)
const seconds = Math.round(minutes * 60)
if (warmupSeconds >= seconds) { console.error('--warmup must be shorter than the soak'); process.exit(2) }
/** The baseline and end windows of the memory comparison, and how often a sample follows a full GC (twice a window at least). */
const WINDOW_S = Math.min(60, (seconds - warmupSeconds) / 3)
const GC_EVERY_S = Math.max(sampleSeconds, Math.min(30, WINDOW_S / 2))

// ---------------------------------------------------------------------------------------------- memory
interface Growth { readonly baseline: number; readonly end: number; readonly growth: number; readonly slopePerMinute: number }

/** The median of the first window after the warm-up against the median of the last window; and the least-squares slope after the warm-up. */
const growthOf = (samples: readonly (MemorySample & { t: number })[], pick: (s: MemorySample) => number): Growth => {
  const after = samples.filter((s) => s.t >= warmupSeconds)
  const windowS = WINDOW_S
  const median = (xs: number[]) => summarize(xs).p50
  const baseline = median(after.filter((s) => s.t < warmupSeconds + windowS).map(pick))
  const end = median(after.filter((s) => s.t >= seconds - windowS).map(pick))
  const n = after.length
  const mx = after.reduce((a, s) => a + s.t, 0) / n
  const my = after.reduce((a, s) => a + pick(s), 0) / n
  const slope = after.reduce((a, s) => a + (s.t - mx) * (pick(s) - my), 0) / Math.max(1e-9, after.reduce((a, s) => a + (s.t - mx) ** 2, 0))
  return { baseline, end, growth: end / baseline - 1, slopePerMinute: slope * 60 }
}
const mb = (bytes: number) => Number.isFinite(bytes) ? `${(bytes / 2 ** 20).toFixed(1)} MB` : 'n/a'

// ---------------------------------------------------------------------------------------------- main
const run = new BenchRun()

run.exitWith(async () => {
  const dir = resultsFolder(`soak-${companies}-${minutes}min`)
  const platform = await preparePlatform(run, companies)
  try {
    const info = await describeMachine(platform.client)
    const server = await startServer(run, platform.db.url, { exposeGc: true })

    // The lists: the directory's mix without its deep pages (refused past the result window), split in
    // browsing and searching; the exhibition lists, the media center and 200 company profiles.
    const directory = buildRequests(await loadCatalogue(platform.client)).filter((r) => r.shape !== 'deep-page')
    const { profiles, exhibitions, media } = await platformRequests(platform.client, 200)
    const searching = (shape: string) => shape.startsWith('text-') || shape === 'combo'
    const visitors = connections + 32
    const managers = 8
    const cfg: SoakConfig = {
      base: server.base, password: BENCH_PASSWORD,
      visitors: Array.from({ length: visitors }, (_, i) => benchVisitor(i + 1)),
      managers: Array.from({ length: managers }, (_, i) => benchManager(i + 1)),
      anonymous: connections * 4,
      mediaLimit: DEFAULT_SETTINGS.content.maxMediaItemsPerCompany,
      lists: {
        browse: directory.filter((r) => !searching(r.shape)).map((r) => ({ shape: r.shape, path: r.path })),
        search: directory.filter((r) => searching(r.shape)).map((r) => ({ shape: r.shape, path: r.path })),
        exhibitions, media, profiles: profiles.map((p) => p.id),
      },
      connections, capacityWarmup: 5, capacitySeconds, rate, seconds, timeoutMs: 10_000,
    }
    const cfgFile = path.join(run.workDir, 'soak.json')
    const outFile = path.join(run.workDir, 'soak.out.json')
    fs.writeFileSync(cfgFile, JSON.stringify(cfg))

    const idle = await idleCheck(server, platform.postmaster)
    step(`load: ${cfg.anonymous} anonymous browsers, ${visitors} visitors and ${managers} managers signed in (soak-load.ts${pin(1).length ? ', CPU 1' : ''})`)
    const loader = run.spawn([...pin(1), ...tsxNode, path.join(benchDir, 'soak-load.ts'), cfgFile, outFile], { stdio: ['ignore', 'pipe', 'inherit'] })
    const samples: (MemorySample & { t: number })[] = []
    let soakStart = 0
    let sampling: Promise<void> | undefined
    let stopSampling = false
    let capacityCpu: CpuSplit | undefined
    let capWin = cpuWindow(server, platform.postmaster)
    let soakWin = capWin
    // Every `sample` seconds; every GC_EVERY seconds after a full garbage collection (the live heap).
    const gcEvery = Math.max(1, Math.round(GC_EVERY_S / sampleSeconds))
    const sample = async () => {
      let next = soakStart
      for (let k = 1; !stopSampling; k++) {
        next += sampleSeconds * 1000
        await sleep(Math.max(0, next - Date.now()))
        if (stopSampling) break
        samples.push({ ...(await server.memory(k % gcEvery === 0)), t: (Date.now() - soakStart) / 1000 })
      }
    }
    const lines = readline.createInterface({ input: loader.stdout! })
    lines.on('line', (line) => {
      if (line.startsWith('SOAK_READY')) log(`  ${line.split(' ')[1]} browsers ready; capacity: ${connections} actions at a time, 5 s warm-up + ${capacitySeconds} s`)
      else if (line === 'SOAK_CAPACITY_START') capWin = cpuWindow(server, platform.postmaster)
      else if (line.startsWith('SOAK_CAPACITY ')) {
        capacityCpu = cpuSplitEnd(capWin)
        const [, a, r] = line.split(' ')
        log(`  capacity: ${a} actions/s (${r} requests/s); ${cpuSplitText(capacityCpu)}`)
      } else if (line.startsWith('SOAK_START')) {
        log(`\n== soak: ${line.split(' ')[1]} actions/s for ${minutes} min; memory every ${sampleSeconds} s (warm-up ${warmupSeconds} s)`)
        soakStart = Date.now()
        soakWin = cpuWindow(server, platform.postmaster)
        sampling = sample()
      } else if (line.startsWith('SOAK_PROGRESS')) {
        const p = JSON.parse(line.slice('SOAK_PROGRESS '.length)) as { s: number; actions: number; requests: number; errors: number; inFlight: number; late: number }
        const m = samples.at(-1)
        log(`  ${String(p.s).padStart(4)} s: ${p.actions} actions, ${p.requests} requests, ${p.errors} errors, ${p.inFlight} in flight` +
          `${m ? `; RSS ${mb(m.rss)}, heap ${mb(m.heapUsed)}` : ''}`)
      } else if (line === 'SOAK_DONE') stopSampling = true
    })
    const exit = await new Promise<number | null>((resolve) => loader.on('exit', resolve))
    stopSampling = true
    await sampling
    if (exit !== 0) throw new Error(`the load generator failed (${exit})`)
    const soakCpu = cpuSplitEnd(soakWin)
    const gcAtEnd = await server.memory(true)
    await server.stop()
    const result = JSON.parse(fs.readFileSync(outFile, 'utf8')) as SoakResult
    fs.writeFileSync(path.join(dir, 'memory.csv'), 'seconds,rss,heapUsed,heapTotal,external\n' +
      samples.map((s) => `${s.t.toFixed(1)},${s.rss},${s.heapUsed},${s.heapTotal},${s.external}`).join('\n') + '\n')

    // -------------------------------------------------------------------------------------- report
    const rss = growthOf(samples, (s) => s.rss)
    // The live heap: the samples taken after a full collection (the others are wherever the sawtooth was).
    const heap = growthOf(samples.filter((s) => s.collected), (s) => s.heapUsed)
    const heapRaw = growthOf(samples.filter((s) => !s.collected), (s) => s.heapUsed)
    const L: string[] = []
    const { capacity, soak } = result
    L.push(`Soak benchmark: ${companies.toLocaleString('en')} companies; ${capacity ? `capacity ${capacity.actionsPerSecond.toFixed(1)} actions/s measured with ${connections} at a time, soak at half: ` : 'soak at the given rate: '}` +
      `${result.rate.toFixed(1)} actions/s for ${minutes} min`)
    L.push(`${info.date} · ${info.machine} · ${info.software}`)
    L.push(`pinning: ${info.pinning}; before the load: ${cpuSplitText(idle)}; load average ${info.loadAverage}`)
    L.push(`browsers: ${cfg.anonymous} anonymous, ${visitors} signed-in visitors, ${managers} managers; mix: browse 30, search 20, profile 25 (3 requests), favourite 12, login 8, publish 5`)
    L.push('')
    const phaseRow = (name: string, p: PhaseResult, cpu?: CpuSplit) => [name, p.actionsPerSecond.toFixed(1), p.requestsPerSecond.toFixed(1), String(p.errors),
      fmtMs(p.latency.p50), fmtMs(p.latency.p95), fmtMs(p.latency.p99), fmtMs(p.latency.max), cpu ? cpuSplitText(cpu) : '']
    L.push(...table(['phase', 'actions/s', 'requests/s', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'CPU (cores)'],
      [...(capacity ? [phaseRow(`capacity (${connections} at a time)`, capacity, capacityCpu)] : []), phaseRow(`soak (${result.rate.toFixed(1)}/s, open loop)`, soak, soakCpu)], 'lrrrrrrrl'))
    L.push('')
    L.push('Soak, per action (whole action, ms) and per request (ms):')
    L.push(...table(['action', 'count', 'errors', 'p50', 'p95', 'p99'],
      Object.entries(soak.byAction).map(([k, s]) => [k, String(s.count), String(s.errors), fmtMs(s.p50), fmtMs(s.p95), fmtMs(s.p99)]), 'lrrrrr'))
    L.push('')
    L.push(...table(['request', 'count', 'p50', 'p95', 'p99', 'max'],
      Object.entries(soak.byRequest).sort((a, b) => b[1].count - a[1].count).map(([k, s]) => [k, String(s.count), fmtMs(s.p50), fmtMs(s.p95), fmtMs(s.p99), fmtMs(s.max)]), 'lrrrrr'))
    L.push('')
    L.push(`Memory of the app process (${samples.length} samples every ${sampleSeconds} s, after a full GC every ${gcEvery * sampleSeconds} s; baseline = median of the first ` +
      `${Math.round(WINDOW_S)} s after the ${warmupSeconds} s warm-up, end = median of the last as long; after the soak, a last full GC):`)
    const row = (name: string, g: Growth, last: number) => [name, mb(g.baseline), mb(g.end), `${(g.growth * 100).toFixed(1)} %`, `${mb(g.slopePerMinute)}/min`, mb(last)]
    L.push(...table(['', 'baseline', 'end', 'growth', 'trend after warm-up', 'after the soak, full GC'], [
      row('RSS (all samples)', rss, gcAtEnd.rss),
      row('heap used after a full GC', heap, gcAtEnd.heapUsed),
      row('heap used (other samples, for information)', heapRaw, gcAtEnd.heapUsed),
    ], 'lrrrrr'))
    if (soak.late || soak.resent || server.logged.count || result.setup.dropped.length) L.push('')
    if (soak.late) L.push(`${soak.late} actions waited more than a second for a free browser (at most ${soak.maxInFlight} in flight).`)
    const resent = (capacity?.resent ?? 0) + soak.resent
    if (resent) L.push(`${resent} requests were sent again because the server closed an idle kept-alive connection as they went out (as browsers do; the app never saw them).`)
    if (server.logged.count) L.push(`The app logged ${server.logged.count} warning or error lines; the last: ${server.logged.last.at(-1)}`)
    if (result.setup.dropped.length) L.push(`Left out of the lists (not 200 when checked): ${result.setup.dropped.join(', ')}`)
    L.push('')
    const errors = (capacity?.errors ?? 0) + soak.errors
    const checks = [
      { name: 'no errors (capacity and soak)', value: `${errors}`, ok: errors === 0 },
      { name: `RSS growth after warm-up ≤ ${TARGET_GROWTH * 100} %`, value: `${(rss.growth * 100).toFixed(1)} %`, ok: rss.growth <= TARGET_GROWTH },
      { name: `live heap growth after warm-up ≤ ${TARGET_GROWTH * 100} %`, value: `${(heap.growth * 100).toFixed(1)} %`, ok: heap.growth <= TARGET_GROWTH },
    ]
    L.push('Targets:')
    for (const c of checks) L.push(`  ${c.ok ? 'PASS' : 'FAIL'}  ${c.name.padEnd(40)} ${c.value}`)
    for (const [name, p] of [['capacity', capacity], ['soak', soak]] as const) {
      if (!p?.errors) continue
      L.push(`        ${name}: ${Object.entries(p.errorKinds).map(([k, n]) => `${k} × ${n}`).join(', ')}; between ${p.errorSeconds[0]} s and ${p.errorSeconds.at(-1)} s of the phase`)
    }
    for (const e of [...(capacity?.errorSamples ?? []), ...soak.errorSamples].slice(0, 10)) L.push(`        ${e}`)
    const text = L.join('\n')
    fs.writeFileSync(path.join(dir, 'report.md'), text + '\n')
    fs.writeFileSync(path.join(dir, 'report.json'), JSON.stringify({ info, companies, minutes, counts: platform.counts, result, rss, heap, heapRaw, gcAtEnd, capacityCpu, soakCpu }, null, 1))
    console.log(`\n${'='.repeat(100)}\n${text}\n${'='.repeat(100)}`)
    console.log(`\nReport and memory samples: ${path.relative(process.cwd(), dir)}/`)
    return checks.every((c) => c.ok) ? 0 : 1
  } finally {
    await closePlatform(platform)
  }
})
