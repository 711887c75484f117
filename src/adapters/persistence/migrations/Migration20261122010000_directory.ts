import { Migration } from '@mikro-orm/migrations'

/**
 * The directory read model (one row per approved company, kept current by the directory projector
 * in the command's transaction) with full-text and trigram search, and the view marks that count a
 * company's views once per visitor session.
 */
export class Migration20261122010000_directory extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table directory_entries (
      company_id integer primary key references companies(id) on delete cascade,
      name text not null,
      logo text,
      description text not null,
      country_id integer not null,
      country text not null,
      country_code text not null,
      sector_id integer not null,
      sector text not null,
      subsector_id integer,
      subsector text,
      products text[] not null default '{}',
      services text[] not null default '{}',
      is_verified boolean not null,
      views integer not null default 0,
      created_at timestamptz not null,
      search tsvector not null)`)
    this.addSql(`create index directory_entries_search_idx on directory_entries using gin (search)`)
    this.addSql(`create index directory_entries_name_trgm_idx on directory_entries using gin (lower(name) gin_trgm_ops)`)
    this.addSql(`create index directory_entries_name_idx on directory_entries (lower(name), company_id)`)
    this.addSql(`create index directory_entries_created_idx on directory_entries (created_at desc, company_id)`)
    this.addSql(`create index directory_entries_views_idx on directory_entries (views desc, company_id)`)
    this.addSql(`create index directory_entries_sector_idx on directory_entries (sector_id, subsector_id)`)
    this.addSql(`create index directory_entries_country_idx on directory_entries (country_id)`)
    this.addSql(`create index directory_entries_featured_idx on directory_entries (views desc) where is_verified`)

    this.addSql(`create table company_views (
      company_id integer not null references companies(id) on delete cascade,
      visitor_key text not null,
      viewed_at timestamptz not null default now(),
      primary key (company_id, visitor_key))`)
    this.addSql(`create index company_views_viewed_at_idx on company_views (viewed_at)`)
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists company_views')
    this.addSql('drop table if exists directory_entries')
  }
}
