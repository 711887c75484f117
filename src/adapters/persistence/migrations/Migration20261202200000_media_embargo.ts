import { Migration } from '@mikro-orm/migrations'

/**
 * Embargo and scheduled publication of media items (issue 22). `publish_at` is the time its manager asks
 * for (none: at approval); an approval sets `published_at` to the later of the approval and `publish_at`,
 * and every public read asks `published_at <= now` (the list index's own expression). An approved item
 * always has its publication time (a check). `publication_announced` is false while the publication of an
 * approved item is still to be told (MediaItemPublished, by the publication job); the partial index finds
 * those due in one look.
 */
export class Migration20261202200000_media_embargo extends Migration {
  override up(): void {
    this.addSql(`update company_media set published_at = coalesce(updated_at, created_at) where status = 'approved' and published_at is null`)
    this.addSql(`alter table company_media
      add column publish_at timestamptz,
      add column publication_announced boolean not null default true,
      add constraint company_media_approved_published check (status <> 'approved' or published_at is not null)`)
    this.addSql(`create index company_media_unannounced_idx on company_media (published_at) where not publication_announced and status = 'approved'`)
  }

  override down(): void {
    this.addSql('drop index if exists company_media_unannounced_idx')
    this.addSql('alter table company_media drop constraint company_media_approved_published, drop column publish_at, drop column publication_announced')
  }
}
