import type { AttachmentCarrier, AttachmentCarriers } from '../../../application/media/upload-access'
import type { UploadRecord, UploadRecords } from '../../../application/ports/upload-records'
import type { Attachment, MediaItem, NewMediaItem } from '../../../domain/media/media-item'
import type { MediaStatus, MediaType } from '../../../domain/media/media-type'
import type { MediaRepository } from '../../../domain/media/media.repository'
import { asDate, asDateOrNull, type Row, type Sql } from '../sql'

const toItem = (r: Row): MediaItem => ({
  id: r.id as number, companyId: r.company_id as number, title: r.title as string, content: r.content as string,
  type: r.type as MediaType, thumbnailUrl: r.thumbnail_url as string | null, eventDate: asDateOrNull(r.event_date),
  eventLocation: r.event_location as string | null, status: r.status as MediaStatus, publishedAt: asDateOrNull(r.published_at),
  rejectionReason: r.rejection_reason as string | null, createdAt: asDate(r.created_at),
  publishAt: asDateOrNull(r.publish_at), publicationAnnounced: r.publication_announced as boolean,
  attachments: (r.attachments as { filename: string; fileUrl: string; fileType: string; fileSize: number }[]) ?? [],
})

const SELECT = `select m.*, coalesce((select json_agg(json_build_object('filename', a.filename, 'fileUrl', a.file_url,
    'fileType', a.file_type, 'fileSize', a.file_size) order by a.id) from media_attachments a where a.media_id = m.id), '[]') as attachments
  from company_media m`

const sameAttachment = (r: { filename: string; file_url: string; file_type: string; file_size: number }, a: Attachment) =>
  r.filename === a.filename && r.file_url === a.fileUrl && r.file_type === a.fileType && r.file_size === a.fileSize

export class PgMediaRepository implements MediaRepository {
  constructor(private readonly sql: Sql) {}

  async byId(id: number) {
    const r = await this.sql.one<Row>(`${SELECT} where m.id = ?`, [id])
    return r && toItem(r)
  }

  async countForCompanyLocked(companyId: number) {
    await this.sql.one('select id from companies where id = ? for update', [companyId])
    return (await this.sql.one<{ n: number }>('select count(*)::int as n from company_media where company_id = ?', [companyId]))?.n ?? 0
  }

