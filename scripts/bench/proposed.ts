// `--variant proposed`: the directory search as docs/performance.md proposes it, measured before it lands in
// src/. It replaces PgDirectoryReadModel.prototype.search in the benchmark's own processes (the app's server
// process and the main process that records the SQL for pgbench) and adds the proposed index. Same answers
// (ids, order, X-Total-Count) as the current code: the benchmark's check pass compares them with the SQL.
//
// Changes against src/adapters/projections/directory/pg-directory.read-model.ts:
//  1. no `count(*) over ()`: the page query only fetches the page, so an ordered index can stop after
//     OFFSET + LIMIT rows and no tuplestore of every match (whole wide rows, spilled to temp files) is built;
//  2. the total: offset + rows when the page is the last one (no query at all), else `select count(*)` of the
//     same WHERE, cached in the process per (where, params) for COUNT_TTL_MS, and dropped whenever the
//     directory projection changes (a generation number bumped by the projector);
//  3. a btree for the default sort: (is_verified desc, views desc, company_id);
//  4. with a text search, the matches are fetched first and then sorted (a subquery with `offset 0`), so that
//     `search=delta&sort=a-z` does not walk the name index filtering row by row;
//  5. the country filter compares country_id (indexed) with the ids of the given names or codes, resolved
//     first by a query on `countries` (cached) and bound as literal ids, instead of lower(d.country) /
//     d.country_code, which no index serves (a subquery `any(array(select …))` hides the rarity from the
//     planner: 47 ms against 0.9 ms for a rare country at 100k).
// `--variant proposed-fts` adds a change of behaviour (so its answers differ from the current code's):
//  6. full text first; the trigram similarity of names (typo tolerance) only when the words match nothing.
import { prefixQuery, PgDirectoryReadModel } from '../../src/adapters/projections/directory/pg-directory.read-model'
import type { DirectoryEntryView, Page, SearchDirectory } from '../../src/application/directory/search-directory'
import { asDate, type Sql } from '../../src/adapters/persistence/sql'

export const PROPOSED_INDEXES = [
  'create index if not exists directory_entries_relevant_idx on directory_entries (is_verified desc, views desc, company_id)',
]

// ---- unchanged from the current read model (not exported there) ---------------------------------------
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
/** How a text search matches: full text or trigrams (the current code), or only one of them (--variant proposed-fts). */
type TextMode = 'both' | 'fts' | 'trgm'
const filters = (q: Omit<SearchDirectory, 'sort' | 'page' | 'pageSize'>, tsq: string | undefined, mode: TextMode = 'both', countryIds: readonly number[] = []) => {
  const parts: string[] = []
  const params: unknown[] = []
  if (q.search !== undefined && q.search.trim()) {
    const text = q.search.trim().toLowerCase().slice(0, 100)
    const fts = tsq && mode !== 'trgm'
    const trgm = mode !== 'fts' || !tsq
    parts.push(`(${[fts ? `d.search @@ to_tsquery('simple', ?)` : '', trgm ? 'lower(d.name) % ? or ? <% lower(d.name)' : ''].filter(Boolean).join(' or ')})`)
    if (fts) params.push(tsq)
    if (trgm) params.push(text, text)
  }
  if (q.sectorId !== undefined) { parts.push('d.sector_id = ?'); params.push(q.sectorId) }
  if (q.subsectorId !== undefined) { parts.push('d.subsector_id = ?'); params.push(q.subsectorId) }
  if (q.verified !== undefined) { parts.push('d.is_verified = ?'); params.push(q.verified) }
  if (q.countries?.length) {
    // The names or codes are resolved to country ids first (literal ids, so the planner sees how rare they are).
    parts.push('d.country_id = any(?::int[])')
    params.push(countryIds)
  }
  return { clause: parts.length ? `where ${parts.join(' and ')}` : '', params, text: q.search !== undefined && !!q.search.trim() }
}
const orderOf = (q: SearchDirectory, tsq: string | undefined) => {
  const text = q.search?.trim().toLowerCase().slice(0, 100)
  const params: unknown[] = []
  switch (q.sort) {
    case 'a-z': return { order: 'lower(d.name), d.company_id', params }
    case 'recent': return { order: 'd.created_at desc, d.company_id desc', params }
    case 'popular': return { order: 'd.views desc, d.company_id', params }
    case 'relevant':
      if (!text) return { order: 'd.is_verified desc, d.views desc, d.company_id', params }
      if (tsq) params.push(tsq)
      params.push(text)
      return { order: `(${tsq ? `ts_rank(d.search, to_tsquery('simple', ?)) + ` : ''}word_similarity(?, lower(d.name))) desc, d.views desc, d.company_id`, params }
  }
}

