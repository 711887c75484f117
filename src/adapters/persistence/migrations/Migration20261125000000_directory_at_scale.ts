import { Migration } from '@mikro-orm/migrations'

const SORTS = {
  relevant: 'is_verified desc, views desc, company_id',
  name: 'lower(name), company_id',
  recent: 'created_at desc, company_id desc',
  popular: 'views desc, company_id',
} as const
const FILTERS = ['sector_id', 'subsector_id', 'country_id'] as const

/**
 * The counts, words and terms follow directory_entries in the database itself, whatever changes it (the
 * projector, a company deleted with its row by cascade, a rebuild): statement-level triggers add up the
 * statement's rows that left (-1) and came (+1) per cell and roll-up, and per word. Writers take turns
 * (a transaction-level advisory lock): the roll-up rows are shared by every company, and updating them
 * in one order at a time cannot deadlock. Rows are only added or updated, never inserted with a
 * negative count (the check would refuse it before the conflict is seen).
 */
export const COUNTING = `create function directory_entries_counted() returns trigger language plpgsql as $$
declare
  changes text;
begin
  -- An update that moves no row between cells or words (a view counted, a logo changed) changes nothing here.
  if tg_op = 'UPDATE' then
    if not exists (select 1 from old_rows o join new_rows r on r.company_id = o.company_id
        where (o.sector_id, o.subsector_id, o.country_id, o.is_verified, o.search, o.name, o.created_at)
          is distinct from (r.sector_id, r.subsector_id, r.country_id, r.is_verified, r.search, r.name, r.created_at)) then
      return null;
    end if;
  end if;
  perform pg_advisory_xact_lock(1507202611);
  if tg_op in ('DELETE', 'UPDATE') then
    delete from directory_terms t using old_rows o where t.company_id = o.company_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into directory_terms (word, tier, pop, company_id, sort_name, created_at, sector_id, subsector_id, country_id, is_verified)
      select l.lexeme, case when 'A' = any(l.weights) then 0 else 1 end, r.views, r.company_id, lower(r.name), r.created_at, r.sector_id, coalesce(r.subsector_id, 0), r.country_id, r.is_verified
      from new_rows r cross join lateral unnest(r.search) l where l.weights && array['A', 'B'];
  end if;
  -- The rows that left (-1) and came (+1); a transition table exists only for its operations, hence the text.
  changes := concat_ws(' union all ',
    case when tg_op in ('DELETE', 'UPDATE') then 'select sector_id, coalesce(subsector_id, 0) as subsector_id, country_id, is_verified, search, -1 as n from old_rows' end,
    case when tg_op in ('INSERT', 'UPDATE') then 'select sector_id, coalesce(subsector_id, 0) as subsector_id, country_id, is_verified, search, 1 as n from new_rows' end);
  execute format($q$with x as (%s),
    d as (select k.s, k.ss, k.c, x.is_verified as v, sum(x.n)::int as n from x
      cross join lateral (values (x.sector_id, x.subsector_id, x.country_id), (x.sector_id, -1, x.country_id), (-1, -1, x.country_id),
        (x.sector_id, x.subsector_id, -1), (x.sector_id, -1, -1), (-1, -1, -1)) k(s, ss, c)
      group by k.s, k.ss, k.c, x.is_verified having sum(x.n) <> 0 order by 1, 2, 3, 4),
    u as (update directory_counts t set companies = t.companies + d.n from d
      where (t.sector_id, t.subsector_id, t.country_id, t.is_verified) = (d.s, d.ss, d.c, d.v) returning t.sector_id, t.subsector_id, t.country_id, t.is_verified)
    insert into directory_counts (sector_id, subsector_id, country_id, is_verified, companies) select d.s, d.ss, d.c, d.v, d.n from d
    where not exists (select 1 from u where (u.sector_id, u.subsector_id, u.country_id, u.is_verified) = (d.s, d.ss, d.c, d.v))$q$, changes);
  execute format($q$with x as (%s),
    d as (select w, sum(x.n)::int as n from x cross join lateral unnest(tsvector_to_array(x.search)) w group by w having sum(x.n) <> 0 order by 1),
    u as (update directory_words t set companies = t.companies + d.n from d where t.word = d.w returning t.word)
    insert into directory_words (word, companies) select d.w, d.n from d where not exists (select 1 from u where u.word = d.w)$q$, changes);
  return null;
end $$`

/**
 * The directory at a million companies and more: every question reads a bounded amount
 * (docs/performance.md, "Bounded work per question").
 *
 * - `directory_counts`: how many listed companies each (sector, subsector, country, verified) cell holds,
 *   with roll-up rows (-1 = any; subsector 0 = none), kept by this migration's triggers in the writer's
 *   transaction. Totals and facets of questions without text are read from it, not counted.
 * - `directory_words`: the distinct words of the listed companies' search documents and how many
 *   companies use each; a misspelt word is corrected against it (trigram index), and a short beginning
 *   of a word is completed from it.
 * - `directory_terms`: the words of names (tier 0), products and services (tier 1), one row per word and
 *   company, in an index ordered by tier then popularity (the views when the row was last written), with
 *   what a text question orders, filters and groups by: a common word's best matches are read in order,
 *   from the index alone, and the reading stops (text-matches.ts).
 * - `name_search`: the name's own words, to tell a match in the name (tier 0) from the rest without
 *   reparsing the name for every match (no index: it is tested on matches already found).
 * - One index per filter and sort, so that a filtered page is read in order and stops after the page.
 */
