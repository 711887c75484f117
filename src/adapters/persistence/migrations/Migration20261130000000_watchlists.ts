import { Migration } from '@mikro-orm/migrations'

/**
 * Saved searches, follows and notifications (issue 21, docs/ubiquitous-language/watchlists.md).
 *
 * - saved_searches: a user's directory question kept under a name (unique per user, case-insensitive),
 *   at most 25 per user (a trigger), with its digest frequency. Besides the question as the directory
 *   reads it (`query`), its selective fields are kept in columns for the matching job: the sector,
 *   subsector, countries, verified flag and the text as a tsquery, and `anchors`, the keys a new
 *   company must share with the search to be tested at all (a GIN index: a batch of new companies is
 *   matched in SQL, never by looping over every saved search).
 * - follows: a user follows a company or a sector (exactly one of them).
 * - notifications: what is new for a user; the unique key (user, kind, subject, saved search) makes
 *   the matching job idempotent: processing an event again inserts nothing.
 * - job_checkpoints: how far a job has read the event log; advanced in the transaction of the
 *   notifications it produced (a crash loses nothing and duplicates nothing).
 * - saved_search_digests: one row per saved search and period: a digest is never sent twice.
 */
export class Migration20261130000000_watchlists extends Migration {
  override up(): void {
    this.addSql(`create table saved_searches (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      name text not null constraint saved_searches_name_length check (char_length(name) between 1 and 80 and name = btrim(name)),
      query jsonb not null,
      sector_id integer,
      subsector_id integer,
      country_ids integer[],
      verified boolean,
      words tsquery,
      anchors text[] not null constraint saved_searches_anchors_present check (cardinality(anchors) > 0),
      frequency text not null default 'off' constraint saved_searches_frequency check (frequency in ('off', 'daily', 'weekly')),
      last_seen_at timestamptz not null,
      digested_through bigint not null default 0,
      unsubscribe_salt text not null constraint saved_searches_salt_form check (unsubscribe_salt ~ '^[A-Za-z0-9_-]{22}$'),
      created_at timestamptz not null)`)
    this.addSql('create unique index saved_searches_user_name_unique on saved_searches (user_id, lower(name))')
    this.addSql('create index saved_searches_anchors_idx on saved_searches using gin (anchors)')
    this.addSql(`create index saved_searches_digest_idx on saved_searches (frequency) where frequency <> 'off'`)
    this.addSql(`create function saved_searches_capped() returns trigger language plpgsql as $$
      begin
        perform 1 from users where id = new.user_id for update;
        if (select count(*) from saved_searches where user_id = new.user_id) > 25 then
          raise exception 'a user keeps at most 25 saved searches' using errcode = '23514', constraint = 'saved_searches_cap';
        end if;
        return null;
      end $$`)
    this.addSql(`create trigger saved_searches_cap after insert on saved_searches for each row execute function saved_searches_capped()`)

    this.addSql(`create table follows (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      company_id integer references companies(id) on delete cascade,
      sector_id integer references sectors(id) on delete cascade,
      created_at timestamptz not null,
      constraint follows_one_subject check (num_nonnulls(company_id, sector_id) = 1))`)
    this.addSql('create unique index follows_company_unique on follows (user_id, company_id) where company_id is not null')
    this.addSql('create unique index follows_sector_unique on follows (user_id, sector_id) where sector_id is not null')
    this.addSql('create index follows_company_idx on follows (company_id) where company_id is not null')
    this.addSql('create index follows_sector_idx on follows (sector_id) where sector_id is not null')

    this.addSql(`create table notifications (
      id bigserial primary key,
      user_id integer not null references users(id) on delete cascade,
      kind text not null constraint notifications_kind check (kind in ('company_matched', 'media_approved', 'exhibition_registration_open', 'exhibition_starting_soon')),
      subject_id integer not null,
      saved_search_id integer references saved_searches(id) on delete cascade,
      title text not null,
      created_at timestamptz not null,
      read_at timestamptz,
      constraint notifications_search_kind check ((kind = 'company_matched') = (saved_search_id is not null)))`)
    this.addSql('create unique index notifications_once on notifications (user_id, kind, subject_id, coalesce(saved_search_id, 0))')
    this.addSql('create index notifications_user_idx on notifications (user_id, id desc)')
    this.addSql('create index notifications_unread_idx on notifications (user_id) where read_at is null')
    this.addSql('create index notifications_search_idx on notifications (saved_search_id, id) where saved_search_id is not null')

    this.addSql(`create table job_checkpoints (
      name text primary key,
      last_event_id bigint not null constraint job_checkpoints_position check (last_event_id >= 0),
      updated_at timestamptz not null default now())`)
    // The log before this migration holds nothing anyone watched: the job starts after it.
    this.addSql(`insert into job_checkpoints (name, last_event_id) select 'watchlists', coalesce(max(id), 0) from domain_events`)

    this.addSql(`create table saved_search_digests (
      saved_search_id integer not null references saved_searches(id) on delete cascade,
      period text not null constraint saved_search_digests_period check (period ~ '^(day|week) [0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      notifications integer not null constraint saved_search_digests_count check (notifications >= 0),
      sent_at timestamptz not null,
      primary key (saved_search_id, period))`)
  }

  override down(): void {
    for (const table of ['saved_search_digests', 'job_checkpoints', 'notifications', 'follows', 'saved_searches']) this.addSql(`drop table if exists ${table}`)
    this.addSql('drop function if exists saved_searches_capped()')
  }
}
