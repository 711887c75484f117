// The load generator of the soak benchmark, run as its own process (pinned to CPU 1 by soak.ts): browsers
// with their own cookies (anonymous visitors, signed-in visitors, company managers) play a mixed workload
// through the real API: browsing, searching, profile views, favourites, logins and publishing.
//  1. setup: every browser that has an account signs in; every listed path is asked once (a path that does
//     not answer 200 is left out and reported);
//  2. capacity (unless a rate is given): `connections` actions at a time, back to back (closed loop), warm-up
//     then the measured window: actions per second;
//  3. soak: actions started at a fixed rate (open loop: a slow answer does not slow the arrivals) for `seconds`.
// Prints SOAK_* lines for soak.ts and writes the result as JSON. Usage: soak-load.ts <config.json> <result.json>
import fs from 'node:fs'
import http from 'node:http'
import type { ApiRequest } from './api-requests'
import { prng } from './api-requests'
import { summarize, type LatencySummary } from './stats'

export interface SoakConfig {
  readonly base: string
  readonly password: string
  readonly visitors: readonly string[]
  readonly managers: readonly string[]
  readonly anonymous: number
  /** content.maxMediaItemsPerCompany: a manager at the limit deletes one of the items it published first. */
  readonly mediaLimit: number
  readonly lists: {
    readonly browse: readonly ApiRequest[]
    readonly search: readonly ApiRequest[]
    readonly exhibitions: readonly ApiRequest[]
    readonly media: readonly ApiRequest[]
    readonly profiles: readonly number[]
  }
  readonly connections: number
  readonly capacityWarmup: number
  readonly capacitySeconds: number
  /** Actions per second of the soak; undefined: half the measured capacity. */
  readonly rate?: number
  readonly seconds: number
  readonly timeoutMs: number
}

export interface PhaseResult {
  readonly seconds: number
  readonly actions: number
  readonly requests: number
  readonly errors: number
  readonly errorSamples: readonly string[]
  /** Errors by answer status or network error, and when they happened (seconds into the phase). */
  readonly errorKinds: Readonly<Record<string, number>>
  readonly errorSeconds: readonly number[]
  readonly actionsPerSecond: number
  readonly requestsPerSecond: number
  readonly latency: LatencySummary
  readonly byAction: Record<string, LatencySummary & { readonly errors: number }>
  readonly byRequest: Record<string, LatencySummary>
  /** Open loop: actions that waited for a free browser more than a second, and the most actions in flight. */
  readonly late?: number
  readonly maxInFlight?: number
  /** Requests sent again after a kept-alive connection closed under them (not errors: the app never saw them). */
  readonly resent: number
}

export interface SoakResult {
  readonly setup: { readonly browsers: number; readonly dropped: readonly string[]; readonly errors: readonly string[] }
  readonly capacity?: PhaseResult
  readonly rate: number
  readonly soak: PhaseResult
}

// ----------------------------------------------------------------------------------------------- HTTP
interface Answer { readonly status: number; readonly ms: number; readonly body: string; readonly setCookies: readonly string[]; readonly error?: string }

const [configFile, resultFile] = process.argv.slice(2)
if (!configFile || !resultFile) throw new Error('usage: soak-load.ts <config.json> <result.json>')
const cfg = JSON.parse(fs.readFileSync(configFile, 'utf8')) as SoakConfig
// With a `timeout`, the agent closes an idle connection a second before the server's `Keep-Alive: timeout=…`
// hint (Node's Agent.keepSocketAlive), so it rarely sends on a connection the server is closing.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024, timeout: cfg.timeoutMs })
/** Requests sent again because a kept-alive connection was closed under them before any answer (what browsers do). */
let resent = 0

const call = (method: string, path: string, cookie: string, body?: unknown, again = true): Promise<Answer> => new Promise((resolve) => {
  const t = performance.now()
  const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
  const headers: Record<string, string | number> = { accept: 'application/json' }
  if (cookie) headers.cookie = cookie
  if (data) { headers['content-type'] = 'application/json'; headers['content-length'] = data.length }
  let answered = false
  const fail = (error: string) => resolve({ status: 0, ms: performance.now() - t, body: '', setCookies: [], error })
  const req = http.request(cfg.base + path, { method, agent, headers, timeout: cfg.timeoutMs }, (res) => {
    answered = true
    const chunks: Buffer[] = []
    res.on('data', (c: Buffer) => chunks.push(c))
    res.on('error', (e) => fail(e.message))
    res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t, body: Buffer.concat(chunks).toString(), setCookies: res.headers['set-cookie'] ?? [] }))
  })
  req.on('timeout', () => req.destroy(new Error(`no answer within ${cfg.timeoutMs} ms`)))
  req.on('error', (e: NodeJS.ErrnoException) => {
    // The server closed a reused idle connection as the request went out: nothing reached the app; send once more.
    if (again && !answered && req.reusedSocket && (e.code === 'ECONNRESET' || e.code === 'EPIPE')) {
      resent++
      void call(method, path, cookie, body, false).then(resolve)
    } else fail(e.message)
  })
  req.end(data)
})

