import { Migration } from '@mikro-orm/migrations'

/**
 * The admin dashboard's company totals (`companies`, `companies_pending` in admin_stats) follow the
 * companies table in the database itself, by what each statement added, removed or moved out of or
 * into review, instead of a `count(*)` of every company on each company event (a full count of a
 * million rows made an approval cost tens of milliseconds: docs/performance.md). Transition tables,
 * as the directory's counts (Migration20261125000000_directory_at_scale).
 */
const FOLLOW = `create function companies_counted() returns trigger language plpgsql as $$
declare
  changes text;
begin
  if tg_op = 'UPDATE' then
    if not exists (select 1 from old_rows o join new_rows r on r.id = o.id where o.status is distinct from r.status) then
      return null;
    end if;
  end if;
  changes := concat_ws(' union all ',
    case when tg_op in ('DELETE', 'UPDATE') then 'select status, -1 as n from old_rows' end,
    case when tg_op in ('INSERT', 'UPDATE') then 'select status, 1 as n from new_rows' end);
  execute format($q$insert into admin_stats (metric, total, updated_at)
    select metric, sum(n)::int, now() from (
      select 'companies' as metric, n from (%1$s) x where %2$L <> 'UPDATE'
      union all select 'companies_pending', n from (%1$s) x where status = 'pending') d
    group by metric having sum(n) <> 0 order by metric
    on conflict (metric) do update set total = admin_stats.total + excluded.total, updated_at = now()$q$, changes, tg_op);
  return null;
end $$`

export class Migration20261125010000_admin_company_totals extends Migration {
  override async up(): Promise<void> {
    this.addSql(FOLLOW)
    for (const [op, refs] of [['insert', 'new table as new_rows'], ['delete', 'old table as old_rows'], ['update', 'old table as old_rows new table as new_rows']] as const) {
      this.addSql(`create trigger companies_counted_${op} after ${op} on companies referencing ${refs} for each statement execute function companies_counted()`)
    }
  }

  override async down(): Promise<void> {
    for (const op of ['insert', 'delete', 'update']) this.addSql(`drop trigger companies_counted_${op} on companies`)
    this.addSql('drop function companies_counted()')
  }
}
