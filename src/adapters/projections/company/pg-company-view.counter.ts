import type { CompanyViewCounter } from '../../../application/company/queries/view-company'
import type { DomainEvent } from '../../../domain/shared/domain-event'
import type { Sql } from '../../persistence/sql'
import { ADD_TO_TOTAL, sectorViewsDayPrefix } from '../admin-stats/admin-stats.projector'

/**
 * One statement for a whole view: the visitor's row in company_views (once per visitor and company),
 * the company's count, the event in the log, the admin dashboard's views of the day and sector, and
 * the directory row's count. One statement instead of eight in a transaction: the rows many views
 * touch (a popular company's, the day's row of its sector) are locked for a statement, not for eight
 * round trips. Its commit does not wait for the WAL to reach the disk (synchronous_commit off for
 * this transaction only): a crash may lose the last fraction of a second of views, never a
 * half-counted one, and nothing else is written this way.
 */
const COUNT = `with viewed as (
    insert into company_views (company_id, visitor_key, viewed_at) select id, ?, ? from companies where id = ?
    on conflict do nothing returning company_id),
  company as (update companies c set views = c.views + 1 from viewed v where c.id = v.company_id returning c.id, c.views, c.sector_id),
  logged as (insert into domain_events (type, aggregate_type, aggregate_id, actor_id, payload, occurred_at)
    select ?, ?, ?, ?, ?::jsonb, ? from company),
  day as (insert into admin_stats (metric, total, updated_at) select ? || company.sector_id, 1, now() from company ${ADD_TO_TOTAL}),
  directory as (update directory_entries d set views = d.views + 1 from company where d.company_id = company.id)
  select set_config('synchronous_commit', 'off', true) as commit_mode,
    coalesce((select views from company), (select views from companies where id = ?)) as views`

const isForeignKeyViolation = (e: unknown) => typeof e === 'object' && e !== null &&
  ((e as { code?: string }).code === '23503' || e.constructor.name === 'ForeignKeyConstraintViolationException')

export class PgCompanyViewCounter implements CompanyViewCounter {
  /** `counted` runs after a view was counted (the admin dashboard's memory is dropped there). */
  constructor(private readonly sql: Sql, private readonly counted: () => void = () => undefined) {}

  async count(view: DomainEvent, visitorKey: string): Promise<number | undefined> {
    const at = view.occurredAt
    try {
      const row = await this.sql.one<{ views: number | null }>(COUNT, [
        visitorKey, at, Number(view.aggregateId),
        view.type, view.aggregateType, view.aggregateId, view.actorId, JSON.stringify(view.payload), at,
        sectorViewsDayPrefix(at),
        Number(view.aggregateId),
      ])
      this.counted()
      return row?.views ?? undefined
    } catch (e) {
      // The company was deleted between the read and the view.
      if (isForeignKeyViolation(e)) return undefined
      throw e
    }
  }
}
