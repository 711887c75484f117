// POST /api/admin/companies/import: companies from a CSV file (issue 19; docs/api.md "CSV import").
// The file is read here (its size capped while it arrives), parsed with csv-parse, and each row
// decoded by the admin form's own codec (AdminCompanyBody) after its sector, subsector and country
// names are looked up; the use case (ImportCompaniesHandler) then checks or creates each row.
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type Koa from 'koa'
import { parse } from 'csv-parse/sync'
import { MAX_IMPORT_ROWS, type ImportCandidate, type ImportCompaniesHandler, type ImportRowResult } from '../../../application/company/commands/import-companies'
import type { CompanyProfile } from '../../../domain/company/company'
import type { CatalogueReadModel } from '../../projections/catalogue/pg-catalogue.read-model'
import { Integer, nullable } from '../answers'
import { ApiRouter } from '../api-router'
import { ADMINS } from '../auth'
import { badRequest, HttpError } from '../http-error'
import { BooleanLike, decodeOrThrow } from '../validation'
import { AdminCompanyBody, PROFILE_KEYS } from './company.codecs'
import { companyHttpError } from './company.http-errors'

/** The largest file accepted (bytes). */
const MAX_IMPORT_BYTES = 1024 * 1024

/**
 * The file's columns (header names, any case; spaces, dashes and underscores ignored) and the form
 * field each fills. Products and services: several separated by semicolons.
 */
const COLUMNS = {
  name: 'name', description: 'description', sector: 'sectorId', subsector: 'subsectorId', country: 'countryId',
  email: 'contactEmail', contactemail: 'contactEmail', phone: 'contactPhone', contactphone: 'contactPhone',
  website: 'website', address: 'address', city: 'city', state: 'state', postalcode: 'postalCode',
  registrationnumber: 'registrationNumber', foundedyear: 'foundedYear', employeecount: 'employeeCount',
  linkedinurl: 'linkedinUrl', twitterurl: 'twitterUrl', facebookurl: 'facebookUrl', instagramurl: 'instagramUrl',
  products: 'products', services: 'services', status: 'status', verified: 'verified',
} as const
type Column = keyof typeof COLUMNS
const REQUIRED: readonly Column[] = ['name', 'description', 'sector', 'country', 'email']
/** The file's column of each form field, for the row's messages. */
const COLUMN_OF: Record<string, string> = { sectorId: 'sector', subsectorId: 'subsector', countryId: 'country', contactEmail: 'email', contactPhone: 'phone' }

const ImportQuery = t.type({ dryRun: BooleanLike })

const ImportRow = t.type({
  row: Integer, name: nullable(t.string), ok: t.boolean, companyId: nullable(Integer), fieldErrors: nullable(t.record(t.string, t.string)),
}, 'CompanyImportRow')
const ImportReport = t.type({
  dryRun: t.boolean, total: Integer, valid: Integer, created: Integer, refused: Integer, rows: t.array(ImportRow),
}, 'CompanyImportReport')

/** The body, read as it arrives: 413 as soon as it is larger than the cap (the rest is not read; the connection closes after the answer). */
const readBody = async (ctx: Koa.Context): Promise<string> => {
  const tooLarge = () => new HttpError(413, `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`, undefined, { Connection: 'close' })
  if (Number(ctx.get('content-length') || 0) > MAX_IMPORT_BYTES) throw tooLarge()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_IMPORT_BYTES) throw tooLarge()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const columnKey = (header: string) => header.trim().toLowerCase().replace(/[\s_-]+/g, '')

