// The admin lists as CSV downloads (issue 19): each list's `/export` takes the list's filters and
// sort (not its page) and streams every matching row, read in keyset batches (src/adapters/http/csv.ts).
import type { Logger } from 'pino'
import type { AdminUserRow } from '../../../application/admin/admin-views'
import type { PgUserAdminStore } from '../../persistence/admin/pg-user-admin'
import { adminUserFilter, UsersFilterQuery } from './admin.routes'
import type { AdminExhibitionView, ExhibitionReadModel, ParticipantExportRow } from '../../../application/exhibition/exhibition-views'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import { AdminExportQuery as ExhibitionExportQuery, IdParam, ParticipantsExportQuery } from '../exhibition/exhibition.codecs'
import { found } from '../http-error'
import type { MediaItemView, MediaReadModel } from '../../../application/media/media-views'
import { adminMediaFilter, AdminMediaExportQuery } from '../media/media.codecs'
import type { AdminCompanyRow, CompanyReadModel } from '../../../application/company/queries/company-views'
import type { Clock } from '../../../domain/shared/clock'
import { ApiRouter } from '../api-router'
import { ADMINS } from '../auth'
import { adminCompanyFilter, AdminCompanyExportQueryC } from '../company/company.codecs'
import { sendCsv, type CsvColumn } from '../csv'

export interface AdminExportDeps {
  readonly companies: CompanyReadModel
  readonly users: PgUserAdminStore
  readonly exhibitions: ExhibitionReadModel
  readonly settings: SettingsReader
  readonly media: MediaReadModel
  readonly clock: Clock
  readonly log: Logger
}

const CSV_TEXT = 'A cell starting with =, +, -, @, a tab or a carriage return is prefixed with an apostrophe (no formula runs in a spreadsheet).'

const COMPANY_COLUMNS: readonly CsvColumn<AdminCompanyRow>[] = [
  { header: 'ID', value: (c) => c.id },
  { header: 'Name', value: (c) => c.name },
  { header: 'Status', value: (c) => (c.status === 'approved' ? 'active' : c.status) },
  { header: 'Verified', value: (c) => c.isVerified },
  { header: 'Sector', value: (c) => c.sector },
  { header: 'Subsector', value: (c) => c.subsector },
  { header: 'Contact email', value: (c) => c.contactEmail },
  { header: 'Contact phone', value: (c) => c.contactPhone },
  { header: 'Website', value: (c) => c.website },
  { header: 'City', value: (c) => c.city },
  { header: 'Country', value: (c) => c.country },
  { header: 'Manager', value: (c) => c.managerName },
  { header: 'Views', value: (c) => c.views },
  { header: 'Created', value: (c) => c.createdAt },
]

const USER_COLUMNS: readonly CsvColumn<AdminUserRow>[] = [
  { header: 'ID', value: (u) => u.id },
  { header: 'First name', value: (u) => u.firstName },
  { header: 'Last name', value: (u) => u.lastName },
  { header: 'Email', value: (u) => u.email },
  { header: 'Role', value: (u) => u.role },
  { header: 'Status', value: (u) => u.status },
  { header: 'Mobile number', value: (u) => u.mobileNumber },
  { header: 'Email verified', value: (u) => u.isEmailVerified },
  { header: 'Companies', value: (u) => u.companyCount },
  { header: 'Created', value: (u) => u.createdAt },
  { header: 'Last sign-in', value: (u) => u.lastSignInAt },
]

const EXHIBITION_COLUMNS: readonly CsvColumn<AdminExhibitionView>[] = [
  { header: 'ID', value: (e) => e.id },
  { header: 'Name', value: (e) => e.name },
  { header: 'Status', value: (e) => e.status },
  { header: 'Start date', value: (e) => e.startDate },
  { header: 'End date', value: (e) => e.endDate },
  { header: 'Venue', value: (e) => e.venue },
  { header: 'Location', value: (e) => e.location },
  { header: 'Country', value: (e) => e.country },
  { header: 'Sector', value: (e) => e.sectorName },
  { header: 'Virtual', value: (e) => e.isVirtual },
  { header: 'Capacity', value: (e) => e.capacity },
  { header: 'Confirmed participants', value: (e) => e.participantCount },
  { header: 'Pending applications', value: (e) => e.pendingCount },
  { header: 'Booth cost', value: (e) => e.boothCost },
  { header: 'Registration deadline', value: (e) => e.registrationDeadline },
  { header: 'Website', value: (e) => e.website },
  { header: 'Created', value: (e) => e.createdAt },
]

/** For badges and floor plans: the booth, the level and the people to reach. */
const PARTICIPANT_COLUMNS: readonly CsvColumn<ParticipantExportRow>[] = [
  { header: 'Application ID', value: (p) => p.id },
  { header: 'Company ID', value: (p) => p.companyId },
  { header: 'Company', value: (p) => p.company.name },
  { header: 'Status', value: (p) => p.status },
  { header: 'Booth', value: (p) => p.boothNumber },
  { header: 'Level', value: (p) => p.participationLevel },
  { header: 'Payment confirmed', value: (p) => p.paymentConfirmed },
  { header: 'Special requirements', value: (p) => p.specialRequirements },
  { header: 'Contact email', value: (p) => p.contactEmail },
  { header: 'Contact phone', value: (p) => p.contactPhone },
  { header: 'Website', value: (p) => p.website },
  { header: 'City', value: (p) => p.city },
  { header: 'Country', value: (p) => p.company.country },
  { header: 'Sector', value: (p) => p.company.sector },
  { header: 'Verified', value: (p) => p.company.isVerified },
  { header: 'Manager', value: (p) => p.managerName },
  { header: 'Manager email', value: (p) => p.managerEmail },
  { header: 'Applied', value: (p) => p.createdAt },
  { header: 'Decided', value: (p) => p.decidedAt },
]

