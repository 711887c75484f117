import type { AdminStatsReadModel } from '../../../application/admin/admin-dashboard'
import type { ADMIN_ACTIVITY_FILTERS } from '../../../application/activity/activity-limits'
import { aggregateTypesOf, describeEvent, KNOWN_AGGREGATE_TYPES, type ActivityView } from '../../../application/activity/describe-event'
import type { PendingApprovalsView } from '../../../application/admin/admin-views'
import type { CompanyStatus } from '../../../domain/company/company'
import type { MediaType } from '../../../domain/media/media-type'
import { asDate, type Row, type Sql } from '../../persistence/sql'
import { SECTOR_VIEWS_DAY } from './admin-stats.projector'

const DAY = 86_400_000

/** The start dates of the exhibitions that were upcoming at `asOf`, as the projection stood at `stamp`. */
interface UpcomingStarts {
  readonly stamp: string
  readonly asOf: number
  readonly starts: readonly number[]
}

export class PgAdminStatsReadModel implements AdminStatsReadModel {
  private upcoming: UpcomingStarts | undefined

  constructor(private readonly sql: Sql) {}

  async totals() {
    const rows = await this.sql.all<{ metric: string; total: number }>(
      `select metric, total from admin_stats where metric not like '${SECTOR_VIEWS_DAY}%'`)
    return Object.fromEntries(rows.map((r) => [r.metric, r.total]))
  }

  async changeInMonth(monthStart: Date) {
    const rows = await this.sql.all<{ metric: string; change: number }>(
      `select metric, added - removed as change from admin_stats_monthly where month = (?::timestamptz at time zone 'UTC')::date`, [monthStart])
    return Object.fromEntries(rows.map((r) => [r.metric, r.change]))
  }

  /**
   * An exhibition stops being upcoming by time alone, or through an exhibition event, which also
   * moves the projection's `exhibitions` row (its updated_at). So the start dates of the upcoming
   * exhibitions are kept here until that row changes, and each request only counts those still
   * ahead: one primary-key read instead of a count. Without the projection row, it counts.
   */
  async upcomingExhibitions(now: Date) {
    const stamp = (await this.sql.one<{ stamp: string }>(`select updated_at::text as stamp from admin_stats where metric = 'exhibitions'`))?.stamp
    if (!stamp) return (await this.sql.one<{ n: number }>('select count(*)::int as n from exhibitions where start_date > ? and not cancelled', [now]))?.n ?? 0
    if (this.upcoming?.stamp !== stamp || now.getTime() < this.upcoming.asOf) {
      const row = await this.sql.one<{ stamp: string | null; starts: string | null }>(
        `select (select updated_at::text from admin_stats where metric = 'exhibitions') as stamp,
          (select string_agg((extract(epoch from start_date) * 1000)::bigint::text, ',') from exhibitions where start_date > ? and not cancelled) as starts`, [now])
      const starts = row?.starts ? row.starts.split(',').map(Number) : []
      if (!row?.stamp) return starts.length
      this.upcoming = { stamp: row.stamp, asOf: now.getTime(), starts }
    }
    return this.upcoming.starts.filter((t) => t > now.getTime()).length
  }

  /**
   * The Most Active Sector: the sector whose companies were viewed most in the whole UTC days after
   * `since`'s day (today included), from the projection's views per day and sector. With no views
   * there, the sector with the most public companies.
   */
  async topSector(since: Date) {
    const viewed = await this.sql.one<{ sector: string }>(`select s.name as sector
      from (select split_part(metric, ':', 3)::int as sector_id, sum(total) as views from admin_stats
        where metric like '${SECTOR_VIEWS_DAY}%' and split_part(metric, ':', 2) collate "C" > ? group by 1) v
      join sectors s on s.id = v.sector_id where v.views > 0 order by v.views desc, s.name limit 1`, [since.toISOString().slice(0, 10)])
    if (viewed) return viewed.sector
    return (await this.sql.one<{ sector: string }>('select sector from directory_entries group by sector order by count(*) desc, sector limit 1'))?.sector
  }

  async topCompany() {
    return (await this.sql.one<{ name: string }>('select name from directory_entries order by views desc, company_id limit 1'))?.name
  }

  /** The whole days after `since` from the projection's views per day and sector, and the rest of `since`'s own day from company_views. */
  async viewsSince(since: Date) {
    const nextDay = new Date(Math.floor(since.getTime() / DAY) * DAY + DAY)
    const row = await this.sql.one<{ days: number; rest: number }>(
      `select (select coalesce(sum(total), 0)::int from admin_stats
          where metric like '${SECTOR_VIEWS_DAY}%' and split_part(metric, ':', 2) collate "C" >= ?) as days,
        (select count(*)::int from company_views where viewed_at >= ? and viewed_at < ?) as rest`, [nextDay.toISOString().slice(0, 10), since, nextDay])
    return (row?.days ?? 0) + (row?.rest ?? 0)
  }
}

