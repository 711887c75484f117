import type {
  DirectoryEntryView, DirectoryFacets, DirectoryPage, DirectoryReadModel, FacetCount, SearchDirectory,
} from '../../../application/directory/search-directory'
import { asDate, type Sql } from '../../persistence/sql'
import { ReadCache } from '../read-cache'

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

const MIN_PREFIX = 4
/**
 * How many matches a text question ranks, sorts and counts facets over: its name matches first, then
 * matches elsewhere (products, description, place). Past it the total is "1,000 or more" (as Meilisearch's
 * and Algolia's default windows): the cost of a question stays bounded however broad its word.
 */
export const TEXT_WINDOW = 1000
/** How many dictionary words complete a short beginning ('hot' → hotel, hotels …). */
const COMPLETIONS = 8

/** The words of a search, lower-case, at most eight. */
const wordsOf = (search: string): string[] => search.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? []

/**
 * Words of a search for to_tsquery: words of four letters or more also match as prefixes, shorter ones
 * as whole words ('nord ai' → 'nord:* & ai'), so that "ai" does not bring every "Air…" and "Aid…" (a
 * short prefix matches a tenth of a large directory). A short beginning of a name is completed from the
 * dictionary when the whole word is nowhere ('hot' → hotel | hotels).
 */
export const prefixQuery = (search: string): string | undefined => {
  const words = wordsOf(search)
  return words.length ? words.map(termOf).join(' & ') : undefined
}
const termOf = (w: string): string => [...w].length >= MIN_PREFIX ? `${w}:*` : w

type Filters = Omit<SearchDirectory, 'sort' | 'page' | 'pageSize'>
type Sort = SearchDirectory['sort']

/** A text question as it is searched: the tsquery, and the words it was corrected to (when it was). */
interface Text { readonly text: string; readonly tsq: string; readonly corrected?: string }
interface Where { readonly clause: string; readonly params: readonly unknown[] }

/** The filters but the text, as SQL on directory_entries `d`; `countryId` narrows to one country (one branch of several). */
const filtersOf = (q: Filters, countryIds: readonly number[] | undefined): Where => {
  const parts: string[] = []
  const params: unknown[] = []
  if (q.sectorId !== undefined) { parts.push('d.sector_id = ?'); params.push(q.sectorId) }
  if (q.subsectorId !== undefined) { parts.push('d.subsector_id = ?'); params.push(q.subsectorId) }
  if (q.verified !== undefined) { parts.push('d.is_verified = ?'); params.push(q.verified) }
  // Country names and codes are resolved to ids first: the indexes on country_id serve the filter, and the
  // planner sees from the literal ids how rare a country is.
  if (countryIds) {
    if (countryIds.length === 1) { parts.push('d.country_id = ?'); params.push(countryIds[0]) } else { parts.push('d.country_id = any(?::int[])'); params.push(countryIds) }
  }
  return { clause: parts.join(' and '), params }
}
const and = (...parts: string[]) => parts.filter(Boolean).join(' and ')
const whereOf = (...parts: string[]) => (parts.some(Boolean) ? `where ${and(...parts)}` : '')

