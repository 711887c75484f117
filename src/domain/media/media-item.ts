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
}

/** A company's news item, press release, press kit or event, and its moderation. */
export interface MediaItem extends MediaContent {
  readonly id: number
  readonly companyId: number
  readonly status: MediaStatus
  /** Set at the first approval, kept afterwards. */
  readonly publishedAt: Date | null
  /** Why a moderator rejected it, for its company's manager. */
  readonly rejectionReason: string | null
  readonly createdAt: Date
}

export type NewMediaItem = Omit<MediaItem, 'id'>

export type MediaError =
  | { readonly _tag: 'IllegalModeration'; readonly from: MediaStatus; readonly to: MediaStatus }
  | { readonly _tag: 'InvalidMedia'; readonly fieldErrors: Readonly<Record<string, string>> }

const event = (type: string, m: Pick<MediaItem, 'id' | 'companyId' | 'title' | 'type'>, actorId: number, at: Date, extra: Record<string, unknown> = {}): DomainEvent => ({
  type, aggregateType: 'media', aggregateId: String(m.id), actorId, occurredAt: at,
  payload: { title: m.title, mediaType: m.type, companyId: m.companyId, ...extra },
})

/** An item as its changes are told: its content (attachments by file name), its moderation and publication. */
const audited = (m: MediaItem) => ({
  title: m.title, content: m.content, type: m.type, thumbnailUrl: m.thumbnailUrl, eventDate: m.eventDate, eventLocation: m.eventLocation,
  attachments: m.attachments.map((a) => a.filename), status: m.status, rejectionReason: m.rejectionReason, publishedAt: m.publishedAt,
})
type Audited = ReturnType<typeof audited>
const AUDITED_FIELDS = Object.keys({
  title: true, content: true, type: true, thumbnailUrl: true, eventDate: true, eventLocation: true, attachments: true, status: true,
  rejectionReason: true, publishedAt: true,
} satisfies Record<keyof Audited, true>) as (keyof Audited)[]
const MODERATION_FIELDS: readonly (keyof Audited)[] = ['status', 'rejectionReason', 'publishedAt']

/** Events have a date (their place is optional); press kits are files; other types carry no date or place. */
export const validateContent = (c: MediaContent): E.Either<MediaError, MediaContent> => {
  const errors: Record<string, string> = {}
  if (c.type === 'event' && !c.eventDate) errors.eventDate = 'An event needs a date'
  if (c.type === 'press_kit' && c.attachments.length === 0) errors.attachments = 'A press kit needs at least one file'
  return Object.keys(errors).length ? E.left({ _tag: 'InvalidMedia', fieldErrors: errors }) : E.right(c.type === 'event' ? c : { ...c, eventDate: null, eventLocation: null })
}

/** A new item: pending while media moderation is on, approved (and published) when it is off. */
export const submit = (companyId: number, content: MediaContent, moderate: boolean, now: Date): NewMediaItem => ({
  ...content, companyId, status: moderate ? 'pending' : 'approved', publishedAt: moderate ? null : now, rejectionReason: null, createdAt: now,
})

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
  const state: MediaItem = {
    ...m, status: to, publishedAt: to === 'approved' ? m.publishedAt ?? now : m.publishedAt,
    rejectionReason: kept,
  }
  const changes = changesBetween(audited(m), audited(state), MODERATION_FIELDS)
  return E.right({ state, events: [event(MODERATION_EVENT[to], m, moderatorId, now, kept ? { reason: kept, changes } : { changes })] })
}

const sameTime = (a: Date | null, b: Date | null) => (a === null || b === null ? a === b : a.getTime() === b.getTime())
const sameAttachments = (a: readonly Attachment[], b: readonly Attachment[]) => a.length === b.length
  && a.every((x, i) => x.filename === b[i].filename && x.fileUrl === b[i].fileUrl && x.fileType === b[i].fileType && x.fileSize === b[i].fileSize)

/** Whether the content is the item's own: an edit to it changes nothing. */
const unchanged = (m: MediaItem, c: MediaContent): boolean =>
  m.title === c.title && m.content === c.content && m.type === c.type && m.thumbnailUrl === c.thumbnailUrl
  && sameTime(m.eventDate, c.eventDate) && m.eventLocation === c.eventLocation && sameAttachments(m.attachments, c.attachments)

/**
 * An edit: an approved (or rejected) item goes back to pending while moderation is on. An edit that
 * changes nothing decides nothing (no event), so it never sends a published item back to review.
 */
export const edit = (m: MediaItem, content: MediaContent, editorId: number, moderate: boolean, now: Date): Decision<MediaItem, DomainEvent> => {
  if (unchanged(m, content)) return { state: m, events: [] }
  const backToReview = moderate && m.status !== 'pending'
  const state: MediaItem = { ...m, ...content, status: backToReview ? 'pending' : m.status, rejectionReason: backToReview ? null : m.rejectionReason }
  const changes = changesBetween(audited(m), audited(state), AUDITED_FIELDS)
  return { state, events: [event('MediaItemEdited', state, editorId, now, backToReview ? { resubmitted: true, changes } : { changes })] }
}

/** A deletion, with what the item was as its changes. */
export const mediaDeleted = (m: MediaItem, actorId: number, now: Date): DomainEvent =>
  event('MediaItemDeleted', m, actorId, now, { changes: deletedFields(audited(m), AUDITED_FIELDS) })

export type MediaLimitReached = { readonly _tag: 'MediaLimitReached'; readonly limit: number }

/** The per-company limit of the settings (content.maxMediaItemsPerCompany), counted under a lock. */
export const reserveMediaSlot = (count: number, limit: number): E.Either<MediaLimitReached, void> =>
  count < limit ? E.right(undefined) : E.left({ _tag: 'MediaLimitReached', limit })
