// Bulk actions on the back office's tables (docs/api.md "Bulk actions"; docs/ubiquitous-language/
// bulk-action.md): one request, each row through the single action's command in its own unit of
// work, and the outcome of each row in the answer, in the single action's words.
import type { BulkUserActions } from '../../../application/admin/bulk-user-actions'
import { USER_BULK_ACTIONS } from '../../../application/admin/bulk-user-actions'
import { MAX_BULK_IDS, MAX_BULK_MATCHING, type BulkOutcome } from '../../../application/bulk/bulk-action'
import { COMPANY_BULK_ACTIONS, type BulkCompanyActions } from '../../../application/company/commands/bulk-company-actions'
import type { CompanyReadModel } from '../../../application/company/queries/company-views'
import { PARTICIPANT_BULK_ACTIONS, type BulkParticipantActions } from '../../../application/exhibition/bulk-participant-actions'
import type { ExhibitionReadModel } from '../../../application/exhibition/exhibition-views'
import { MEDIA_BULK_ACTIONS, type BulkMediaActions } from '../../../application/media/bulk-media-actions'
import type { MediaReadModel } from '../../../application/media/media-views'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import type { Clock } from '../../../domain/shared/clock'
import type { PgUserAdminStore } from '../../persistence/admin/pg-user-admin'
import { adminUserFilter, resendVerificationHttpError, suspensionHttpError, userAdminHttpError, UsersQuery } from '../admin/admin.routes'
import { ApiRouter, type Answers } from '../api-router'
import { ADMINS } from '../auth'
import { adminCompanyFilter } from '../company/company.codecs'
import { AdminCompanyQueryC, IdParam } from '../company/company.codecs'
import { companyHttpError } from '../company/company.http-errors'
import { exhibitionHttpError } from '../exhibition/exhibition.http-errors'
import { FIELD_LENGTHS as L } from '../field-lengths'
import { badRequest, found, type HttpError } from '../http-error'
import { AdminMediaQuery } from '../media/media.codecs'
import { mediaHttpError } from '../media/media.routes'
import { adminMediaFilter } from '../media/media.codecs'
import { BulkReport, type BulkReportView, type BulkRowView } from './bulk.answers'
import { bulkBody, ParticipantMatching } from './bulk.codecs'

export interface BulkRoutesDeps {
  readonly companies: BulkCompanyActions
  readonly media: BulkMediaActions
  readonly participants: BulkParticipantActions
  readonly users: BulkUserActions
  readonly companyReads: CompanyReadModel
  readonly mediaReads: MediaReadModel
  readonly exhibitionReads: ExhibitionReadModel
  readonly userStore: PgUserAdminStore
  readonly settings: SettingsReader
  readonly clock: Clock
}

const REASON_MESSAGE = { reject: 'Please give a reason for the rejection', suspend: 'Please give a reason for the suspension' } as const

/** The answer: each row's outcome, a refusal in the words (and status) of the single action's answer. */
const reportOf = <L>(action: string, outcome: BulkOutcome<L>, httpError: (e: L) => HttpError): BulkReportView => ({
  action, done: outcome.done, refused: outcome.refused,
  results: outcome.rows.map((row): BulkRowView => {
    if (row.outcome === 'done') return row
    const e = httpError(row.error)
    return { id: row.id, outcome: 'refused', status: e.status, message: e.fieldErrors ? Object.values(e.fieldErrors).join('; ') : e.message }
  }),
})

/** The rows of a request: its ids, or those its `matching` filter finds (400 beyond MAX_BULK_MATCHING; `what` names them). */
const selectedIds = async (body: { ids?: number[]; matching?: unknown }, resolve: (limit: number) => Promise<{ ids: readonly number[]; total: number }>, what: string): Promise<readonly number[]> => {
  if (body.ids !== undefined) return body.ids
  const { ids, total } = await resolve(MAX_BULK_MATCHING)
  if (total > MAX_BULK_MATCHING) {
    throw badRequest({ matching: `The filter matches ${total.toLocaleString('en')} ${what}: at most ${MAX_BULK_MATCHING.toLocaleString('en')} at once, narrow the filter` })
  }
  return ids
}

/** Exactly one of ids and matching; a reason for a rejection or a suspension. Checked before anything is read or written. */
const checkShape = (body: { action: string; ids?: number[]; matching?: unknown; reason?: string | null }): string | null => {
  if (body.ids !== undefined && body.matching !== undefined) throw badRequest({ ids: 'Give either ids or matching, not both' })
  if (body.ids === undefined && body.matching === undefined) throw badRequest({ ids: 'Required: the ids of the rows, or matching (every row the filter matches)' })
  const reason = body.reason ?? null
  if ((body.action === 'reject' || body.action === 'suspend') && reason === null) throw badRequest({ reason: REASON_MESSAGE[body.action] })
  return reason
}

const CONVENTION = `Body: \`action\`; the rows, either \`ids\` (1 to ${MAX_BULK_IDS} distinct ids) or \`matching\` (the list's own query, whose page and page size are ignored: `
  + `every row it finds, at most ${MAX_BULK_MATCHING.toLocaleString('en')}, beyond which 400); \`reason\` for \`reject\` and \`suspend\` (required there, as long as the single action allows). `
  + 'Each row goes through the single action, in its own transaction: a refused row is left as it was (no event, no audit entry, no email) and the others are done. '
  + 'The answer says, row by row, `done` or `refused` with the status and the message the single action would have answered (an id that does not exist: 404 for that row).'

