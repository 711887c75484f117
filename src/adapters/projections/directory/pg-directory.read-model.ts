import type {
  DirectoryEntryView, DirectoryFacets, DirectoryPage, DirectoryReadModel, FacetCount, SearchDirectory,
} from '../../../application/directory/search-directory'
import { asDate, type Sql } from '../../persistence/sql'
import { ReadCache } from '../read-cache'
import { lookUp, matchesOf, termsOf, TEXT_LIMITS, TEXT_WINDOW, type Completion, type LookedUp, type Matches, type Term, type TextLimits } from './text-matches'

export { TEXT_WINDOW }

interface EntryRow {
  company_id: number; name: string; logo: string | null; description: string; country_id: number; country: string
  country_code: string; sector_id: number; sector: string; subsector_id: number | null; subsector: string | null
  products: string[]; services: string[]; is_verified: boolean; views: number; created_at: Date | string
}

const COLUMNS = `d.company_id, d.name, d.logo, d.description, d.country_id, d.country, d.country_code, d.sector_id, d.sector,
  d.subsector_id, d.subsector, d.products, d.services, d.is_verified, d.views, d.created_at`

const toView = (r: EntryRow): DirectoryEntryView => ({
  id: r.company_id, name: r.name, logo: r.logo, description: r.description, country: r.country, countryId: r.country_id,
  countryCode: r.country_code, sector: r.sector, sectorId: r.sector_id, subsector: r.subsector, subsectorId: r.subsector_id,
  products: r.products, services: r.services, status: 'approved', isVerified: r.is_verified, views: r.views,
  createdAt: asDate(r.created_at).toISOString(),
})

/** The words of a search, lower-case, at most eight. */
const wordsOf = (search: string): string[] => search.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? []
/** A question's words: undefined without text; empty when its text holds no word (nothing can match). */
const questionWords = (q: { readonly search?: string }): string[] | undefined =>
  q.search?.trim() ? wordsOf(q.search.trim().slice(0, 100)) : undefined

type Filters = Omit<SearchDirectory, 'sort' | 'page' | 'pageSize'>
type Sort = SearchDirectory['sort']

/** A text question as it is searched: its words, what each stands for in the dictionary. */
interface Text { readonly terms: readonly Term[]; readonly found: readonly (readonly Completion[])[] }
interface Where { readonly clause: string; readonly params: readonly unknown[] }
/** How many companies filters keep (directory_counts), the countries as asked. */
type Counter = (f: Filters, countries: readonly string[] | undefined) => Promise<number>
/** A question's countries as asked, each once, lower-case (names or ISO codes); undefined without. */
const countriesOf = (q: Filters): readonly string[] | undefined =>
  q.countries?.length ? [...new Set(q.countries.map((c) => c.toLowerCase()))].sort() : undefined
/** A country by its name or ISO code (the two parameters: the same lower-case list). */
const COUNTRY_IS = 'lower(name) = any(?::text[]) or lower(code) = any(?::text[])'
/** A promise started before it is awaited: its failure is reported where it is awaited, never as unhandled. */
const running = <T>(p: Promise<T>): Promise<T> => { p.catch(() => undefined); return p }

/** The filters but the text, as SQL on directory_entries `d`; `countryId` narrows to one country (one branch of several). */
const filtersOf = (q: Filters, countryIds: readonly number[] | undefined, alias: 'd' | 'w' = 'd'): Where => {
  const parts: string[] = []
  const params: unknown[] = []
  // A subsector and a sector: the subsector decides, and a subsector of another sector finds nothing at once
  // (a one-time test, instead of walking the subsector's rows for a sector they never have).
  if (q.sectorId !== undefined && q.subsectorId !== undefined) {
    parts.push(`${alias}.subsector_id = ?`, '? = (select sector_id from subsectors where id = ?)')
    params.push(q.subsectorId, q.sectorId, q.subsectorId)
  } else if (q.sectorId !== undefined) { parts.push(`${alias}.sector_id = ?`); params.push(q.sectorId) } else if (q.subsectorId !== undefined) {
    parts.push(`${alias}.subsector_id = ?`); params.push(q.subsectorId)
  }
  if (q.verified !== undefined) { parts.push(`${alias}.is_verified = ?`); params.push(q.verified) }
  // Country names and codes are resolved to ids first: the indexes on country_id serve the filter, and the
  // planner sees from the literal ids how rare a country is.
  if (countryIds) {
    if (countryIds.length === 1) { parts.push(`${alias}.country_id = ?`); params.push(countryIds[0]) } else { parts.push(`${alias}.country_id = any(?::int[])`); params.push(countryIds) }
  }
  return { clause: parts.join(' and '), params }
}
/**
 * How many matches a page skips. Both it and the page's size are whole numbers (the query's codec checked
 * them): browsePage and textPage write them into their statements (browsePage says why).
 */
