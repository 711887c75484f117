// The request mixes of the directory benchmark, played by autocannon against the API and, as the SQL the read
// model runs for each request, by pgbench against the database:
//  - classic: 104 requests of the directory list in 14 shapes, always the same (buildRequests; the API and soak
//    benchmarks play it too);
//  - diverse: 5,000 or more distinct directory visits drawn from the seeded vocabulary, each as the web client
//    makes it: the list (`GET /api/companies?…&sort=…&page=…&pageSize=12`) and its facets
//    (`GET /api/companies/facets?<same filters>`), every path once (buildDiverseRequests).
import type pg from 'pg'
import { decodeOrThrow, queryOf } from '../../src/adapters/http/validation'
import { DirectoryQuery } from '../../src/adapters/http/company/company.codecs'
import { DEFAULT_PAGE_SIZE, MAX_RESULT_WINDOW } from '../../src/application/directory/directory-limits'
import type { SearchDirectory } from '../../src/application/directory/search-directory'
import { prng } from './api-requests'
import { VOCABULARY } from './seed'

/**
 * The query shapes reported one by one (latency per shape, one EXPLAIN each). A facets request takes the shape
 * of its filters: `landing` without any, the text shapes for a text alone, `combo` for several filters.
 */
export const SHAPES = {
  'landing': 'no filter, default sort (relevant = verified first, most viewed), pages 1–3',
  'browse-sorted': 'no filter, sorted a-z / recent / popular, pages 1–2',
  'text-word': 'one common word of the names (prefix, sector word, surname)',
  'text-brand': 'one rare brand name (a handful of matches)',
  'text-prefix': 'the first 3–5 letters of a word (as-you-type)',
  'text-typo': 'a misspelt word (corrected: the words one edit away, else the most similar by trigrams)',
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

export const MIXES = ['classic', 'diverse'] as const
export type Mix = typeof MIXES[number]

/** `list`: GET /api/companies (a page, X-Total-Count); `facets`: GET /api/companies/facets (sector and country counts). */
export type Kind = 'list' | 'facets'

export interface BenchRequest {
  readonly kind: Kind
  readonly shape: Shape
  /** The query string's parameters, as a browser would send them. */
  readonly params: Readonly<Record<string, string>>
  readonly path: string
}

export interface Catalogue {
  readonly sectors: readonly { id: number; name: string; subsectors: number[] }[]
  readonly countries: readonly { id: number; code: string; name: string }[]
}

export const loadCatalogue = async (client: pg.Client): Promise<Catalogue> => {
  const { rows: sectors } = await client.query<{ id: number; name: string; subsectors: number[] }>(`
    select s.id, s.name, coalesce(array_agg(ss.id order by ss.id) filter (where ss.id is not null), '{}') as subsectors
    from sectors s left join subsectors ss on ss.sector_id = s.id group by s.id order by s.id`)
  const { rows: countries } = await client.query<{ id: number; code: string; name: string }>('select id, code, name from countries order by id')
  return { sectors, countries }
}

const SORTS = ['relevant', 'a-z', 'recent', 'popular'] as const
const TYPOS = ['drop', 'swap', 'replace', 'insert'] as const
type Typo = typeof TYPOS[number]

/**
 * A typing mistake at letter `i` (the middle by default): a dropped letter, two letters swapped, a letter replaced
 * or one inserted (`letter`; by default `e`, or `a` in place of an `e`).
 */
const misspell = (word: string, kind: Typo, i = Math.max(1, Math.floor(word.length / 2)), letter?: string): string => {
  const w = word.toLowerCase()
  const other = letter && letter !== w[i] ? letter : w[i] === 'e' ? 'a' : 'e'
  switch (kind) {
    case 'drop': return w.slice(0, i) + w.slice(i + 1)
    case 'swap': return w.slice(0, i - 1) + w[i] + w[i - 1] + w.slice(i + 1)
    case 'replace': return w.slice(0, i) + other + w.slice(i + 1)
    case 'insert': return w.slice(0, i) + other + w.slice(i)
  }
}

/** The vocabulary as the request builders draw from it. */
const vocabularyOf = (cat: Catalogue, rnd: () => number) => {
  const one = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]
  const V = VOCABULARY
  const cores = Object.values(V.cores).flat()
  return {
    one, V, cores,
    brand: () => one(V.syllable1) + one(V.syllable2) + one(V.syllable3),
    sectorWithSubs: () => one(cat.sectors.filter((s) => s.subsectors.length)),
    nameOf: (code: string) => cat.countries.find((c) => c.code === code)?.name ?? code,
  }
}

