import type { CompanyViewCounter } from '../../../application/company/queries/view-company'
import type { DomainEvent } from '../../../domain/shared/domain-event'
import { isForeignKeyViolation, type Sql } from '../../persistence/sql'
import { ADD_TO_TOTAL, SECTOR_VIEWS_DAY } from '../admin-stats/admin-stats.projector'

/**
 * One statement for a whole batch of views: each visitor's row in company_view_visitors (once per
 * company, visitor and UTC day: its key refuses a second one, also from a request running at the same
 * time), the counted view in company_views, the companies' counts, the events in the log, the admin
 * dashboard's views per day and sector, and the directory rows' counts. Before: eight round trips in a
 * transaction per view, holding the rows many views touch (a popular company's, the day's row of its
 * sector) all along.
 *
 * The views that arrive while the event loop is busy go together (a batch of one when the platform is
 * quiet): under load, one round trip and one commit count many. The commit does not wait for the WAL
 * to reach the disk (synchronous_commit off for this statement only): a crash of PostgreSQL may lose
 * the last fraction of a second of views, never a half-counted one, and nothing else is written this way.
 */
const COUNT = `with input as (
    select t.*, (t.at at time zone 'UTC')::date as day
    from unnest(?::int[], ?::text[], ?::int[], ?::text[], ?::timestamptz[]) with ordinality as t(company_id, visitor_key, actor_id, payload, at, n)),
  fresh as (
    insert into company_view_visitors (view_day, company_id, visitor_key)
    select distinct i.day, i.company_id, i.visitor_key from input i join companies c on c.id = i.company_id
    on conflict do nothing returning view_day, company_id, visitor_key),
  viewed as (
    select f.company_id, i.actor_id, i.payload, i.at as viewed_at from fresh f
    join lateral (select * from input i where i.company_id = f.company_id and i.visitor_key = f.visitor_key and i.day = f.view_day order by i.n limit 1) i on true),
  kept as (insert into company_views (company_id, viewed_at) select company_id, viewed_at from viewed),
  counted as (select company_id, count(*)::int as n from viewed group by company_id),
  company as (update companies c set views = c.views + k.n from counted k where c.id = k.company_id returning c.id, c.views, c.sector_id),
  logged as (insert into domain_events (type, aggregate_type, aggregate_id, actor_id, payload, occurred_at)
    select 'CompanyViewed', 'company', v.company_id::text, v.actor_id, v.payload::jsonb, v.viewed_at from viewed v),
  per_day as (insert into admin_stats (metric, total, updated_at)
    select '${SECTOR_VIEWS_DAY}' || to_char(v.viewed_at at time zone 'UTC', 'YYYY-MM-DD') || ':' || c.sector_id, count(*)::int, now()
    from viewed v join companies c on c.id = v.company_id group by 1 ${ADD_TO_TOTAL}),
  directory as (update directory_entries d set views = d.views + k.n from counted k where d.company_id = k.company_id)
  select set_config('synchronous_commit', 'off', true) as commit_mode, i.n::int as position, coalesce(c.views, x.views) as views
  from input i left join company c on c.id = i.company_id left join companies x on x.id = i.company_id`

/** Who was counted on a day is kept this many days (today and yesterday): no later view asks about older days. */
const VIEW_VISITOR_DAYS = 2

/**
 * Deletes who was counted before yesterday (UTC): the day's fingerprints are worth nothing after it, and
 * nothing of a visitor is kept longer than needed. Answers the number of rows deleted.
 */
export const purgeViewVisitors = (sql: Sql, now: Date): Promise<number> =>
  sql.run(`delete from company_view_visitors where view_day < (?::timestamptz at time zone 'UTC')::date - ${VIEW_VISITOR_DAYS - 1}`, [now.toISOString()])

interface Pending {
  readonly view: DomainEvent
  readonly visitorKey: string
  readonly resolve: (views: number | undefined) => void
  readonly reject: (e: unknown) => void
}

/** At most this many views in one statement. */
const MAX_BATCH = 200

export class PgCompanyViewCounter implements CompanyViewCounter {
  private pending: Pending[] = []
  private scheduled = false

  /** `counted` runs after views were counted (the admin dashboard's memory is dropped there). */
  constructor(private readonly sql: Sql, private readonly counted: () => void = () => undefined) {}

  async current(companyId: number): Promise<number | undefined> {
    return (await this.sql.one<{ views: number }>('select views from companies where id = ?', [companyId]))?.views
  }

  count(view: DomainEvent, visitorKey: string): Promise<number | undefined> {
    return new Promise((resolve, reject) => {
      this.pending.push({ view, visitorKey, resolve, reject })
      if (this.scheduled) return
      this.scheduled = true
      setImmediate(() => {
        this.scheduled = false
        const batch = this.pending
        this.pending = []
        for (let i = 0; i < batch.length; i += MAX_BATCH) void this.flush(batch.slice(i, i + MAX_BATCH))
      })
    })
  }

  private async flush(batch: readonly Pending[]): Promise<void> {
    try {
      const views = await this.write(batch)
      this.counted()
      batch.forEach((p, i) => p.resolve(views[i]))
    } catch (e) {
      // A company deleted meanwhile fails the whole statement: count the others one by one.
      if (isForeignKeyViolation(e) && batch.length > 1) {
        for (const p of batch) await this.flush([p])
        return
      }
      if (isForeignKeyViolation(e)) return batch[0].resolve(undefined)
      for (const p of batch) p.reject(e)
    }
  }

  /** The views of the batch's companies after it, in the batch's order (undefined: no such company). */
  private async write(batch: readonly Pending[]): Promise<(number | undefined)[]> {
    const rows = await this.sql.all<{ position: number; views: number | null }>(COUNT, [
      batch.map((p) => Number(p.view.aggregateId)), batch.map((p) => p.visitorKey), batch.map((p) => p.view.actorId),
      batch.map((p) => JSON.stringify(p.view.payload)), batch.map((p) => p.view.occurredAt.toISOString()),
    ])
    const views: (number | undefined)[] = batch.map(() => undefined)
    for (const r of rows) views[r.position - 1] = r.views ?? undefined
    return views
  }
}