const offsetOf = (q: Pick<SearchDirectory, 'page' | 'pageSize'>): number => {
  const offset = (q.page - 1) * q.pageSize
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(q.pageSize)) throw new Error('A page window is whole numbers')
  return offset
}
const and = (...parts: string[]) => parts.filter(Boolean).join(' and ')
const whereOf = (...parts: string[]) => (parts.some(Boolean) ? `where ${and(...parts)}` : '')

const ORDER: Record<Sort, string> = {
  'relevant': 'd.is_verified desc, d.views desc, d.company_id',
  'a-z': 'd.sort_name, d.company_id',
  'recent': 'd.created_at desc, d.company_id desc',
  'popular': 'd.views desc, d.company_id',
}
/** The columns each order reads (a merged page of several branches is ordered by them). */
const SORT_KEYS: Record<Sort, string> = {
  'relevant': 'd.is_verified, d.views', 'a-z': 'd.sort_name', 'recent': 'd.created_at', 'popular': 'd.views',
}

/** The orders of a text question's matches (`c`, text-matches.ts): relevant is a name match first, then the most viewed. */
const MATCH_ORDER: Record<Sort, string> = {
  'relevant': 'c.i',
  'a-z': 'c.sort_name, c.company_id',
  'recent': 'c.created_at desc, c.company_id desc',
  'popular': 'c.pop desc, c.company_id',
}

/** How long answers are kept (ms): pages, facets and featured; counts and other lookups. 0 turns caching off. */
export interface DirectoryCacheTtl { readonly results: number; readonly counts: number }
export const DEFAULT_DIRECTORY_TTL: DirectoryCacheTtl = { results: 30_000, counts: 5 * 60_000 }

/**
 * The directory's questions, each reading a bounded amount however many companies are listed
 * (docs/performance.md): a page without text is read in the order of an index and stops after the
 * page, its total and facets come from the maintained counts (directory_counts); a text question
 * ranks at most TEXT_WINDOW matches, found by the search indexes; a misspelt word is corrected from
 * the dictionary of words (directory_words), not by comparing it with every name.
 */
export class PgDirectoryReadModel implements DirectoryReadModel {
  /**
   * `sql` plans each statement for its values (the planner sees how rare a filter is); `generic` runs the
   * statements whose best plan does not depend on their values, prepared and planned once per connection
   * (prepared-sql.ts). Both the same gateway by default.
   */
  constructor(
    private readonly sql: Sql,
    private readonly cache = new ReadCache(),
    private readonly ttl: DirectoryCacheTtl = DEFAULT_DIRECTORY_TTL,
    private readonly limits: TextLimits = TEXT_LIMITS,
    private readonly generic: Sql = sql,
  ) {}

  search(q: SearchDirectory): Promise<DirectoryPage> {
    // A user's saved companies: their own question, answered apart (the other questions' plans stay as they are).
    if (q.savedBy !== undefined) return this.savedPage(q, q.savedBy)
    return this.cache.memo(`search ${keyOf(q)}`, this.ttl.results, () => this.findPage(q))
  }

  facets(q: Filters): Promise<DirectoryFacets> {
    if (q.savedBy !== undefined) return this.savedFacets(q, q.savedBy)
    return this.cache.memo(`facets ${keyOf(q)}`, this.ttl.counts, () => this.countFacets(q))
  }

