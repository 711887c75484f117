// What the outbox screen's routes answer, each codec checked against its view with answerOf.
import * as t from 'io-ts'
import { OUTBOX_STATUSES, type OutboxMailView, type OutboxPage as OutboxPageView } from '../../../application/admin/outbox-views'
import { answerOf, DateTime, Integer, nullable } from '../answers'
import { oneOf } from '../validation'

/** A mail of the outbox, with where it stands. */
export const OutboxMail = answerOf<OutboxMailView>()(t.type({
  id: Integer, kind: t.string, to: t.string, subject: t.string, body: t.string, status: oneOf(OUTBOX_STATUSES), attempts: Integer,
  lastError: nullable(t.string), createdAt: DateTime, sentAt: nullable(DateTime), nextAttemptAt: nullable(DateTime),
}, 'OutboxMail'))

/** A page of the outbox, the count of each status, and whether mail leaves at all. */
export const OutboxPage = answerOf<OutboxPageView>()(t.type({
  mails: t.array(OutboxMail), totalPages: Integer, totalMails: Integer,
  counts: t.type({ queued: Integer, sent: Integer, failed: Integer }, 'OutboxCounts'),
  smtpConfigured: t.boolean,
}, 'OutboxPage'))
