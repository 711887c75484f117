import * as t from 'io-ts'
import type {
  AdminCompanyRow, CompanyDetailView, FavoriteListView, FavoriteView, OwnCompanyView, VerificationRecordView,
} from '../../../application/company/queries/company-views'
import { ALL_CHECK_KINDS, type PassportSummary } from '../../../domain/verification/passport'
import type { DirectoryEntryView, DirectoryFacets as DirectoryFacetsView } from '../../../application/directory/search-directory'
import { answerOf, DateTime, Integer, nullable } from '../answers'

const CompanyStatus = t.keyof({ pending: null, approved: null, rejected: null, suspended: null })

/** A company as the directory and its cards show it (an approved company). */
export const DirectoryEntry = answerOf<DirectoryEntryView>()(t.type({
  id: Integer, name: t.string, logo: nullable(t.string), description: t.string,
  country: t.string, countryId: Integer, countryCode: t.string,
  sector: t.string, sectorId: Integer, subsector: nullable(t.string), subsectorId: nullable(Integer),
  products: t.array(t.string), services: t.array(t.string),
  status: t.literal('approved'), isVerified: t.boolean, views: Integer, createdAt: DateTime,
}, 'DirectoryEntry'))

const FacetCount = t.type({ id: Integer, name: t.string, count: Integer }, 'DirectoryFacetCount')

/** How many companies of the directory's question each sector and country holds. */
export const DirectoryFacets = answerOf<DirectoryFacetsView>()(t.type({
  sectors: t.array(FacetCount),
  countries: t.array(t.type({ id: Integer, name: t.string, count: Integer, code: t.string }, 'DirectoryCountryFacetCount')),
  capped: t.boolean,
}, 'DirectoryFacets'))

/** Where a company stands: its sector, its review and its views. */
const standingFields = {
  sector: t.string, subsector: nullable(t.string), status: CompanyStatus, rejectionReason: nullable(t.string), suspensionReason: nullable(t.string),
  isVerified: t.boolean, views: Integer,
}

const CheckKindC = t.keyof(Object.fromEntries(ALL_CHECK_KINDS.map((k) => [k, null])) as Record<(typeof ALL_CHECK_KINDS)[number], null>)
const PassportStateC = t.keyof({ none: null, verified: null, expiring: null, lapsed: null, revoked: null })

/** The public passport: when, until when, and the kinds of checks passed (a registry's name and number, a document's type); never evidence, notes or names. */
export const PassportSummaryC = answerOf<PassportSummary>()(t.type({
  verifiedOn: DateTime, validUntil: DateTime,
  checks: t.array(t.intersection([
    t.type({ kind: CheckKindC, label: t.string }),
    t.partial({ registryName: t.string, registryNumber: t.string, documentType: t.string }),
  ])),
}, 'PassportSummary'))

const PassportRecord = t.type({
  id: Integer, state: PassportStateC, verifiedAt: DateTime, validUntil: DateTime, verifiedBy: nullable(t.string),
  checks: t.array(t.type({
    kind: CheckKindC, label: t.string, method: nullable(t.string), registryName: nullable(t.string), registryNumber: nullable(t.string),
    documentType: nullable(t.string), note: nullable(t.string), evidence: t.array(t.type({ url: t.string, filename: t.string })),
    checkedBy: nullable(t.string), checkedAt: DateTime,
  }, 'PassportRecordCheck')),
  revokedAt: nullable(DateTime), revokedBy: nullable(t.string), revokeReason: nullable(t.string), lapsedAt: nullable(DateTime),
  replacedAt: nullable(DateTime), remindedAt: nullable(DateTime),
}, 'PassportRecord')

/** A company's verification as the admins see it: its state, the current passport with its evidence, and the past ones. */
export const VerificationRecord = answerOf<VerificationRecordView>()(t.type({
  companyId: Integer, state: PassportStateC, current: nullable(PassportRecord), history: t.array(PassportRecord), validityMonths: Integer,
}, 'VerificationRecord'))