  featured(limit: number): Promise<readonly DirectoryEntryView[]> {
    return this.cache.memo(`featured ${limit}`, this.ttl.results, async () => {
      const rows = await this.generic.all<EntryRow>(
        `select ${COLUMNS} from directory_entries d where d.is_verified order by d.views desc, d.company_id limit ?`, [limit])
      return rows.map(toView)
    })
  }

  async byIds(ids: readonly number[]): Promise<readonly DirectoryEntryView[]> {
    if (!ids.length) return []
    const rows = await this.generic.all<EntryRow>(`select ${COLUMNS} from directory_entries d where d.company_id = any(?::int[])`, [[...ids]])
    const byId = new Map(rows.map((r) => [r.company_id, toView(r)]))
    return ids.flatMap((id) => byId.get(id) ?? [])
  }

  // ------------------------------------------------------------------------------------------- pages

  private async findPage(q: SearchDirectory): Promise<DirectoryPage> {
    const words = questionWords(q)
    if (words?.length === 0) return { items: [], total: 0, totalRelation: 'eq' }
    // The words' look-up, the countries and the filters' count do not wait for one another.
    const looking = words && this.lookUpWords(words)
    const count = this.counter(looking ? [[q, countriesOf(q)]] : [])
    const countryIds = await this.countryIdsOf(countriesOf(q))
    if (countryIds?.length === 0) return { items: [], total: 0, totalRelation: 'eq' }
    if (!looking) return this.browsePage(q, countryIds)
    const { value, corrected } = await this.spelled(looking, (text) => this.textPage(q, text, countryIds, count), q.exact)
    return corrected ? { ...value, correctedSearch: corrected } : value
  }

  /** Every word looked up in the dictionary, already under way (a failure is the awaiting caller's). */
  private lookUpWords(words: readonly string[]): Promise<{ asked: Term[]; looked: LookedUp[] }> {
    const asked = termsOf(words)
    return running(this.cache.memo(`words ${JSON.stringify(words)}`, this.ttl.counts, () => lookUp(this.generic, asked)).then((looked) => ({ asked, looked })))
  }

  /**
   * How many companies filters keep, each asked once per question; those of `now` are asked at once, beside
   * the words' look-up.
   */
  private counter(now: readonly (readonly [Filters, readonly string[] | undefined])[]): Counter {
    const asked = new Map<string, Promise<number>>()
    const count: Counter = (f, countries) => {
      const key = JSON.stringify([f.sectorId, f.subsectorId, f.verified, countries])
      let n = asked.get(key)
      if (!n) asked.set(key, n = running(this.countOf(f, countries)))
      return n
    }
    for (const [f, countries] of now) if (countries || filtersOf(f, undefined).clause) void count(f, countries)
    return count
  }

  /**
   * A text question answered by its words as the dictionary has them; when a word is in no listed company,
   * by the word it is taken for (`corrected`, what the answer says was searched), or by nothing when a word
   * has no likely spelling. `exact`: the words as typed, never corrected.
   */
  private async spelled<T>(looking: Promise<{ asked: Term[]; looked: LookedUp[] }>, answer: (text: Text) => Promise<T>, exact = false): Promise<{ value: T; corrected?: string }> {
    const { asked, looked } = await looking
    if (exact || looked.every((l) => l.completions.length) || looked.some((l) => !l.completions.length && !l.correction)) {
      return { value: await answer({ terms: asked, found: looked.map((l) => l.completions) }) }
    }
    const terms = looked.map((l, i) => l.correction?.term ?? asked[i])
    const value = await answer({ terms, found: looked.map((l) => l.correction?.completions ?? l.completions) })
    return { value, corrected: terms.map((t) => t.word).join(' ') }
  }