  async add(m: NewMediaItem) {
    const r = await this.sql.one<{ id: number }>(
      `insert into company_media (company_id, title, content, type, thumbnail_url, status, event_date, event_location, published_at, rejection_reason, created_at, updated_at,
         publish_at, publication_announced)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [m.companyId, m.title, m.content, m.type, m.thumbnailUrl, m.status, m.eventDate, m.eventLocation, m.publishedAt, m.rejectionReason, m.createdAt, m.createdAt,
        m.publishAt ?? null, m.publicationAnnounced !== false])
    await this.attach(r!.id, m.attachments)
    return (await this.byId(r!.id))!
  }

  /** The company and the creation date stay as stored; an item that is not stored is a bug (it throws). */
  async save(m: MediaItem) {
    const updated = await this.sql.run(`update company_media set title = ?, content = ?, type = ?, thumbnail_url = ?, status = ?, event_date = ?,
      event_location = ?, published_at = ?, rejection_reason = ?, publish_at = ?, publication_announced = ?, updated_at = now() where id = ?`,
      [m.title, m.content, m.type, m.thumbnailUrl, m.status, m.eventDate, m.eventLocation, m.publishedAt, m.rejectionReason, m.publishAt ?? null,
        m.publicationAnnounced !== false, m.id])
    if (updated === 0) throw new Error(`no media item ${m.id} to save`)
    await this.replaceAttachments(m.id, m.attachments)
  }

  async remove(id: number) {
    await this.sql.run('delete from company_media where id = ?', [id])
  }

  /** Approved items whose publication time has come and is not told yet, locked (others skip them), by the partial index. */
  async duePublications(now: Date, limit: number) {
    const rows = await this.sql.all<Row>(`${SELECT} where m.id in (select id from company_media
      where not publication_announced and status = 'approved' and published_at <= ? order by published_at, id limit ? for update skip locked)
      order by m.published_at, m.id`, [now, limit])
    return rows.map(toItem)
  }

  /**
   * Keeps the stored attachments up to the first one that differs, with their ids (the screens key on
   * them, and a moderation decision changes no attachment), and writes the rest anew in order.
   */
  private async replaceAttachments(mediaId: number, attachments: readonly Attachment[]) {
    const rows = await this.sql.all<{ id: number; filename: string; file_url: string; file_type: string; file_size: number }>(
      'select id, filename, file_url, file_type, file_size from media_attachments where media_id = ? order by id', [mediaId])
    let kept = 0
    while (kept < rows.length && kept < attachments.length && sameAttachment(rows[kept], attachments[kept])) kept++
    const dropped = rows.slice(kept).map((r) => r.id)
    if (dropped.length) await this.sql.run('delete from media_attachments where id = any(?::int[])', [dropped])
    await this.attach(mediaId, attachments.slice(kept))
  }

  private async attach(mediaId: number, attachments: readonly Attachment[]) {
    for (const a of attachments) {
      await this.sql.run('insert into media_attachments (media_id, filename, file_url, file_type, file_size) values (?, ?, ?, ?, ?)',
        [mediaId, a.filename, a.fileUrl, a.fileType, a.fileSize])
    }
  }
}

/** The uploads table: what the server stored, by key, so attachments reference only real files. */
/**
 * The items carrying a file (`?`: its address) and their company, by the index on media_attachments (file_url),
 * and, in the same statement, whether a passport check names the file as evidence (issue 22: one row with
 * `evidence` true), by the unique index on verification_evidence (upload_key).
 */
export const CARRIERS_SQL = `with f(url) as (select ?::text)
  select m.id, m.status, m.published_at, c.status = 'approved' as company_public, c.manager_id, false as evidence
    from f join media_attachments a on a.file_url = f.url join company_media m on m.id = a.media_id join companies c on c.id = m.company_id
  union all
  select 0, 'pending', null, false, null, true from f
    join verification_evidence e on e.upload_key = substring(f.url from '^/uploads/([A-Za-z0-9_.-]+)$')`

export class PgUploads implements UploadRecords, AttachmentCarriers {
  constructor(private readonly sql: Sql) {}

  async find(key: string): Promise<UploadRecord | undefined> {
    const row = await this.byKey(key)
    return row && { key: row.key, filename: row.filename, contentType: row.content_type, size: row.size, uploadedBy: row.uploaded_by }
  }

  async recordAll(records: readonly UploadRecord[]): Promise<void> {
    if (!records.length) return
    await this.sql.run(`insert into uploads (key, filename, content_type, size, uploaded_by) values ${records.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
      records.flatMap((u) => [u.key, u.filename, u.contentType, u.size, u.uploadedBy]))
  }

  async record(u: { key: string; filename: string; contentType: string; size: number; uploadedBy: number }) {
    await this.sql.run('insert into uploads (key, filename, content_type, size, uploaded_by) values (?, ?, ?, ?, ?)',
      [u.key, u.filename, u.contentType, u.size, u.uploadedBy])
  }

  /**
   * Deletes the uploads made before `before` that nothing refers to (an attachment, or a thumbnail,
   * logo or poster URL that names it) and answers their keys, whose files are to be removed too.
   * A cropped logo's sizes (domain/company/logo.ts) are kept together while its largest is named.
   */
  async sweepUnused(before: Date): Promise<string[]> {
    const rows = await this.sql.all<{ key: string }>(`delete from uploads u where u.created_at < ?
      and not exists (select 1 from media_attachments a where a.file_url = '/uploads/' || u.key)
      and not exists (select 1 from verification_evidence e where e.upload_key = u.key)
      and u.key not in (select k from (
        select substring(v from '/uploads/([A-Za-z0-9_.-]+)') as k from (
          select thumbnail_url as v from company_media where thumbnail_url like '%/uploads/%'
          union all select logo from companies where logo like '%/uploads/%'
          union all select poster_image from exhibitions where poster_image like '%/uploads/%') named) keys where k is not null)
      and not exists (select 1 from companies c where c.logo like '%/uploads/%'
        and substring(c.logo from '/uploads/([0-9a-f]{32})-256$') = substring(u.key from '^([0-9a-f]{32})-(64|128|256)$'))
      returning u.key`, [before])
    return rows.map((r) => r.key)
  }

  /** The items carrying the file, with their company, and whether it is a passport's evidence: one statement. */
  async carriersOf(fileUrl: string): Promise<readonly AttachmentCarrier[]> {
    const rows = await this.sql.all<{ id: number; status: MediaStatus; published_at: unknown; company_public: boolean; manager_id: number | null; evidence: boolean }>(CARRIERS_SQL, [fileUrl])
    return rows.map((r) => ({
      id: r.id, status: r.status, publishedAt: asDateOrNull(r.published_at), companyPublic: r.company_public, companyManagerId: r.manager_id,
      ...(r.evidence ? { evidence: true } : {}),
    }))
  }

  async byKey(key: string) {
    return this.sql.one<{ key: string; filename: string; content_type: string; size: number; uploaded_by: number | null }>(
      'select key, filename, content_type, size, uploaded_by from uploads where key = ?', [key])
  }
}