// ------------------------------------------------------------------------------------------- tallies
class Tally {
  readonly actions = new Map<string, number[]>()
  readonly actionErrors = new Map<string, number>()
  readonly requests = new Map<string, number[]>()
  readonly errorSamples: string[] = []
  errors = 0
  requestCount = 0
  actionCount = 0
  late = 0
  maxInFlight = 0
  readonly started = performance.now()
  private readonly resentBefore = resent

  request(label: string, ms: number) {
    this.requestCount++
    let l = this.requests.get(label)
    if (!l) this.requests.set(label, l = [])
    l.push(ms)
  }
  action(name: string, ms: number, ok: boolean) {
    this.actionCount++
    let l = this.actions.get(name)
    if (!l) this.actions.set(name, l = [])
    l.push(ms)
    if (!ok) this.actionErrors.set(name, (this.actionErrors.get(name) ?? 0) + 1)
  }
  readonly errorKinds = new Map<string, number>()
  readonly errorSeconds: number[] = []
  error(what: string, kind = 'exception') {
    this.errors++
    this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1)
    this.errorSeconds.push((performance.now() - this.started) / 1000)
    if (this.errorSamples.length < 20) this.errorSamples.push(what)
  }
  result(): PhaseResult {
    const seconds = (performance.now() - this.started) / 1000
    const all = [...this.requests.values()].flat()
    return {
      seconds, actions: this.actionCount, requests: this.requestCount, errors: this.errors, errorSamples: this.errorSamples,
      errorKinds: Object.fromEntries(this.errorKinds), errorSeconds: this.errorSeconds.map((x) => Math.round(x)),
      actionsPerSecond: this.actionCount / seconds, requestsPerSecond: this.requestCount / seconds, latency: summarize(all),
      byAction: Object.fromEntries([...this.actions].map(([k, v]) => [k, { ...summarize(v), errors: this.actionErrors.get(k) ?? 0 }])),
      byRequest: Object.fromEntries([...this.requests].map(([k, v]) => [k, summarize(v)])),
      late: this.late, maxInFlight: this.maxInFlight, resent: resent - this.resentBefore,
    }
  }
}

// ------------------------------------------------------------------------------------------ browsers
type Kind = 'anonymous' | 'visitor' | 'manager'

/** A browser: its cookies, its account, what it saved and what it published. */
class Browser {
  private readonly jar = new Map<string, string>()
  readonly favorites = new Set<number>()
  companies: { id: number; count: number; mine: number[] }[] = []
  nextCompany = 0

  constructor(readonly kind: Kind, readonly email?: string) {}

  cookieHeader() { return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') }
  private keep(setCookies: readonly string[]) {
    for (const c of setCookies) {
      const pair = c.split(';')[0]
      const i = pair.indexOf('=')
      const name = pair.slice(0, i).trim()
      const value = pair.slice(i + 1).trim()
      if (!value || /expires=Thu, 01 Jan 1970/i.test(c) || /max-age=0\b/i.test(c)) this.jar.delete(name)
      else this.jar.set(name, value)
    }
  }

  /** One request; false (and an error counted) unless it answers one of `expect`. */
  async send(tally: Tally, label: string, method: string, path: string, expect: readonly number[], body?: unknown): Promise<Answer | undefined> {
    const a = await call(method, path, this.cookieHeader(), body)
    this.keep(a.setCookies)
    tally.request(label, a.ms)
    if (expect.includes(a.status)) return a
    tally.error(`${label} ${method} ${path}: ${a.error ?? `${a.status} ${a.body.slice(0, 160)}`}`, a.status ? `HTTP ${a.status}` : a.error ?? 'no answer')
    return undefined
  }

  async signIn(tally: Tally): Promise<boolean> {
    return !!(await this.send(tally, 'POST /api/login', 'POST', '/api/login', [200], { email: this.email, password: cfg.password }))
  }
}

// ------------------------------------------------------------------------------------------- actions
const rnd = prng(20261122)
const one = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]
let lists = cfg.lists

interface Action { readonly name: string; readonly weight: number; readonly needs: 'any' | 'visitor' | 'manager'; run(b: Browser, t: Tally): Promise<boolean> }

