import type {
  DirectoryEntryView, DirectoryFacets, DirectoryReadModel, FacetCount, Page, SearchDirectory,
} from '../../../application/directory/search-directory'
import { asDate, type Sql } from '../../persistence/sql'

interface EntryRow {
  company_id: number; name: string; logo: string | null; description: string; country_id: number; country: string
  country_code: string; sector_id: number; sector: string; subsector_id: number | null; subsector: string | null
  products: string[]; services: string[]; is_verified: boolean; views: number; created_at: Date | string; total?: string | number
}

const COLUMNS = `d.company_id, d.name, d.logo, d.description, d.country_id, d.country, d.country_code, d.sector_id, d.sector,
  d.subsector_id, d.subsector, d.products, d.services, d.is_verified, d.views, d.created_at`

const toView = (r: EntryRow): DirectoryEntryView => ({
  id: r.company_id, name: r.name, logo: r.logo, description: r.description, country: r.country, countryId: r.country_id,
  countryCode: r.country_code, sector: r.sector, sectorId: r.sector_id, subsector: r.subsector, subsectorId: r.subsector_id,
  products: r.products, services: r.services, status: 'approved', isVerified: r.is_verified, views: r.views,
  createdAt: asDate(r.created_at).toISOString(),
})

/** Words of a search, as prefix terms for to_tsquery ('nord robo' → 'nord:* & robo:*'). */
export const prefixQuery = (search: string): string | undefined => {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? []
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : undefined
}

interface Where { readonly clause: string; readonly params: unknown[] }

const filters = (q: Omit<SearchDirectory, 'sort' | 'page' | 'pageSize'>, tsq: string | undefined): Where => {
  const parts: string[] = []
  const params: unknown[] = []
  if (q.search !== undefined && q.search.trim()) {
    const text = q.search.trim().toLowerCase().slice(0, 100)
    // Full-text (with prefixes) on the weighted document, or a trigram match of the name for typos.
    parts.push(`(${tsq ? `d.search @@ to_tsquery('simple', ?) or ` : ''}lower(d.name) % ? or ? <% lower(d.name))`)
    if (tsq) params.push(tsq)
    params.push(text, text)
  }
  if (q.sectorId !== undefined) { parts.push('d.sector_id = ?'); params.push(q.sectorId) }
  if (q.subsectorId !== undefined) { parts.push('d.subsector_id = ?'); params.push(q.subsectorId) }
  if (q.verified !== undefined) { parts.push('d.is_verified = ?'); params.push(q.verified) }
  if (q.countries?.length) {
    parts.push('(lower(d.country) = any(?::text[]) or d.country_code = any(?::text[]))')
    params.push(q.countries.map((c) => c.toLowerCase()), q.countries.map((c) => c.toUpperCase()))
  }
  return { clause: parts.length ? `where ${parts.join(' and ')}` : '', params }
}

export class PgDirectoryReadModel implements DirectoryReadModel {
  constructor(private readonly sql: Sql) {}

  async search(q: SearchDirectory): Promise<Page<DirectoryEntryView>> {
    const tsq = q.search ? prefixQuery(q.search) : undefined
    const where = filters(q, tsq)
    const text = q.search?.trim().toLowerCase().slice(0, 100)
    let order: string
    const orderParams: unknown[] = []
    switch (q.sort) {
      case 'a-z': order = 'lower(d.name), d.company_id'; break
      case 'recent': order = 'd.created_at desc, d.company_id desc'; break
      case 'popular': order = 'd.views desc, d.company_id'; break
      case 'relevant':
        if (text) {
          order = `(${tsq ? `ts_rank(d.search, to_tsquery('simple', ?)) + ` : ''}word_similarity(?, lower(d.name))) desc, d.views desc, d.company_id`
          if (tsq) orderParams.push(tsq)
          orderParams.push(text)
        } else {
          order = 'd.is_verified desc, d.views desc, d.company_id'
        }
    }
    const offset = (q.page - 1) * q.pageSize
    const rows = await this.sql.all<EntryRow>(
      `select ${COLUMNS}, count(*) over () as total from directory_entries d ${where.clause}
       order by ${order} limit ? offset ?`, [...where.params, ...orderParams, q.pageSize, offset])
    let total = rows.length ? Number(rows[0]!.total) : 0
    if (!rows.length && offset > 0) {
      const c = await this.sql.one<{ n: number }>(`select count(*)::int as n from directory_entries d ${where.clause}`, where.params)
      total = c?.n ?? 0
    }
    return { items: rows.map(toView), total }
  }

  async facets(q: Omit<SearchDirectory, 'sort' | 'page' | 'pageSize'>): Promise<DirectoryFacets> {
    const tsq = q.search ? prefixQuery(q.search) : undefined
    // Each facet counts with every filter but its own, so the panel shows what choosing it would give.
    const bySector = filters({ ...q, sectorId: undefined, subsectorId: undefined }, tsq)
    const byCountry = filters({ ...q, countries: undefined }, tsq)
    const [sectors, countries] = await Promise.all([
      this.sql.all<FacetCount>(`select d.sector_id as id, d.sector as name, count(*)::int as count from directory_entries d
        ${bySector.clause} group by d.sector_id, d.sector order by d.sector`, bySector.params),
      this.sql.all<FacetCount & { code: string }>(`select d.country_id as id, d.country as name, d.country_code as code, count(*)::int as count
        from directory_entries d ${byCountry.clause} group by d.country_id, d.country, d.country_code order by d.country`, byCountry.params),
    ])
    return { sectors, countries }
  }

  async featured(limit: number): Promise<readonly DirectoryEntryView[]> {
    const rows = await this.sql.all<EntryRow>(
      `select ${COLUMNS} from directory_entries d where d.is_verified order by d.views desc, d.company_id limit ?`, [limit])
    return rows.map(toView)
  }

  async byIds(ids: readonly number[]): Promise<readonly DirectoryEntryView[]> {
    if (!ids.length) return []
    const rows = await this.sql.all<EntryRow>(`select ${COLUMNS} from directory_entries d where d.company_id = any(?::int[])`, [[...ids]])
    const byId = new Map(rows.map((r) => [r.company_id, toView(r)]))
    return ids.flatMap((id) => byId.get(id) ?? [])
  }
}
