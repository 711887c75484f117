import { Migration } from '@mikro-orm/migrations'

/**
 * Profile views once per visitor and day (issue 23, docs/decisions.md "Profile views"). Before, a view
 * counted once per visitor key for good, and a request without the visitor cookie was a new visitor
 * every time (five requests without cookies, five views).
 *
 * company_view_visitors: who was counted for a company on a day (the visitor cookie's key, or the day's
 * fingerprint of the address and User-Agent); its key makes a second count of the same visitor on the
 * same day impossible, also for two requests at once. Rows older than yesterday are deleted by a job
 * (a fingerprint is worth nothing the next day). company_views stays the log of counted views (their
 * time, for the admin dashboard's views per day), one row per view: a visitor may now count again on
 * another day, so (company, visitor) is no longer its key, and new rows keep no visitor key.
 */
export class Migration20261203100000_company_view_days extends Migration {
  override up(): void {
    this.addSql(`create table company_view_visitors (
      view_day date not null,
      company_id integer not null references companies(id) on delete cascade,
      visitor_key text not null constraint company_view_visitors_key_form check (char_length(visitor_key) between 1 and 100),
      primary key (view_day, company_id, visitor_key))`)
    this.addSql('create index company_view_visitors_company_idx on company_view_visitors (company_id)')
    // The visitors already counted today and yesterday stay counted for their day.
    this.addSql(`insert into company_view_visitors (view_day, company_id, visitor_key)
      select distinct (viewed_at at time zone 'UTC')::date, company_id, visitor_key from company_views
      where viewed_at >= (now() at time zone 'UTC')::date - 1 and visitor_key is not null
      on conflict do nothing`)
    this.addSql('alter table company_views drop constraint company_views_pkey')
    this.addSql('alter table company_views alter column visitor_key drop not null')
  }

  override async down(): Promise<void> {
    // One row per company and visitor key again: later views of the same key go (their counts stay in
    // companies.views); the views kept without a key get one each.
    this.addSql(`delete from company_views v using company_views w
      where v.company_id = w.company_id and v.visitor_key = w.visitor_key and v.ctid > w.ctid`)
    this.addSql(`update company_views set visitor_key = 'view-' || md5(ctid::text || viewed_at::text) where visitor_key is null`)
    this.addSql('alter table company_views alter column visitor_key set not null')
    this.addSql('alter table company_views add primary key (company_id, visitor_key)')
    this.addSql('drop table if exists company_view_visitors')
  }
}