const ORDER: Record<Sort, string> = {
  'relevant': 'd.is_verified desc, d.views desc, d.company_id',
  'a-z': 'lower(d.name), d.company_id',
  'recent': 'd.created_at desc, d.company_id desc',
  'popular': 'd.views desc, d.company_id',
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
  constructor(
    private readonly sql: Sql,
    private readonly cache = new ReadCache(),
    private readonly ttl: DirectoryCacheTtl = DEFAULT_DIRECTORY_TTL,
  ) {}

  search(q: SearchDirectory): Promise<DirectoryPage> {
    return this.cache.memo(`search ${keyOf(q)}`, this.ttl.results, () => this.findPage(q))
  }

  facets(q: Filters): Promise<DirectoryFacets> {
    return this.cache.memo(`facets ${keyOf(q)}`, this.ttl.counts, () => this.countFacets(q))
  }

  featured(limit: number): Promise<readonly DirectoryEntryView[]> {
    return this.cache.memo(`featured ${limit}`, this.ttl.results, async () => {
      const rows = await this.sql.all<EntryRow>(
        `select ${COLUMNS} from directory_entries d where d.is_verified order by d.views desc, d.company_id limit ?`, [limit])
      return rows.map(toView)
    })
  }

  async byIds(ids: readonly number[]): Promise<readonly DirectoryEntryView[]> {
    if (!ids.length) return []
    const rows = await this.sql.all<EntryRow>(`select ${COLUMNS} from directory_entries d where d.company_id = any(?::int[])`, [[...ids]])
    const byId = new Map(rows.map((r) => [r.company_id, toView(r)]))
    return ids.flatMap((id) => byId.get(id) ?? [])
  }

  // ------------------------------------------------------------------------------------------- pages

  private async findPage(q: SearchDirectory): Promise<DirectoryPage> {
    const countryIds = await this.countryIdsOf(q.countries)
    if (countryIds?.length === 0) return { items: [], total: 0, totalRelation: 'eq' }
    const words = q.search?.trim() ? wordsOf(q.search.trim().slice(0, 100)) : []
    if (q.search?.trim() && !words.length) return this.textPage(q, { text: q.search.trim().toLowerCase(), tsq: '' }, countryIds)
    if (!words.length) return this.browsePage(q, countryIds)
    const text = { text: words.join(' '), tsq: words.map(termOf).join(' & ') }
    const page = await this.textPage(q, text, countryIds)
    if (page.total > 0) return page
    // The words found nothing (with these filters): the words spelt as the dictionary has them.
    const corrected = await this.correct(words)
    return corrected ? { ...await this.textPage(q, corrected, countryIds), correctedSearch: corrected.corrected } : page
  }

  /** No text: the page in the order of an index on (filter, sort), the total from the counts when the page is not the last. */
  private async browsePage(q: SearchDirectory, countryIds: readonly number[] | undefined): Promise<DirectoryPage> {
    const offset = (q.page - 1) * q.pageSize
    const order = ORDER[q.sort]
    const branch = (ids: readonly number[] | undefined, limit: string): Where => {
      const f = filtersOf(q, ids)
      return { clause: `select ${COLUMNS} from directory_entries d ${whereOf(f.clause)} order by ${order} ${limit}`, params: f.params }
    }
    // Several countries: one ordered branch per country, each stopping after the window asked for, merged.
    const many = countryIds && countryIds.length > 1
    const { clause, params } = many
      ? (() => {
          const parts = countryIds.map((id) => branch([id], `limit ${offset + q.pageSize}`))
          return {
            clause: `select * from (${parts.map((p) => `(${p.clause})`).join(' union all ')}) d order by ${order} limit ? offset ?`,
            params: [...parts.flatMap((p) => p.params), q.pageSize, offset],
          }
        })()
      : (() => { const b = branch(countryIds, 'limit ? offset ?'); return { clause: b.clause, params: [...b.params, q.pageSize, offset] } })()
    const rows = await this.sql.all<EntryRow>(clause, params)
    // A short page that is not past the end is the last one: the total needs no count.
    const total = rows.length < q.pageSize && (rows.length > 0 || offset === 0) ? offset + rows.length : await this.countOf(q, countryIds)
    return { items: rows.map(toView), total, totalRelation: 'eq' }
  }

  /** A text question: its matches (at most TEXT_WINDOW, name matches first), ranked or sorted, one page of them. */
  private async textPage(q: SearchDirectory, text: Text, countryIds: readonly number[] | undefined): Promise<DirectoryPage> {
    if (!text.tsq) return { items: [], total: 0, totalRelation: 'eq' }
    const c = candidates(text, filtersOf(q, countryIds), q.sort === 'relevant')
    const order = q.sort === 'relevant' ? 'd.rank desc, d.views desc, d.company_id' : ORDER[q.sort]
    const offset = (q.page - 1) * q.pageSize
    const rows = await this.sql.all<EntryRow & { matches: number }>(
      `with ${c.clause}, p as (select d.company_id, row_number() over (order by ${order}) as i from c d order by ${order} limit ? offset ?)
      select ${COLUMNS}, (select count(*) from c)::int as matches from p join directory_entries d on d.company_id = p.company_id order by p.i`,
      [...c.params, q.pageSize, offset])
    const matches = rows[0]?.matches ?? (offset === 0 ? 0
      : (await this.sql.one<{ n: number }>(`with ${c.clause} select count(*)::int as n from c`, c.params))?.n ?? 0)
    return { items: rows.map(toView), total: matches, totalRelation: matches >= TEXT_WINDOW ? 'gte' : 'eq' }
  }

  /** The total of a question without text, from the maintained counts. */
  private async countOf(q: Filters, countryIds: readonly number[] | undefined): Promise<number> {
    const cell = cellOf(q, countryIds)
    return (await this.sql.one<{ n: number }>(`select coalesce(sum(c.companies), 0)::int as n from directory_counts c
      where c.sector_id = ${cell.sector} and c.subsector_id = ${cell.subsector} and c.country_id = any(?::int[])${cell.verified}`,
    [...cell.params, cell.countries]))?.n ?? 0
  }

  // ------------------------------------------------------------------------------------------ facets

  private async countFacets(q: Filters): Promise<DirectoryFacets> {
    const countryIds = await this.countryIdsOf(q.countries)
    const words = q.search?.trim() ? wordsOf(q.search.trim().slice(0, 100)) : []
    if (q.search?.trim() && !words.length) return { sectors: [], countries: [], capped: false }
    if (!words.length) return this.countedFacets(q, countryIds)
    const text = { text: words.join(' '), tsq: words.map(termOf).join(' & ') }
    const facets = await this.matchedFacets(q, text, countryIds)
    if (facets.sectors.length || facets.countries.length) return facets
    // Counted the way the search finds: by the words, else by the words the dictionary corrects them to.
    const corrected = await this.correct(words)
    return corrected ? this.matchedFacets(q, corrected, countryIds) : facets
  }

  /** No text: each facet from the maintained counts, with every filter but its own. */
  private async countedFacets(q: Filters, countryIds: readonly number[] | undefined): Promise<DirectoryFacets> {
    const verified = q.verified === undefined ? '' : ` and c.is_verified = ${q.verified ? 'true' : 'false'}`
    const cell = cellOf(q, countryIds)
    const [sectors, countries] = await Promise.all([
      countryIds?.length === 0 ? [] : this.sql.all<FacetCount>(`select s.id, s.name, sum(c.companies)::int as count
        from directory_counts c join sectors s on s.id = c.sector_id
        where c.country_id = any(?::int[]) and c.subsector_id = -1${verified}
        group by s.id, s.name having sum(c.companies) > 0 order by s.name`, [countryIds ?? [-1]]),
      this.sql.all<FacetCount & { code: string }>(`select co.id, co.name, co.code, sum(c.companies)::int as count
        from directory_counts c join countries co on co.id = c.country_id
        where c.sector_id = ${cell.sector} and c.subsector_id = ${cell.subsector}${verified}
        group by co.id, co.name, co.code having sum(c.companies) > 0 order by co.name`, cell.params),
    ])
    return { sectors, countries, capped: false }
  }

  /** A text question: each facet counted over its matches (at most TEXT_WINDOW) with every filter but its own. */
  private async matchedFacets(q: Filters, text: Text, countryIds: readonly number[] | undefined): Promise<DirectoryFacets> {
    const bySector = candidates(text, filtersOf({ ...q, sectorId: undefined, subsectorId: undefined }, countryIds))
    const byCountry = candidates(text, filtersOf(q, undefined))
    const [sectors, countries] = await Promise.all([
      this.sql.all<FacetCount & { total: number }>(`with ${bySector.clause} select d.sector_id as id, d.sector as name, count(*)::int as count,
        sum(count(*)) over ()::int as total from c d group by d.sector_id, d.sector order by d.sector`, bySector.params),
      this.sql.all<FacetCount & { code: string; total: number }>(`with ${byCountry.clause} select d.country_id as id, d.country as name,
        d.country_code as code, count(*)::int as count, sum(count(*)) over ()::int as total from c d
        group by d.country_id, d.country, d.country_code order by d.country`, byCountry.params),
    ])
    const capped = (sectors[0]?.total ?? 0) >= TEXT_WINDOW || (countries[0]?.total ?? 0) >= TEXT_WINDOW
    return {
      sectors: sectors.map(({ id, name, count }) => ({ id, name, count })),
      countries: countries.map(({ id, name, code, count }) => ({ id, name, code, count })),
      capped,
    }
  }

  // ---------------------------------------------------------------------------------------- lookups

  /**
   * The words as the dictionary has them: a word found as it is (or, from four letters, as the beginning
   * of one) stays; a short one that is no word is completed ('nor' → nordic | northstar); another is
   * replaced by the most similar word (trigrams; the more companies use it, the likelier). Undefined when
   * nothing changed or a word has no likely spelling.
   */
  private correct(words: readonly string[]): Promise<Text | undefined> {
    return this.cache.memo(`correct ${JSON.stringify(words)}`, this.ttl.counts, async () => {
      const terms: string[] = []
      const shown: string[] = []
      let changed = false
      for (const w of words) {
        const short = [...w].length < MIN_PREFIX
        const known = await this.sql.one(short
          ? 'select 1 from directory_words where word = ? and companies > 0'
          : 'select 1 from directory_words where word like ? and companies > 0 limit 1', [short ? w : `${w}%`])
        if (known) { terms.push(termOf(w)); shown.push(w); continue }
        changed = true
        if (short) {
          const completions = await this.sql.all<{ word: string }>(
            'select word from directory_words where word like ? and companies > 0 order by companies desc, word limit ?', [`${w}%`, COMPLETIONS])
          if (completions.length) { terms.push(`(${completions.map((c) => c.word).join(' | ')})`); shown.push(w); continue }
        }
        const near = await this.sql.one<{ word: string }>(`select word from directory_words where word % ? and companies > 0
          order by similarity(word, ?) desc, companies desc, word limit 1`, [w, w])
        if (!near) return undefined
        terms.push(near.word)
        shown.push(near.word)
      }
      return changed ? { text: shown.join(' '), tsq: terms.join(' & '), corrected: shown.join(' ') } : undefined
    })
  }

  private countryIdsOf(countries: readonly string[] | undefined): Promise<readonly number[] | undefined> {
    if (!countries?.length) return Promise.resolve(undefined)
    const lower = [...new Set(countries.map((c) => c.toLowerCase()))].sort()
    return this.cache.memo(`countries ${JSON.stringify(lower)}`, this.ttl.counts, async () => {
      const rows = await this.sql.all<{ id: number }>(
        'select id from countries where lower(name) = any(?::text[]) or lower(code) = any(?::text[]) order by id', [lower, lower])
      return rows.map((r) => r.id)
    })
  }
}

