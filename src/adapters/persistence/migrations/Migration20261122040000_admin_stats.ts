import { Migration } from '@mikro-orm/migrations'

/**
 * The admin dashboard's read model: running totals kept by the admin-stats projector in the
 * command's transaction, and additions per month for the growth figures. Also where a signed-in
 * user's completed guided tours are remembered.
 */
export class Migration20261122040000_admin_stats extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table admin_stats (
      metric text primary key,
      total integer not null default 0,
      updated_at timestamptz not null default now())`)
    this.addSql(`create table admin_stats_monthly (
      month date not null,
      metric text not null,
      added integer not null default 0,
      primary key (month, metric))`)
    this.addSql(`alter table users add column tours_completed jsonb not null default '{}'`)
    this.addSql(`create index company_views_company_idx on company_views (company_id)`)
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists company_views_company_idx')
    this.addSql('alter table users drop column if exists tours_completed')
    this.addSql('drop table if exists admin_stats_monthly')
    this.addSql('drop table if exists admin_stats')
  }
}
