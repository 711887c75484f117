import { isPublished } from '../../domain/media/media-item'
import type { MediaStatus } from '../../domain/media/media-type'
import type { Clock } from '../../domain/shared/clock'
import type { User } from '../../domain/user/user'
import { isAdministrator } from '../../domain/user/role'
import { isModerator } from './media-commands'
import type { PreviewTokens } from './preview-links'

/** A media item that carries a stored file as an attachment, as far as who may read the file goes. */
export interface AttachmentCarrier {
  readonly id: number
  readonly status: MediaStatus
  /** When it is public (approved): before it, it is embargoed (issue 22). */
  readonly publishedAt: Date | null
  /** Whether its company is public (approved). */
  readonly companyPublic: boolean
  readonly companyManagerId: number | null
  /** An evidence file of a verification passport: admins only, whatever else carries it. */
  readonly evidence?: boolean
}

/** Port: the media items whose attachments name a stored file (`/uploads/{key}`), in one indexed lookup. */
export interface AttachmentCarriers {
  carriersOf(fileUrl: string): Promise<readonly AttachmentCarrier[]>
}

/**
 * How a stored file is served: `public` as every file always was (anyone holding the link, cached),
 * `private` to this viewer only (never kept by a shared cache), `hidden` as if it did not exist (404).
 */
export type UploadAccess = 'public' | 'private' | 'hidden'

/** An item everybody may read: approved and its publication time come, of a public company (as ViewMedia decides for an item). */
const isPublicItem = (c: AttachmentCarrier, now: Date): boolean => isPublished(c, now) && c.companyPublic

/**
 * Who may read a stored file (issue 22). A file no media item carries (a logo, a thumbnail, a poster, an
 * upload not yet saved with a form) is public, as before. An attachment is public as soon as one item
 * carrying it is public (it is published already: public wins); otherwise (pending, rejected, or of a
 * company that is not public) only the manager of a company whose item carries it and moderators (media
 * users, admins, the super admin, who moderate the items and open them whatever their status) may read
 * it, and anyone else is answered as for a file that does not exist. An embargoed item is not public until
 * its publication time (then its files are, with nothing to do); until then the holder of a valid preview link
 * of an item carrying the file (`previewed`: the ids of those items) reads it too. The evidence files of a
 * verification passport are read by admins only.
 */
export const uploadAccess = (carriers: readonly AttachmentCarrier[], viewer: User | undefined, now: Date, previewed: readonly number[] = []): UploadAccess => {
  // Evidence of a passport (issue 22) is private to admins, and never public.
  if (carriers.some((c) => c.evidence)) return viewer && isAdministrator(viewer.role) ? 'private' : 'hidden'
  if (carriers.length === 0 || carriers.some((c) => isPublicItem(c, now))) return 'public'
  if (viewer && (isModerator(viewer.role) || carriers.some((c) => c.companyManagerId === viewer.id))) return 'private'
  if (carriers.some((c) => previewed.includes(c.id))) return 'private'
  return 'hidden'
}

/** 'Download an uploaded file': who may, for the file at `/uploads/{key}` (with the `preview` token of an item carrying it). */
export class ReadUpload {
  constructor(private readonly carriers: AttachmentCarriers, private readonly tokens: PreviewTokens, private readonly clock: Clock) {}

  async access(viewer: User | undefined, key: string, preview?: string): Promise<UploadAccess> {
    const carriers = await this.carriers.carriersOf(`/uploads/${key}`)
    const now = this.clock.now()
    const previewed: number[] = []
    if (preview !== undefined) {
      for (const c of carriers) if (c.status === 'approved' && await this.tokens.check(preview, c.id, now) === 'valid') previewed.push(c.id)
    }
    return uploadAccess(carriers, viewer, now, previewed)
  }
}
