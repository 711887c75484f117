import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { parseEmail } from '../../../domain/user/email'
import { EMAIL_MAX_LENGTH } from '../../../domain/user/email-length'
import { EmailC } from '../account/account.codecs'
import { FIELD_LENGTHS as L } from '../field-lengths'
import {
  BooleanLike, IdFromString, intInRange, nameC, oneOf, optionalImageUrl, optionalInt, optionalParsed, optionalPhone, optionalText, optionalUrl, requiredText, sortOf, textList,
} from '../validation'
import type { CompanyProfile } from '../../../domain/company/company'
import { CHECK_KINDS, PASSPORT_LIMITS } from '../../../domain/verification/passport'
import { withSchema } from '../openapi/json-schema'
import { companyName } from '../../../domain/company/company-name'
import { parseRegistrationNumber } from '../../../domain/company/registration-number'
import { ADMIN_MAX_PAGE_SIZE } from '../../../application/admin/admin-list-limits'
import type { AdminCompanyExportQuery } from '../../../application/company/queries/company-views'
import { COMPANY_SORTS } from '../../../application/admin/list-sort'
import { MAX_PAGE_SIZE } from '../../../application/directory/directory-limits'
import { DIRECTORY_SORTS } from '../../../application/directory/search-directory'
import { FAVORITE_SORTS } from '../../../application/company/queries/company-views'

const Id = intInRange(1, 2147483647)

/** An optional email address (the media contact's): blank or absent is none, otherwise decoded as every email address is. */
const OptionalEmailC = optionalParsed('OptionalEmail', (v) => {
  const e = parseEmail(v)
  return E.isRight(e) ? { ok: true, value: e.right } : { ok: false, error: 'Please enter a valid email' }
}, { type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH })

const currentYear = () => new Date().getUTCFullYear()

/** The fields of the company forms (manager and admin). */
const profileFields = {
  required: {
    name: nameC('CompanyName', companyName),
    description: requiredText(L.company.description),
    countryId: Id,
    contactEmail: EmailC,
    sectorId: Id,
  },
  optional: {
    // Logos: uploaded files only (the demo data has none of its own).
    logo: optionalImageUrl(['/uploads/']),
    website: optionalUrl(),
    contactPhone: optionalPhone(L.company.contactPhone),
    address: optionalText(L.company.address),
    city: optionalText(L.company.city),
    state: optionalText(L.company.state),
    postalCode: optionalText(L.company.postalCode),
    registrationNumber: optionalParsed('RegistrationNumber', parseRegistrationNumber),
    foundedYear: optionalInt(1800, currentYear(), `Must be a year between 1800 and ${currentYear()}`),
    employeeCount: optionalInt(0, 10_000_000),
    linkedinUrl: optionalUrl(),
    twitterUrl: optionalUrl(),
    facebookUrl: optionalUrl(),
    instagramUrl: optionalUrl(),
    products: textList(L.offerings.items, L.offerings.length),
    services: textList(L.offerings.items, L.offerings.length),
    // The media contact (issue 22): who answers the press; each optional, blank clears it.
    mediaContactName: optionalText(L.company.mediaContactName),
    mediaContactEmail: OptionalEmailC,
    mediaContactPhone: optionalPhone(L.company.mediaContactPhone),
    // The visitor-and-user-side.md's form also sends these; ids are resolved by name on the server.
    productIds: t.unknown,
    serviceIds: t.unknown,
    country: t.unknown,
    version: optionalInt(1, 2147483647),
  },
}

/** Sent by the visitor-and-user-side.md's form beside the profile, but not profile fields (and the version of an edit). */
const NOT_PROFILE = ['productIds', 'serviceIds', 'country', 'version'] as const
type FormProfileKey = Exclude<keyof typeof profileFields.required | keyof typeof profileFields.optional | 'subsectorId', (typeof NOT_PROFILE)[number]>
/** The form's profile fields are exactly the company profile's: a field added to one and not the other does not compile. */
const sameKeys: [FormProfileKey] extends [keyof CompanyProfile] ? ([keyof CompanyProfile] extends [FormProfileKey] ? true : never) : never = true

/** The profile fields of the company forms, read from the codec above (a new field is declared there only). */
export const PROFILE_KEYS = sameKeys && ([...Object.keys(profileFields.required), 'subsectorId', ...Object.keys(profileFields.optional)]
  .filter((k) => !(NOT_PROFILE as readonly string[]).includes(k)) as (keyof CompanyProfile)[])

