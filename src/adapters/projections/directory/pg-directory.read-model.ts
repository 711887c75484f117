import type {
  DirectoryEntryView, DirectoryFacets, DirectoryReadModel, FacetCount, Page, SearchDirectory,
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
 * Words of a search for to_tsquery: words of four letters or more also match as prefixes, shorter ones
 * as whole words ('nord ai' → 'nord:* & ai'), so that "ai" does not bring every "Air…" and "Aid…" (a
 * short prefix matches a tenth of a large directory). A short beginning of a name still finds it
 * through the typo match when the whole word is nowhere ('hot' → Hotel …).
 */
export const prefixQuery = (search: string): string | undefined => {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? []
  return words.length ? words.map((w) => [...w].length >= MIN_PREFIX ? `${w}:*` : w).join(' & ') : undefined
}

type Filters = Omit<SearchDirectory, 'sort' | 'page' | 'pageSize'>

/**
 * How a text matches. `words`: full text on the weighted document, every word or its prefix. `typo`: the
 * trigram similarity of the name, for a misspelt word; only used when the words find nothing, so that
 * "nordic" finds the Nordic companies and not every name starting "nor…".
 */
type TextMode = 'words' | 'typo'

interface Text { readonly text: string; readonly tsq: string | undefined; readonly mode: TextMode }
interface Where { readonly clause: string; readonly params: readonly unknown[] }

const whereOf = (q: Filters, text: Text | undefined, countryIds: readonly number[] | undefined): Where => {
  const parts: string[] = []
  const params: unknown[] = []
  if (text?.mode === 'words') { parts.push(`d.search @@ to_tsquery('simple', ?)`); params.push(text.tsq) }
  if (text?.mode === 'typo') { parts.push('(lower(d.name) % ? or ? <% lower(d.name))'); params.push(text.text, text.text) }
  if (q.sectorId !== undefined) { parts.push('d.sector_id = ?'); params.push(q.sectorId) }
  if (q.subsectorId !== undefined) { parts.push('d.subsector_id = ?'); params.push(q.subsectorId) }
  if (q.verified !== undefined) { parts.push('d.is_verified = ?'); params.push(q.verified) }
  // Country names and codes are resolved to ids first: the index on country_id serves the filter, and the
  // planner sees from the literal ids how rare a country is.
  if (countryIds) { parts.push('d.country_id = any(?::int[])'); params.push(countryIds) }
  return { clause: parts.length ? `where ${parts.join(' and ')}` : '', params }
}

const orderOf = (sort: SearchDirectory['sort'], text: Text | undefined): { order: string; params: unknown[] } => {
  switch (sort) {
    case 'a-z': return { order: 'lower(d.name), d.company_id', params: [] }
    case 'recent': return { order: 'd.created_at desc, d.company_id desc', params: [] }
    case 'popular': return { order: 'd.views desc, d.company_id', params: [] }
    case 'relevant':
      if (!text) return { order: 'd.is_verified desc, d.views desc, d.company_id', params: [] }
      if (text.mode === 'typo') return { order: 'word_similarity(?, lower(d.name)) desc, d.views desc, d.company_id', params: [text.text] }
      return {
        order: `(ts_rank(d.search, to_tsquery('simple', ?)) + word_similarity(?, lower(d.name))) desc, d.views desc, d.company_id`,
        params: [text.tsq, text.text],
      }
  }
}

/** The search text and how it matches first: by its words (the typo match when they find nothing). */
const textOf = (search: string | undefined): Text | undefined => {
  const text = search?.trim().toLowerCase().slice(0, 100)
  if (!text) return undefined
  const tsq = prefixQuery(text)
  return { text, tsq, mode: tsq ? 'words' : 'typo' }
}

/** How long answers are kept (ms): pages, facets and featured; counts and other lookups. 0 turns caching off. */
export interface DirectoryCacheTtl { readonly results: number; readonly counts: number }
export const DEFAULT_DIRECTORY_TTL: DirectoryCacheTtl = { results: 30_000, counts: 5 * 60_000 }

export class PgDirectoryReadModel implements DirectoryReadModel {
  constructor(
    private readonly sql: Sql,
    private readonly cache = new ReadCache(),
    private readonly ttl: DirectoryCacheTtl = DEFAULT_DIRECTORY_TTL,
  ) {}

  search(q: SearchDirectory): Promise<Page<DirectoryEntryView>> {
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

  private async findPage(q: SearchDirectory): Promise<Page<DirectoryEntryView>> {
    const text = textOf(q.search)
    const countryIds = await this.countryIdsOf(q.countries)
    const page = await this.pageOf(q, text, countryIds)
    // The words found nothing (with these filters): look for names spelt alike.
    if (text?.mode === 'words' && page.total === 0) return this.pageOf(q, { ...text, mode: 'typo' }, countryIds)
    return page
  }

  private async pageOf(q: SearchDirectory, text: Text | undefined, countryIds: readonly number[] | undefined): Promise<Page<DirectoryEntryView>> {
    const where = whereOf(q, text, countryIds)
    const { order, params: orderParams } = orderOf(q.sort, text)
    const offset = (q.page - 1) * q.pageSize
    // A text search sorted by name finds its matches first (GIN index) and then sorts them: `offset 0` keeps
    // the planner from walking the name index and testing row after row (names matching "delta" cluster under D).
    const from = text && q.sort === 'a-z' ? `(select * from directory_entries d ${where.clause} offset 0) d` : `directory_entries d ${where.clause}`
    const rows = await this.sql.all<EntryRow>(`select ${COLUMNS} from ${from} order by ${order} limit ? offset ?`,
      [...where.params, ...orderParams, q.pageSize, offset])
    // A short page that is not past the end is the last one: the total needs no count.
    const total = rows.length < q.pageSize && (rows.length > 0 || offset === 0) ? offset + rows.length : await this.count(where)
    return { items: rows.map(toView), total }
  }

  private async countFacets(q: Filters): Promise<DirectoryFacets> {
    const text = textOf(q.search)
    const countryIds = await this.countryIdsOf(q.countries)
    const facets = await this.facetsOf(q, text, countryIds)
    const none = (f: DirectoryFacets) => f.sectors.length === 0 && f.countries.length === 0
    // Counted the way the search finds: by the words, else by names spelt alike.
    return text?.mode === 'words' && none(facets) ? this.facetsOf(q, { ...text, mode: 'typo' }, countryIds) : facets
  }

  private async facetsOf(q: Filters, text: Text | undefined, countryIds: readonly number[] | undefined): Promise<DirectoryFacets> {
    // Each facet counts with every filter but its own, so the panel shows what choosing it would give.
    const bySector = whereOf({ ...q, sectorId: undefined, subsectorId: undefined }, text, countryIds)
    const byCountry = whereOf(q, text, undefined)
    const [sectors, countries] = await Promise.all([
      this.sql.all<FacetCount>(`select d.sector_id as id, d.sector as name, count(*)::int as count from directory_entries d
        ${bySector.clause} group by d.sector_id, d.sector order by d.sector`, bySector.params),
      this.sql.all<FacetCount & { code: string }>(`select d.country_id as id, d.country as name, d.country_code as code, count(*)::int as count
        from directory_entries d ${byCountry.clause} group by d.country_id, d.country, d.country_code order by d.country`, byCountry.params),
    ])
    return { sectors, countries }
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

  private count(where: Where): Promise<number> {
    return this.cache.memo(`count ${where.clause} ${JSON.stringify(where.params)}`, this.ttl.counts, async () =>
      (await this.sql.one<{ n: number }>(`select count(*)::int as n from directory_entries d ${where.clause}`, where.params))?.n ?? 0)
  }
}

/** One key per question, whatever the spelling: trimmed lower-case text, countries sorted. */
const keyOf = (q: Filters & Partial<Pick<SearchDirectory, 'sort' | 'page' | 'pageSize'>>): string => JSON.stringify([
  q.search?.trim().toLowerCase().slice(0, 100) || null, q.sectorId ?? null, q.subsectorId ?? null, q.verified ?? null,
  q.countries?.length ? [...new Set(q.countries.map((c) => c.toLowerCase()))].sort() : null, q.sort ?? null, q.page ?? null, q.pageSize ?? null,
])
