import { Migration } from '@mikro-orm/migrations'

const SORTS = {
  relevant: 'is_verified desc, views desc, company_id',
  name: 'sort_name, company_id',
  recent: 'created_at desc, company_id desc',
  popular: 'views desc, company_id',
} as const
const OLD_NAME = 'lower(name), company_id'
const FILTERS = ['sector_id', 'subsector_id', 'country_id'] as const
const ALL = ['sector_id', 'subsector_id', 'country_id', 'is_verified'] as const
const include = (key?: string) => `include (${ALL.filter((c) => c !== key).join(', ')})`

/**
 * A page of the directory without text is found in its (filter, sort) index alone: every such index
 * carries the other filters' columns, and the name order is a stored column (`sort_name`) rather than an
 * expression, so that the page's ids come from an index-only scan however many rows it skips (a deep
 * page, or filters that no index leads with), and only the page's own cards are read from the table
 * (docs/performance.md, "Pages without text").
 */
export class Migration20261126010000_directory_covering extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table directory_entries add column sort_name text generated always as (lower(name)) stored`)
    this.addSql('drop index directory_entries_relevant_idx, directory_entries_name_idx, directory_entries_created_idx, directory_entries_views_idx')
    for (const [sort, keys] of Object.entries(SORTS)) {
      this.addSql(`create index directory_entries_${sort}_idx on directory_entries (${keys}) ${include()}`)
      for (const f of FILTERS) {
        this.addSql(`drop index directory_entries_${f.replace('_id', '')}_${sort}_idx`)
        this.addSql(`create index directory_entries_${f.replace('_id', '')}_${sort}_idx on directory_entries (${f}, ${keys}) ${include(f)}`)
      }
      if (sort !== 'relevant') {
        this.addSql(`drop index directory_entries_verified_${sort}_idx`)
        this.addSql(`create index directory_entries_verified_${sort}_idx on directory_entries (${keys}) ${include('is_verified')} where is_verified`)
      }
    }
  }

  override async down(): Promise<void> {
    for (const [sort, covering] of Object.entries(SORTS)) {
      const keys = sort === 'name' ? OLD_NAME : covering
      this.addSql(`drop index directory_entries_${sort}_idx`)
      for (const f of FILTERS) {
        this.addSql(`drop index directory_entries_${f.replace('_id', '')}_${sort}_idx`)
        this.addSql(`create index directory_entries_${f.replace('_id', '')}_${sort}_idx on directory_entries (${f}, ${keys})`)
      }
      if (sort !== 'relevant') {
        this.addSql(`drop index directory_entries_verified_${sort}_idx`)
        this.addSql(`create index directory_entries_verified_${sort}_idx on directory_entries (${keys}) where is_verified`)
      }
    }
    this.addSql(`create index directory_entries_relevant_idx on directory_entries (${SORTS.relevant})`)
    this.addSql(`create index directory_entries_name_idx on directory_entries (${OLD_NAME})`)
    this.addSql(`create index directory_entries_created_idx on directory_entries (${SORTS.recent})`)
    this.addSql(`create index directory_entries_views_idx on directory_entries (${SORTS.popular})`)
    this.addSql('alter table directory_entries drop column sort_name')
  }
}
