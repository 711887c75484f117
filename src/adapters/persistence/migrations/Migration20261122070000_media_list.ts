import { Migration } from '@mikro-orm/migrations'

/**
 * The media center's list order (newest first) within its type and status filters: an index that gives
 * it, so a page stops after its rows instead of sorting every item of the type (docs/performance-api.md).
 */
export class Migration20261122070000_media_list extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index company_media_list_idx on company_media (type, status, coalesce(published_at, created_at) desc, id desc)`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop index company_media_list_idx`)
  }
}
