import * as E from 'fp-ts/lib/Either.js'
import { changesBetween, createdFields, deletedFields } from '../shared/changes'
import type { Decision } from '../shared/decision'
import type { DomainEvent } from '../shared/domain-event'
import { decisionReason } from '../shared/reason'
import type { MediaStatus, MediaType } from './media-type'

export interface Attachment {
  readonly filename: string
  readonly fileUrl: string
  readonly fileType: string
  readonly fileSize: number
}

/** What a manager writes. */
export interface MediaContent {
  readonly title: string
  readonly content: string
  readonly type: MediaType
  readonly thumbnailUrl: string | null
  /** For events: when and where. */
  readonly eventDate: Date | null
  readonly eventLocation: string | null
  readonly attachments: readonly Attachment[]
  /**
   * Its embargo (issue 22): the time it may be published, none for "at approval". Approved before it, the
   * item stays private until then (docs/ubiquitous-language/media-item.md). Absent is none.
   */
  readonly publishAt?: Date | null
}

/** A company's news item, press release, press kit or event, and its moderation. */
export interface MediaItem extends MediaContent {
  readonly id: number
  readonly companyId: number
  readonly status: MediaStatus
  /**
   * When it is (or will be) public: set at approval to the later of the approval and its `publishAt`;
   * the first publication is kept afterwards. Before it, an approved item is embargoed.
   */
  readonly publishedAt: Date | null
  /** False while the publication of an embargoed item is still to be told (MediaItemPublished); absent is told. */
  readonly publicationAnnounced?: boolean
  /** Why a moderator rejected it, for its company's manager. */
  readonly rejectionReason: string | null
  readonly createdAt: Date
}

export type NewMediaItem = Omit<MediaItem, 'id'>

export type MediaError =
  | { readonly _tag: 'IllegalModeration'; readonly from: MediaStatus; readonly to: MediaStatus }
  | { readonly _tag: 'InvalidMedia'; readonly fieldErrors: Readonly<Record<string, string>> }

const event = (type: string, m: Pick<MediaItem, 'id' | 'companyId' | 'title' | 'type'>, actorId: number | null, at: Date, extra: Record<string, unknown> = {}): DomainEvent => ({
  type, aggregateType: 'media', aggregateId: String(m.id), actorId, occurredAt: at,
  payload: { title: m.title, mediaType: m.type, companyId: m.companyId, ...extra },
})

/** An item as its changes are told: its content (attachments by file name), its moderation and publication. */
const audited = (m: MediaItem) => ({
  title: m.title, content: m.content, type: m.type, thumbnailUrl: m.thumbnailUrl, eventDate: m.eventDate, eventLocation: m.eventLocation,
  attachments: m.attachments.map((a) => a.filename), status: m.status, rejectionReason: m.rejectionReason, publishedAt: m.publishedAt,
  publishAt: m.publishAt ?? null,
})
type Audited = ReturnType<typeof audited>
const AUDITED_FIELDS = Object.keys({
  title: true, content: true, type: true, thumbnailUrl: true, eventDate: true, eventLocation: true, attachments: true, status: true,
  rejectionReason: true, publishedAt: true, publishAt: true,
} satisfies Record<keyof Audited, true>) as (keyof Audited)[]
const MODERATION_FIELDS: readonly (keyof Audited)[] = ['status', 'rejectionReason', 'publishedAt']

/** How far ahead a publication time may be. */
const MAX_EMBARGO_DAYS = 366

/**
 * Whether a publication time may be asked for at `now`: in the future, at most MAX_EMBARGO_DAYS ahead; the
 * item's own stored time (`kept`) stays acceptable once it has passed (an edit of other fields resends it).
 * Press kits carry none: they are for media professionals, never public pages (docs/decisions.md).
 */
const publishAtError = (c: MediaContent, now: Date | undefined, kept: Date | null): string | undefined => {
  if (!c.publishAt) return undefined
  if (c.type === 'press_kit') return 'A press kit has no publication time: it is for media professionals only'
  if (!now || sameTime(c.publishAt, kept)) return undefined
  if (c.publishAt.getTime() <= now.getTime()) return 'The publication time must be in the future'
  if (c.publishAt.getTime() > now.getTime() + MAX_EMBARGO_DAYS * 86_400_000) return 'The publication time can be at most a year ahead'
  return undefined
}

/**
 * Events have a date (their place is optional); press kits are files; other types carry no date or place.
 * A publication time (checked when `now` is given) is in the future, at most a year ahead.
 */
