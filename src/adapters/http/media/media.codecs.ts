import * as t from 'io-ts'
import { ADMIN_MAX_PAGE_SIZE } from '../../../application/admin/admin-list-limits'
import { MEDIA_SORTS } from '../../../application/admin/list-sort'
import type { MediaFilter } from '../../../application/media/media-views'
import { MAX_ATTACHMENTS, MEDIA_CENTER_MAX_PAGE_SIZE } from '../../../application/media/media-limits'
import { MEDIA_STATUSES, MEDIA_TYPES } from '../../../domain/media/media-type'
import { FIELD_LENGTHS as L } from '../field-lengths'
import { SchemaBuilder, withSchema } from '../openapi/json-schema'
import { BooleanLike, IdFromString, INVALID, intInRange, oneOf, optionalImageUrl, optionalText, requiredText, SITE_IMAGES, sortOf } from '../validation'

/** A day or an instant between the years 2000 and 2100; blank or absent is none. */
const OptionalInstant = withSchema(new t.Type<Date | null, Date | null, unknown>('Instant', (u): u is Date | null => u === null || u instanceof Date, (u, c) => {
  if (u === undefined || u === null || u === '') return t.success(null)
  if (typeof u !== 'string' || !/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(u)) return t.failure(u, c, 'Please enter a valid date')
  const d = new Date(u.length === 10 ? `${u}T00:00:00Z` : u)
  return Number.isNaN(d.getTime()) || d.getUTCFullYear() < 2000 || d.getUTCFullYear() > 2100 ? t.failure(u, c, 'Please enter a valid date') : t.success(d)
}, t.identity), {
  type: ['string', 'null'],
  description: 'A day (YYYY-MM-DD, midnight UTC) or an instant (ISO 8601), years 2000 to 2100; blank or absent: none',
}, { optional: true })

/**
 * A publication time (issue 22): an instant with its offset (ISO 8601, `2027-01-15T09:00:00+01:00` or `…Z`); blank
 * or absent is none (public at approval). Whether it is ahead is the domain's to say.
 */
const OptionalPublishAt = withSchema(new t.Type<Date | null, Date | null, unknown>('PublishAt', (u): u is Date | null => u === null || u instanceof Date, (u, c) => {
  if (u === undefined || u === null || u === '') return t.success(null)
  if (typeof u !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(u)) {
    return t.failure(u, c, 'Please enter a date and time with its time zone')
  }
  const d = new Date(u)
  return Number.isNaN(d.getTime()) || d.getUTCFullYear() < 2000 || d.getUTCFullYear() > 2100 ? t.failure(u, c, 'Please enter a valid date and time') : t.success(d)
}, t.identity), {
  type: ['string', 'null'], format: 'date-time',
  description: 'When the item may be published (an embargo): an instant with its offset, in the future, at most a year ahead; blank or absent: at approval',
}, { optional: true })

const AttachmentC = t.exact(t.intersection([
  t.type({ fileUrl: requiredText(500) }),
  t.partial({ filename: optionalText(150), fileName: optionalText(150), fileType: optionalText(100), fileSize: intInRange(0, 2_000_000_000) }),
]))

/** The files of an item, at most MAX_ATTACHMENTS; absent or null is none. */
const Attachments = withSchema(new t.Type<t.TypeOf<typeof AttachmentC>[], unknown, unknown>('Attachments', (u): u is t.TypeOf<typeof AttachmentC>[] => Array.isArray(u), (u, c) => {
  if (u === undefined || u === null) return t.success([])
  if (!Array.isArray(u)) return t.failure(u, c, INVALID)
  if (u.length > MAX_ATTACHMENTS) return t.failure(u, c, `At most ${MAX_ATTACHMENTS} attachments`)
  return t.array(AttachmentC).validate(u, c)
}, t.identity), {
  type: ['array', 'null'], maxItems: MAX_ATTACHMENTS, description: 'Absent or null: none',
  items: new SchemaBuilder('input', undefined, false).schemaOf(AttachmentC),
}, { optional: true })