/** A company profile with its places' names, its standing and its exhibitions (the rejection or suspension reason for its manager and admins only). */
export const CompanyDetail = answerOf<CompanyDetailView>()(t.type({
  id: Integer, name: t.string, description: t.string, logo: nullable(t.string),
  countryId: Integer, country: t.string, countryCode: t.string, countryFlag: t.string,
  sectorId: Integer, subsectorId: nullable(Integer),
  website: nullable(t.string), contactEmail: t.string, contactPhone: nullable(t.string),
  address: nullable(t.string), city: nullable(t.string), state: nullable(t.string), postalCode: nullable(t.string),
  registrationNumber: nullable(t.string), foundedYear: nullable(Integer), employeeCount: nullable(Integer),
  linkedinUrl: nullable(t.string), twitterUrl: nullable(t.string), facebookUrl: nullable(t.string), instagramUrl: nullable(t.string),
  products: t.array(t.string), services: t.array(t.string),
  mediaContactName: nullable(t.string), mediaContactEmail: nullable(t.string), mediaContactPhone: nullable(t.string),
  ...standingFields,
  managerId: Integer, version: Integer, createdAt: DateTime, updatedAt: DateTime,
  passport: nullable(PassportSummaryC),
  exhibitions: t.array(t.type({
    id: Integer, name: t.string, startDate: DateTime, endDate: DateTime, boothNumber: nullable(t.string), vFairsLink: nullable(t.string),
  }, 'CompanyExhibition')),
}, 'CompanyDetail'))

/** A company as the admins' detail shows it: the profile, and the proof of its website's domain (issue 22), or null. */
export const AdminCompanyDetail = t.intersection([CompanyDetail, t.type({
  domainProof: nullable(t.type({
    domain: t.string, email: t.string, provenAt: DateTime, provenBy: nullable(t.type({ id: Integer, name: t.string }, 'DomainProver')),
  }, 'AdminDomainProof')),
})], 'AdminCompanyDetail')

/** A company of the signed-in manager, in any status. */
export const OwnCompany = answerOf<OwnCompanyView>()(t.type({
  id: Integer, name: t.string, logo: nullable(t.string), description: t.string, country: t.string, createdAt: DateTime, ...standingFields,
  verifiedUntil: nullable(DateTime),
}, 'OwnCompany'))

/** A row of the admin companies table. */
const AdminCompany = answerOf<AdminCompanyRow>()(t.type({
  id: Integer, name: t.string, logo: nullable(t.string), city: nullable(t.string), country: t.string, countryId: Integer,
  contactEmail: t.string, contactPhone: nullable(t.string), sector: t.string, sectorId: Integer, subsector: nullable(t.string),
  website: nullable(t.string), status: CompanyStatus, verified: t.boolean, isVerified: t.boolean, rejectionReason: nullable(t.string),
  managerId: Integer, managerName: t.string, views: Integer, createdAt: DateTime,
}, 'AdminCompanyRow'))

/** A page of the admin companies table. */
export const AdminCompanyList = answerOf<{ companies: readonly AdminCompanyRow[]; totalPages: number; totalCompanies: number }>()(
  t.type({ companies: t.array(AdminCompany), totalPages: Integer, totalCompanies: Integer }, 'AdminCompanyList'))

/** A saved company, with what its card shows, its list (null: the default list) and its owner's private note. */
export const Favorite = answerOf<FavoriteView>()(t.type({
  id: Integer, companyId: Integer, createdAt: DateTime, listId: nullable(Integer), note: nullable(t.string),
  company: t.type({
    id: Integer, name: t.string, logo: nullable(t.string), country: t.string, countryId: Integer, sector: t.string, sectorId: Integer,
    isVerified: t.boolean, description: t.string, views: Integer,
  }, 'FavoriteCompany'),
}, 'Favorite'))

/** A list of favourites: the default list ("Saved") has no id. */
export const FavoriteListAnswer = answerOf<FavoriteListView>()(t.type({
  id: nullable(Integer), name: t.string, isDefault: t.boolean, count: Integer,
}, 'FavoriteList'))

/** Whether the caller has saved the company (false without a session). */
export const FavoriteState = answerOf<{ isFavorite: boolean }>()(t.type({ isFavorite: t.boolean }, 'FavoriteState'))

/** A company just saved. */
export const SavedFavorite = answerOf<{ companyId: number; isFavorite: true }>()(t.type({ companyId: Integer, isFavorite: t.literal(true) }, 'SavedFavorite'))
