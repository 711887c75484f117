import { Migration } from '@mikro-orm/migrations'

/**
 * Uploaded files (attachments are real uploads kept by the server), the reason of a media
 * rejection, media access requests, and indexes for the media center and the admin media list.
 */
export class Migration20261122030000_media extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table uploads (
      key text primary key,
      filename text not null,
      content_type text not null,
      size integer not null check (size >= 0),
      uploaded_by integer references users(id) on delete set null,
      created_at timestamptz not null default now())`)
    this.addSql(`alter table company_media add column rejection_reason text`)
    this.addSql(`create index company_media_published_idx on company_media (status, coalesce(published_at, created_at) desc)`)
    this.addSql(`create index company_media_title_trgm_idx on company_media using gin (lower(title) gin_trgm_ops)`)
    this.addSql(`create table media_access_requests (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      message text,
      status text not null default 'pending' check (status in ('pending','approved','rejected')),
      decided_by integer references users(id) on delete set null,
      decided_at timestamptz,
      created_at timestamptz not null default now())`)
    this.addSql(`create unique index media_access_requests_open_idx on media_access_requests (user_id) where status = 'pending'`)
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists media_access_requests')
    this.addSql('drop index if exists company_media_title_trgm_idx')
    this.addSql('drop index if exists company_media_published_idx')
    this.addSql('alter table company_media drop column if exists rejection_reason')
    this.addSql('drop table if exists uploads')
  }
}