const ACTIONS: readonly Action[] = [
  {
    // The directory's pages, the exhibition lists, and (signed in) the media center.
    name: 'browse', weight: 30, needs: 'any',
    run: async (b, t) => {
      const r = rnd()
      if (r < 0.2 && b.kind !== 'anonymous') return !!(await b.send(t, 'GET /api/media', 'GET', one(lists.media).path, [200]))
      if (r < 0.45) return !!(await b.send(t, 'GET /api/exhibitions', 'GET', one(lists.exhibitions).path, [200]))
      return !!(await b.send(t, 'GET /api/companies (browse)', 'GET', one(lists.browse).path, [200]))
    },
  },
  { name: 'search', weight: 20, needs: 'any', run: async (b, t) => !!(await b.send(t, 'GET /api/companies (search)', 'GET', one(lists.search).path, [200])) },
  {
    // A profile page: the company, its media, and whether it is saved.
    name: 'profile', weight: 25, needs: 'any',
    run: async (b, t) => {
      const id = one(lists.profiles)
      return !!(await b.send(t, 'GET /api/companies/:id', 'GET', `/api/companies/${id}`, [200]))
        && !!(await b.send(t, 'GET /api/companies/:id/media', 'GET', `/api/companies/${id}/media`, [200]))
        && !!(await b.send(t, 'GET /api/companies/:id/is-favorite', 'GET', `/api/companies/${id}/is-favorite`, [200]))
    },
  },
  {
    // Saves or unsaves one of 24 companies, so that additions and removals balance over time.
    name: 'favourite', weight: 12, needs: 'visitor',
    run: async (b, t) => {
      const id = one(lists.profiles.slice(0, 24))
      const ok = b.favorites.has(id)
        ? !!(await b.send(t, 'DELETE /api/favorites/:id', 'DELETE', `/api/favorites/${id}`, [204]))
        : !!(await b.send(t, 'POST /api/favorites', 'POST', '/api/favorites', [201], { companyId: id }))
      if (ok && !b.favorites.delete(id)) b.favorites.add(id)
      return ok && !!(await b.send(t, 'GET /api/favorites', 'GET', '/api/favorites', [200]))
    },
  },
  {
    // Signing out and in again: a new session (bcrypt on the server).
    name: 'login', weight: 8, needs: 'visitor',
    run: async (b, t) => !!(await b.send(t, 'POST /api/logout', 'POST', '/api/logout', [200])) && b.signIn(t),
  },
  {
    // A manager publishes a news item for one of its companies (deleting one of its own first at the limit).
    name: 'publish', weight: 5, needs: 'manager',
    run: async (b, t) => {
      const c = b.companies[b.nextCompany++ % b.companies.length]
      if (!c) return false
      if (c.count >= cfg.mediaLimit) {
        const old = c.mine.shift()
        if (old === undefined || !(await b.send(t, 'DELETE /api/company-media/:id', 'DELETE', `/api/company-media/${old}`, [204]))) return false
        c.count--
      }
      const n = t.actionCount
      const a = await b.send(t, 'POST /api/companies/:id/media', 'POST', `/api/companies/${c.id}/media`, [201], {
        type: 'news', title: `Soak test news ${n} of company ${c.id}`,
        content: 'A short news item published by the soak benchmark: the company opens a new office and hires twelve people in sales and support.',
      })
      if (!a) return false
      c.count++
      c.mine.push((JSON.parse(a.body) as { id: number }).id)
      return true
    },
  },
]
const totalWeight = ACTIONS.reduce((s, a) => s + a.weight, 0)
const pickAction = (): Action => {
  let x = rnd() * totalWeight
  for (const a of ACTIONS) if ((x -= a.weight) < 0) return a
  return ACTIONS[0]
}

// ----------------------------------------------------------------------------------- browser pools
const free: Record<Kind, Browser[]> = { anonymous: [], visitor: [], manager: [] }
const waiting: { needs: Action['needs']; resolve: (b: Browser) => void }[] = []
const fits = (b: Browser, needs: Action['needs']) => needs === 'any' || b.kind === needs

const acquire = (needs: Action['needs']): Promise<Browser> => {
  const pools = needs === 'any' ? (['anonymous', 'visitor', 'manager'] as const) : [needs]
  const candidates = pools.flatMap((k) => free[k])
  if (candidates.length) {
    const b = one(candidates)
    free[b.kind].splice(free[b.kind].indexOf(b), 1)
    return Promise.resolve(b)
  }
  return new Promise((resolve) => waiting.push({ needs, resolve }))
}
const release = (b: Browser) => {
  const i = waiting.findIndex((w) => fits(b, w.needs))
  if (i >= 0) waiting.splice(i, 1)[0].resolve(b)
  else free[b.kind].push(b)
}