// ---- new -------------------------------------------------------------------------------------------------
const COUNT_TTL_MS = 5 * 60_000
const COUNT_CACHE_MAX = 1000
/** Bumped by DirectoryProjector.project/refresh/rebuild in the real change; nothing writes during the benchmark. */
export let directoryGeneration = 0
export const bumpDirectoryGeneration = () => { directoryGeneration++ }
const counts = new Map<string, { n: Promise<number>; at: number; generation: number }>()

/** count(*) of a WHERE, once per (where, params) and generation: concurrent misses share one query. */
const countOf = (sql: Sql, where: { clause: string; params: readonly unknown[] }): Promise<number> => {
  const key = `${where.clause}\u0000${JSON.stringify(where.params)}`
  const hit = counts.get(key)
  const now = Date.now()
  if (hit && hit.generation === directoryGeneration && now - hit.at < COUNT_TTL_MS) return hit.n
  const n = sql.one<{ n: number }>(`select count(*)::int as n from directory_entries d ${where.clause}`, where.params).then((r) => r?.n ?? 0)
  n.catch(() => counts.delete(key))
  counts.delete(key)
  counts.set(key, { n, at: now, generation: directoryGeneration })
  if (counts.size > COUNT_CACHE_MAX) counts.delete(counts.keys().next().value!)
  return n
}

let ftsFirst = false

/** Country names or ISO codes → ids, cached (countries are reference data; the real change drops it with the generation). */
const countryIdCache = new Map<string, Promise<number[]>>()
const countryIdsOf = (sql: Sql, countries: readonly string[] | undefined): Promise<number[]> => {
  if (!countries?.length) return Promise.resolve([])
  const lower = countries.map((c) => c.toLowerCase())
  const upper = countries.map((c) => c.toUpperCase())
  const key = `${directoryGeneration}\u0000${lower.join('\u0000')}`
  let ids = countryIdCache.get(key)
  if (!ids) {
    ids = sql.all<{ id: number }>('select id from countries where lower(name) = any(?::text[]) or code = any(?::text[]) order by id', [lower, upper])
      .then((rows) => rows.map((r) => r.id))
    ids.catch(() => countryIdCache.delete(key))
    if (countryIdCache.size > 1000) countryIdCache.clear()
    countryIdCache.set(key, ids)
  }
  return ids
}

async function proposedSearch(this: PgDirectoryReadModel, q: SearchDirectory): Promise<Page<DirectoryEntryView>> {
  const sql = (this as unknown as { sql: Sql }).sql
  const tsq = q.search ? prefixQuery(q.search) : undefined
  const countryIds = await countryIdsOf(sql, q.countries)
  let where = filters(q, tsq, 'both', countryIds)
  if (ftsFirst && tsq && where.text) {
    // Full text (words and prefixes) first; the trigram similarity of names only when the words find nothing.
    const fts = filters(q, tsq, 'fts', countryIds)
    const any = await sql.one<{ found: boolean }>(`select exists (select 1 from directory_entries d ${fts.clause}) as found`, fts.params)
    where = any?.found ? fts : filters(q, tsq, 'trgm', countryIds)
  }
  const { order, params: orderParams } = orderOf(q, tsq)
  const offset = (q.page - 1) * q.pageSize
  // With a text search, the matches are found first (GIN bitmaps), then sorted: `offset 0` keeps the planner from
  // walking a sort index and filtering row by row (names matching "delta" cluster under D in a-z order).
  const from = where.text ? `(select * from directory_entries d ${where.clause} offset 0) d` : `directory_entries d ${where.clause}`
  const rows = await sql.all<EntryRow>(`select ${COLUMNS} from ${from}
       order by ${order} limit ? offset ?`, [...where.params, ...orderParams, q.pageSize, offset])
  // A short page that is not past the end is the last one: the total is known without counting.
  const total = rows.length < q.pageSize && (rows.length > 0 || offset === 0) ? offset + rows.length : await countOf(sql, where)
  return { items: rows.map(toView), total }
}

/** The current implementation, kept to check that the proposed one answers the same. */
export const currentSearch = PgDirectoryReadModel.prototype.search

export const installProposedSearch = (opts: { ftsFirst?: boolean } = {}) => {
  ftsFirst = !!opts.ftsFirst
  PgDirectoryReadModel.prototype.search = proposedSearch
}