export const validateContent = (c: MediaContent, now?: Date, kept: Date | null = null): E.Either<MediaError, MediaContent> => {
  const errors: Record<string, string> = {}
  if (c.type === 'event' && !c.eventDate) errors.eventDate = 'An event needs a date'
  if (c.type === 'press_kit' && c.attachments.length === 0) errors.attachments = 'A press kit needs at least one file'
  const publishAt = publishAtError(c, now, kept)
  if (publishAt) errors.publishAt = publishAt
  return Object.keys(errors).length ? E.left({ _tag: 'InvalidMedia', fieldErrors: errors }) : E.right(c.type === 'event' ? c : { ...c, eventDate: null, eventLocation: null })
}

/**
 * When an item approved at `now` is public: at its publication time when that is still ahead (an embargo),
 * else at its first publication (kept, as a rejection or a return to review keeps it), else now.
 */
const publicationAt = (m: Pick<MediaItem, 'publishAt' | 'publishedAt'>, now: Date): Date =>
  m.publishAt && m.publishAt.getTime() > now.getTime() ? m.publishAt
    : m.publishedAt && m.publishedAt.getTime() <= now.getTime() ? m.publishedAt : now

/** Approved and its publication time come: everybody may read it (its company public aside). */
export const isPublished = (m: Pick<MediaItem, 'status' | 'publishedAt'>, now: Date): boolean =>
  m.status === 'approved' && !!m.publishedAt && m.publishedAt.getTime() <= now.getTime()

/** Approved, its publication time still ahead: under embargo until `publishedAt`. */
export const isEmbargoed = (m: Pick<MediaItem, 'status' | 'publishedAt'>, now: Date): boolean =>
  m.status === 'approved' && !!m.publishedAt && m.publishedAt.getTime() > now.getTime()

/** An item approved at `now`: published then, or embargoed until its time (its publication then to be told). */
const approvedAt = <M extends Pick<MediaItem, 'publishAt' | 'publishedAt'>>(m: M, now: Date): M & Pick<MediaItem, 'status' | 'publishedAt' | 'publicationAnnounced'> => {
  const publishedAt = publicationAt(m, now)
  return { ...m, status: 'approved', publishedAt, publicationAnnounced: publishedAt.getTime() <= now.getTime() }
}

/** A publication time that never came (an embargoed item taken back) is no publication: forgotten. */
const withdrawn = (m: MediaItem, now: Date): Pick<MediaItem, 'publishedAt' | 'publicationAnnounced'> => ({
  publishedAt: m.publishedAt && m.publishedAt.getTime() > now.getTime() ? null : m.publishedAt, publicationAnnounced: true,
})

/** A new item: pending while media moderation is on, approved (published, or embargoed until its time) when it is off. */
export const submit = (companyId: number, content: MediaContent, moderate: boolean, now: Date): NewMediaItem => {
  const base = { ...content, publishAt: content.publishAt ?? null, companyId, rejectionReason: null, createdAt: now }
  return moderate ? { ...base, status: 'pending', publishedAt: null, publicationAnnounced: true } : approvedAt({ ...base, publishedAt: null }, now)
}

export const submissionEvents = (m: MediaItem, actorId: number): DomainEvent[] => {
  const submitted = event('MediaItemSubmitted', m, actorId, m.createdAt, { changes: createdFields(audited(m), AUDITED_FIELDS) })
  return m.status === 'approved' ? [submitted, event('MediaItemApproved', m, actorId, m.createdAt, { automatic: true })] : [submitted]
}

/**
 * Which moderation moves are allowed: pending → approved | rejected, approved → rejected | pending,
 * rejected → approved. approved → pending ("returned to review") is the undo of a quick approval:
 * the item leaves the media center and waits for a decision again; its first publication date is
 * kept (it was published, however briefly), as a rejection keeps it.
 */
const ALLOWED: Record<MediaStatus, readonly MediaStatus[]> = { pending: ['approved', 'rejected'], approved: ['rejected', 'pending'], rejected: ['approved'] }
const MODERATION_EVENT: Record<MediaStatus, string> = { approved: 'MediaItemApproved', rejected: 'MediaItemRejected', pending: 'MediaItemReturnedToReview' }

/**
 * A moderator's decision. A rejection needs a reason (trimmed, not blank), which the company's
 * manager reads with the item; an approval clears it.
 */