let inFlight = 0
const perform = async (t: Tally, queuedAt = performance.now()) => {
  const action = pickAction()
  inFlight++
  t.maxInFlight = Math.max(t.maxInFlight, inFlight)
  const b = await acquire(action.needs)
  const started = performance.now()
  if (started - queuedAt > 1000) t.late++
  let ok = false
  try { ok = await action.run(b, t) } catch (err) { t.error(`${action.name}: ${err instanceof Error ? err.message : String(err)}`) }
  t.action(action.name, performance.now() - started, ok)
  release(b)
  inFlight--
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const say = (line: string) => process.stdout.write(`${line}\n`)

/** `connections` actions at a time, back to back, for `seconds`. */
const closedLoop = async (t: Tally, seconds: number) => {
  const end = performance.now() + seconds * 1000
  await Promise.all(Array.from({ length: cfg.connections }, async () => { while (performance.now() < end) await perform(t) }))
}

/** `rate` actions a second, whatever the answers' speed, for `seconds`; progress every 10 s. */
const openLoop = async (t: Tally, rate: number, seconds: number) => {
  const start = performance.now()
  const running = new Set<Promise<void>>()
  let started = 0
  let lastReport = start
  while (performance.now() - start < seconds * 1000) {
    const due = Math.floor(((performance.now() - start) / 1000) * rate)
    for (; started < due; started++) {
      const p = perform(t, start + (started / rate) * 1000)
      running.add(p)
      void p.finally(() => running.delete(p))
    }
    if (performance.now() - lastReport >= 10_000) {
      lastReport = performance.now()
      say(`SOAK_PROGRESS ${JSON.stringify({ s: Math.round((lastReport - start) / 1000), actions: t.actionCount, requests: t.requestCount, errors: t.errors, inFlight, late: t.late })}`)
    }
    await sleep(Math.max(1, Math.min(20, 1000 / rate)))
  }
  await Promise.race([Promise.all(running), sleep(cfg.timeoutMs + 5000)])
}

// ---------------------------------------------------------------------------------------------- main
const setup = new Tally()
const browsers: Browser[] = [
  ...Array.from({ length: cfg.anonymous }, () => new Browser('anonymous')),
  ...cfg.visitors.map((e) => new Browser('visitor', e)),
  ...cfg.managers.map((e) => new Browser('manager', e)),
]
for (const b of browsers.filter((x) => x.kind !== 'anonymous')) if (!(await b.signIn(setup))) throw new Error(`${b.email} could not sign in: ${setup.errorSamples.at(-1)}`)
for (const b of browsers.filter((x) => x.kind === 'manager')) {
  const own = await b.send(setup, 'GET /api/my-companies', 'GET', '/api/my-companies', [200])
  for (const c of JSON.parse(own?.body ?? '[]') as { id: number; status: string }[]) {
    if (c.status !== 'approved') continue
    const media = await b.send(setup, 'GET /api/companies/:id/media', 'GET', `/api/companies/${c.id}/media`, [200])
    b.companies.push({ id: c.id, count: (JSON.parse(media?.body ?? '[]') as unknown[]).length, mine: [] })
  }
}
// Every path once, signed in: what does not answer 200 (a refusal of the app) is left out and reported.
const dropped: string[] = []
const checker = browsers.find((b) => b.kind === 'visitor')!
const keepOk = async (xs: readonly ApiRequest[]) => {
  const ok: ApiRequest[] = []
  for (const r of xs) {
    // The media center needs a session; the other lists are asked anonymously.
    const a = r.path.startsWith('/api/media') ? await call('GET', r.path, checker.cookieHeader()) : await call('GET', r.path, '')
    if (a.status === 200) ok.push(r)
    else dropped.push(`${r.path} (${a.status || a.error})`)
  }
  return ok
}
lists = { ...lists, browse: await keepOk(lists.browse), search: await keepOk(lists.search), exhibitions: await keepOk(lists.exhibitions), media: await keepOk(lists.media) }
for (const b of browsers) free[b.kind].push(b)
say(`SOAK_READY ${browsers.length}`)

let capacity: PhaseResult | undefined
let rate = cfg.rate
if (rate === undefined) {
  await closedLoop(new Tally(), cfg.capacityWarmup)
  say('SOAK_CAPACITY_START')
  const t = new Tally()
  await closedLoop(t, cfg.capacitySeconds)
  capacity = t.result()
  rate = capacity.actionsPerSecond / 2
  say(`SOAK_CAPACITY ${capacity.actionsPerSecond.toFixed(2)} ${capacity.requestsPerSecond.toFixed(2)}`)
}
say(`SOAK_START ${rate.toFixed(2)}`)
const soak = new Tally()
await openLoop(soak, rate, cfg.seconds)
const result: SoakResult = { setup: { browsers: browsers.length, dropped, errors: setup.errorSamples }, capacity, rate, soak: soak.result() }
fs.writeFileSync(resultFile, JSON.stringify(result))
say('SOAK_DONE')
agent.destroy()
