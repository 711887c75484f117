// CSV exports of the back office (the audit trail, the admin lists): streamed through csv-stringify,
// never built in memory, every text cell neutralised against formula injection.
import { pipeline, Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import type Koa from 'koa'

/**
 * A text cell a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage
 * return) gets a leading apostrophe, so that it shows as the text it is (OWASP, "CSV Injection").
 * Numbers stay numbers.
 */
export const neutralised = (cell: string): string => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)

/** A column of an export: its header and how a row fills it. */
export interface CsvColumn<R> {
  readonly header: string
  readonly value: (row: R) => string | number | boolean | null
}

/**
 * Answers `rows` as a CSV download (UTF-8 with a byte-order mark, for spreadsheets), read and written
 * one row at a time: the rows are pulled as the client takes them. A failure midway ends the download
 * cut short (the client sees an incomplete transfer), never a file that looks whole.
 */
export const sendCsv = <R>(ctx: Koa.Context, filename: string, columns: readonly CsvColumn<R>[], rows: AsyncIterable<R>, onError: (e: Error) => void): void => {
  const records = Readable.from((async function* () {
    for await (const row of rows) yield columns.map((c) => c.value(row))
  })())
  const csv = stringify({ header: true, columns: columns.map((c) => c.header), bom: true, cast: { string: neutralised, boolean: (b) => (b ? 'true' : 'false') } })
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`)
  ctx.type = 'text/csv; charset=utf-8'
  ctx.body = pipeline(records, csv, (e) => {
    // A client that leaves midway is not a failure of the export.
    if (e && e.code !== 'ERR_STREAM_PREMATURE_CLOSE') onError(e)
  })
}
