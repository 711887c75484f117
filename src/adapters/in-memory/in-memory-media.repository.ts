import * as E from 'fp-ts/lib/Either.js'
import type { AccessRequest, AccessRequestRepository } from '../../application/media/media-access'
import type { AttachmentInput, AttachmentResolver } from '../../application/media/media-commands'
import type { Attachment, MediaItem, NewMediaItem } from '../../domain/media/media-item'
import type { MediaRepository } from '../../domain/media/media.repository'
import type { User } from '../../domain/user/user'
import { isAdministrator } from '../../domain/user/role'
import { InMemoryRows, type Reversible } from './in-memory-support'

/** Media items in a map, as the PostgreSQL repository keeps them (attachments with their item). */
export class InMemoryMediaRepository implements MediaRepository, Reversible {
  private readonly rows = new InMemoryRows<MediaItem>()
  /** The stored items by id, for tests to read. */
  get items(): Map<number, MediaItem> { return this.rows.byId }
  snapshot() { return this.rows.snapshot() }

  async byId(id: number) { return this.items.get(id) }
  async countForCompanyLocked(companyId: number) { return [...this.items.values()].filter((m) => m.companyId === companyId).length }
  async add(m: NewMediaItem): Promise<MediaItem> { return this.rows.insert((id) => ({ ...m, id })) }
  /** The company and the creation date stay as stored; an item that is not stored is a bug (it throws), as in PostgreSQL. */
  async save(m: MediaItem) {
    const stored = this.items.get(m.id)
    if (!stored) throw new Error(`no media item ${m.id} to save`)
    this.items.set(m.id, { ...m, companyId: stored.companyId, createdAt: stored.createdAt })
  }
  async remove(id: number) { this.items.delete(id) }
}

/** A request as the table keeps it: with who decided it, and when. */
type StoredRequest = AccessRequest & { readonly decidedBy: number | null; readonly decidedAt: Date | null }

/** The request as the port answers it (who decided, and when, are the table's: tests read them from `requests`). */
const asRequest = ({ id, userId, status, message, createdAt }: StoredRequest): AccessRequest => ({ id, userId, status, message, createdAt })

/** Media access requests, with the database's rule of at most one pending request per user. */
export class InMemoryAccessRequestRepository implements AccessRequestRepository, Reversible {
  private readonly rows = new InMemoryRows<StoredRequest>()
  /** The stored requests by id, for tests to read. */
  get requests(): Map<number, StoredRequest> { return this.rows.byId }
  snapshot() { return this.rows.snapshot() }

  async openOf(userId: number) {
    const open = [...this.requests.values()].find((r) => r.userId === userId && r.status === 'pending')
    return open && asRequest(open)
  }
  async byId(id: number) {
    const r = this.requests.get(id)
    return r && asRequest(r)
  }
  async add(userId: number, message: string | null, at: Date): Promise<AccessRequest> {
    // The unique index media_access_requests_open_idx: one pending request per user.
    if (await this.openOf(userId)) throw new Error(`user ${userId} already has a pending media access request`)
    return asRequest(this.rows.insert((id) => ({ id, userId, status: 'pending', message, createdAt: at, decidedBy: null, decidedAt: null })))
  }
  async decide(id: number, status: 'approved' | 'rejected', by: number, at: Date) {
    const r = this.requests.get(id)
    if (r) this.requests.set(id, { ...r, status, decidedBy: by, decidedAt: at })
  }
}

/**
 * Attachments as UploadsAttachmentResolver resolves them: files in `uploads` (by key, uploaded by the
 * same user unless an admin attaches them) with their stored type and size, or http(s) links.
 */
export class InMemoryAttachmentResolver implements AttachmentResolver {
  constructor(private readonly uploads: ReadonlyMap<string, { filename: string; contentType: string; size: number; uploadedBy: number }> = new Map()) {}

  async resolve(inputs: readonly AttachmentInput[], actor: User): Promise<E.Either<Record<string, string>, Attachment[]>> {
    const out: Attachment[] = []
    for (const [i, a] of inputs.entries()) {
      const key = /^\/uploads\/(.+)$/.exec(a.fileUrl)?.[1]
      if (key !== undefined) {
        const row = this.uploads.get(key)
        if (!row || (row.uploadedBy !== actor.id && !isAdministrator(actor.role))) return E.left({ [`attachments.${i}`]: 'Unknown file: upload it first' })
        out.push({ filename: a.filename ?? row.filename, fileUrl: a.fileUrl, fileType: row.contentType, fileSize: row.size })
      } else if (/^https?:\/\//.test(a.fileUrl)) {
        out.push({ filename: a.filename ?? 'link', fileUrl: a.fileUrl, fileType: a.fileType ?? 'text/uri-list', fileSize: a.fileSize ?? 0 })
      } else {
        return E.left({ [`attachments.${i}`]: 'Please enter a valid URL' })
      }
    }
    return E.right(out)
  }
}