  /**
   * No text: the page's ids in the order of an index on (filter, sort), read from that index alone (it
   * carries the other filters' columns), then only the page's cards; the total from the counts when the
   * page is not the last.
   */
  private async browsePage(q: SearchDirectory, countryIds: readonly number[] | undefined): Promise<DirectoryPage> {
    const offset = offsetOf(q)
    const order = ORDER[q.sort]
    // The page's window written into the statement, not bound: a generic plan of `limit $1` assumes a tenth of
    // the table and, at 1M entries, joins them all by a sequential scan (390 ms for the landing page, 0.4 ms
    // with the numbers written).
    const window = `limit ${q.pageSize} offset ${offset}`
    const branch = (ids: readonly number[] | undefined, columns: string, limit: string): Where => {
      const f = filtersOf(q, ids)
      return { clause: `select ${columns} from directory_entries d ${whereOf(f.clause)} order by ${order} ${limit}`, params: f.params }
    }
    // Several countries: one ordered branch per country, each stopping after the window asked for, merged.
    const many = countryIds && countryIds.length > 1
    const page = many
      ? (() => {
          const parts = countryIds.map((id) => branch([id], `d.company_id, ${SORT_KEYS[q.sort]}`, `limit ${offset + q.pageSize}`))
          return {
            clause: `select d.company_id from (${parts.map((p) => `(${p.clause})`).join(' union all ')}) d order by ${order} ${window}`,
            params: parts.flatMap((p) => p.params),
          }
        })()
      : branch(countryIds, 'd.company_id', window)
    // One filter at most: its own index serves, whatever the values. Several: the planner picks the rarest.
    const filters = [q.sectorId ?? q.subsectorId, q.verified, countryIds].filter((x) => x !== undefined).length
    // The total is asked beside the page (a last page, shorter, does not need it).
    const counting = running(this.countOf(q, countryIds && countriesOf(q)))
    const rows = await (filters > 1 || many ? this.sql : this.generic).all<EntryRow>(`select ${COLUMNS} from (${page.clause}) p
      join directory_entries d on d.company_id = p.company_id order by ${order}`, page.params)
    // A short page that is not past the end is the last one: the total is what it holds.
    const total = rows.length < q.pageSize && (rows.length > 0 || offset === 0) ? offset + rows.length : await counting
    return { items: rows.map(toView), total, totalRelation: 'eq' }
  }

  /**
   * Only the companies a user saved: read from their favourites (the unique index on (user_id, company_id)
   * finds them, a user keeps few) joined to the directory, then filtered, matched and sorted there; never
   * cached, as a save shows at once. A word matches when it is in the name, the description, the sector,
   * the subsector, a product or a service (no spelling correction: the set is the user's own).
   */
  private async savedPage(q: SearchDirectory, userId: number): Promise<DirectoryPage> {
    const empty: DirectoryPage = { items: [], total: 0, totalRelation: 'eq' }
    const words = questionWords(q)
    if (words?.length === 0) return empty
    const countryIds = await this.countryIdsOf(countriesOf(q))
    if (countryIds?.length === 0) return empty
    const from = savedFrom(q, countryIds, userId, words)
    const offset = offsetOf(q)
    const rows = await this.sql.all<EntryRow & { total: number }>(`select ${COLUMNS}, (count(*) over ())::int as total ${from.clause}
      order by ${ORDER[q.sort]} limit ? offset ?`, [...from.params, q.pageSize, offset])
    const total = rows[0]?.total ?? (offset === 0 ? 0 : (await this.sql.one<{ n: number }>(`select count(*)::int as n ${from.clause}`, from.params))?.n ?? 0)
    return { items: rows.map(toView), total, totalRelation: 'eq' }
  }

  /** The facets of a user's saved companies: each counted over them with every filter but its own. */
  private async savedFacets(q: Filters, userId: number): Promise<DirectoryFacets> {
    const words = questionWords(q)
    if (words?.length === 0) return { sectors: [], countries: [], capped: false }
    const countryIds = await this.countryIdsOf(countriesOf(q))
    const bySector = savedFrom({ ...q, sectorId: undefined, subsectorId: undefined }, countryIds, userId, words, 'join sectors s on s.id = d.sector_id')
    const byCountry = savedFrom(q, undefined, userId, words, 'join countries co on co.id = d.country_id')
    const [sectors, countries] = await Promise.all([
      countryIds?.length === 0 ? [] : this.sql.all<FacetCount>(`select s.id, s.name, count(*)::int as count ${bySector.clause} group by s.id, s.name order by s.name`, bySector.params),
      this.sql.all<FacetCount & { code: string }>(`select co.id, co.name, co.code, count(*)::int as count ${byCountry.clause} group by co.id, co.name, co.code order by co.name`, byCountry.params),
    ])
    return { sectors, countries, capped: false }
  }