/** The manager's form: the subsector is required there (visitor-and-user-side.md §5). */
export const ManagerCompanyBody = t.exact(t.intersection([
  t.type({ ...profileFields.required, subsectorId: intInRange(1, 2147483647) }),
  t.partial(profileFields.optional),
]))

/** PATCH by a manager: any of the form's fields; those left out keep their value. */
export const ManagerCompanyPatch = t.exact(t.partial({ ...profileFields.required, subsectorId: Id, ...profileFields.optional }))

/** PATCH by an admin: any of the admin form's profile fields; those left out keep their value. */
export const AdminCompanyPatch = t.exact(t.partial({ ...profileFields.required, ...profileFields.optional, subsectorId: optionalInt(1, 2147483647) }))

/** The admin's form: subsector optional, and the initial status and verified badge. */
export const AdminCompanyBody = t.exact(t.intersection([
  t.type(profileFields.required),
  t.partial({
    ...profileFields.optional,
    subsectorId: optionalInt(1, 2147483647),
    status: oneOf(['pending', 'approved', 'active', 'suspended'] as const),
    verified: BooleanLike,
  }),
]))

export const StatusBody = t.exact(t.intersection([
  t.type({ status: oneOf(['approved', 'active', 'rejected', 'suspended', 'pending'] as const, 'Status must be approved, rejected, suspended or pending') }),
  t.partial({ reason: optionalText(L.company.reason) }),
]))

