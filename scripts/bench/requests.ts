// The mixed request list of the directory benchmark: the same list is played by autocannon against the
// API and, as the SQL the read model runs for each request, by pgbench against the database.
import type pg from 'pg'
import { decodeOrThrow, queryOf } from '../../src/adapters/http/validation'
import { DirectoryQuery } from '../../src/adapters/http/company/company.codecs'
import { DEFAULT_PAGE_SIZE, type SearchDirectory } from '../../src/application/directory/search-directory'
import { VOCABULARY } from './seed'

/** The query shapes reported one by one (latency per shape, one EXPLAIN each). */
export const SHAPES = {
  'landing': 'no filter, default sort (relevant = verified first, most viewed), pages 1–3',
  'browse-sorted': 'no filter, sorted a-z / recent / popular, pages 1–2',
  'text-word': 'one common word of the names (prefix, sector word, surname)',
  'text-brand': 'one rare brand name (a handful of matches)',
  'text-prefix': 'the first 3–5 letters of a word (as-you-type)',
  'text-typo': 'a misspelt word (found by trigram similarity only)',
  'text-phrase': 'two words',
  'text-sorted': 'one word, sorted a-z / recent / popular',
  'sector': 'a sector, each sort',
  'subsector': 'a sector and one of its subsectors, each sort',
  'country': 'one or several countries (ISO codes or names), each sort',
  'verified': 'verified companies only',
  'combo': 'text with sector / country / verified filters',
  'deep-page': 'pages 20–833 of large result sets (OFFSET 240–9,984)',
} as const

export type Shape = keyof typeof SHAPES

export interface BenchRequest {
  readonly shape: Shape
  /** The query string's parameters, as a browser would send them. */
  readonly params: Readonly<Record<string, string>>
  readonly path: string
}

export interface Catalogue {
  readonly sectors: readonly { id: number; name: string; subsectors: number[] }[]
  readonly countries: readonly { code: string; name: string }[]
}

export const loadCatalogue = async (client: pg.Client): Promise<Catalogue> => {
  const { rows: sectors } = await client.query<{ id: number; name: string; subsectors: number[] }>(`
    select s.id, s.name, coalesce(array_agg(ss.id order by ss.id) filter (where ss.id is not null), '{}') as subsectors
    from sectors s left join subsectors ss on ss.sector_id = s.id group by s.id order by s.id`)
  const { rows: countries } = await client.query<{ code: string; name: string }>('select code, name from countries order by id')
  return { sectors, countries }
}

/** A small deterministic PRNG (mulberry32), so every run plays the same list. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/** A typing mistake: a dropped, swapped or replaced letter in the middle of the word. */
const misspell = (word: string, kind: number): string => {
  const w = word.toLowerCase()
  const i = Math.max(1, Math.floor(w.length / 2))
  if (kind % 3 === 0) return w.slice(0, i) + w.slice(i + 1)
  if (kind % 3 === 1) return w.slice(0, i - 1) + w[i] + w[i - 1] + w.slice(i + 1)
  return w.slice(0, i) + (w[i] === 'e' ? 'a' : 'e') + w.slice(i + 1)
}