  /** The plan of a text question's matches with these filters (text-matches.ts); undefined when nothing can match. */
  private matches(q: Filters, text: Text, countryIds: readonly number[] | undefined, count: Counter): Promise<Matches | undefined> {
    const words = text.terms
    if (!words.length) return Promise.resolve(undefined)
    const d = filtersOf(q, countryIds)
    const filter = {
      clause: (alias: 'd' | 'w') => filtersOf(q, countryIds, alias).clause, params: d.params,
      count: d.clause ? () => count(q, countryIds ? countriesOf(q) : undefined) : undefined,
    }
    return matchesOf(words, text.found, filter, this.limits)
  }

  /** A text question: its matches (at most TEXT_WINDOW, numbered best first), ranked or sorted, one page of them; only the page's cards are read. */
  private async textPage(q: SearchDirectory, text: Text, countryIds: readonly number[] | undefined, count: Counter): Promise<DirectoryPage> {
    const m = await this.matches(q, text, countryIds, count)
    if (!m) return { items: [], total: 0, totalRelation: 'eq' }
    const offset = offsetOf(q)
    // A word alone, ranked: only the matches up to the page are read, and the dictionary says how many there are.
    const first = q.sort === 'relevant' ? m.first : undefined
    const matches = first
      ? { clause: first.clause(Math.max(1, Math.min(offset + q.pageSize, TEXT_WINDOW))), params: first.params, count: first.count }
      : { clause: m.clause, params: m.params, count: '(select count(*) from c)' }
    // Relevant: the matches are numbered in that order already; another sort orders at most TEXT_WINDOW of them.
    const page = q.sort === 'relevant'
      ? { clause: 'select c.company_id, c.i from c where c.i > ? and c.i <= ?', params: [offset, offset + q.pageSize] }
      : { clause: `select c.company_id, row_number() over (order by ${MATCH_ORDER[q.sort]}) as i from c order by ${MATCH_ORDER[q.sort]} limit ? offset ?`, params: [q.pageSize, offset] }
    const head = `${matches.count}::int as matches, (${matches.count} >= ${TEXT_WINDOW} or ${m.beyond}) as capped`
    const rows = await this.gateway(m).all<EntryRow & { matches: number; capped: boolean }>(
      `with ${matches.clause}, p as (${page.clause})
      select ${COLUMNS}, ${head} from p join directory_entries d on d.company_id = p.company_id order by p.i`,
      [...matches.params, ...page.params])
    const found = rows[0] ?? (offset === 0 ? { matches: 0, capped: false }
      : await this.gateway(m).one<{ matches: number; capped: boolean }>(`with ${matches.clause} select ${head}`, matches.params))
    return { items: rows.map(toView), total: found?.matches ?? 0, totalRelation: found?.capped ? 'gte' : 'eq' }
  }

  /** The total of a question without text, from the maintained counts. */
  private async countOf(q: Filters, countries: readonly string[] | undefined): Promise<number> {
    const cell = cellOf(q, undefined)
    // The countries as asked (names or codes), resolved in the same statement: the count need not wait for their ids.
    const where = countries ? `any(array(select id from countries where ${COUNTRY_IS}))` : '-1'
    return (await this.generic.one<{ n: number }>(`select coalesce(sum(c.companies), 0)::int as n from directory_counts c
      where c.sector_id = ${cell.sector} and c.subsector_id = ${cell.subsector} and c.country_id = ${where}${cell.verified}`,
    [...cell.params, ...(countries ? [countries, countries] : [])]))?.n ?? 0
  }

