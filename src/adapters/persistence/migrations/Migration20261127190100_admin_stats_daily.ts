import { Migration } from '@mikro-orm/migrations'

/** The tables whose rows the dashboard's growth charts count, and the metric each is counted as. */
const DAILY_METRICS = [['users', 'users'], ['companies', 'companies'], ['company_media', 'media']] as const

/**
 * The dashboard's growth over time: for each UTC day and metric (users, companies, media), how many
 * rows were added (on the day of their `created_at`) and removed (on the day they were deleted). A
 * total at the end of any day is the sum of the changes up to it, so deletions count as they happen,
 * cascades included. The database keeps the table itself (statement triggers with transition
 * tables, like the company totals of Migration20261125010000_admin_company_totals), so no path that
 * writes these tables can forget it. The rows there already are counted on the day they were created.
 */
const FOLLOW = `create function admin_stats_daily_follow() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into admin_stats_daily (day, metric, added)
      select (created_at at time zone 'UTC')::date, tg_argv[0], count(*)::int from new_rows group by 1 order by 1
      on conflict (day, metric) do update set added = admin_stats_daily.added + excluded.added;
  else
    insert into admin_stats_daily (day, metric, removed)
      select (now() at time zone 'UTC')::date, tg_argv[0], count(*)::int from old_rows having count(*) > 0
      on conflict (day, metric) do update set removed = admin_stats_daily.removed + excluded.removed;
  end if;
  return null;
end $$`

export class Migration20261127190100_admin_stats_daily extends Migration {
  override up(): void {
    this.addSql(`create table admin_stats_daily (
      day date not null,
      metric text not null,
      added integer not null default 0,
      removed integer not null default 0,
      primary key (metric, day))`)
    this.addSql(FOLLOW)
    for (const [table, metric] of DAILY_METRICS) {
      this.addSql(`create trigger ${table}_daily_insert after insert on ${table} referencing new table as new_rows for each statement execute function admin_stats_daily_follow('${metric}')`)
      this.addSql(`create trigger ${table}_daily_delete after delete on ${table} referencing old table as old_rows for each statement execute function admin_stats_daily_follow('${metric}')`)
      this.addSql(`insert into admin_stats_daily (day, metric, added)
        select (created_at at time zone 'UTC')::date, '${metric}', count(*)::int from ${table} group by 1`)
    }
  }

  override down(): void {
    for (const [table] of DAILY_METRICS) {
      this.addSql(`drop trigger ${table}_daily_insert on ${table}`)
      this.addSql(`drop trigger ${table}_daily_delete on ${table}`)
    }
    this.addSql('drop function admin_stats_daily_follow()')
    this.addSql('drop table admin_stats_daily')
  }
}
