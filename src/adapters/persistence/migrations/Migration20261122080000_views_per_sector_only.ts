import { Migration } from '@mikro-orm/migrations'

/**
 * The admin dashboard counts views per day and sector only: the one row a day of all views
 * (`views_day:…`) was the row every view of every company locked (docs/performance-api.md). The
 * day's total is the sum of its sectors' rows.
 */
export class Migration20261122080000_views_per_sector_only extends Migration {
  override async up(): Promise<void> {
    this.addSql(`delete from admin_stats where metric like 'views\\_day:%'`)
  }

  override async down(): Promise<void> {
    this.addSql(`insert into admin_stats (metric, total, updated_at)
      select 'views_day:' || split_part(metric, ':', 2), sum(total)::int, now() from admin_stats where metric like 'sector\\_views\\_day:%' group by 1`)
  }
}