  // ------------------------------------------------------------------------------------------ facets

  private async countFacets(q: Filters): Promise<DirectoryFacets> {
    const words = questionWords(q)
    if (words?.length === 0) return { sectors: [], countries: [], capped: false }
    const looking = words && this.lookUpWords(words)
    const count = this.counter(!looking ? [] : q.sectorId === undefined && q.subsectorId === undefined && !countriesOf(q) ? [[q, undefined]]
      : [[{ ...q, sectorId: undefined, subsectorId: undefined }, countriesOf(q)], [q, undefined]])
    const countryIds = await this.countryIdsOf(countriesOf(q))
    if (!looking) return this.countedFacets(q, countryIds)
    // Counted the way the search finds: by the words, else by the words the dictionary corrects them to.
    return (await this.spelled(looking, (text) => this.matchedFacets(q, text, countryIds, count), q.exact)).value
  }

  /** No text: each facet from the maintained counts, with every filter but its own. */
  private async countedFacets(q: Filters, countryIds: readonly number[] | undefined): Promise<DirectoryFacets> {
    const verified = q.verified === undefined ? '' : ` and c.is_verified = ${q.verified ? 'true' : 'false'}`
    const cell = cellOf(q, countryIds)
    const [sectors, countries] = await Promise.all([
      countryIds?.length === 0 ? [] : this.generic.all<FacetCount>(`select s.id, s.name, sum(c.companies)::int as count
        from directory_counts c join sectors s on s.id = c.sector_id
        where c.country_id = any(?::int[]) and c.subsector_id = -1${verified}
        group by s.id, s.name having sum(c.companies) > 0 order by s.name`, [countryIds ?? [-1]]),
      this.generic.all<FacetCount & { code: string }>(`select co.id, co.name, co.code, sum(c.companies)::int as count
        from directory_counts c join countries co on co.id = c.country_id
        where c.sector_id = ${cell.sector} and c.subsector_id = ${cell.subsector}${verified}
        group by co.id, co.name, co.code having sum(c.companies) > 0 order by co.name`, cell.params),
    ])
    return { sectors, countries, capped: false }
  }

  /**
   * A text question: each facet counted over its matches (at most TEXT_WINDOW) with every filter but its
   * own; one statement over one set of matches when no facet's own filter is set. The matches are read
   * once, into one aggregate by sector, by country and in all (grouping sets), and named in the statement;
   * the lists are made here.
   */
  private async matchedFacets(q: Filters, text: Text, countryIds: readonly number[] | undefined, count: Counter): Promise<DirectoryFacets> {
    type Row = { kind: 's' | 'c' | 't'; id: number | null; name: string | null; code: string | null; count: number; beyond: boolean }
    type Counted = { sectors: FacetCount[]; countries: (FacetCount & { code: string })[]; capped: boolean }
    const counted = async (m: Matches | undefined, sectors: boolean, countries: boolean): Promise<Counted> => {
      if (!m) return { sectors: [], countries: [], capped: false }
      const by = [...(sectors ? ['sector_id'] : []), ...(countries ? ['country_id'] : [])]
      const kind = `case ${by.map((x) => `when grouping(c.${x}) = 0 then '${x === 'sector_id' ? 's' : 'c'}'`).join(' ')} else 't' end`
      const rows = await this.gateway(m).all<Row>(`with ${m.set}
        select x.kind, x.id, coalesce(s.name, co.name) as name, co.code, x.count, ${m.beyond} as beyond
        from (select ${kind} as kind, coalesce(${by.map((x) => `c.${x}`).join(', ')}) as id, count(*)::int as count
          from c group by grouping sets (${[...by.map((x) => `(c.${x})`), '()'].join(', ')})) x
        left join sectors s on x.kind = 's' and s.id = x.id
        left join countries co on x.kind = 'c' and co.id = x.id
        where x.kind = 't' or s.id is not null or co.id is not null
        order by x.kind, coalesce(s.name, co.name)`, m.params)
      const total = rows.find((r) => r.kind === 't')
      return {
        sectors: rows.filter((r) => r.kind === 's').map((r) => ({ id: r.id!, name: r.name!, count: r.count })),
        countries: rows.filter((r) => r.kind === 'c').map((r) => ({ id: r.id!, name: r.name!, code: r.code!, count: r.count })),
        capped: (total?.count ?? 0) >= TEXT_WINDOW || (total?.beyond ?? false),
      }
    }
    if (q.sectorId === undefined && q.subsectorId === undefined && !countryIds) {
      return counted(await this.matches(q, text, undefined, count), true, true)
    }
    const [sectors, countries] = await Promise.all([
      this.matches({ ...q, sectorId: undefined, subsectorId: undefined }, text, countryIds, count).then((m) => counted(m, true, false)),
      this.matches(q, text, undefined, count).then((m) => counted(m, false, true)),
    ])
    return { sectors: sectors.sectors, countries: countries.countries, capped: sectors.capped || countries.capped }
  }

