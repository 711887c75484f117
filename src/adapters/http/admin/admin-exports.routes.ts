// The admin lists as CSV downloads (issue 19): each list's `/export` takes the list's filters and
// sort (not its page) and streams every matching row, read in keyset batches (src/adapters/http/csv.ts).
import type { Logger } from 'pino'
import type { AdminCompanyRow, CompanyReadModel } from '../../../application/company/queries/company-views'
import type { Clock } from '../../../domain/shared/clock'
import { ApiRouter } from '../api-router'
import { ADMINS } from '../auth'
import { AdminCompanyExportQueryC } from '../company/company.codecs'
import { sendCsv, type CsvColumn } from '../csv'

export interface AdminExportDeps {
  readonly companies: CompanyReadModel
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
    const rows = d.companies.adminExport({
      search: q.search ?? undefined, sectorId: typeof q.sector === 'number' ? q.sector : undefined,
      status: !q.status ? 'all' : q.status === 'approved' ? 'active' : q.status, sort: q.sort ?? undefined,
    })
    sendCsv(ctx, `companies-${day()}.csv`, COMPANY_COLUMNS, rows, failed('companies'))
  })

  return api
}
