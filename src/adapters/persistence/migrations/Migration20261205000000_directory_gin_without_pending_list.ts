import { Migration } from '@mikro-orm/migrations'

/**
 * The directory's GIN indexes write each change into the index at once, with no pending list
 * (docs/performance.md, "A lived-in directory: GIN indexes without a pending list").
 *
 * With `fastupdate` (PostgreSQL's default) a changed row's entries go to an unsorted pending list first,
 * which every search through the index reads in full until a vacuum or a 4 MB list merges it. A directory
 * entry changes at each counted profile view (its `views` is in the sort indexes, so the update is never
 * HOT and every index takes a new entry), each approval and each edit: after 2,458 view updates at 1M
 * companies, a rare word's look-up in the full-text index read 230 pages instead of 41 and took 1.05 ms
 * instead of 0.19 ms. Without the list, the same 2,000 updates took as long (1.4–2.1 s against 1.9 s plus
 * the list's later merge), and a search reads what it read on a freshly built index.
 *
 * Index options are kept by pg_get_indexdef, so an index dropped and recreated from its definition (the
 * benchmark's bulk load) keeps them.
 */
const INDEXES = ['directory_entries_search_idx', 'directory_words_trgm_idx'] as const

export class Migration20261205000000_directory_gin_without_pending_list extends Migration {
  override up(): void {
    for (const index of INDEXES) {
      this.addSql(`alter index ${index} set (fastupdate = off)`)
      // What the list holds already is merged now, not at the next vacuum.
      this.addSql(`select gin_clean_pending_list('${index}'::regclass)`)
    }
  }

  override down(): void {
    for (const index of INDEXES) this.addSql(`alter index ${index} reset (fastupdate)`)
  }
}
