import { EXPORT_BATCH, type MediaSort } from '../../../application/admin/list-sort'
import type { MediaFilter, MediaItemView, MediaListQuery, MediaReadModel } from '../../../application/media/media-views'
import { keysetRows, orderBy, type SortColumns } from '../list-order'
import type { MediaStatus, MediaType } from '../../../domain/media/media-type'
import type { Clock } from '../../../domain/shared/clock'
import { asDate, type Row, type Sql } from '../../persistence/sql'
import { ReadCache } from '../read-cache'

/** How long a page or a total is kept (ms) when nothing announces a change; 0 turns caching off. */
const MEDIA_CACHE_TTL = 5 * 60_000

const iso = (v: unknown) => (v === null || v === undefined ? null : asDate(v).toISOString())

const COLUMNS = `m.id, m.company_id, c.name as company_name, c.logo as company_logo, m.title, m.content, m.type, m.status,
    s.name as sector, c.sector_id, m.thumbnail_url, m.event_date, m.event_location, m.published_at, m.created_at, m.rejection_reason, m.publish_at,
    coalesce((select json_agg(json_build_object('id', a.id, 'fileName', a.filename, 'fileUrl', a.file_url, 'fileType', a.file_type,
      'fileSize', a.file_size) order by a.id) from media_attachments a where a.media_id = m.id), '[]') as attachments`
const FROM = 'company_media m join companies c on c.id = m.company_id join sectors s on s.id = c.sector_id'
const SELECT = `select ${COLUMNS} from ${FROM}`

/** The admin table's sorts (its default stays the list's own: newest published first). */
const MEDIA_SORT_SQL: SortColumns<MediaSort['key']> = {
  title: { expr: 'lower(m.title)', type: 'text' },
  company: { expr: 'lower(c.name)', type: 'text' },
  type: { expr: 'm.type::text', type: 'text' },
  status: { expr: 'm.status::text', type: 'text' },
  createdAt: { expr: 'm.created_at', type: 'timestamptz' },
}

/** When an item is public, as the list index holds it (an approved item always has its publication time). */
const PUBLISHED = 'coalesce(m.published_at, m.created_at)'

