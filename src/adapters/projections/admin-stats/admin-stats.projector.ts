import type { DomainEvent } from '../../../domain/shared/domain-event'
import type { Projector } from '../../persistence/events/pg-event-publisher'
import type { Sql } from '../../persistence/sql'

/** Which totals an event moves, re-read from the write tables in the same transaction (cheap, indexed counts). */
const METRICS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  user: { users: 'select count(*)::int from users' },
  company: {
    companies: 'select count(*)::int from companies',
    companies_pending: `select count(*)::int from companies where status = 'pending'`,
  },
  exhibition: { exhibitions: 'select count(*)::int from exhibitions' },
  media: {
    media: 'select count(*)::int from company_media',
    media_pending: `select count(*)::int from company_media where status = 'pending'`,
  },
  media_access: { media_access_pending: `select count(*)::int from media_access_requests where status = 'pending'` },
}

/** Creation events counted per month, for month-over-month growth. */
const ADDED: Readonly<Record<string, string>> = { UserRegistered: 'users', UserCreated: 'users', CompanyCreated: 'companies', ExhibitionCreated: 'exhibitions', MediaItemSubmitted: 'media' }

/**
 * The admin dashboard's read model: totals per metric (admin_stats) and additions per month
 * (admin_stats_monthly), updated in the command's transaction, so the dashboard reads a few
 * rows instead of counting aggregates on every request.
 */
export class AdminStatsProjector implements Projector {
  constructor(private readonly sql: Sql) {}

  async project(events: readonly DomainEvent[]): Promise<void> {
    const metrics = new Set<string>()
    for (const e of events) {
      for (const m of Object.keys(METRICS[e.aggregateType] ?? {})) metrics.add(`${e.aggregateType}:${m}`)
      const added = ADDED[e.type]
      if (added) {
        await this.sql.run(`insert into admin_stats_monthly (month, metric, added) values (date_trunc('month', ?::timestamptz at time zone 'UTC')::date, ?, 1)
          on conflict (month, metric) do update set added = admin_stats_monthly.added + 1`, [e.occurredAt, added])
      }
    }
    for (const key of metrics) {
      const [aggregate, metric] = key.split(':') as [string, string]
      await this.refresh(metric, METRICS[aggregate]![metric]!)
    }
  }

  private async refresh(metric: string, count: string) {
    await this.sql.run(`insert into admin_stats (metric, total, updated_at) values (?, (${count}), now())
      on conflict (metric) do update set total = excluded.total, updated_at = now()`, [metric])
  }

  /** Recomputes everything from the write tables and the event log. */
  async rebuild(): Promise<void> {
    await this.sql.run('truncate admin_stats, admin_stats_monthly')
    for (const group of Object.values(METRICS)) for (const [metric, count] of Object.entries(group)) await this.refresh(metric, count)
    for (const [type, metric] of Object.entries(ADDED)) {
      await this.sql.run(`insert into admin_stats_monthly (month, metric, added)
        select date_trunc('month', occurred_at at time zone 'UTC')::date, ?, count(*)::int from domain_events where type = ? group by 1
        on conflict (month, metric) do update set added = admin_stats_monthly.added + excluded.added`, [metric, type])
    }
  }
}