  /** The gateway for a text question's statements: planned for their values when the way depends on them. */
  private gateway(m: Matches): Sql {
    return m.way === 'filter' ? this.sql : this.generic
  }

  // ---------------------------------------------------------------------------------------- lookups

  private countryIdsOf(countries: readonly string[] | undefined): Promise<readonly number[] | undefined> {
    if (!countries) return Promise.resolve(undefined)
    return this.cache.memo(`countries ${JSON.stringify(countries)}`, this.ttl.counts, async () => {
      const rows = await this.generic.all<{ id: number }>(`select id from countries where ${COUNTRY_IS} order by id`, [countries, countries])
      return rows.map((r) => r.id)
    })
  }
}

/**
 * The directory_counts keys of a question's filters: a sector (or the sector of the subsector asked for)
 * or -1 for any; a subsector or -1; the countries or -1; the verified flag when asked for.
 */
const cellOf = (q: Filters, countryIds: readonly number[] | undefined) => {
  const params: unknown[] = []
  let sector = '-1'
  if (q.sectorId !== undefined) { sector = '?'; params.push(q.sectorId) } else if (q.subsectorId !== undefined) { sector = '(select sector_id from subsectors where id = ?)'; params.push(q.subsectorId) }
  let subsector = '-1'
  if (q.subsectorId !== undefined) { subsector = '?'; params.push(q.subsectorId) }
  const verified = q.verified === undefined ? '' : ` and c.is_verified = ${q.verified ? 'true' : 'false'}`
  return { sector, subsector, verified, params, countries: countryIds ?? [-1] }
}

/**
 * A user's saved companies with the question's filters and words: the `from … where` of a statement (with
 * `join`, a table to count by) and its parameters. A word matches when it is in the name, the description, the sector, the subsector, a product or a service.
 */
const savedFrom = (q: Filters, countryIds: readonly number[] | undefined, userId: number, words: readonly string[] | undefined, join = ''): Where => {
  const f = filtersOf(q, countryIds)
  const text = (words ?? []).map(() => `strpos(lower(concat_ws(' ', d.name, d.description, d.sector, d.subsector, array_to_string(d.products, ' '), array_to_string(d.services, ' '))), ?) > 0`)
  return {
    clause: `from favorites f join directory_entries d on d.company_id = f.company_id ${join} ${whereOf('f.user_id = ?', f.clause, ...text)}`,
    params: [userId, ...f.params, ...(words ?? [])],
  }
}

/** One key per question, whatever the spelling: trimmed lower-case text, countries sorted. */
const keyOf = (q: Filters & Partial<Pick<SearchDirectory, 'sort' | 'page' | 'pageSize'>>): string => JSON.stringify([
  q.search?.trim().toLowerCase().slice(0, 100) || null, q.sectorId ?? null, q.subsectorId ?? null, q.verified ?? null,
  q.countries?.length ? [...new Set(q.countries.map((c) => c.toLowerCase()))].sort() : null, q.sort ?? null, q.page ?? null, q.pageSize ?? null,
  q.exact ? 'exact' : null,
])
