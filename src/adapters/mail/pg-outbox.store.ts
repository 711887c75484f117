import { OUTBOX_MAX_ATTEMPTS, type OutboxMailView, type OutboxStatus, type OutboxStore } from '../../application/admin/outbox-views'
import { asDate, asDateOrNull, type Row, type Sql } from '../persistence/sql'

/** Each status as a condition on email_outbox. */
const WHERE: Readonly<Record<OutboxStatus, string>> = {
  queued: `sent_at is null and attempts < ${OUTBOX_MAX_ATTEMPTS}`,
  sent: 'sent_at is not null',
  failed: `sent_at is null and attempts >= ${OUTBOX_MAX_ATTEMPTS}`,
}

const COLUMNS = 'id, kind, to_address, subject, body, attempts, last_error, created_at, sent_at, next_attempt_at'

const toView = (r: Row): OutboxMailView => {
  const sentAt = asDateOrNull(r.sent_at)
  const attempts = r.attempts as number
  const status: OutboxStatus = sentAt ? 'sent' : attempts >= OUTBOX_MAX_ATTEMPTS ? 'failed' : 'queued'
  return {
    id: Number(r.id), kind: r.kind as string, to: r.to_address as string, subject: r.subject as string, body: r.body as string,
    status, attempts, lastError: r.last_error as string | null, createdAt: asDate(r.created_at).toISOString(), sentAt: sentAt?.toISOString() ?? null,
    nextAttemptAt: status === 'queued' ? asDate(r.next_attempt_at).toISOString() : null,
  }
}

/** The email_outbox table as the super admin's outbox screen reads it. */
export class PgOutboxStore implements OutboxStore {
  constructor(private readonly sql: Sql) {}

  async page(q: { status?: OutboxStatus; page: number; pageSize: number }) {
    const where = q.status ? `where ${WHERE[q.status]}` : ''
    const rows = await this.sql.all<Row>(`select ${COLUMNS} from email_outbox ${where} order by id desc limit ? offset ?`, [q.pageSize, (q.page - 1) * q.pageSize])
    const counts = (await this.sql.one<{ queued: number; sent: number; failed: number }>(`select
        count(*) filter (where ${WHERE.queued})::int as queued, count(*) filter (where ${WHERE.sent})::int as sent,
        count(*) filter (where ${WHERE.failed})::int as failed from email_outbox`))!
    return { mails: rows.map(toView), totalMails: q.status ? counts[q.status] : counts.queued + counts.sent + counts.failed, counts }
  }

  async retry(id: number) {
    const row = await this.sql.one<Row>(`update email_outbox set attempts = 0, next_attempt_at = now() where id = ? and sent_at is null returning ${COLUMNS}`, [id])
    if (row) return toView(row)
    return (await this.sql.one('select 1 as found from email_outbox where id = ?', [id])) ? 'sent' as const : undefined
  }
}
