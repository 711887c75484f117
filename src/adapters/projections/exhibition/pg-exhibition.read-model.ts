import type { CandidateCompany, ExhibitionCandidates } from '../../../application/exhibition/eligible-companies'
import type {
  AdminExhibitionView, ExhibitionListQuery, ExhibitionReadModel, ExhibitionView, ExhibitorView, ParticipantExportRow, ParticipantView,
} from '../../../application/exhibition/exhibition-views'
import { registrationOpen, timing } from '../../../domain/exhibition/exhibition'
import type { ParticipationStatus } from '../../../domain/exhibition/participation'
import { startOfDay } from '../../../domain/exhibition/calendar-day'
import { EXPORT_BATCH, type ExhibitionSort, type ParticipantSort } from '../../../application/admin/list-sort'
import { asDate, asDateOrNull, type Row, type Sql } from '../../persistence/sql'
import { keysetRows, orderBy, type SortColumns } from '../list-order'
import { ReadCache } from '../read-cache'

/** Visitors count and list only the exhibitors of public (approved) companies; admins every one. */
type Audience = 'public' | 'admin'

const PUBLIC_COMPANY = `c.status = 'approved'`

const counts = {
  public: `(select count(*)::int from exhibition_participants p join companies c on c.id = p.company_id
      where p.exhibition_id = e.id and p.status = 'approved' and ${PUBLIC_COMPANY}) as participant_count`,
  admin: `(select count(*)::int from exhibition_participants p where p.exhibition_id = e.id and p.status = 'approved') as participant_count,
    (select count(*)::int from exhibition_participants p where p.exhibition_id = e.id and p.status = 'pending') as pending_count`,
}

/** The exhibitions of `from` (a table or a subquery of exhibitions rows) with their country, sector and counts. */
const selectFor = (audience: Audience, from = 'exhibitions') => `select e.*, co.name as country, s.name as sector_name, ${counts[audience]}
  from ${from} e left join countries co on co.id = e.country_id left join sectors s on s.id = e.sector_id`

// The end of an exhibition's end day in the platform's time zone (the first instant after it).
const END = `(((e.end_date at time zone ?)::date + 1)::timestamp at time zone ?)`
const START = `(((e.start_date at time zone ?)::date)::timestamp at time zone ?)`

const toView = (r: Row, now: Date, timeZone: string): ExhibitionView => {
  const startDate = asDate(r.start_date)
  const endDate = asDate(r.end_date)
  const registrationDeadline = asDateOrNull(r.registration_deadline)
  const t = timing({ startDate, endDate, cancelled: r.cancelled as boolean }, now, timeZone)
  const cents = r.booth_cost_cents as number
  const sectorName = r.sector_name as string | null
  return {
    id: r.id as number, name: r.name as string, description: r.description as string,
    posterImage: r.poster_image as string | null, bannerUrl: r.poster_image as string | null,
    startDate: startDate.toISOString(), endDate: endDate.toISOString(), location: r.location as string | null, venue: r.venue as string | null,
    countryId: r.country_id as number | null, country: r.country as string | null, sectorId: r.sector_id as number | null,
    sector: sectorName ? { name: sectorName } : null, sectorName, allowedSectors: (r.allowed_sectors as number[]) ?? [],
    registrationDeadline: registrationDeadline?.toISOString() ?? null, vFairsLink: r.v_fairs_link as string | null,
    website: r.website as string | null, capacity: r.capacity as number, maxParticipants: r.capacity as number,
    boothCost: cents / 100, registrationFee: cents / 100, isVirtual: r.is_virtual as boolean, cancelled: r.cancelled as boolean,
    status: t.kind, daysToStart: t.kind === 'upcoming' ? t.daysToStart : null,
    registrationOpen: t.kind !== 'cancelled' && t.kind !== 'ended' && registrationOpen({ registrationDeadline, endDate }, now, timeZone),
    participantCount: r.participant_count as number, createdAt: asDate(r.created_at).toISOString(),
  }
}

const toAdminView = (r: Row, now: Date, timeZone: string): AdminExhibitionView => ({ ...toView(r, now, timeZone), pendingCount: r.pending_count as number })