const mediaFields = {
  required: {
    title: requiredText(L.media.title),
    content: requiredText(L.media.content),
    type: oneOf(MEDIA_TYPES, `Type must be one of ${MEDIA_TYPES.join(', ')}`),
  },
  optional: {
    thumbnailUrl: optionalImageUrl(SITE_IMAGES),
    eventDate: OptionalInstant,
    eventLocation: optionalText(L.media.eventLocation),
    publishAt: OptionalPublishAt,
    attachments: Attachments,
  },
}

export const MediaBody = t.exact(t.intersection([t.type(mediaFields.required), t.partial(mediaFields.optional)]))

/** PATCH: any of the item's fields; those left out keep their value, a blank optional one clears it. */
export const MediaPatch = t.exact(t.partial({ ...mediaFields.required, ...mediaFields.optional }))

export const ModerateBody = t.exact(t.intersection([
  t.type({ status: oneOf(['approved', 'rejected', 'pending'] as const, 'Status must be approved, rejected or pending') }),
  t.partial({ reason: optionalText(L.media.reason) }),
]))

export const MediaQuery = t.partial({
  type: oneOf(MEDIA_TYPES, `Type must be one of ${MEDIA_TYPES.join(', ')}`),
  search: optionalText(L.search),
  sector: optionalText(100),
  sectorId: IdFromString,
  status: oneOf([...MEDIA_STATUSES, 'all'] as const),
  upcoming: BooleanLike,
  page: intInRange(1, 10000),
  pageSize: intInRange(1, MEDIA_CENTER_MAX_PAGE_SIZE),
})

const adminMediaFilters = {
  search: optionalText(L.search),
  sector: t.union([IdFromString, t.literal('all'), t.literal('')]),
  type: oneOf([...MEDIA_TYPES, 'all', ''] as const),
  status: oneOf([...MEDIA_STATUSES, 'all', ''] as const),
  tab: oneOf([...MEDIA_STATUSES, 'all', ''] as const),
  sort: sortOf(MEDIA_SORTS),
}

/** The admin media table's filters and sort (its CSV export takes the same). */
export const AdminMediaExportQuery = t.partial(adminMediaFilters)

/** The admin table's filter as the read model takes it: `tab` (or `status`) pending by default, any company. */
export const adminMediaFilter = (q: t.TypeOf<typeof AdminMediaExportQuery>): MediaFilter => {
  const tab = q.tab || q.status || 'pending'
  return {
    statuses: tab === 'all' ? MEDIA_STATUSES : [tab], anyCompany: true, types: q.type && q.type !== 'all' ? [q.type] : undefined,
    search: q.search ?? undefined, sectorId: typeof q.sector === 'number' ? q.sector : undefined, sort: q.sort ?? undefined,
  }
}

/** A media item's page: the preview token of a link to an embargoed item (issue 22). */
export const MediaPageQuery = t.partial({ preview: optionalText(200) })

/** A newsroom's page (issue 22). */
export const NewsroomQuery = t.partial({ page: intInRange(1, 10000), pageSize: intInRange(1, MEDIA_CENTER_MAX_PAGE_SIZE) })

export const AdminMediaQuery = t.partial({
  ...adminMediaFilters,
  page: intInRange(1, 10000),
  pageSize: intInRange(1, ADMIN_MAX_PAGE_SIZE, `Must be between 1 and ${ADMIN_MAX_PAGE_SIZE}`),
})

export const AccessRequestBody = t.exact(t.partial({ message: optionalText(L.media.accessMessage) }))
export const AccessDecisionBody = t.exact(t.type({ status: oneOf(['approved', 'rejected'] as const, 'Status must be approved or rejected') }))
export const IdParam = t.type({ id: IdFromString })
