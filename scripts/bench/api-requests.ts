// The requests of the API and soak benchmarks besides the directory's (requests.ts): company profiles,
// the exhibition lists and the media center, as the web client asks for them, from the seeded data.
import type pg from 'pg'
import { VOCABULARY } from './seed'

export interface ApiRequest { readonly shape: string; readonly path: string; readonly headers?: Readonly<Record<string, string>> }

/** A small deterministic PRNG (mulberry32), so every run plays the same lists. */
export const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const withQuery = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`

export interface PlatformRequests {
  /** Company ids: the `popular` 20 most viewed and `spread` ones over all ids. */
  readonly profiles: readonly { readonly shape: 'popular' | 'any'; readonly id: number }[]
  /** GET /api/exhibitions as the web client asks (exhibitionsKey, UPCOMING_EXHIBITIONS_KEY): anonymous. */
  readonly exhibitions: readonly ApiRequest[]
  /** GET /api/media as the media center asks (mediaListKey: one type at a time, 10 a page): needs a session. */
  readonly media: readonly ApiRequest[]
}

export const platformRequests = async (client: pg.Client, spread = 80): Promise<PlatformRequests> => {
  const rnd = prng(8)
  const one = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]
  const { rows: sectors } = await client.query<{ id: number }>('select id from sectors order by id')
  const sectorIds = sectors.map((s) => s.id)
  const { rows: popular } = await client.query<{ id: number }>('select company_id as id from directory_entries order by views desc, company_id limit 20')
  const { rows: others } = await client.query<{ id: number }>('select id from companies order by hashint8(id) limit $1', [spread])

  const cities = Object.values(VOCABULARY.cities).flat().map((c) => c.toLowerCase())
  const exhibitions: ApiRequest[] = []
  const ex = (shape: string, params: Record<string, string | number>) => exhibitions.push({ shape, path: withQuery('/api/exhibitions', params) })
  for (let i = 0; i < 6; i++) ex('home', { upcoming: 'true', limit: 3 })
  for (let p = 1; p <= 3; p++) for (let i = 0; i < 3; i++) ex('upcoming', { tab: 'upcoming', limit: 12, page: p })
  for (let i = 0; i < 4; i++) ex('ongoing', { tab: 'ongoing', limit: 12, page: 1 })
  for (const p of [1, 1, 1, 2, 2, 3, 5, 10, 20, 40]) ex('past', { tab: 'past', limit: 12, page: p })
  for (let i = 0; i < 6; i++) ex('search', { tab: i % 2 ? 'past' : 'upcoming', search: one(cities), limit: 12, page: 1 })
  for (let i = 0; i < 4; i++) ex('sector', { tab: 'past', sectorId: one(sectorIds), limit: 12, page: 1 })

  const words = [...VOCABULARY.surnames.slice(0, 10), 'launches', 'award', 'results', 'university'].map((w) => w.toLowerCase())
  const media: ApiRequest[] = []
  const md = (shape: string, params: Record<string, string | number>) => media.push({ shape, path: withQuery('/api/media', { ...params, pageSize: 10 }) })
  for (const type of ['press_release', 'news']) for (const p of [1, 1, 1, 2, 2, 3, 4, 5]) md('type', { type, page: p })
  for (const p of [1, 1, 2, 3]) md('events', { type: 'event', upcoming: 'true', page: p })
  for (let i = 0; i < 8; i++) md('search', { type: i % 2 ? 'news' : 'press_release', search: one(words), page: 1 })
  for (let i = 0; i < 8; i++) md('sector', { type: i % 2 ? 'news' : 'press_release', sector: one(sectorIds), page: 1 })
  for (const p of [10, 20, 50, 100]) md('deep', { type: 'press_release', page: p })

  return {
    profiles: [...popular.map((r) => ({ shape: 'popular' as const, id: r.id })), ...others.map((r) => ({ shape: 'any' as const, id: r.id }))],
    exhibitions,
    media,
  }
}