/** Fisher–Yates, in place. */
const shuffle = <T>(xs: T[], rnd: () => number): T[] => {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1))
    ;[xs[i], xs[j]] = [xs[j], xs[i]]
  }
  return xs
}

const pathOf = (base: string, params: Readonly<Record<string, string>>) => {
  const qs = new URLSearchParams(params).toString()
  return `${base}${qs ? `?${qs}` : ''}`
}

/** About a hundred requests in 14 shapes, interleaved so that every stretch of the list mixes them. */
export const buildRequests = (cat: Catalogue): BenchRequest[] => {
  const rnd = prng(20261122)
  const { one, V, cores, brand, sectorWithSubs, nameOf } = vocabularyOf(cat, rnd)
  const top = V.topCountries
  const list: { shape: Shape; params: Record<string, string> }[] = []
  const add = (shape: Shape, n: number, make: (i: number) => Record<string, string>) => {
    for (let i = 0; i < n; i++) list.push({ shape, params: make(i) })
  }

  add('landing', 8, (i): Record<string, string> => (i < 5 ? {} : { page: String(i - 3) }))
  add('browse-sorted', 6, (i) => ({ sort: SORTS[1 + (i % 3)], ...(i >= 3 ? { page: '2' } : {}) }))
  add('text-word', 12, (i) => ({ search: [one(V.prefixes), one(cores), one(V.surnames)][i % 3].toLowerCase() }))
  add('text-brand', 8, (i) => ({ search: i % 2 ? brand() : brand().toLowerCase() }))
  add('text-prefix', 8, (i) => ({ search: [one(cores), one(V.prefixes), one(V.surnames), brand()][i % 4].toLowerCase().slice(0, 3 + (i % 3)) }))
  add('text-typo', 8, (i) => ({ search: misspell([one(cores), one(V.prefixes), one(V.surnames), brand()][i % 4], TYPOS[i % 3]) }))
  add('text-phrase', 6, (i) => ({
    search: [`${one(V.prefixes)} ${one(cores)}`, `${one(V.surnames)} ${one(cores)}`, `${brand()} ${one(cores)}`][i % 3].toLowerCase(),
  }))
  add('text-sorted', 6, (i) => ({ search: [one(cores), one(V.prefixes)][i % 2].toLowerCase(), sort: SORTS[1 + (i % 3)] }))
  add('sector', 8, (i) => ({ sectorId: String(one(cat.sectors).id), sort: SORTS[i % 4] }))
  add('subsector', 6, (i) => {
    const s = sectorWithSubs()
    return { sectorId: String(s.id), subsectorId: String(one(s.subsectors)), sort: SORTS[(i + 1) % 4] }
  })
  add('country', 8, (i) => ({
    country: [one(top), nameOf(one(top)), `${one(top)},${one(top)},${one(top)}`, one(cat.countries).code][i % 4],
    sort: SORTS[i % 4],
  }))
  add('verified', 4, (i) => ({ verified: 'true', sort: SORTS[i % 4] }))
  add('combo', 8, (i) => {
    const s = one(cat.sectors)
    const word = [one(V.prefixes), one(cores), one(V.surnames)][i % 3].toLowerCase()
    const combos: Record<string, string>[] = [
      { search: word, sectorId: String(s.id) },
      { search: word, country: one(top) },
      { search: word, verified: 'true', sort: 'popular' },
      { sectorId: String(s.id), country: `${one(top)},${one(top)}`, verified: 'true', sort: 'recent' },
    ]
    return combos[i % 4]
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
  add('deep-page', deep.length, (i) => deep[i])

  // Interleave: a deterministic shuffle.
  return shuffle(list, rnd).map(({ shape, params }) => ({ kind: 'list', shape, params, path: pathOf('/api/companies', params) }))
}

/** The share of the diverse mix's visits drawn in each shape (before duplicates are dropped). */
const DIVERSE_SHARES: Readonly<Record<Shape, number>> = {
  'landing': 5, 'browse-sorted': 5, 'text-word': 12, 'text-brand': 8, 'text-prefix': 10, 'text-typo': 10, 'text-phrase': 7,
  'text-sorted': 5, 'sector': 7, 'subsector': 6, 'country': 8, 'verified': 3, 'combo': 11, 'deep-page': 3,
}
export const DIVERSE_VISITS = 5000
/** The web client's page size (DIRECTORY_PAGE_SIZE in web/src/features/companies/api/directory.ts). */
const WEB_PAGE_SIZE = 12
/** Pages from this one on make a `deep-page` visit; none goes past MAX_PAGE. */
const DEEP_PAGE = 20
const MAX_PAGE = 400
const LETTERS = 'abcdefghiklmnoprstuvyz'

type TextShape = 'text-word' | 'text-brand' | 'text-prefix' | 'text-typo' | 'text-phrase'

/** A visit's question: the filters in the order the web client sends them, then the sort and the page. */
interface Visit {
  readonly search?: string
  readonly sectorId?: string
  readonly subsectorId?: string
  readonly country?: string
  readonly verified?: 'true'
  readonly sort: typeof SORTS[number]
  readonly page: number
  /** How the text was made (a facets request with this text alone takes this shape). */
  readonly textShape?: TextShape
}

/** The shape of a facets request: that of its filters. */
const facetShape = (v: Visit): Shape => {
  const filters = [v.sectorId, v.country, v.verified].filter(Boolean).length
  if (v.search) return filters ? 'combo' : v.textShape ?? 'text-word'
  if (filters > 1) return 'combo'
  return v.subsectorId ? 'subsector' : v.sectorId ? 'sector' : v.country ? 'country' : v.verified ? 'verified' : 'landing'
}

/**
 * `visits` distinct directory visits drawn from the seeded vocabulary (words of the names, brands, as-you-type
 * prefixes, typos of four kinds, two-word phrases), the catalogue (sectors, subsectors, 1–3 countries as codes or
 * names, verified) and their combinations, each sort, pages 1–400 (most 1–3). Each visit is its list request,
 * then its facets request unless an earlier visit had the same filters: every path of the mix is distinct.
 */
export const buildDiverseRequests = (cat: Catalogue, visits = DIVERSE_VISITS): BenchRequest[] => {
  const rnd = prng(20261125)
  const { one, V, cores, brand, sectorWithSubs, nameOf } = vocabularyOf(cat, rnd)
  const oneOf = <T>(...makers: (() => T)[]): T => one(makers)()
  const chance = (p: number) => rnd() < p
  const between = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1))
  /** Log-uniform in [lo, hi]: as many pages 4–7 as 8–15. */
  const logBetween = (lo: number, hi: number) => Math.min(hi, Math.floor(lo * ((hi + 1) / lo) ** rnd()))
  const typed = (w: string) => (chance(0.7) ? w.toLowerCase() : w)
  const commonWord = () => oneOf(() => one(V.prefixes), () => one(cores), () => one(V.surnames))
  const anyWord = () => oneOf(commonWord, brand)
  const texts: Record<TextShape, () => string> = {
    'text-word': () => typed(commonWord()),
    'text-brand': () => typed(brand()),
    'text-prefix': () => anyWord().toLowerCase().slice(0, between(3, 5)),
    'text-typo': () => {
      const w = anyWord()
      return misspell(w, one(TYPOS), between(1, Math.max(1, w.length - 2)), one([...LETTERS]))
    },
    'text-phrase': () => typed(oneOf(() => `${one(V.prefixes)} ${one(cores)}`, () => `${one(V.surnames)} ${one(cores)}`,
      () => `${brand()} ${one(cores)}`, () => `${one(V.prefixes)} ${brand()}`, () => `${one(V.surnames)} ${one(V.surnames)}`)),
  }
  const text = (shape: TextShape) => ({ search: texts[shape](), textShape: shape })
  const anyText = () => text(one(Object.keys(texts) as TextShape[]))
  const otherSort = () => one(SORTS.slice(1))
  const anySort = () => (chance(0.55) ? 'relevant' : otherSort())
  // Most visits look at the first page; a tail goes further (log-uniform).
  const shallowPage = () => { const x = rnd(); return x < 0.7 ? 1 : x < 0.84 ? 2 : x < 0.91 ? 3 : logBetween(4, DEEP_PAGE - 1) }
  const textPage = () => { const x = rnd(); return x < 0.85 ? 1 : x < 0.95 ? 2 : 3 }
  const sector = () => ({ sectorId: String(one(cat.sectors).id) })
  const subsector = () => { const s = sectorWithSubs(); return { sectorId: String(s.id), subsectorId: String(one(s.subsectors)) } }
  const countryCode = () => (chance(0.7) ? one(V.topCountries) : one(cat.countries).code)
  // 1–3 countries, each as its ISO code or, a quarter of the time, its name (names with a comma cannot be sent).
  const countries = () => {
    const codes = [...new Set(Array.from({ length: one([1, 1, 1, 2, 3]) }, countryCode))]
    return { country: codes.map((c) => (chance(0.25) && !nameOf(c).includes(',') ? nameOf(c) : c)).join(',') }
  }
  const verified = () => ({ verified: 'true' as const })
  const someFilters = (n: number) => Object.assign({}, ...shuffle([oneOf(sector, subsector), countries(), verified()], rnd).slice(0, n)) as Partial<Visit>

  const draw = (shape: Shape): Visit => {
    switch (shape) {
      case 'landing': return { sort: 'relevant', page: shallowPage() }
      case 'browse-sorted': return { sort: otherSort(), page: shallowPage() }
      case 'text-word': case 'text-brand': case 'text-prefix': case 'text-typo': case 'text-phrase':
        return { ...text(shape), sort: 'relevant', page: textPage() }
      case 'text-sorted': return { ...text(one(['text-word', 'text-prefix'] as const)), sort: otherSort(), page: textPage() }
      case 'sector': return { ...sector(), sort: anySort(), page: shallowPage() }
      case 'subsector': return { ...subsector(), sort: anySort(), page: shallowPage() }
      case 'country': return { ...countries(), sort: anySort(), page: shallowPage() }
      case 'verified': return { ...verified(), sort: anySort(), page: shallowPage() }
      case 'combo': return chance(0.65)
        ? { ...anyText(), ...someFilters(between(1, 2)), sort: anySort(), page: textPage() }
        : { ...someFilters(between(2, 3)), sort: anySort(), page: shallowPage() }
      case 'deep-page': return {
        ...oneOf<Partial<Visit>>(() => ({}), sector, () => ({ country: one(V.topCountries) }), verified, () => ({ search: commonWord().toLowerCase() })),
        sort: one(SORTS), page: logBetween(DEEP_PAGE, MAX_PAGE),
      }
    }
  }

  const shares = Object.entries(DIVERSE_SHARES) as [Shape, number][]
  const totalShare = shares.reduce((a, [, n]) => a + n, 0)
  const pickShape = (): Shape => {
    let x = rnd() * totalShare
    for (const [shape, n] of shares) if ((x -= n) < 0) return shape
    return shares[0][0]
  }
  const seen = new Set<string>()
  const out: BenchRequest[] = []
  for (let tries = 0, lists = 0; lists < visits; tries++) {
    if (tries > visits * 100) throw new Error(`only ${lists} distinct visits after ${tries} draws`)
    const shape = pickShape()
    const v = draw(shape)
    if (v.page * WEB_PAGE_SIZE > MAX_RESULT_WINDOW) continue
    const filters = Object.fromEntries((['search', 'sectorId', 'subsectorId', 'country', 'verified'] as const)
      .flatMap((k) => (v[k] ? [[k, v[k]]] : []))) as Record<string, string>
    const params = { ...filters, sort: v.sort, page: String(v.page), pageSize: String(WEB_PAGE_SIZE) }
    const path = pathOf('/api/companies', params)
    if (seen.has(path)) continue
    seen.add(path)
    lists++
    out.push({ kind: 'list', shape, params, path })
    const facets = pathOf('/api/companies/facets', filters)
    if (seen.has(facets)) continue
    seen.add(facets)
    out.push({ kind: 'facets', shape: facetShape(v), params: filters, path: facets })
  }
  return out
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

/** What the facets route hands to the read model for these parameters. */
export const filtersOf = (params: Readonly<Record<string, string>>): Omit<SearchDirectory, 'sort' | 'page' | 'pageSize'> => {
  const q = searchOf(params)
  return { search: q.search, sectorId: q.sectorId, subsectorId: q.subsectorId, verified: q.verified, countries: q.countries }
}

/** A word of the seeded names and one typing mistake in it (the relevance check at scale). */
export interface TypoPair { readonly word: string; readonly typo: string; readonly kind: Typo }

/**
 * `n` words of the seeded vocabulary (name words, surnames, brands; five letters or more), each with one typo
 * of each kind in turn (a dropped, swapped, replaced or added letter at a random place but the first).
 */
export const buildTypoPairs = (cat: Catalogue, n = 200): TypoPair[] => {
  const rnd = prng(20261203)
  const { one, V, cores, brand } = vocabularyOf(cat, rnd)
  const between = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1))
  const out: TypoPair[] = []
  const seen = new Set<string>()
  for (let tries = 0; out.length < n && tries < n * 100; tries++) {
    const word = one([() => one(V.prefixes), () => one(cores), () => one(V.surnames), brand])().toLowerCase()
    if (word.length < 5 || !/^[a-z]+$/.test(word)) continue
    const kind = TYPOS[out.length % TYPOS.length]
    const typo = misspell(word, kind, between(1, word.length - (kind === 'insert' ? 1 : 2)), one([...LETTERS]))
    if (typo === word || seen.has(typo)) continue
    seen.add(typo)
    out.push({ word, typo, kind })
  }
  return out
}
