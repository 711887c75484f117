import { Migration } from '@mikro-orm/migrations'

/**
 * The dashboard's month-over-month growth is the change since the month began: what was added less
 * what was removed. `removed` counts the deletions of each month, as `added` counts the creations,
 * from the event log (an account, company, exhibition or media item added and deleted in the same
 * month is no growth). Filled from the event log for the months already counted.
 */
export class Migration20261127010000_admin_stats_removed extends Migration {
  override up(): void {
    this.addSql('alter table admin_stats_monthly add column removed integer not null default 0')
    this.addSql(`insert into admin_stats_monthly (month, metric, removed)
      select date_trunc('month', occurred_at at time zone 'UTC')::date,
        case type when 'UserDeleted' then 'users' when 'CompanyDeleted' then 'companies' when 'ExhibitionDeleted' then 'exhibitions' else 'media' end,
        count(*)::int
      from domain_events where type in ('UserDeleted', 'CompanyDeleted', 'ExhibitionDeleted', 'MediaItemDeleted') group by 1, 2
      on conflict (month, metric) do update set removed = excluded.removed`)
  }

  override down(): void {
    this.addSql('alter table admin_stats_monthly drop column removed')
  }
}
