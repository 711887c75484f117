import * as t from 'io-ts'
import type { Logger } from 'pino'
import { AUDIT_MAX_PAGE_SIZE, AUDIT_PAGE_SIZE, AUDIT_TARGET_TYPES } from '../../../application/audit/audit-limits'
import type { AuditEntryView, AuditFilter, AuditReadModel } from '../../../application/audit/audit-entry'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import type { Clock } from '../../../domain/shared/clock'
import { startOfLocalDay } from '../../../domain/exhibition/calendar-day'
import { ApiRouter } from '../api-router'
import { ADMINS } from '../auth'
import { sendCsv, type CsvColumn } from '../csv'
import { badRequest } from '../http-error'
import { IdFromString, intInRange, oneOf, optionalParsed, optionalText } from '../validation'
import { AuditEntry, AuditFacets } from './audit.answers'

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar day (2026-11-27), blank or absent for none. */
const DayC = optionalParsed('Day', (v) => {
  const m = DAY.exec(v.trim())
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined
  return d && d.getUTCDate() === Number(m![3]) && d.getUTCMonth() === Number(m![2]) - 1
    ? { ok: true, value: v.trim() } : { ok: false, error: 'Please enter a date as YYYY-MM-DD' }
}, { type: 'string', format: 'date' })

const filters = {
  actorId: IdFromString,
  action: optionalText(80, { re: /^[A-Za-z]+$/, message: 'Unknown action' }),
  targetType: oneOf([...AUDIT_TARGET_TYPES, ''] as const),
  targetId: optionalText(60),
  from: DayC,
  to: DayC,
}
const FilterQuery = t.partial(filters)
const PageQuery = t.partial({ ...filters, page: intInRange(1, 100000), pageSize: intInRange(1, AUDIT_MAX_PAGE_SIZE) })

const FILTERS_DESCRIPTION = 'Filtered by actor (`actorId`), action (`CompanyEdited`…), target type and id (a record\'s history: the entries about it and those '
  + 'it is part of, such as an exhibition\'s participations or a company\'s media items), and days `from` and `to` (both included, in the platform\'s time zone).'

/** The days of a query as instants in the platform's time zone: `from` at its first moment, `to` up to its last. */
const window = (q: t.TypeOf<typeof FilterQuery>, timeZone: string): AuditFilter => {
  const instant = (day: string, plus: number) => {
    const [, y, m, d] = DAY.exec(day)!.map(Number)
    const next = new Date(Date.UTC(y, m - 1, d + plus))
    return startOfLocalDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone)
  }
  if (q.from && q.to && q.to < q.from) throw badRequest({ to: 'The end date cannot be before the start date' })
  return {
    actorId: q.actorId, action: q.action ?? undefined, targetType: q.targetType || undefined, targetId: q.targetId ?? undefined,
    from: q.from ? instant(q.from, 0) : undefined, to: q.to ? instant(q.to, 1) : undefined,
  }
}

/** A field's value in a cell: its name when it is an id, texts as they are, lists joined. */
const cell = (v: unknown, label: string | undefined): string =>
  label ?? (v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v))

const COLUMNS: readonly CsvColumn<AuditEntryView>[] = [
  { header: 'Time', value: (e) => e.occurredAt },
  { header: 'Actor', value: (e) => e.actor?.name ?? 'Expo Atlas' },
  { header: 'Actor ID', value: (e) => e.actor?.id ?? null },
  { header: 'Actor role', value: (e) => e.actor?.role ?? null },
  { header: 'Action', value: (e) => e.action },
  { header: 'Summary', value: (e) => e.summary },
  { header: 'Target type', value: (e) => e.target.type },
  { header: 'Target ID', value: (e) => e.target.id },
  { header: 'Target', value: (e) => e.target.label },
  { header: 'Reason', value: (e) => e.reason },
  { header: 'Changes', value: (e) => Object.entries(e.changes).map(([f, c]) => `${f}: ${cell(c.from, c.fromLabel)} → ${cell(c.to, c.toLabel)}`).join('\n') },
]

/** The audit trail, for every admin: a page of it, its filters' choices, and the same filter as a CSV download. */
export const auditRoutes = (d: { reads: AuditReadModel; settings: SettingsReader; clock: Clock; log: Logger }) => {
  const api = new ApiRouter('Audit', 'The audit trail: every change to the records admins oversee, with who made it, when, the reason and the before and after of each field. Append-only; admins read it and export it as CSV.')
  const timeZone = async () => (await d.settings.current()).general.timezone

  api.get('/api/admin/audit', {
    summary: 'The audit trail', description: `Who changed what, newest first. ${FILTERS_DESCRIPTION}`, access: ADMINS, query: PageQuery,
    answers: {
      200: { description: `A page of entries (${AUDIT_PAGE_SIZE} by default)`, body: t.array(AuditEntry), headers: { 'X-Total-Count': 'The number of entries the filter matches' } },
      400: 'A filter is not valid, or the end date is before the start date',
    },
  }, async (ctx, { query: q }) => {
    const { items, total } = await d.reads.page(window(q, await timeZone()), q.page ?? 1, q.pageSize ?? AUDIT_PAGE_SIZE)
    ctx.set('X-Total-Count', String(total))
    ctx.body = items
  })

  api.get('/api/admin/audit/facets', {
    summary: 'The audit filters\' choices', access: ADMINS,
    answers: { 200: { description: 'The actors who have entries (by name) and the actions there are', body: AuditFacets } },
  }, async (ctx) => { ctx.body = await d.reads.facets() })

  api.get('/api/admin/audit/export', {
    summary: 'Export the audit trail', description: `The entries of the filter as CSV, newest first, streamed. ${FILTERS_DESCRIPTION} `
      + 'A cell starting with =, +, -, @, a tab or a carriage return is prefixed with an apostrophe (no formula runs in a spreadsheet).',
    access: ADMINS, query: FilterQuery,
    answers: {
      200: { description: 'The CSV file, one line per entry, the changes one per line in their cell', mediaType: 'text/csv', headers: { 'Content-Disposition': 'attachment; filename="audit-trail-{date}.csv"' } },
      400: 'A filter is not valid, or the end date is before the start date',
    },
  }, async (ctx, { query: q }) => {
    const filter = window(q, await timeZone())
    sendCsv(ctx, `audit-trail-${d.clock.now().toISOString().slice(0, 10)}.csv`, COLUMNS, d.reads.all(filter), (e) => d.log.error({ err: e, event: 'export_failed' }, 'The audit trail export failed midway'))
  })

  return api
}
