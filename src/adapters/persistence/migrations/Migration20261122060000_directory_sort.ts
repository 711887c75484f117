import { Migration } from '@mikro-orm/migrations'

/**
 * The directory's default order without a search (verified first, then most viewed): an index that gives
 * it, so the landing page and every filter with the default sort stop after one page instead of sorting
 * every approved company (docs/performance.md).
 */
export class Migration20261122060000_directory_sort extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index directory_entries_relevant_idx on directory_entries (is_verified desc, views desc, company_id)`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop index directory_entries_relevant_idx`)
  }
}