const MEDIA_COLUMNS: readonly CsvColumn<MediaItemView>[] = [
  { header: 'ID', value: (m) => m.id },
  { header: 'Title', value: (m) => m.title },
  { header: 'Type', value: (m) => m.type },
  { header: 'Status', value: (m) => m.status },
  { header: 'Company ID', value: (m) => m.companyId },
  { header: 'Company', value: (m) => m.companyName },
  { header: 'Sector', value: (m) => m.sector },
  { header: 'Event date', value: (m) => m.eventDate },
  { header: 'Event location', value: (m) => m.eventLocation },
  { header: 'Attachments', value: (m) => m.attachments.length },
  { header: 'Rejection reason', value: (m) => m.rejectionReason },
  { header: 'Published', value: (m) => m.publishedAt },
  { header: 'Created', value: (m) => m.createdAt },
]

const csvAnswer = (what: string, file: string) => ({
  200: { description: `The CSV file, a header line then one line per ${what}`, mediaType: 'text/csv', headers: { 'Content-Disposition': `attachment; filename="${file}-{date}.csv"` } },
  400: 'A filter or the sort is not valid: `fieldErrors` names it',
})

/** Registered before the lists' own routers: `/api/admin/companies/export` is not a company id. */
export const adminExportRoutes = (d: AdminExportDeps) => {
  const api = new ApiRouter('Exports', 'The admin lists as CSV, as filtered and sorted on screen: every matching row, streamed (no page).')
  const day = () => d.clock.now().toISOString().slice(0, 10)
  const failed = (list: string) => (e: Error) => d.log.error({ err: e, event: 'export_failed', list }, 'An admin export failed midway')

  api.get('/api/admin/companies/export', {
    summary: 'Export the companies table',
    description: `The companies of the table's filters (\`search\`, \`sector\`, \`status\`) in its \`sort\`, as CSV. ${CSV_TEXT}`,
    access: ADMINS, query: AdminCompanyExportQueryC, answers: csvAnswer('company', 'companies'),
  }, async (ctx, { query: q }) => {
    sendCsv(ctx, `companies-${day()}.csv`, COMPANY_COLUMNS, d.companies.adminExport(adminCompanyFilter(q)), failed('companies'))
  })

  api.get('/api/admin/users/export', {
    summary: 'Export the users table',
    description: `The users of the table's filters (\`search\`, \`role\`) in its \`sort\`, as CSV (no password or session data). ${CSV_TEXT}`,
    access: ADMINS, query: UsersFilterQuery,
    answers: { ...csvAnswer('user', 'users'), 403: 'Not an admin, or an admin (not a super admin) asking for the super admins' },
  }, async (ctx, { query: q, user }) => {
    sendCsv(ctx, `users-${day()}.csv`, USER_COLUMNS, d.users.export(adminUserFilter(q, user)), failed('users'))
  })

  api.get('/api/admin/exhibitions/export', {
    summary: 'Export the exhibitions table',
    description: `The exhibitions of the table's tab (\`tab\` or \`status\`), \`sector\` and \`search\`, in its \`sort\`, as CSV. ${CSV_TEXT}`,
    access: ADMINS, query: ExhibitionExportQuery, answers: csvAnswer('exhibition', 'exhibitions'),
  }, async (ctx, { query: q }) => {
    const named = q.tab || q.status || 'upcoming'
    const timeZone = (await d.settings.current()).general.timezone
    const rows = d.exhibitions.adminExport({
      tab: named === 'ended' ? 'past' : named, search: q.search ?? undefined, sectorId: typeof q.sector === 'number' ? q.sector : undefined, sort: q.sort ?? undefined,
    }, d.clock.now(), timeZone)
    sendCsv(ctx, `exhibitions-${day()}.csv`, EXHIBITION_COLUMNS, rows, failed('exhibitions'))
  })

  api.get('/api/admin/exhibitions/:id/participants/export', {
    summary: 'Export the applications to an exhibition',
    description: `Every application but the withdrawn ones (or those of one \`status\`: pending, approved or rejected), in \`sort\` (by company name by default), `
      + `with the booth, the level and the company's contacts and manager (for badges and floor plans), as CSV. ${CSV_TEXT}`,
    access: ADMINS, params: IdParam, query: ParticipantsExportQuery,
    answers: { ...csvAnswer('application', 'exhibition-{id}-participants'), 404: 'No such exhibition' },
  }, async (ctx, { params, query }) => {
    found(await d.exhibitions.adminDetail(params.id, d.clock.now(), (await d.settings.current()).general.timezone), 'Exhibition not found')
    sendCsv(ctx, `exhibition-${params.id}-participants-${day()}.csv`, PARTICIPANT_COLUMNS, d.exhibitions.participantExport(params.id, query.sort ?? undefined, query.status && query.status !== 'all' ? query.status : undefined), failed('participants'))
  })

  api.get('/api/admin/media/export', {
    summary: 'Export the media items table',
    description: `The items of the table's tab (\`tab\` or \`status\`, pending by default), \`type\`, \`sector\` and \`search\`, in its \`sort\` (newest first by default), as CSV. ${CSV_TEXT}`,
    access: ADMINS, query: AdminMediaExportQuery, answers: csvAnswer('item', 'media-items'),
  }, async (ctx, { query: q }) => {
    sendCsv(ctx, `media-items-${day()}.csv`, MEDIA_COLUMNS, d.media.exportItems(adminMediaFilter(q)), failed('media'))
  })

  return api
}