const answers = (rows: string): Answers => ({
  200: { description: `The outcome of each ${rows}`, body: BulkReport },
  400: 'The input is not valid: an unknown action, no rows or too many (`ids`, `matching`), both `ids` and `matching`, or no `reason` for a rejection or a suspension',
})

export const bulkRoutes = (d: BulkRoutesDeps) => {
  const api = new ApiRouter('Bulk actions', 'One action on many rows of a back-office table, the selected ones or every row its filter matches: '
    + 'each row done or refused on its own, as the single action would do or refuse it.')

  api.post('/api/admin/companies/bulk', {
    summary: 'Act on many companies', access: ADMINS,
    description: `Actions: ${COMPANY_BULK_ACTIONS.join(', ')}. \`approve\` approves pending companies and \`reinstate\` suspended ones (each refuses the other's: 409); `
      + `\`unverify\` withdraws the verified badge. \`matching\`: the companies table's query (\`search\`, \`sector\`, \`status\`). ${CONVENTION}`,
    body: bulkBody(COMPANY_BULK_ACTIONS, AdminCompanyQueryC, L.company.reason), answers: answers('company'),
  }, async (ctx, { body, user }) => {
    const reason = checkShape(body)
    const ids = await selectedIds(body, async (limit) => {
      const { rows, total } = await d.companyReads.adminList({ ...adminCompanyFilter(body.matching ?? {}), page: 1, pageSize: limit })
      return { ids: rows.map((r) => r.id), total }
    }, 'companies')
    const outcome = await d.companies.run(user, ids, body.action === 'reject' || body.action === 'suspend' ? { action: body.action, reason: reason! } : { action: body.action })
    ctx.body = reportOf(body.action, outcome, companyHttpError)
  })

  api.post('/api/admin/media/bulk', {
    summary: 'Act on many media items', access: ADMINS,
    description: `Actions: ${MEDIA_BULK_ACTIONS.join(', ')}. \`matching\`: the media table's query (\`tab\` or \`status\`, pending by default; \`type\`, \`sector\`, \`search\`). ${CONVENTION}`,
    body: bulkBody(MEDIA_BULK_ACTIONS, AdminMediaQuery, L.media.reason), answers: answers('item'),
  }, async (ctx, { body, user }) => {
    const reason = checkShape(body)
    const ids = await selectedIds(body, async (limit) => {
      const { items, total } = await d.mediaReads.list({ ...adminMediaFilter(body.matching ?? {}), page: 1, pageSize: limit })
      return { ids: items.map((i) => i.id), total }
    }, 'items')
    const outcome = await d.media.run(user, ids, body.action === 'reject' ? { action: 'reject', reason: reason! } : { action: body.action })
    ctx.body = reportOf(body.action, outcome, mediaHttpError)
  })

  api.post('/api/admin/users/bulk', {
    summary: 'Act on many users', access: ADMINS,
    description: `Actions: ${USER_BULK_ACTIONS.join(', ')} (a new verification link). The single actions' rules hold row by row: an admin's own account, `
      + `another admin (for an admin), the last super admin are refused for their row. \`matching\`: the users table's query (\`search\`, \`role\`; super admins for super admins only, else 403). ${CONVENTION}`,
    body: bulkBody(USER_BULK_ACTIONS, UsersQuery, L.account.suspensionReason),
    answers: { ...answers('user'), 403: 'Not an admin, or an admin (not a super admin) matching the super admins' },
  }, async (ctx, { body, user }) => {
    const reason = checkShape(body)
    const ids = await selectedIds(body, async (limit) => {
      const { rows, total } = await d.userStore.list({ ...adminUserFilter(body.matching ?? {}, user), page: 1, pageSize: limit })
      return { ids: rows.map((r) => r.id), total }
    }, 'users')
    switch (body.action) {
      case 'suspend': ctx.body = reportOf(body.action, await d.users.suspend(user, ids, reason!), suspensionHttpError); break
      case 'reinstate': ctx.body = reportOf(body.action, await d.users.reinstate(user, ids), suspensionHttpError); break
      case 'delete': ctx.body = reportOf(body.action, await d.users.delete(user, ids), userAdminHttpError); break
      case 'resend-verification': ctx.body = reportOf(body.action, await d.users.resendVerification(user, ids), resendVerificationHttpError); break
    }
  })

  api.post('/api/admin/exhibitions/:id/participants/bulk', {
    summary: 'Act on many applications to an exhibition', access: ADMINS, params: IdParam,
    description: `Actions: ${PARTICIPANT_BULK_ACTIONS.join(', ')} (\`confirm\` gives no booth; \`withdraw\` a pending application). An id of another exhibition's application is refused for its row (404). `
      + `\`matching\`: the applications listed for the exhibition, optionally of one \`status\`. ${CONVENTION}`,
    body: bulkBody(PARTICIPANT_BULK_ACTIONS, ParticipantMatching, L.participation.reason),
    answers: { ...answers('application'), 404: 'No such exhibition' },
  }, async (ctx, { params, body, user }) => {
    const reason = checkShape(body)
    const timeZone = (await d.settings.current()).general.timezone
    found(await d.exhibitionReads.adminDetail(params.id, d.clock.now(), timeZone), 'Exhibition not found')
    const ids = await selectedIds(body, async () => {
      const listed = await d.exhibitionReads.participants(params.id)
      const status = body.matching?.status
      const rows = status ? listed.filter((p) => p.status === status) : listed
      return { ids: rows.map((p) => p.id), total: rows.length }
    }, 'applications')
    const outcome = await d.participants.run(user, params.id, ids, body.action === 'reject' ? { action: 'reject', reason: reason! } : { action: body.action })
    ctx.body = reportOf(body.action, outcome, exhibitionHttpError)
  })

  return api
}