export class Migration20261125000000_directory_at_scale extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table directory_counts (
      sector_id integer not null,
      subsector_id integer not null,
      country_id integer not null,
      is_verified boolean not null,
      companies integer not null check (companies >= 0),
      primary key (sector_id, subsector_id, country_id, is_verified))`)
    this.addSql(`create index directory_counts_country_idx on directory_counts (country_id, subsector_id, sector_id, is_verified)`)

    this.addSql(`create table directory_words (
      word text primary key,
      companies integer not null check (companies >= 0))`)
    // On lower(word) (the words are lower-case already): an index on `word` itself would also answer
    // `word = …` (pg_trgm does equality), and the planner took it over the primary key for the triggers'
    // updates, 4.5 ms a word instead of microseconds.
    this.addSql(`create index directory_words_trgm_idx on directory_words using gin (lower(word) gin_trgm_ops)`)
    this.addSql(`create index directory_words_prefix_idx on directory_words (word text_pattern_ops)`)

    this.addSql(`create table directory_terms (
      word text not null,
      tier smallint not null,
      pop integer not null,
      company_id integer not null,
      sort_name text not null,
      created_at timestamptz not null,
      sector_id integer not null,
      subsector_id integer not null,
      country_id integer not null,
      is_verified boolean not null)`)
    this.addSql(`create index directory_terms_rank_idx on directory_terms (word, tier, pop desc, company_id)
      include (sort_name, created_at, sector_id, subsector_id, country_id, is_verified)`)
    this.addSql(`create index directory_terms_company_idx on directory_terms (company_id, word)`)

    this.addSql(`alter table directory_entries add column name_search tsvector not null default ''::tsvector`)

    this.addSql(`drop index directory_entries_name_trgm_idx`)
    this.addSql(`drop index directory_entries_sector_idx`)
    this.addSql(`drop index directory_entries_country_idx`)
    this.addSql(`drop index directory_entries_featured_idx`)
    this.addSql(`drop index directory_entries_created_idx`)
    this.addSql(`create index directory_entries_created_idx on directory_entries (${SORTS.recent})`)
    for (const f of FILTERS) {
      for (const [sort, keys] of Object.entries(SORTS)) {
        this.addSql(`create index directory_entries_${f.replace('_id', '')}_${sort}_idx on directory_entries (${f}, ${keys})`)
      }
    }
    for (const sort of ['name', 'recent', 'popular'] as const) {
      this.addSql(`create index directory_entries_verified_${sort}_idx on directory_entries (${SORTS[sort]}) where is_verified`)
    }
    this.addSql(COUNTING)
    for (const [op, refs] of [['insert', 'new table as new_rows'], ['delete', 'old table as old_rows'], ['update', 'old table as old_rows new table as new_rows']] as const) {
      this.addSql(`create trigger directory_entries_counted_${op} after ${op}
        on directory_entries referencing ${refs} for each statement execute function directory_entries_counted()`)
    }
    // The rows already there get their name words, counts and words from the directory's rebuild, which
    // prepareDatabase runs after this migration (src/main/bootstrap.ts).
  }

  override async down(): Promise<void> {
    for (const op of ['insert', 'delete', 'update']) this.addSql(`drop trigger directory_entries_counted_${op} on directory_entries`)
    this.addSql('drop function directory_entries_counted()')
    for (const f of FILTERS) for (const sort of Object.keys(SORTS)) this.addSql(`drop index directory_entries_${f.replace('_id', '')}_${sort}_idx`)
    for (const sort of ['name', 'recent', 'popular']) this.addSql(`drop index directory_entries_verified_${sort}_idx`)
    this.addSql(`drop index directory_entries_created_idx`)
    this.addSql(`create index directory_entries_created_idx on directory_entries (created_at desc, company_id)`)
    this.addSql(`create index directory_entries_featured_idx on directory_entries (views desc) where is_verified`)
    this.addSql(`create index directory_entries_country_idx on directory_entries (country_id)`)
    this.addSql(`create index directory_entries_sector_idx on directory_entries (sector_id, subsector_id)`)
    this.addSql(`create index directory_entries_name_trgm_idx on directory_entries using gin (lower(name) gin_trgm_ops)`)
    this.addSql(`alter table directory_entries drop column name_search`)
    this.addSql('drop table directory_words')
    this.addSql('drop table directory_terms')
    this.addSql('drop table directory_counts')
  }
}