const toExhibitor = (r: Row): ExhibitorView => ({
  id: r.id as number, exhibitionId: r.exhibition_id as number, companyId: r.company_id as number,
  status: r.status as ParticipationStatus, boothNumber: r.booth_number as string | null,
  company: {
    id: r.company_id as number, name: r.company_name as string, logo: r.company_logo as string | null,
    country: r.company_country as string, sector: r.company_sector as string, isVerified: r.company_verified as boolean,
  },
})

const toParticipant = (r: Row): ParticipantView => ({
  ...toExhibitor(r),
  participationLevel: r.participation_level as string | null, specialRequirements: r.special_requirements as string | null,
  paymentConfirmed: r.payment_confirmed as boolean, createdAt: asDate(r.created_at).toISOString(),
  decidedAt: r.decided_at ? asDate(r.decided_at).toISOString() : null, rejectionReason: r.rejection_reason as string | null,
})

const PARTICIPANT_SELECT = `select p.*, c.name as company_name, c.logo as company_logo, co.name as company_country,
    s.name as company_sector, c.is_verified as company_verified
  from exhibition_participants p join companies c on c.id = p.company_id join countries co on co.id = c.country_id
  join sectors s on s.id = c.sector_id`
const PARTICIPANT_ORDER = 'c.is_verified desc, c.views desc, p.created_at'

const EXHIBITION_SORT_SQL: SortColumns<ExhibitionSort['key']> = {
  name: { expr: 'lower(e.name)', type: 'text' },
  startDate: { expr: 'e.start_date', type: 'timestamptz' },
  endDate: { expr: 'e.end_date', type: 'timestamptz' },
  createdAt: { expr: 'e.created_at', type: 'timestamptz' },
}
/** Soonest first; the past tab latest first. */
const defaultExhibitionSort = (q: ExhibitionListQuery): ExhibitionSort => (q.tab === 'past' ? { key: 'endDate', dir: 'desc' } : { key: 'startDate', dir: 'asc' })

const PARTICIPANT_SORT_SQL: SortColumns<ParticipantSort['key']> = {
  company: { expr: 'lower(c.name)', type: 'text' },
  booth: { expr: "lower(coalesce(p.booth_number, ''))", type: 'text' },
  level: { expr: "lower(coalesce(p.participation_level, ''))", type: 'text' },
  status: { expr: 'p.status::text', type: 'text' },
  createdAt: { expr: 'p.created_at', type: 'timestamptz' },
}

