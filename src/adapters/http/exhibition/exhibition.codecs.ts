import * as t from 'io-ts'
import { withSchema } from '../openapi/json-schema'
import { ADMIN_MAX_PAGE_SIZE } from '../../../application/admin/admin-list-limits'
import { EXHIBITION_SORTS, PARTICIPANT_SORTS } from '../../../application/admin/list-sort'
import { FIELD_LENGTHS as L } from '../field-lengths'
import { BooleanLike, IdFromString, INVALID, optionalImageUrl, SITE_IMAGES, intInRange, oneOf, optionalInt, optionalText, optionalUrl, REQUIRED, requiredText, sortOf } from '../validation'

/** A day ('2026-12-01') or an instant (ISO 8601); days are read in the platform's time zone by the route. */
const DateInput = withSchema(new t.Type<string, string, unknown>('DateInput', (u): u is string => typeof u === 'string', (u, c) => {
  if (u === undefined || u === null || u === '') return t.failure(u, c, REQUIRED)
  if (typeof u !== 'string') return t.failure(u, c, INVALID)
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(u)
  if (day) {
    const d = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))
    return d.getUTCDate() === Number(day[3]) && d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100 ? t.success(u) : t.failure(u, c, 'Please enter a valid date')
  }
  const at = new Date(u)
  return /^\d{4}-\d{2}-\d{2}T/.test(u) && !Number.isNaN(at.getTime()) && at.getUTCFullYear() >= 2000 && at.getUTCFullYear() <= 2100
    ? t.success(u) : t.failure(u, c, 'Please enter a valid date')
}, t.identity), { type: 'string', description: "A day (YYYY-MM-DD, read in the platform's time zone) or an instant (ISO 8601), years 2000 to 2100" })

const OptionalDate = withSchema(new t.Type<string | null, string | null, unknown>('OptionalDate', (u): u is string | null => u === null || typeof u === 'string',
  (u, c) => u === undefined || u === null || u === '' ? t.success(null) : DateInput.validate(u, c), t.identity),
{ type: ['string', 'null'], description: 'A day (YYYY-MM-DD) or an instant (ISO 8601); blank or absent: none' }, { optional: true })

/** Invalid or empty numbers become 0 in the admin form; the server takes absent as 0 and refuses negatives. */
const nonNegative = (max: number) => withSchema(new t.Type<number, number, unknown>('NonNegative', (u): u is number => typeof u === 'number', (u, c) => {
  if (u === undefined || u === null || u === '') return t.success(0)
  const n = typeof u === 'number' ? u : typeof u === 'string' && /^-?\d+(\.\d+)?$/.test(u.trim()) ? Number(u) : NaN
  if (!Number.isFinite(n)) return t.failure(u, c, INVALID)
  return n < 0 ? t.failure(u, c, 'Must be at least 0') : n > max ? t.failure(u, c, `Must be at most ${max}`) : t.success(n)
}, t.identity), { type: 'number', minimum: 0, maximum: max, description: 'Blank or absent: 0' }, { optional: true })

const SectorIds = withSchema(new t.Type<number[], number[], unknown>('SectorIds', (u): u is number[] => Array.isArray(u), (u, c) => {
  if (u === undefined || u === null) return t.success([])
  if (!Array.isArray(u) || u.length > 500) return t.failure(u, c, INVALID)
  const ids = u.map((x) => typeof x === 'number' ? x : typeof x === 'string' && /^\d{1,9}$/.test(x) ? Number(x) : NaN)
  return ids.every((n) => Number.isInteger(n) && n > 0) ? t.success([...new Set(ids)]) : t.failure(u, c, INVALID)
}, t.identity), { type: 'array', maxItems: 500, items: { type: 'integer', minimum: 1 }, description: 'Sector ids (repeats count once); absent: none' }, { optional: true })

