import * as E from 'fp-ts/lib/Either.js'
import {
  ACCESS_REQUEST_LIST_LIMIT, type AccessRequestReadModel, type AccessRequestView, type OwnAccessRequestView,
} from '../../application/media/access-request-views'
import type { AccessRequest, AccessRequestRepository } from '../../application/media/media-access'
import type { AttachmentInput, AttachmentResolver } from '../../application/media/media-commands'
import type { AttachmentCarrier, AttachmentCarriers } from '../../application/media/upload-access'
import type { CompanyRepository } from '../../domain/company/company.repository'
import type { Attachment, MediaItem, NewMediaItem } from '../../domain/media/media-item'
import type { MediaRepository } from '../../domain/media/media.repository'
import type { User, UserId } from '../../domain/user/user'
import { isAdministrator } from '../../domain/user/role'
import { InMemoryRows, type Reversible } from './in-memory-support'

/** The table's check company_media_approved_published: an approved item has its publication time. */
const approvedHasItsTime = (m: NewMediaItem) => {
  if (m.status === 'approved' && !m.publishedAt) throw new Error('an approved media item needs its publication time (the company_media check)')
}

/** Media items in a map, as the PostgreSQL repository keeps them (attachments with their item). */
export class InMemoryMediaRepository implements MediaRepository, Reversible {
  private readonly rows = new InMemoryRows<MediaItem>()
  /** The stored items by id, for tests to read. */
  get items(): Map<number, MediaItem> { return this.rows.byId }
  snapshot() { return this.rows.snapshot() }

  async byId(id: number) { return this.items.get(id) }
  async countForCompanyLocked(companyId: number) { return [...this.items.values()].filter((m) => m.companyId === companyId).length }
  async add(m: NewMediaItem): Promise<MediaItem> {
    approvedHasItsTime(m)
    return this.rows.insert((id) => ({ ...m, id }))
  }
  /** The company and the creation date stay as stored; an item that is not stored is a bug (it throws), as in PostgreSQL. */
  async save(m: MediaItem) {
    const stored = this.items.get(m.id)
    if (!stored) throw new Error(`no media item ${m.id} to save`)
    approvedHasItsTime(m)
    this.items.set(m.id, { ...m, companyId: stored.companyId, createdAt: stored.createdAt })
  }
  async remove(id: number) { this.items.delete(id) }
  async duePublications(now: Date, limit: number) {
    return [...this.items.values()]
      .filter((m) => m.status === 'approved' && m.publicationAnnounced === false && !!m.publishedAt && m.publishedAt.getTime() <= now.getTime())
      .sort((a, b) => a.publishedAt!.getTime() - b.publishedAt!.getTime() || a.id - b.id).slice(0, limit)
  }
}

/** A request as the table keeps it: with who decided it, and when. */
type StoredRequest = AccessRequest & { readonly decidedBy: number | null; readonly decidedAt: Date | null }

/** A stored request as the port answers it: without who decided it and when (the screens read those). */
const asRequest = (r: StoredRequest): AccessRequest => ({ id: r.id, userId: r.userId, status: r.status, message: r.message, createdAt: r.createdAt })

/**
 * Media access requests, with the database's rule of at most one pending request per user, answering
 * as the PostgreSQL repository does (test/contracts/access-request-repository.contract.ts).
 */
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

/** Newest first; the later id first among requests of the same instant (as the SQL orders them). */
const newestFirst = (a: StoredRequest, b: StoredRequest) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id

/**
 * The media access screens' questions over the requests of an InMemoryAccessRequestRepository and
 * the accounts of a user repository, answering as PgAccessRequestReadModel does (the request's user
 * joined: a request whose user is gone is not listed).
 */
export class InMemoryAccessRequestReadModel implements AccessRequestReadModel {
  constructor(private readonly requests: InMemoryAccessRequestRepository, private readonly users: { readonly users: ReadonlyMap<UserId, User> }) {}

  async list(status: AccessRequest['status'] | 'all'): Promise<AccessRequestView[]> {
    return [...this.requests.requests.values()]
      .filter((r) => status === 'all' || r.status === status)
      .sort(newestFirst)
      .flatMap((r) => {
        const u = this.users.users.get(r.userId)
        return u ? [{
          id: r.id, userId: r.userId, status: r.status, message: r.message, createdAt: r.createdAt.toISOString(),
          decidedAt: r.decidedAt?.toISOString() ?? null, user: { id: u.id, name: `${u.firstName} ${u.lastName}`, email: u.email, role: u.role },
        }] : []
      })
      .slice(0, ACCESS_REQUEST_LIST_LIMIT)
  }

  async latestOf(userId: number): Promise<OwnAccessRequestView | null> {
    const r = [...this.requests.requests.values()].filter((x) => x.userId === userId).sort(newestFirst)[0]
    return r ? { id: r.id, status: r.status, createdAt: r.createdAt.toISOString() } : null
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

/** The items whose attachments name a file, over the in-memory items and companies (PgUploads in SQL). */
export class InMemoryAttachmentCarriers implements AttachmentCarriers {
  constructor(private readonly media: InMemoryMediaRepository, private readonly companies: CompanyRepository) {}

  async carriersOf(fileUrl: string): Promise<readonly AttachmentCarrier[]> {
    const out: AttachmentCarrier[] = []
    for (const m of this.media.items.values()) {
      if (!m.attachments.some((a) => a.fileUrl === fileUrl)) continue
      const company = await this.companies.byId(m.companyId)
      out.push({ id: m.id, status: m.status, publishedAt: m.publishedAt, companyPublic: company?.status === 'approved', companyManagerId: company?.managerId ?? null })
    }
    return out
  }
}