/** What a text question reads of a match to rank, sort and count it (the cards are read for the page only). */
const MATCH_COLUMNS = `d.company_id, d.name, d.views, d.created_at, d.is_verified, d.sector_id, d.sector, d.country_id, d.country, d.country_code`

/**
 * `c`: the matches of a text question with these filters, at most TEXT_WINDOW, name matches first
 * (from the index of the names' words), then matches in the rest of the document, each with its
 * `rank` when asked for (a match in the name first, then how alike the name is spelt). The match sets
 * are materialized CTEs, planned to be read whole through the search indexes (never by walking a
 * filter's index and testing row after row) and read only as far as the window: the second is not
 * read at all when the names fill it.
 */
const candidates = (text: Text, f: Where, ranked = false): Where => ({
  clause: `nm as materialized (select ${MATCH_COLUMNS} from directory_entries d where ${and(`d.name_search @@ to_tsquery('simple', ?)`, f.clause)}),
    n as (select *, 1 as tier from nm limit ${TEXT_WINDOW}),
    am as materialized (select ${MATCH_COLUMNS} from directory_entries d where ${and(`d.search @@ to_tsquery('simple', ?)`, f.clause)}),
    c as (select x.*, ${ranked ? `x.tier + word_similarity(?, lower(x.name))` : '0'} as rank
      from (select * from n union all (select *, 0 from am where not exists (select 1 from n where n.company_id = am.company_id)
        limit greatest(0, ${TEXT_WINDOW} - (select count(*) from n)))) x)`,
  params: [text.tsq, ...f.params, text.tsq, ...f.params, ...(ranked ? [text.text] : [])],
})

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

/** One key per question, whatever the spelling: trimmed lower-case text, countries sorted. */
const keyOf = (q: Filters & Partial<Pick<SearchDirectory, 'sort' | 'page' | 'pageSize'>>): string => JSON.stringify([
  q.search?.trim().toLowerCase().slice(0, 100) || null, q.sectorId ?? null, q.subsectorId ?? null, q.verified ?? null,
  q.countries?.length ? [...new Set(q.countries.map((c) => c.toLowerCase()))].sort() : null, q.sort ?? null, q.page ?? null, q.pageSize ?? null,
])
