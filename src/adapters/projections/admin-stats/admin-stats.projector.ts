import type { DomainEvent } from '../../../domain/shared/domain-event'
import type { Projector } from '../../persistence/events/pg-event-publisher'
import type { Sql } from '../../persistence/sql'

/** Which totals an event moves, re-read from the write tables in the same transaction (cheap, indexed counts). */
const METRICS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  user: { users: 'select count(*)::int from users' },
  exhibition: { exhibitions: 'select count(*)::int from exhibitions' },
  media: {
    media: 'select count(*)::int from company_media',
    media_pending: `select count(*)::int from company_media where status = 'pending'`,
  },
  media_access: { media_access_pending: `select count(*)::int from media_access_requests where status = 'pending'` },
}

/**
 * Totals the database keeps itself (triggers on companies, Migration20261125010000_admin_company_totals):
 * counted here only by rebuild().
 */
const KEPT_BY_TRIGGERS: Readonly<Record<string, string>> = {
  companies: 'select count(*)::int from companies',
  companies_pending: `select count(*)::int from companies where status = 'pending'`,
}

/**
 * Company views per UTC day and sector are admin_stats rows too, named
 * `sector_views_day:YYYY-MM-DD:<sector id>`: the 30-day average sums about thirty days of them instead
 * of counting every view, and the Most Active Sector compares them. A day's total is the sum of its
 * sectors: one row a day for all views would be locked by every view of every company.
 */
export const SECTOR_VIEWS_DAY = 'sector_views_day:'

/** The view counts per day and sector, recounted from company_views (after a company and its views are deleted, and at rebuild). */
const RECOUNT_VIEW_DAYS = [
  `delete from admin_stats where metric like '${SECTOR_VIEWS_DAY}%'`,
  `insert into admin_stats (metric, total, updated_at)
    select '${SECTOR_VIEWS_DAY}' || to_char(v.viewed_at at time zone 'UTC', 'YYYY-MM-DD') || ':' || c.sector_id, count(*)::int, now()
    from company_views v join companies c on c.id = v.company_id group by 1`,
]

export const ADD_TO_TOTAL = 'on conflict (metric) do update set total = admin_stats.total + excluded.total, updated_at = now()'

/** Creation events counted per month, for month-over-month growth. */
const ADDED: Readonly<Record<string, string>> = { UserRegistered: 'users', UserCreated: 'users', CompanyCreated: 'companies', ExhibitionCreated: 'exhibitions', MediaItemSubmitted: 'media' }
/** Deletion events counted per month: growth is what was added less what was removed. */
const REMOVED: Readonly<Record<string, string>> = { UserDeleted: 'users', CompanyDeleted: 'companies', ExhibitionDeleted: 'exhibitions', MediaItemDeleted: 'media' }
/** The per-month counts, by column. */
const MONTHLY = [['added', ADDED], ['removed', REMOVED]] as const

/**
 * The admin dashboard's read model: totals per metric and company views per day (admin_stats) and
 * additions and removals per month (admin_stats_monthly), updated in the command's transaction, so the
 * dashboard reads a few rows instead of counting aggregates on every request.
 */
export class AdminStatsProjector implements Projector {
  constructor(private readonly sql: Sql) {}

  /** Views are not counted here: PgCompanyViewCounter adds them to the per-day rows in the view's own statement. */
  async project(events: readonly DomainEvent[]): Promise<void> {
    const metrics = new Set<string>()
    let viewsMoved = false
    for (const e of events) {
      if (e.type === 'CompanyViewed') continue
      if (e.type === 'CompanyDeleted' || e.type === 'CompanySectorChanged') viewsMoved = true
      for (const m of Object.keys(METRICS[e.aggregateType] ?? {})) metrics.add(`${e.aggregateType}:${m}`)
      for (const [column, metricOf] of MONTHLY) {
        const metric = metricOf[e.type]
        if (!metric) continue
        await this.sql.run(`insert into admin_stats_monthly (month, metric, ${column}) values (date_trunc('month', ?::timestamptz at time zone 'UTC')::date, ?, 1)
          on conflict (month, metric) do update set ${column} = admin_stats_monthly.${column} + 1`, [e.occurredAt, metric])
      }
    }
    for (const key of metrics) {
      const [aggregate, metric] = key.split(':') as [string, string]
      await this.refresh(metric, METRICS[aggregate][metric])
    }
    // A deleted company takes its views with it (on delete cascade), a company moved out of a deleted
    // sector takes them to its new one: recount them.
    if (viewsMoved) await this.recountViewDays()
  }

  private async recountViewDays() {
    for (const statement of RECOUNT_VIEW_DAYS) await this.sql.run(statement)
  }

  /** Counts the views per day and sector when there are views but no such counts (a database from before they were kept). */
  async backfillViewDays(): Promise<void> {
    const missing = await this.sql.one(`select 1 from company_views where not exists (select 1 from admin_stats where metric like '${SECTOR_VIEWS_DAY}%') limit 1`)
    if (missing) await this.recountViewDays()
  }

  private async refresh(metric: string, count: string) {
    await this.sql.run(`insert into admin_stats (metric, total, updated_at) values (?, (${count}), now())
      on conflict (metric) do update set total = excluded.total, updated_at = now()`, [metric])
  }

  /**
   * Recomputes everything from the write tables and the event log. The growth charts' days
   * (admin_stats_daily) are counted again from the rows there are, each on the day it was created:
   * the days of rows deleted before are not known any more.
   */
  async rebuild(): Promise<void> {
    await this.sql.run('truncate admin_stats, admin_stats_monthly, admin_stats_daily')
    for (const [table, metric] of [['users', 'users'], ['companies', 'companies'], ['company_media', 'media']] as const) {
      await this.sql.run(`insert into admin_stats_daily (day, metric, added)
        select (created_at at time zone 'UTC')::date, '${metric}', count(*)::int from ${table} group by 1`)
    }
    for (const group of [...Object.values(METRICS), KEPT_BY_TRIGGERS]) for (const [metric, count] of Object.entries(group)) await this.refresh(metric, count)
    await this.recountViewDays()
    for (const [column, metricOf] of MONTHLY) {
      for (const [type, metric] of Object.entries(metricOf)) {
        await this.sql.run(`insert into admin_stats_monthly (month, metric, ${column})
          select date_trunc('month', occurred_at at time zone 'UTC')::date, ?, count(*)::int from domain_events where type = ? group by 1
          on conflict (month, metric) do update set ${column} = admin_stats_monthly.${column} + excluded.${column}`, [metric, type])
      }
    }
  }
}
