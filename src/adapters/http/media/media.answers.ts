import * as t from 'io-ts'
import type { AccessRequestView, OwnAccessRequestView } from '../../../application/media/access-request-views'
import type { MediaItemView } from '../../../application/media/media-views'
import type { EmbargoedItemView, MediaPageView, Newsroom } from '../../../application/media/view-media'
import { MEDIA_STATUSES, MEDIA_TYPES } from '../../../domain/media/media-type'
import { answerOf, DateTime, Integer, nullable } from '../answers'
import type { AdminMediaPage, UploadedFile as UploadedFileView } from '../contract'
import { PassportSummaryC } from '../company/company.answers'

/** One of a list of words, as an enum of the contract. */
const wordOf = <L extends string>(words: readonly L[]) => t.keyof(Object.fromEntries(words.map((w) => [w, null])) as Record<L, null>)

const AccessRequestStatus = t.keyof({ pending: null, approved: null, rejected: null })

/** A file of a media item (both spellings of its name, as the two specs use them). */
const MediaAttachment = answerOf<MediaItemView['attachments'][number]>()(t.type({
  id: Integer, fileName: t.string, filename: t.string, fileUrl: t.string, fileType: t.string, fileSize: Integer,
}, 'MediaAttachment'))

/** A media item as the media center, a company's page and the admin screens show it, with its company and files. */
export const MediaItem = answerOf<MediaItemView>()(t.type({
  id: Integer, companyId: Integer, companyName: t.string, companyLogo: nullable(t.string),
  company: t.type({ id: Integer, name: t.string, logo: nullable(t.string) }),
  title: t.string, content: t.string, type: wordOf(MEDIA_TYPES), status: wordOf(MEDIA_STATUSES),
  sector: t.string, sectorId: Integer, thumbnailUrl: nullable(t.string),
  eventDate: nullable(DateTime), eventLocation: nullable(t.string), publishedAt: nullable(DateTime), createdAt: DateTime,
  publishAt: nullable(DateTime), embargoUntil: nullable(DateTime),
  rejectionReason: nullable(t.string), attachments: t.array(MediaAttachment),
}, 'MediaItem'))

/** A media item as its public page shows it: with its company's Verified badge. */
export const MediaPage = answerOf<MediaPageView>()(t.intersection([MediaItem, t.type({ companyVerified: t.boolean, companyPassport: nullable(PassportSummaryC) })], 'MediaPage'))
/** A company's newsroom (issue 22): the company, its media contact (null when none is set) and a page of its public items. */
export const NewsroomAnswer = answerOf<Newsroom>()(t.type({
  company: t.type({ id: Integer, name: t.string, logo: nullable(t.string) }, 'NewsroomCompany'),
  mediaContact: nullable(t.type({ name: nullable(t.string), email: nullable(t.string), phone: nullable(t.string) }, 'MediaContact')),
  items: t.array(MediaItem), total: Integer,
}, 'Newsroom'))

/** An item under embargo, as media professionals see it listed (no text). */
export const EmbargoedItem = answerOf<EmbargoedItemView>()(t.type({
  id: Integer, title: t.string, type: wordOf(MEDIA_TYPES), companyId: Integer, companyName: t.string, embargoUntil: DateTime,
}, 'EmbargoedItem'))

/** A preview link: the address to open (on PUBLIC_URL), its path, and until when it opens the item. */
export const PreviewLinkAnswer = answerOf<{ readonly url: string; readonly path: string; readonly expiresAt: string }>()(
  t.type({ url: t.string, path: t.string, expiresAt: DateTime }, 'PreviewLink'))

/** The admin media list's page. */
export const AdminMediaList = answerOf<AdminMediaPage>()(t.type({ mediaItems: t.array(MediaItem), totalPages: Integer, totalItems: Integer }, 'AdminMediaList'))

/** A file stored by POST /api/uploads: what an attachment then names (its type is the one its bytes show). */
export const UploadedFile = answerOf<UploadedFileView>()(t.type({
  filename: t.string, fileName: t.string, fileUrl: t.string, fileType: t.string, fileSize: Integer,
}, 'UploadedFile'))

/** A user's own media access request. */
export const OwnMediaAccessRequest = answerOf<OwnAccessRequestView>()(t.type({ id: Integer, status: AccessRequestStatus, createdAt: DateTime }, 'OwnMediaAccessRequest'))

/** The user's latest request, or null when they never asked. */
export const LatestMediaAccessRequest = answerOf<{ readonly request: OwnAccessRequestView | null }>()(
  t.type({ request: nullable(OwnMediaAccessRequest) }, 'LatestMediaAccessRequest'))

/** A request as the admin's Access Requests tab shows it, with who asked. */
export const MediaAccessRequest = answerOf<AccessRequestView>()(t.type({
  id: Integer, userId: Integer, status: AccessRequestStatus, message: nullable(t.string), createdAt: DateTime, decidedAt: nullable(DateTime),
  user: t.type({ id: Integer, name: t.string, email: t.string, role: t.string }),
}, 'MediaAccessRequest'))

/** An admin's decision on a request. */
export const MediaAccessDecision = answerOf<{ readonly id: number; readonly status: 'approved' | 'rejected' }>()(
  t.type({ id: Integer, status: t.keyof({ approved: null, rejected: null }) }, 'MediaAccessDecision'))
