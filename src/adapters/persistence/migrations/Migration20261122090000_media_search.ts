import { Migration } from '@mikro-orm/migrations'

/**
 * The media center's search (`%word%` in an item's title, its text or its company's name) reads
 * trigram indexes instead of every item of the type: 200–450 ms a search at 110,000 items before
 * (docs/performance-api.md). The title already had one.
 */
export class Migration20261122090000_media_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index company_media_content_trgm_idx on company_media using gin (lower(content) gin_trgm_ops)`)
    this.addSql(`create index companies_name_trgm_idx on companies using gin (lower(name) gin_trgm_ops)`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop index company_media_content_trgm_idx`)
    this.addSql(`drop index companies_name_trgm_idx`)
  }
}