/** The events of the feeds with their actor's name now (a deleted actor reads as User #id). */
const FEED = `select e.*, case when e.actor_id is null then null
    else coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, 'User #' || e.actor_id) end as actor_name
  from domain_events e left join users u on u.id = e.actor_id`

const toView = (r: Row): ActivityView => describeEvent(toEvent(r), r.actor_name as string | null)

const toEvent = (r: Row) => ({
  id: String(r.id), type: r.type as string, aggregateType: r.aggregate_type as string, aggregateId: r.aggregate_id as string,
  actorId: r.actor_id as number | null, occurredAt: asDate(r.occurred_at), payload: r.payload as Record<string, unknown>,
})

/**
 * The event log read as activity: the whole platform's (admins) or one user's. Views are left out:
 * they would drown the rest. A finished guided tour is the user's own matter: it shows in their
 * Activity tab, not in the platform's Recent Activity. Each entry names its actor.
 */
export class PgActivityReadModel {
  constructor(private readonly sql: Sql) {}

  /** The platform's latest events, of one kind (user, company, exhibition, media, other) or of all. */
  async recent(limit: number, kind?: (typeof ADMIN_ACTIVITY_FILTERS)[number]): Promise<ActivityView[]> {
    const of = kind === undefined ? '' : kind === 'other' ? 'and e.aggregate_type <> all(?::text[])' : 'and e.aggregate_type = any(?::text[])'
    const types = kind === undefined ? [] : [kind === 'other' ? KNOWN_AGGREGATE_TYPES : aggregateTypesOf(kind)]
    const rows = await this.sql.all<Row>(`${FEED} where e.type not in ('CompanyViewed', 'TourCompleted') ${of}
      order by e.occurred_at desc, e.id desc limit ?`, [...types, limit])
    return rows.map(toView)
  }

  /** What a user did, and what happened to their account and their companies. */
  async ofUser(userId: number, limit: number): Promise<ActivityView[]> {
    const rows = await this.sql.all<Row>(`${FEED} where e.type <> 'CompanyViewed' and (
        e.actor_id = ? or (e.aggregate_type = 'user' and e.aggregate_id = ?)
        or (e.aggregate_type = 'company' and e.aggregate_id in (select id::text from companies where manager_id = ?))
        or (e.aggregate_type = 'participation' and (e.payload->>'companyId')::int in (select id from companies where manager_id = ?)))
      order by e.occurred_at desc, e.id desc limit ?`, [userId, String(userId), userId, userId, limit])
    return rows.map(toView)
  }

  /** The pending approvals card: companies under review, media items to moderate, media access requests. */
  async pendingApprovals(): Promise<PendingApprovalsView> {
    const [companies, mediaItems, mediaAccessRequests] = await Promise.all([
      this.sql.all<Row>(`select c.id, c.name, c.logo, c.created_at, s.name as sector, co.name as country, c.is_verified, c.status
        from companies c join sectors s on s.id = c.sector_id join countries co on co.id = c.country_id
        where c.status = 'pending' order by c.created_at, c.id limit 50`),
      this.sql.all<Row>(`select m.id, m.title, m.type, m.created_at, c.name as company_name, c.id as company_id
        from company_media m join companies c on c.id = m.company_id where m.status = 'pending' order by m.created_at, m.id limit 50`),
      this.sql.all<Row>(`select r.id, r.created_at, r.message, u.id as user_id, u.first_name || ' ' || u.last_name as user_name, u.email
        from media_access_requests r join users u on u.id = r.user_id where r.status = 'pending' order by r.created_at limit 50`),
    ])
    return {
      companies: companies.map((r) => ({
        id: r.id as number, name: r.name as string, logo: r.logo as string | null, sector: r.sector as string, country: r.country as string,
        status: r.status as CompanyStatus, isVerified: r.is_verified as boolean, createdAt: asDate(r.created_at).toISOString(), submittedAt: asDate(r.created_at).toISOString(),
      })),
      mediaItems: mediaItems.map((r) => ({
        id: r.id as number, title: r.title as string, type: r.type as MediaType, companyId: r.company_id as number,
        companyName: r.company_name as string, createdAt: asDate(r.created_at).toISOString(), submittedAt: asDate(r.created_at).toISOString(),
      })),
      mediaAccessRequests: mediaAccessRequests.map((r) => ({
        id: r.id as number, userId: r.user_id as number, userName: r.user_name as string, email: r.email as string,
        message: r.message as string | null, createdAt: asDate(r.created_at).toISOString(),
      })),
    }
  }
}