export const moderate = (m: MediaItem, to: MediaStatus, moderatorId: number, now: Date, reason: string | null): E.Either<MediaError, Decision<MediaItem, DomainEvent>> => {
  const why = decisionReason(reason)
  if (to === 'rejected' && E.isLeft(why)) return E.left({ _tag: 'InvalidMedia', fieldErrors: { reason: 'Please give a reason for the rejection' } })
  if (!ALLOWED[m.status].includes(to)) return E.left({ _tag: 'IllegalModeration', from: m.status, to })
  const kept = to === 'rejected' && E.isRight(why) ? why.right : null
  const state: MediaItem = to === 'approved' ? { ...approvedAt(m, now), rejectionReason: null } : { ...m, ...withdrawn(m, now), status: to, rejectionReason: kept }
  const changes = changesBetween(audited(m), audited(state), MODERATION_FIELDS)
  // An embargoed approval says until when: the followers are told at the publication (MediaItemPublished), not now.
  const embargo = isEmbargoed(state, now) ? { embargoUntil: state.publishedAt } : {}
  return E.right({ state, events: [event(MODERATION_EVENT[to], m, moderatorId, now, kept ? { reason: kept, changes } : { changes, ...embargo })] })
}

const sameTime = (a: Date | null, b: Date | null) => (a === null || b === null ? a === b : a.getTime() === b.getTime())
const sameAttachments = (a: readonly Attachment[], b: readonly Attachment[]) => a.length === b.length
  && a.every((x, i) => x.filename === b[i].filename && x.fileUrl === b[i].fileUrl && x.fileType === b[i].fileType && x.fileSize === b[i].fileSize)

/** Whether the content is the item's own: an edit to it changes nothing. */
const unchanged = (m: MediaItem, c: MediaContent): boolean =>
  m.title === c.title && m.content === c.content && m.type === c.type && m.thumbnailUrl === c.thumbnailUrl
  && sameTime(m.eventDate, c.eventDate) && m.eventLocation === c.eventLocation && sameAttachments(m.attachments, c.attachments)
  && sameTime(m.publishAt ?? null, c.publishAt ?? null)

/**
 * An edit: an approved (or rejected) item goes back to pending while moderation is on. An edit that
 * changes nothing decides nothing (no event), so it never sends a published item back to review.
 */
export const edit = (m: MediaItem, content: MediaContent, editorId: number, moderate: boolean, now: Date): Decision<MediaItem, DomainEvent> => {
  if (unchanged(m, content)) return { state: m, events: [] }
  const backToReview = moderate && m.status !== 'pending'
  const edited: MediaItem = { ...m, ...content }
  // Back to review, an embargoed item is taken back; left approved (no moderation), its new publication time counts at once.
  const state: MediaItem = backToReview ? { ...edited, ...withdrawn(m, now), status: 'pending', rejectionReason: null }
    : m.status === 'approved' && !sameTime(m.publishAt ?? null, edited.publishAt ?? null) ? approvedAt(edited, now) : edited
  const changes = changesBetween(audited(m), audited(state), AUDITED_FIELDS)
  return { state, events: [event('MediaItemEdited', state, editorId, now, backToReview ? { resubmitted: true, changes } : { changes })] }
}

/**
 * The publication of an embargoed item, its time come, told once (by the publication job, no actor): its
 * followers hear of it now, as they hear of an item approved without embargo. Undefined when there is
 * nothing to tell (not approved, its time not come, told already).
 */
export const announcePublication = (m: MediaItem, now: Date): Decision<MediaItem, DomainEvent> | undefined => {
  if (m.publicationAnnounced !== false || !isPublished(m, now)) return undefined
  return { state: { ...m, publicationAnnounced: true }, events: [event('MediaItemPublished', m, null, now, { publishedAt: m.publishedAt })] }
}

/** A deletion, with what the item was as its changes. */
export const mediaDeleted = (m: MediaItem, actorId: number, now: Date): DomainEvent =>
  event('MediaItemDeleted', m, actorId, now, { changes: deletedFields(audited(m), AUDITED_FIELDS) })

export type MediaLimitReached = { readonly _tag: 'MediaLimitReached'; readonly limit: number }

/** The per-company limit of the settings (content.maxMediaItemsPerCompany), counted under a lock. */
export const reserveMediaSlot = (count: number, limit: number): E.Either<MediaLimitReached, void> =>
  count < limit ? E.right(undefined) : E.left({ _tag: 'MediaLimitReached', limit })
