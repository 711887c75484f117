import * as t from 'io-ts'
import { MEDIA_TYPES } from '../../../domain/media/media-item'
import { BooleanLike, IdFromString, INVALID, intInRange, oneOf, optionalImageUrl, optionalText, requiredText, SITE_IMAGES } from '../validation'

const OptionalInstant = new t.Type<Date | null, Date | null, unknown>('Instant', (u): u is Date | null => u === null || u instanceof Date, (u, c) => {
  if (u === undefined || u === null || u === '') return t.success(null)
  if (typeof u !== 'string' || !/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(u)) return t.failure(u, c, 'Please enter a valid date')
  const d = new Date(u.length === 10 ? `${u}T00:00:00Z` : u)
  return Number.isNaN(d.getTime()) || d.getUTCFullYear() < 2000 || d.getUTCFullYear() > 2100 ? t.failure(u, c, 'Please enter a valid date') : t.success(d)
}, t.identity)

const AttachmentC = t.exact(t.intersection([
  t.type({ fileUrl: requiredText(500) }),
  t.partial({ filename: optionalText(150), fileName: optionalText(150), fileType: optionalText(100), fileSize: intInRange(0, 2_000_000_000) }),
]))

const Attachments = new t.Type<t.TypeOf<typeof AttachmentC>[], unknown, unknown>('Attachments', (u): u is t.TypeOf<typeof AttachmentC>[] => Array.isArray(u), (u, c) => {
  if (u === undefined || u === null) return t.success([])
  if (!Array.isArray(u)) return t.failure(u, c, INVALID)
  if (u.length > 20) return t.failure(u, c, 'At most 20 attachments')
  return t.array(AttachmentC).validate(u, c)
}, t.identity)

const mediaFields = {
  required: {
    title: requiredText(200),
    content: requiredText(20000),
    type: oneOf(MEDIA_TYPES, `Type must be one of ${MEDIA_TYPES.join(', ')}`),
  },
  optional: {
    thumbnailUrl: optionalImageUrl(SITE_IMAGES),
    eventDate: OptionalInstant,
    eventLocation: optionalText(200),
    attachments: Attachments,
  },
}

export const MediaBody = t.exact(t.intersection([t.type(mediaFields.required), t.partial(mediaFields.optional)]))

/** PATCH: any of the item's fields; those left out keep their value, a blank optional one clears it. */
export const MediaPatch = t.exact(t.partial({ ...mediaFields.required, ...mediaFields.optional }))

export const ModerateBody = t.exact(t.intersection([
  t.type({ status: oneOf(['approved', 'rejected'] as const, 'Status must be approved or rejected') }),
  t.partial({ reason: optionalText(1000) }),
]))

export const MediaQuery = t.partial({
  type: oneOf(MEDIA_TYPES, `Type must be one of ${MEDIA_TYPES.join(', ')}`),
  search: optionalText(100),
  sector: optionalText(100),
  sectorId: IdFromString,
  status: oneOf(['pending', 'approved', 'rejected', 'all'] as const),
  upcoming: BooleanLike,
  page: intInRange(1, 10000),
  pageSize: intInRange(1, 50),
})

export const AdminMediaQuery = t.partial({
  page: intInRange(1, 10000),
  pageSize: intInRange(1, 100),
  search: optionalText(100),
  sector: t.union([IdFromString, t.literal('all'), t.literal('')]),
  type: oneOf([...MEDIA_TYPES, 'all', ''] as const),
  status: oneOf(['pending', 'approved', 'rejected', 'all', ''] as const),
  tab: oneOf(['pending', 'approved', 'rejected', 'all', ''] as const),
})

export const AccessRequestBody = t.exact(t.partial({ message: optionalText(1000) }))
export const AccessDecisionBody = t.exact(t.type({ status: oneOf(['approved', 'rejected'] as const, 'Status must be approved or rejected') }))
export const IdParam = t.type({ id: IdFromString })
