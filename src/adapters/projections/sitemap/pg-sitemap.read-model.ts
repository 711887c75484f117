import { SITEMAP_SIZE, type SitemapEntry, type SitemapReadModel } from '../../../application/seo/sitemap'
import type { Clock } from '../../../domain/shared/clock'
import { asDate, type Sql } from '../../persistence/sql'

const entries = (rows: readonly { id: number; lastmod: unknown }[]): SitemapEntry[] =>
  rows.map((r) => ({ id: r.id, lastmod: asDate(r.lastmod).toISOString() }))

/**
 * The sitemap from the directory's rows (listed companies only) and the exhibitions. A company file is a
 * range of ids read in the primary key's order: the same cost for the first file and the twentieth, at
 * any size of the directory.
 */
export class PgSitemapReadModel implements SitemapReadModel {
  constructor(private readonly sql: Sql, private readonly clock: Clock = { now: () => new Date() }) {}

  async companyFiles(): Promise<number> {
    const top = await this.sql.one<{ id: number | null }>('select max(company_id) as id from directory_entries')
    return Math.max(1, Math.ceil((top?.id ?? 0) / SITEMAP_SIZE))
  }

  async companies(n: number): Promise<readonly SitemapEntry[]> {
    return entries(await this.sql.all<{ id: number; lastmod: unknown }>(`select d.company_id as id, c.updated_at as lastmod
      from directory_entries d join companies c on c.id = d.company_id
      where d.company_id > ? and d.company_id <= ? order by d.company_id`, [(n - 1) * SITEMAP_SIZE, n * SITEMAP_SIZE]))
  }

  async exhibitions(): Promise<readonly SitemapEntry[]> {
    return entries(await this.sql.all<{ id: number; lastmod: unknown }>(
      'select id, updated_at as lastmod from exhibitions where not cancelled order by id'))
  }

  async mediaItems(): Promise<readonly (SitemapEntry & { readonly title: string })[]> {
    // Published items only: an embargoed one is listed from its publication time (issue 22), as modified then.
    const rows = await this.sql.all<{ id: number; lastmod: unknown; title: string }>(`select m.id, m.title, greatest(m.updated_at, m.published_at) as lastmod
      from company_media m join companies c on c.id = m.company_id
      where m.status = 'approved' and m.published_at <= ? and c.status = 'approved' and m.type <> 'press_kit'
      order by m.id desc limit ?`, [this.clock.now(), SITEMAP_SIZE])
    return rows.map((r) => ({ id: r.id, title: r.title, lastmod: asDate(r.lastmod).toISOString() }))
  }
}