/** The admin form's fields: those a new exhibition needs, and the others. */
const exhibitionFields = {
  required: {
    name: requiredText(L.exhibition.name),
    description: requiredText(L.exhibition.description),
    startDate: DateInput,
    endDate: DateInput,
    location: requiredText(L.exhibition.location),
  },
  optional: {
    venue: optionalText(L.exhibition.venue),
    maxParticipants: nonNegative(1_000_000),
    capacity: nonNegative(1_000_000),
    registrationFee: nonNegative(10_000_000),
    boothCost: nonNegative(10_000_000),
    registrationDeadline: OptionalDate,
    sectorId: optionalInt(1, 2147483647),
    allowedSectors: SectorIds,
    status: oneOf(['upcoming', 'ongoing', 'ended', 'cancelled'] as const),
    bannerUrl: optionalImageUrl(SITE_IMAGES),
    posterImage: optionalImageUrl(SITE_IMAGES),
    website: optionalUrl(),
    vFairsLink: optionalUrl(),
    countryId: optionalInt(1, 2147483647),
    isVirtual: BooleanLike,
  },
}

export const ExhibitionBody = t.exact(t.intersection([t.type(exhibitionFields.required), t.partial(exhibitionFields.optional)]))

/** PATCH: any of the form's fields, each checked as on creation; those left out keep their value. */
export const ExhibitionPatch = t.exact(t.partial({ ...exhibitionFields.required, ...exhibitionFields.optional }))

export const ApplyBody = t.exact(t.intersection([
  t.type({ companyId: intInRange(1, 2147483647) }),
  t.partial({ participationLevel: optionalText(L.participation.participationLevel), specialRequirements: optionalText(L.participation.specialRequirements) }),
]))

export const DecideBody = t.exact(t.intersection([
  t.type({ status: oneOf(['approved', 'confirmed', 'rejected'] as const, 'Status must be approved or rejected') }),
  t.partial({ boothNumber: optionalText(L.participation.boothNumber), reason: optionalText(L.participation.reason) }),
]))

export const PublicListQuery = t.partial({
  limit: intInRange(1, 100),
  includeEnded: BooleanLike,
  upcoming: BooleanLike,
  status: oneOf(['upcoming', 'ongoing', 'past', 'ended', 'all'] as const),
  tab: oneOf(['upcoming', 'ongoing', 'past', 'ended', 'all'] as const),
  search: optionalText(L.search),
  sectorId: IdFromString,
  page: intInRange(1, 10000),
})

/** The admin list's tabs (spec: Upcoming, Ongoing, Past Exhibitions, All) and the cancelled ones; '' is the default tab. */
const ADMIN_TABS = ['upcoming', 'ongoing', 'past', 'ended', 'all', 'cancelled', ''] as const

const adminFilters = {
  search: optionalText(L.search),
  sector: t.union([IdFromString, t.literal('all'), t.literal('')]),
  status: oneOf(ADMIN_TABS),
  tab: oneOf(ADMIN_TABS),
  sort: sortOf(EXHIBITION_SORTS),
}

/** The admin exhibitions table's filters and sort (its CSV export takes the same). */
export const AdminExportQuery = t.partial(adminFilters)

export const AdminListQuery = t.partial({
  ...adminFilters,
  page: intInRange(1, 10000),
  pageSize: intInRange(1, ADMIN_MAX_PAGE_SIZE, `Must be between 1 and ${ADMIN_MAX_PAGE_SIZE}`),
})

/** The applications of an exhibition: their sort (confirmed first by default). */
export const ParticipantsQuery = t.partial({ sort: sortOf(PARTICIPANT_SORTS) })

/** The export of an exhibition's applications: the screen's status tab and sort. */
export const ParticipantsExportQuery = t.partial({ sort: sortOf(PARTICIPANT_SORTS), status: oneOf(['pending', 'approved', 'rejected', 'all', ''] as const) })

export const IdParam = t.type({ id: IdFromString })
export const ParticipantParams = t.type({ id: IdFromString, participantId: IdFromString })
export const ExhibitionIdQuery = t.type({ exhibitionId: IdFromString })
