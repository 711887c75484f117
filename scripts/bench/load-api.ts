// The load generator of the benchmarks, run as its own process (pinned to CPU 1 by the caller):
// autocannon plays the request list over `connections` keep-alive connections, first for `warmup` seconds
// (not recorded), then for `duration` seconds; the latency of every answer is kept, overall and per shape.
// A request may carry headers (a session cookie) and a group (latencies are also kept per group); any answer
// but 200 counts as failed. The measured window goes on through the list where the warm-up stopped.
// Usage: load-api.ts <config.json> <result.json>
import fs from 'node:fs'
import autocannon, { type Request, type Result } from 'autocannon'
import { noteLatency, summarize, summarizeBy, type RunLatencies } from './stats'

export interface LoadConfig {
  readonly url: string
  readonly connections: number
  readonly warmup: number
  readonly duration: number
  readonly requests: readonly { shape: string; group?: string; path: string; headers?: Readonly<Record<string, string>> }[]
}

export interface LoadResult extends RunLatencies {
  readonly seconds: number
  readonly ok: number
  readonly rps: number
}

const [configFile, resultFile] = process.argv.slice(2)
if (!configFile || !resultFile) throw new Error('usage: load-api.ts <config.json> <result.json>')
const cfg = JSON.parse(fs.readFileSync(configFile, 'utf8')) as LoadConfig

// One global round-robin over the list, shared by all connections (autocannon's own `requests` list would
// start every connection at the first entry) and by the warm-up and the measured window: each request takes
// the next entry and notes it in the connection's context, which still holds it when the answer arrives (pipelining 1).
let next = 0

const play = (seconds: number, record: boolean): Promise<LoadResult> => new Promise((resolve, reject) => {
  const all: number[] = []
  const byShape = new Map<string, number[]>()
  const byGroup = new Map<string, number[]>()
  let failed = 0
  const requests: Request[] = [{
    method: 'GET',
    path: cfg.requests[0].path,
    setupRequest: (req: Request, context: Record<string, unknown>) => {
      const i = next++ % cfg.requests.length
      context.i = i
      const { path, headers } = cfg.requests[i]
      return headers ? { ...req, path, headers: { ...req.headers, ...headers } } : { ...req, path }
    },
  }]
  const instance = autocannon({ url: cfg.url, connections: cfg.connections, duration: seconds, timeout: 30, requests },
    (err: Error | null, result: Result) => {
      if (err) return reject(err)
      const ok = all.length
      resolve({
        seconds: result.duration,
        ok,
        failed: failed + result.errors + result.timeouts,
        rps: ok / result.duration,
        latency: summarize(all),
        byShape: summarizeBy(byShape),
        byGroup: summarizeBy(byGroup),
      })
    })
  instance.on('response', (client, statusCode, _bytes, ms) => {
    if (statusCode !== 200) { failed++; return }
    all.push(ms)
    if (!record) return
    const r = cfg.requests[Number(client.requestIterator.context.i)]
    noteLatency(byShape, r?.shape ?? 'unknown', ms)
    if (r?.group) noteLatency(byGroup, r.group, ms)
  })
})

if (cfg.warmup > 0) {
  const w = await play(cfg.warmup, false)
  process.stderr.write(`  warm-up: ${w.ok} answers in ${w.seconds.toFixed(1)} s (${w.rps.toFixed(0)}/s), ${w.failed} failed\n`)
}
process.stdout.write('BENCH_MEASURE_START\n')
const result = await play(cfg.duration, true)
fs.writeFileSync(resultFile, JSON.stringify(result))
