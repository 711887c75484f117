import * as t from 'io-ts'
import type { DirectoryEntryView } from '../../../application/directory/search-directory'
import type { EligibleCompanyView } from '../../../application/exhibition/eligible-companies'
import type { AdminExhibitionView, ExhibitionView, ExhibitorView, ParticipantView } from '../../../application/exhibition/exhibition-views'
import type { Participation } from '../../../domain/exhibition/participation'
import { answerOf, DateTime, Integer, nullable } from '../answers'
import { DirectoryEntry } from '../company/company.answers'

const ParticipationStatus = t.keyof({ pending: null, approved: null, rejected: null, withdrawn: null })
const CompanyStatus = t.keyof({ pending: null, approved: null, rejected: null, suspended: null })

const exhibitionFields = {
  id: Integer, name: t.string, description: t.string,
  posterImage: nullable(t.string), bannerUrl: nullable(t.string),
  startDate: DateTime, endDate: DateTime,
  location: nullable(t.string), venue: nullable(t.string),
  countryId: nullable(Integer), country: nullable(t.string),
  sectorId: nullable(Integer), sector: nullable(t.type({ name: t.string })), sectorName: nullable(t.string),
  allowedSectors: t.array(Integer),
  registrationDeadline: nullable(DateTime), vFairsLink: nullable(t.string), website: nullable(t.string),
  capacity: Integer, maxParticipants: Integer, boothCost: t.number, registrationFee: t.number,
  isVirtual: t.boolean, cancelled: t.boolean,
  status: t.keyof({ upcoming: null, ongoing: null, ended: null, cancelled: null }),
  daysToStart: nullable(Integer), registrationOpen: t.boolean, participantCount: Integer, createdAt: DateTime,
}

/** An exhibition as visitors see it: confirmed exhibitors of public companies counted. */
export const Exhibition = answerOf<ExhibitionView>()(t.type(exhibitionFields, 'Exhibition'))

/** An exhibition as admins see it: every confirmed exhibitor counted, and the applications waiting. */
export const AdminExhibition = answerOf<AdminExhibitionView>()(t.type({ ...exhibitionFields, pendingCount: Integer }, 'AdminExhibition'))

/** The admin list's page. */
export const AdminExhibitionList = answerOf<{ exhibitions: readonly AdminExhibitionView[]; totalPages: number; totalExhibitions: number }>()(
  t.type({ exhibitions: t.array(AdminExhibition), totalPages: Integer, totalExhibitions: Integer }, 'AdminExhibitionList'))

const exhibitorFields = {
  id: Integer, exhibitionId: Integer, companyId: Integer, status: ParticipationStatus, boothNumber: nullable(t.string),
  company: t.type({ id: Integer, name: t.string, logo: nullable(t.string), country: t.string, sector: t.string, isVerified: t.boolean }),
}
const applicationFields = {
  participationLevel: nullable(t.string), specialRequirements: nullable(t.string), paymentConfirmed: t.boolean,
  createdAt: DateTime, decidedAt: nullable(DateTime), rejectionReason: nullable(t.string),
}

/** A confirmed exhibitor as anyone may see it: the company and its booth, nothing of the application. */
export const Exhibitor = answerOf<ExhibitorView>()(t.type(exhibitorFields, 'Exhibitor'))

/** An application in full, with its company, for admins. */
export const Participant = answerOf<ParticipantView>()(t.type({ ...exhibitorFields, ...applicationFields }, 'Participant'))

/** One of the caller's applications, with its exhibition's name and dates. */
export const MyApplication = answerOf<ParticipantView & { readonly exhibitionName: string; readonly startDate: string; readonly endDate: string }>()(
  t.type({ ...exhibitorFields, ...applicationFields, exhibitionName: t.string, startDate: DateTime, endDate: DateTime }, 'MyApplication'))

/** A new application as stored (no company details). */
export const Application = answerOf<Participation>()(t.type({
  id: Integer, exhibitionId: Integer, companyId: Integer, status: ParticipationStatus, boothNumber: nullable(t.string), ...applicationFields,
}, 'Application'))

/** A row of the Apply panel: one of the caller's companies, whether it may apply and why not. */
export const EligibleCompany = answerOf<EligibleCompanyView>()(t.type({
  id: Integer, companyId: Integer, name: t.string, logo: nullable(t.string), sector: t.string, status: CompanyStatus, isVerified: t.boolean,
  eligible: t.boolean, reason: nullable(t.string),
  participation: nullable(t.type({ id: Integer, status: ParticipationStatus, boothNumber: nullable(t.string), rejectionReason: nullable(t.string) })),
}, 'EligibleCompany'))

/** A confirmed exhibitor as a directory entry, with its booth. */
export const ExhibitionCompany = answerOf<DirectoryEntryView & { readonly boothNumber: string | null }>()(
  t.intersection([DirectoryEntry, t.type({ boothNumber: nullable(t.string) })], 'ExhibitionCompany'))
