import * as t from 'io-ts'
import type { Logger } from 'pino'
import { OUTBOX_MAX_ATTEMPTS, OUTBOX_MAX_PAGE_SIZE, OUTBOX_PAGE_SIZE, OUTBOX_STATUSES, type OutboxStore } from '../../../application/admin/outbox-views'
import { actorLabel } from '../../logging/actor'
import { ApiRouter } from '../api-router'
import { HttpError, notFound } from '../http-error'
import { IdFromString, intInRange, oneOf } from '../validation'
import { OutboxMail, OutboxPage } from './outbox.answers'

const SUPER_ADMIN = ['super_admin'] as const
const OutboxQuery = t.partial({
  status: oneOf([...OUTBOX_STATUSES, 'all', ''] as const), page: intInRange(1, 100000), pageSize: intInRange(1, OUTBOX_MAX_PAGE_SIZE),
})
const IdParam = t.type({ id: IdFromString })

/** The super admin's outbox screen: every mail the platform sent or will send, and a retry for those that failed. */
export const outboxRoutes = (d: { store: OutboxStore; smtpConfigured: boolean; log: Logger }) => {
  const api = new ApiRouter('Outbox', 'The mail the platform sends, as the super admin sees it: queued, sent and failed messages, and a retry for a failed one.')

  api.get('/api/admin/outbox', {
    summary: 'The email outbox', description: 'Queued, sent and failed mails, newest first; `status` keeps one (`all` or blank: every status).',
    access: SUPER_ADMIN, query: OutboxQuery,
    answers: { 200: { description: `A page of mails (${OUTBOX_PAGE_SIZE} by default), the count of each status, and whether SMTP is configured`, body: OutboxPage } },
  }, async (ctx, { query: q }) => {
    const pageSize = q.pageSize ?? OUTBOX_PAGE_SIZE
    const status = q.status && q.status !== 'all' ? q.status : undefined
    const page = await d.store.page({ status, page: q.page ?? 1, pageSize })
    ctx.body = { ...page, totalPages: Math.max(1, Math.ceil(page.totalMails / pageSize)), smtpConfigured: d.smtpConfigured }
  })

  api.post('/api/admin/outbox/:id/retry', {
    summary: 'Send a mail again',
    description: `Queues a mail that was not sent for a try now, with ${OUTBOX_MAX_ATTEMPTS} tries anew: a failed one, or a queued one waiting for its next try.`,
    access: SUPER_ADMIN, params: IdParam,
    answers: {
      200: { description: 'The mail, queued', body: OutboxMail },
      404: 'No such mail',
      409: 'The mail was sent already',
    },
  }, async (ctx, { params: { id }, user }) => {
    const mail = await d.store.retry(id)
    if (mail === undefined) throw notFound('Mail not found')
    if (mail === 'sent') throw new HttpError(409, 'This mail was sent already')
    d.log.info({ audit: true, event: 'outbox_retried', actorId: user.id, actorEmail: user.email, mail: id }, `Mail #${id} to ${mail.to} queued again by ${actorLabel(user)}`)
    ctx.body = mail
  })

  return api
}