/** About a hundred requests in 14 shapes, interleaved so that every stretch of the list mixes them. */
export const buildRequests = (cat: Catalogue): BenchRequest[] => {
  const rnd = prng(20261122)
  const one = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!
  const V = VOCABULARY
  const cores = Object.values(V.cores).flat()
  const brand = () => one(V.syllable1) + one(V.syllable2) + one(V.syllable3)
  const sectorWithSubs = () => one(cat.sectors.filter((s) => s.subsectors.length))
  const top = V.topCountries
  const nameOf = (code: string) => cat.countries.find((c) => c.code === code)?.name ?? code
  const sorts = ['relevant', 'a-z', 'recent', 'popular'] as const
  const list: { shape: Shape; params: Record<string, string> }[] = []
  const add = (shape: Shape, n: number, make: (i: number) => Record<string, string>) => {
    for (let i = 0; i < n; i++) list.push({ shape, params: make(i) })
  }

  add('landing', 8, (i): Record<string, string> => (i < 5 ? {} : { page: String(i - 3) }))
  add('browse-sorted', 6, (i) => ({ sort: sorts[1 + (i % 3)]!, ...(i >= 3 ? { page: '2' } : {}) }))
  add('text-word', 12, (i) => ({ search: [one(V.prefixes), one(cores), one(V.surnames)][i % 3]!.toLowerCase() }))
  add('text-brand', 8, (i) => ({ search: i % 2 ? brand() : brand().toLowerCase() }))
  add('text-prefix', 8, (i) => ({ search: [one(cores), one(V.prefixes), one(V.surnames), brand()][i % 4]!.toLowerCase().slice(0, 3 + (i % 3)) }))
  add('text-typo', 8, (i) => ({ search: misspell([one(cores), one(V.prefixes), one(V.surnames), brand()][i % 4]!, i) }))
  add('text-phrase', 6, (i) => ({
    search: [`${one(V.prefixes)} ${one(cores)}`, `${one(V.surnames)} ${one(cores)}`, `${brand()} ${one(cores)}`][i % 3]!.toLowerCase(),
  }))
  add('text-sorted', 6, (i) => ({ search: [one(cores), one(V.prefixes)][i % 2]!.toLowerCase(), sort: sorts[1 + (i % 3)]! }))
  add('sector', 8, (i) => ({ sectorId: String(one(cat.sectors).id), sort: sorts[i % 4]! }))
  add('subsector', 6, (i) => {
    const s = sectorWithSubs()
    return { sectorId: String(s.id), subsectorId: String(one(s.subsectors)), sort: sorts[(i + 1) % 4]! }
  })
  add('country', 8, (i) => ({
    country: [one(top), nameOf(one(top)), `${one(top)},${one(top)},${one(top)}`, one(cat.countries).code][i % 4]!,
    sort: sorts[i % 4]!,
  }))
  add('verified', 4, (i) => ({ verified: 'true', sort: sorts[i % 4]! }))
  add('combo', 8, (i) => {
    const s = one(cat.sectors)
    const word = [one(V.prefixes), one(cores), one(V.surnames)][i % 3]!.toLowerCase()
    const combos: Record<string, string>[] = [
      { search: word, sectorId: String(s.id) },
      { search: word, country: one(top) },
      { search: word, verified: 'true', sort: 'popular' },
      { sectorId: String(s.id), country: `${one(top)},${one(top)}`, verified: 'true', sort: 'recent' },
    ]
    return combos[i % 4]!
  })
  const deep: Record<string, string>[] = [
    { sort: 'a-z', page: '50' },
    { sort: 'recent', page: '200' },
    { sort: 'popular', page: '833' }, // the deepest page served (10,000 results)
    { page: '100' },
    { sectorId: String(one(cat.sectors).id), sort: 'a-z', page: '50' },
    { country: one(top), sort: 'recent', page: '20' },
    { search: one(V.prefixes).toLowerCase(), page: '20' },
    { verified: 'true', sort: 'popular', page: '100', pageSize: '24' },
  ]
  add('deep-page', deep.length, (i) => deep[i]!)

  // Interleave: a deterministic shuffle.
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1))
    ;[list[i], list[j]] = [list[j]!, list[i]!]
  }
  return list.map(({ shape, params }) => {
    const qs = new URLSearchParams(params).toString()
    return { shape, params, path: `/api/companies${qs ? `?${qs}` : ''}` }
  })
}

/** What the route hands to the read model for these parameters (the same decoding and defaults). */
export const searchOf = (params: Readonly<Record<string, string>>): SearchDirectory => {
  const q = decodeOrThrow(DirectoryQuery, queryOf(params))
  return {
    search: q.search ?? undefined, sectorId: q.sectorId, subsectorId: q.subsectorId, verified: q.verified,
    countries: q.country ? q.country.split(',').map((c) => c.trim()).filter(Boolean).slice(0, 50) : undefined,
    sort: q.sort ?? 'relevant', page: q.page ?? 1, pageSize: q.pageSize ?? q.limit ?? DEFAULT_PAGE_SIZE,
  }
}