/** The filter of an exhibitions list, for the local day that starts at `day`. */
const exhibitionWhere = (q: ExhibitionListQuery, audience: Audience, day: Date, timeZone: string) => {
  const where: string[] = []
  const params: unknown[] = []
  const tz = [timeZone, timeZone]
  switch (q.tab) {
    case 'upcoming': where.push(`${START} > ?`); params.push(...tz, day); break
    case 'ongoing': where.push(`${START} <= ? and ${END} > ?`); params.push(...tz, day, ...tz, day); break
    case 'current': where.push(`${END} > ?`); params.push(...tz, day); break
    case 'past': where.push(`${END} <= ?`); params.push(...tz, day); break
    case 'all': break
    case 'cancelled': where.push('e.cancelled'); break
  }
  if (audience === 'public') where.push('not e.cancelled')
  // A sector filter holds the exhibitions open to that sector: those that allow it, and those open to every sector (none listed).
  if (q.sectorId !== undefined) { where.push('(cardinality(e.allowed_sectors) = 0 or ? = any(e.allowed_sectors))'); params.push(q.sectorId) }
  if (q.search?.trim()) {
    const like = `%${q.search.trim().toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    where.push(`(lower(e.name) like ? or lower(coalesce(e.location, '')) like ? or lower(coalesce(e.venue, '')) like ?)`)
    params.push(like, like, like)
  }
  return { where, params }
}

/** How long a list page is kept (ms) when nothing announces a change; 0 turns caching off. */
const EXHIBITION_LIST_TTL = 60_000

export class PgExhibitionReadModel implements ExhibitionReadModel, ExhibitionCandidates {
  /**
   * List pages are kept in memory per query and local day: which exhibitions a tab holds changes only at
   * midnight in the platform's time zone (their dates are whole days), so the rows are read for the
   * day's first instant; statuses and day counts are worked out from them for the request's own instant.
   * Dropped at every change of exhibitions, participations, companies or sectors (CACHE_TOPICS.exhibitions).
   */
  constructor(private readonly sql: Sql, private readonly cache = new ReadCache(), private readonly listTtl = EXHIBITION_LIST_TTL) {}

  list(q: ExhibitionListQuery, now: Date, timeZone: string) {
    return this.page(q, 'public', now, timeZone, toView)
  }

  adminList(q: ExhibitionListQuery, now: Date, timeZone: string) {
    return this.page(q, 'admin', now, timeZone, toAdminView)
  }

  async detail(id: number, now: Date, timeZone: string) {
    const r = await this.sql.one<Row>(`${selectFor('public')} where e.id = ?`, [id])
    return r && toView(r, now, timeZone)
  }

  async adminDetail(id: number, now: Date, timeZone: string) {
    const r = await this.sql.one<Row>(`${selectFor('admin')} where e.id = ?`, [id])
    return r && toAdminView(r, now, timeZone)
  }

  private async page<V>(q: ExhibitionListQuery, audience: Audience, now: Date, timeZone: string, view: (r: Row, now: Date, timeZone: string) => V) {
    const day = startOfDay(now, timeZone)
    const { rows, total } = await this.cache.memo(JSON.stringify([audience, q, timeZone, day]), this.listTtl, () => this.pageRows(q, audience, day, timeZone))
    return { items: rows.map((r) => view(r, now, timeZone)), total }
  }

  async *adminExport(q: ExhibitionListQuery, now: Date, timeZone: string): AsyncIterable<AdminExhibitionView> {
    const { where, params } = exhibitionWhere(q, 'admin', startOfDay(now, timeZone), timeZone)
    for await (const r of keysetRows(this.sql, {
      select: `e.*, co.name as country, s.name as sector_name, ${counts.admin}`,
      from: 'exhibitions e left join countries co on co.id = e.country_id left join sectors s on s.id = e.sector_id',
      where, params, columns: EXHIBITION_SORT_SQL, sort: q.sort ?? defaultExhibitionSort(q), id: 'e.id', batch: EXPORT_BATCH,
    })) yield toAdminView(r, now, timeZone)
  }

  /** The rows of a page as they stand all through the local day that starts at `day`. */
  private async pageRows(q: ExhibitionListQuery, audience: Audience, day: Date, timeZone: string) {
    const { where, params } = exhibitionWhere(q, audience, day, timeZone)
    const order = orderBy(EXHIBITION_SORT_SQL, q.sort ?? defaultExhibitionSort(q), 'e.id')
    const pageSize = q.pageSize ?? q.limit ?? 100
    const offset = ((q.page ?? 1) - 1) * pageSize
    const clause = where.length ? `where ${where.join(' and ')}` : ''
    // The page is cut first, so the participant counts are computed for its rows only, not for every row before the offset.
    const pageRows = `(select * from exhibitions e ${clause} order by ${order} limit ? offset ?)`
    const rows = await this.sql.all<Row>(`${selectFor(audience, pageRows)} order by ${order}`, [...params, pageSize, offset])
    const total = (await this.sql.one<{ n: number }>(`select count(*)::int as n from exhibitions e ${clause}`, params))?.n ?? 0
    return { rows, total }
  }

  async exhibitors(exhibitionId: number) {
    const rows = await this.sql.all<Row>(`${PARTICIPANT_SELECT} where p.exhibition_id = ? and p.status = 'approved' and ${PUBLIC_COMPANY}
      order by ${PARTICIPANT_ORDER}`, [exhibitionId])
    return rows.map(toExhibitor)
  }

  async participants(exhibitionId: number, sort?: ParticipantSort) {
    const rows = await this.sql.all<Row>(`${PARTICIPANT_SELECT} where p.exhibition_id = ? and p.status <> 'withdrawn'
      order by ${sort ? orderBy(PARTICIPANT_SORT_SQL, sort, 'p.id') : `(p.status = 'approved') desc, ${PARTICIPANT_ORDER}`}`, [exhibitionId])
    return rows.map(toParticipant)
  }

  async *participantExport(exhibitionId: number, sort: ParticipantSort = { key: 'company', dir: 'asc' }, status?: 'pending' | 'approved' | 'rejected'): AsyncIterable<ParticipantExportRow> {
    for await (const r of keysetRows(this.sql, {
      select: `p.*, c.name as company_name, c.logo as company_logo, co.name as company_country, s.name as company_sector, c.is_verified as company_verified,
        c.contact_email, c.contact_phone, c.website, c.city, u.first_name || ' ' || u.last_name as manager_name, u.email as manager_email`,
      from: `exhibition_participants p join companies c on c.id = p.company_id join countries co on co.id = c.country_id
        join sectors s on s.id = c.sector_id join users u on u.id = c.manager_id`,
      where: ['p.exhibition_id = ?', status ? 'p.status = ?' : "p.status <> 'withdrawn'"], params: status ? [exhibitionId, status] : [exhibitionId], columns: PARTICIPANT_SORT_SQL, sort, id: 'p.id', batch: EXPORT_BATCH,
    })) {
      yield {
        ...toParticipant(r), contactEmail: r.contact_email as string, contactPhone: r.contact_phone as string | null, website: r.website as string | null,
        city: r.city as string | null, managerName: r.manager_name as string, managerEmail: r.manager_email as string,
      }
    }
  }

  async applicationsOf(managerId: number) {
    const rows = await this.sql.all<Row>(`${PARTICIPANT_SELECT.replace('select p.*,', 'select p.*, e.name as exhibition_name, e.start_date, e.end_date,')}
      join exhibitions e on e.id = p.exhibition_id where c.manager_id = ? order by e.start_date desc`, [managerId])
    return rows.map((r) => ({ ...toParticipant(r), exhibitionName: r.exhibition_name as string, startDate: asDate(r.start_date).toISOString(), endDate: asDate(r.end_date).toISOString() }))
  }

  /** One query for all the manager's companies (newest first, as My Companies lists them) and their applications. */
  async candidates(managerId: number, exhibitionId: number): Promise<readonly CandidateCompany[]> {
    const rows = await this.sql.all<Row>(`select c.id, c.name, c.logo, s.name as sector, c.sector_id, c.manager_id, c.status, c.is_verified,
        p.id as p_id, p.status as p_status, p.booth_number, p.participation_level, p.special_requirements, p.payment_confirmed,
        p.decided_at, p.created_at as p_created_at, p.rejection_reason
      from companies c join countries co on co.id = c.country_id join sectors s on s.id = c.sector_id
      left join exhibition_participants p on p.company_id = c.id and p.exhibition_id = ?
      where c.manager_id = ? order by c.created_at desc, c.id desc`, [exhibitionId, managerId])
    return rows.map((r) => ({
      id: r.id as number, name: r.name as string, logo: r.logo as string | null, sector: r.sector as string, sectorId: r.sector_id as number,
      managerId: r.manager_id as number, status: r.status as CandidateCompany['status'], isVerified: r.is_verified as boolean,
      application: r.p_id === null ? undefined : {
        id: r.p_id as number, exhibitionId, companyId: r.id as number, status: r.p_status as ParticipationStatus,
        boothNumber: r.booth_number as string | null, participationLevel: r.participation_level as string | null,
        specialRequirements: r.special_requirements as string | null, paymentConfirmed: r.payment_confirmed as boolean,
        rejectionReason: r.rejection_reason as string | null, decidedAt: asDateOrNull(r.decided_at), createdAt: asDate(r.p_created_at),
      },
    }))
  }
}

/** Which sector and country ids exist. */
export class PgExhibitionReferences {
  constructor(private readonly sql: Sql) {}
  async missingSectors(ids: readonly number[]) {
    if (!ids.length) return []
    const rows = await this.sql.all<{ id: number }>('select id from sectors where id = any(?::int[])', [[...ids]])
    const found = new Set(rows.map((r) => r.id))
    return [...new Set(ids)].filter((id) => !found.has(id))
  }
  async countryExists(id: number) { return !!(await this.sql.one('select 1 from countries where id = ?', [id])) }
}