/** The filter of a list (its page aside); `now` for the lists of published items only. */
const mediaWhere = (q: MediaFilter, now: Date) => {
  // Items of companies that are not public stay hidden from lists, whatever their own status.
  const where = q.anyCompany ? [] : [`c.status = 'approved'`]
  const params: unknown[] = []
  // An embargoed item (its publication time ahead) is in no public list until that time (issue 22).
  if (q.published) { where.push(`${PUBLISHED} <= ?`); params.push(now) }
  if (q.embargoed) { where.push(`${PUBLISHED} > ?`); params.push(now) }
  // One value is compared with `=`, so the (type, status, date) index gives the list's order (an `= any(…)` would not).
  const oneOf = (column: string, values: readonly string[]) => {
    if (values.length === 1) { where.push(`${column} = ?`); params.push(values[0]) } else { where.push(`${column} = any(?::text[])`); params.push([...values]) }
  }
  oneOf('m.status', q.statuses)
  if (q.types?.length) oneOf('m.type', q.types)
  if (q.companyId !== undefined) { where.push('m.company_id = ?'); params.push(q.companyId) }
  if (q.sectorId !== undefined) { where.push('c.sector_id = ?'); params.push(q.sectorId) }
  if (q.sectorName) { where.push('lower(s.name) = lower(?)'); params.push(q.sectorName) }
  if (q.upcomingEventsFrom) { where.push('m.event_date >= ?'); params.push(q.upcomingEventsFrom) }
  if (q.search?.trim()) {
    const like = `%${q.search.trim().toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    // The ids that match, from the trigram indexes (title, text, company name), instead of testing every item.
    where.push(`m.id in (select x.id from company_media x where lower(x.title) like ? or lower(x.content) like ?
      union select x.id from company_media x join companies y on y.id = x.company_id where lower(y.name) like ?)`)
    params.push(like, like, like)
  }
  return { where, params }
}

const toView = (r: Row, now: Date): MediaItemView => ({
  id: r.id as number, companyId: r.company_id as number, companyName: r.company_name as string, companyLogo: r.company_logo as string | null,
  company: { id: r.company_id as number, name: r.company_name as string, logo: r.company_logo as string | null },
  title: r.title as string, content: r.content as string, type: r.type as MediaType, status: r.status as MediaStatus,
  sector: r.sector as string, sectorId: r.sector_id as number, thumbnailUrl: r.thumbnail_url as string | null,
  eventDate: iso(r.event_date), eventLocation: r.event_location as string | null, publishedAt: iso(r.published_at),
  createdAt: asDate(r.created_at).toISOString(), rejectionReason: r.rejection_reason as string | null,
  publishAt: iso(r.publish_at),
  embargoUntil: r.status === 'approved' && r.published_at && asDate(r.published_at).getTime() > now.getTime() ? iso(r.published_at) : null,
  attachments: (r.attachments as { id: number; fileName: string; fileUrl: string; fileType: string; fileSize: number }[])
    .map((a) => ({ ...a, filename: a.fileName })),
})

export class PgMediaReadModel implements MediaReadModel {
  /**
   * Pages and totals are kept in memory (a page is the same for every reader with the same query; the
   * query carries what the reader's role may see) and dropped at every change of items, companies or
   * sectors (CACHE_TOPICS.media). A total is kept by itself as well: every page of a list shares it.
   */
  constructor(private readonly sql: Sql, private readonly cache = new ReadCache(), private readonly ttl = MEDIA_CACHE_TTL,
    private readonly clock: Clock = { now: () => new Date() }) {}

  /**
   * A page is kept until the next embargo boundary at most (the earliest publication time still ahead):
   * a list never lacks an item whose time has come, and never shows one early, nor an embargo badge
   * that has lapsed. The boundary is part of the key too (a clock moved past it finds no old page).
   */
  async list(q: MediaListQuery) {
    const now = this.clock.now()
    const next = await this.nextPublication(now)
    const ttl = next === null ? this.ttl : Math.min(this.ttl, next - now.getTime())
    return this.cache.memo(`page ${JSON.stringify(q)} until ${next}`, ttl, () => this.load(q, now))
  }

  /** The earliest publication time after `now` (ms), null when none: kept until it comes or the items change. */
  private async nextPublication(now: Date): Promise<number | null> {
    const load = async () => {
      const r = await this.sql.one<{ at: unknown }>(`select min(${PUBLISHED}) as at from company_media m where m.status = 'approved' and ${PUBLISHED} > ?`, [now])
      return r?.at ? asDate(r.at).getTime() : null
    }
    const kept = await this.cache.memo('next publication', this.ttl, load)
    if (kept === null || kept > now.getTime()) return kept
    this.cache.forget('next publication')
    return this.cache.memo('next publication', this.ttl, load)
  }

  /** Every item of the filter in its sort (newest first by default), read in keyset batches (the CSV export). */
  async *exportItems(q: MediaFilter): AsyncIterable<MediaItemView> {
    const now = this.clock.now()
    const { where, params } = mediaWhere(q, now)
    for await (const r of keysetRows(this.sql, {
      select: COLUMNS, from: FROM, where, params, columns: MEDIA_SORT_SQL, sort: q.sort ?? { key: 'createdAt', dir: 'desc' }, id: 'm.id', batch: EXPORT_BATCH,
    })) yield toView(r, now)
  }

  private async load(q: MediaListQuery, now: Date) {
    const { where, params } = mediaWhere(q, now)
    const clause = `where ${where.join(' and ')}`
    const order = q.sort ? orderBy(MEDIA_SORT_SQL, q.sort, 'm.id') : q.upcomingEventsFrom ? 'm.event_date asc, m.id' : 'coalesce(m.published_at, m.created_at) desc, m.id desc'
    const rows = await this.sql.all<Row>(`${SELECT} ${clause} order by ${order} limit ? offset ?`, [...params, q.pageSize, (q.page - 1) * q.pageSize])
    // The total joins companies and sectors only when a filter needs them (every item has a company, every company a sector).
    const needsSector = !!q.sectorName
    const needsCompany = needsSector || !q.anyCompany || q.sectorId !== undefined
    const joins = `${needsCompany ? 'join companies c on c.id = m.company_id' : ''} ${needsSector ? 'join sectors s on s.id = c.sector_id' : ''}`
    const total = await this.count(`${joins} ${clause}`, params)
    return { items: rows.map((r) => toView(r, now)), total }
  }

  private count(from: string, params: readonly unknown[]): Promise<number> {
    return this.cache.memo(`count ${from} ${JSON.stringify(params)}`, this.ttl, async () =>
      (await this.sql.one<{ n: number }>(`select count(*)::int as n from company_media m ${from}`, params))?.n ?? 0)
  }

  async detail(id: number) {
    const r = await this.sql.one<Row>(`${SELECT} where m.id = ?`, [id])
    return r && toView(r, this.clock.now())
  }
}