/** The records of the file, each with its row number; 400 for a file that is not CSV or has wrong columns. */
const recordsOf = (text: string): { row: number; values: Partial<Record<Column, string>> }[] => {
  let parsed: string[][]
  try {
    parsed = parse(text, { bom: true, skip_empty_lines: true, trim: true, max_record_size: 64 * 1024 })
  } catch (e) {
    throw badRequest({ file: `This is not a valid CSV file: ${(e as Error).message}` }, 'The file cannot be read')
  }
  const [head, ...body] = parsed
  if (!head) throw badRequest({ file: 'The file is empty' }, 'The file is empty')
  const headers = head.map(columnKey)
  const unknown = headers.filter((h) => !(h in COLUMNS))
  if (unknown.length) throw badRequest({ file: `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.map((h) => h.slice(0, 40)).join(', ')}` }, 'The file has columns the import does not know')
  const twice = headers.filter((h, i) => headers.indexOf(h) !== i)
  if (twice.length) throw badRequest({ file: `Column given twice: ${twice.join(', ')}` }, 'The file has a column twice')
  const missing = REQUIRED.filter((h) => !headers.includes(h))
  if (missing.length) throw badRequest({ file: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}` }, 'The file lacks required columns')
  if (!body.length) throw badRequest({ file: 'The file has no rows under its header' }, 'The file has no rows')
  if (body.length > MAX_IMPORT_ROWS) throw badRequest({ file: `At most ${MAX_IMPORT_ROWS} rows per file (this one has ${body.length})` }, 'The file has too many rows')
  // Numbered as a spreadsheet shows them: the header is row 1 (a quoted line break stays inside its row).
  return body.map((record, i) => ({ row: i + 2, values: Object.fromEntries(headers.map((h, j) => [h, record[j] ?? ''])) }))
}

export const companyImportRoutes = (d: { importer: ImportCompaniesHandler; catalogue: CatalogueReadModel }) => {
  const api = new ApiRouter('Imports', 'Back-office records brought in from files: companies from CSV, checked row by row (a dry run writes nothing) before they are created.')

  api.post('/api/admin/companies/import', {
    summary: 'Import companies from a CSV file',
    description: `The body is the file (text/csv, UTF-8, a byte-order mark allowed, at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB and ${MAX_IMPORT_ROWS} rows), a header row then one company per row. `
      + `Columns (any case): ${Object.keys(COLUMNS).join(', ')}; required: ${REQUIRED.join(', ')}. Sector, subsector and country by name (a country by its ISO code too); `
      + 'products and services separated by semicolons; status pending (default), active or suspended; verified true or false. '
      + 'Each row is checked by the admin Create Company form\'s rules; a name already in use, or twice in the file, is refused. '
      + '`dryRun=true` checks every row and writes nothing; `dryRun=false` creates each valid row in a transaction of its own (with its events and audit entries, as the form does) '
      + 'and leaves the refused ones out. Either way the answer says, per row, ok or the messages of its columns.',
    access: ADMINS, query: ImportQuery,
    rawBody: { mediaType: 'text/csv', schema: { type: 'string' } },
    answers: {
      200: { description: 'The report: one entry per row, ok (with the new company\'s id in a real run) or refused with the messages of its columns', body: ImportReport },
      400: 'The file is not CSV, has unknown or missing columns, no rows or too many: `fieldErrors.file` says which',
      413: 'The file is larger than the cap',
      415: 'The body is not text/csv',
    },
  }, async (ctx, { query, user }) => {
    if (!ctx.request.is('text/csv')) throw new HttpError(415, 'Send the file as text/csv')
    const records = recordsOf(await readBody(ctx))
    const [sectors, subsectors, countries] = await Promise.all([d.catalogue.sectors(), d.catalogue.subsectors(), d.catalogue.countries()])
    const lower = (s: string) => s.trim().toLowerCase()

    const candidates: ImportCandidate[] = records.map(({ row, values }) => {
      const messages: Record<string, string> = {}
      const form: Record<string, unknown> = {}
      for (const [column, value] of Object.entries(values) as [Column, string][]) {
        const field = COLUMNS[column]
        if (field === 'products' || field === 'services') form[field] = value ? value.split(';').map((x) => x.trim()).filter(Boolean) : []
        else if (value !== '') form[field] = value
      }
      const sector = values.sector ? sectors.find((s) => lower(s.name) === lower(values.sector!)) : undefined
      if (values.sector && !sector) messages.sector = `Unknown sector "${values.sector.slice(0, 80)}"`
      form.sectorId = sector?.id
      if (values.subsector) {
        const sub = subsectors.find((s) => lower(s.name) === lower(values.subsector!) && (!sector || s.sectorId === sector.id))
        if (!sub && sector) messages.subsector = `Unknown subsector of ${sector.name}: "${values.subsector.slice(0, 80)}"`
        form.subsectorId = sub?.id
      }
      const country = values.country ? countries.find((c) => lower(c.name) === lower(values.country!) || lower(c.code) === lower(values.country!)) : undefined
      if (values.country && !country) messages.country = `Unknown country "${values.country.slice(0, 80)}"`
      form.countryId = country?.id
      if (values.status !== undefined && values.status !== '') form.status = lower(values.status)
      let decoded: t.TypeOf<typeof AdminCompanyBody> | undefined
      try {
        decoded = decodeOrThrow(AdminCompanyBody, form)
      } catch (e) {
        if (!(e instanceof HttpError)) throw e
        for (const [field, message] of Object.entries(e.fieldErrors ?? { _: e.message })) {
          const column = COLUMN_OF[field.split('.')[0]] ?? field.split('.')[0]
          messages[column] ??= message
        }
      }
      const name = values.name?.trim() || null
      if (!decoded || Object.keys(messages).length) return { row, name, input: E.left(messages) }
      const profile = Object.fromEntries(PROFILE_KEYS.map((k) => [k, (decoded as Partial<CompanyProfile>)[k] ?? (k === 'products' || k === 'services' ? [] : null)])) as unknown as CompanyProfile
      const status = decoded.status === 'active' ? 'approved' : decoded.status ?? undefined
      return { row, name, input: E.right({ profile, initial: { status, verified: decoded.verified } }) }
    })

    const results = await d.importer.execute(user, candidates, query.dryRun)
    if (E.isLeft(results)) throw companyHttpError(results.left)
    const rows = results.right.map(reportRow)
    const ok = rows.filter((r) => r.ok).length
    ctx.body = { dryRun: query.dryRun, total: rows.length, valid: ok, created: query.dryRun ? 0 : ok, refused: rows.length - ok, rows }
  })

  return api
}

/** A row of the report: a refusal as the messages of the file's columns. */
const reportRow = (r: ImportRowResult) => {
  if (E.isRight(r.outcome)) return { row: r.row, name: r.name, ok: true, companyId: r.outcome.right, fieldErrors: null }
  const refusal = r.outcome.left
  const fieldErrors = refusal._tag === 'RowInvalid' ? refusal.fieldErrors
    : refusal._tag === 'InvalidReferences' ? Object.fromEntries(Object.entries(refusal.fieldErrors).map(([f, m]) => [COLUMN_OF[f] ?? f, m]))
      : { row: companyHttpError(refusal).message }
  return { row: r.row, name: r.name, ok: false, companyId: null, fieldErrors: { ...fieldErrors } }
}