/** Upload keys of evidence files (`/uploads/{key}` gives the file): at most five per check. */
const EvidenceKeys = withSchema(new t.Type<string[], string[], unknown>('EvidenceKeys', (u): u is string[] => Array.isArray(u), (u, c) => {
  if (u === undefined || u === null) return t.success([])
  if (!Array.isArray(u) || u.length > PASSPORT_LIMITS.evidence || u.some((k) => typeof k !== 'string' || !/^[A-Za-z0-9_-]{8,80}$/.test(k))) {
    return t.failure(u, c, `At most ${PASSPORT_LIMITS.evidence} upload keys`)
  }
  return t.success(u as string[])
}, t.identity), { type: 'array', maxItems: PASSPORT_LIMITS.evidence, items: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,80}$' } }, { optional: true })

/** A check of the Verify dialog: its kind, and the fields of that kind (the domain checks which kind needs which). */
const CheckBody = t.exact(t.intersection([
  t.type({ kind: oneOf(CHECK_KINDS, `The kind of check must be one of ${CHECK_KINDS.join(', ')}`) }),
  t.partial({
    method: optionalText(PASSPORT_LIMITS.method),
    registryName: optionalText(PASSPORT_LIMITS.registryName),
    registryNumber: optionalText(PASSPORT_LIMITS.registryNumber),
    documentType: optionalText(PASSPORT_LIMITS.documentType),
    note: optionalText(PASSPORT_LIMITS.note),
    evidence: EvidenceKeys,
  }),
], 'VerificationCheck'))

const Checks = withSchema(new t.Type<t.TypeOf<typeof CheckBody>[], unknown[], unknown>('VerificationChecks', (u): u is t.TypeOf<typeof CheckBody>[] => Array.isArray(u), (u, c) => {
  if (!Array.isArray(u) || u.length < 1 || u.length > PASSPORT_LIMITS.checks) return t.failure(u, c, `From 1 to ${PASSPORT_LIMITS.checks} checks`)
  return t.array(CheckBody).validate(u, c)
}, t.identity), {
  type: 'array', minItems: 1, maxItems: PASSPORT_LIMITS.checks, description: 'Each kind at most once',
  items: {
    type: 'object', required: ['kind'],
    properties: {
      kind: { type: 'string', enum: [...CHECK_KINDS] },
      method: { type: ['string', 'null'], maxLength: PASSPORT_LIMITS.method },
      registryName: { type: ['string', 'null'], maxLength: PASSPORT_LIMITS.registryName, description: 'Required for a registry check, and only there' },
      registryNumber: { type: ['string', 'null'], maxLength: PASSPORT_LIMITS.registryNumber, description: 'Required for a registry check, and only there' },
      documentType: { type: ['string', 'null'], maxLength: PASSPORT_LIMITS.documentType, description: 'Required for a document check, and only there' },
      note: { type: ['string', 'null'], maxLength: PASSPORT_LIMITS.note, description: 'Private to admins' },
      evidence: { type: 'array', maxItems: PASSPORT_LIMITS.evidence, items: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,80}$' }, description: 'Upload keys of files an admin uploaded and nothing uses yet; private to admins' },
    },
  },
}, { optional: true })

/**
 * {verified: true, checks?}: verify (without checks, the single `review` check; a verified company given
 * checks is renewed); {verified: false, reason?}: revoke (without a reason: "No reason given").
 */
export const VerifyBody = t.exact(t.intersection([
  t.type({ verified: BooleanLike }),
  t.partial({ checks: Checks, reason: optionalText(PASSPORT_LIMITS.reason) }),
]))
export const RevokeBody = t.exact(t.type({ reason: requiredText(PASSPORT_LIMITS.reason, { required: 'Please give a reason for revoking the verification' }) }))
export const FavoriteBody = t.exact(t.type({ companyId: Id }))
export const IdParam = t.type({ id: IdFromString })

/** A list of favourites' name (the domain trims it and checks the rest: length, control characters, not "Saved"). */
export const FavoriteListBody = t.exact(t.type({ name: t.string }))
/** A favourite's change: its list (null: the default list), its note (null or blank: none); each optional. */
export const FavoriteChangeBody = t.exact(t.partial({ listId: t.union([Id, t.null]), note: t.union([t.string, t.null]) }))
const FavoriteListParam = t.union([IdFromString, t.literal('default')])
/** Which favourites: a list (its id, or `default`), words of the name or note, a sector, a country; the order. */
export const FavoriteQueryC = t.partial({
  list: FavoriteListParam,
  search: optionalText(L.search),
  sectorId: IdFromString,
  countryId: IdFromString,
  sort: oneOf(FAVORITE_SORTS, `Sort must be one of ${FAVORITE_SORTS.join(', ')}`),
})
export const FavoriteExportQueryC = t.partial({ list: FavoriteListParam })
export const CompanyIdParam = t.type({ companyId: IdFromString })

const pageSize = intInRange(1, MAX_PAGE_SIZE, `Must be between 1 and ${MAX_PAGE_SIZE}`)

export const DirectoryQuery = t.partial({
  search: optionalText(L.search),
  /** The search's words as typed: a misspelt word is not corrected. */
  exact: BooleanLike,
  sectorId: IdFromString,
  subsectorId: IdFromString,
  country: optionalText(2000),
  verified: BooleanLike,
  status: optionalText(20),
  statusParam: optionalText(20),
  sort: oneOf(DIRECTORY_SORTS, `Sort must be one of ${DIRECTORY_SORTS.join(', ')}`),
  page: intInRange(1, 100000),
  pageSize,
  featured: BooleanLike,
  limit: intInRange(1, 50),
  /** Only the caller's saved companies (signed-in users). */
  saved: BooleanLike,
})

const adminCompanyFilters = {
  search: optionalText(L.search),
  sector: t.union([IdFromString, t.literal('all'), t.literal('')]),
  status: oneOf(['all', 'active', 'approved', 'pending', 'rejected', 'suspended', 'verified', ''] as const),
  sort: sortOf(COMPANY_SORTS),
}

/** The admin companies table's filters and sort (its CSV export takes the same). */
export const AdminCompanyExportQueryC = t.partial(adminCompanyFilters)

/** The table's filter as the read model takes it: the list, its CSV export and the bulk actions' `matching` read it alike. */
export const adminCompanyFilter = (q: t.TypeOf<typeof AdminCompanyExportQueryC>): AdminCompanyExportQuery => ({
  search: q.search ?? undefined, sectorId: typeof q.sector === 'number' ? q.sector : undefined,
  status: !q.status ? 'all' : q.status === 'approved' ? 'active' : q.status, sort: q.sort ?? undefined,
})

export const AdminCompanyQueryC = t.partial({
  ...adminCompanyFilters,
  page: intInRange(1, 100000),
  pageSize: intInRange(1, ADMIN_MAX_PAGE_SIZE, `Must be between 1 and ${ADMIN_MAX_PAGE_SIZE}`),
})

export const ContactBody = t.exact(t.type({ subject: requiredText(L.contact.subject), message: requiredText(L.contact.message) }))
