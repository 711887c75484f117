import type { Mailer, MailHeaders, OutgoingMail } from '../../../application/ports/mailer'
import type { Sql } from '../sql'

/** The mail port over the email_outbox table: a developer reads what would be sent there. */
export class OutboxMailer implements Mailer {
  constructor(private readonly sql: Sql) {}

  async enqueue(m: OutgoingMail): Promise<void> {
    if (m.headers) assertHeaders(m.headers)
    await this.sql.run('insert into email_outbox (kind, to_address, reply_to, subject, body, sender_user_id, headers) values (?, ?, ?, ?, ?, ?, ?::jsonb)',
      [m.kind, m.to, m.replyTo ?? null, m.subject, m.body, m.senderUserId ?? null, m.headers ? JSON.stringify(m.headers) : null])
  }

  async countSentBy(senderUserId: number, kind: string, since: Date): Promise<number> {
    const row = await this.sql.one<{ n: number }>(
      'select count(*)::int as n from email_outbox where sender_user_id = ? and kind = ? and created_at > ?', [senderUserId, kind, since])
    return row?.n ?? 0
  }
}

const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]{0,75}$/
// eslint-disable-next-line no-control-regex -- A header value on one line: no control character (CR, LF) to start another header.
const HEADER_VALUE = /^[^\u0000-\u001f\u007f]{1,998}$/

/** A header the code made, never one a user typed: a wrong one is a bug, refused before it is kept. */
const assertHeaders = (headers: MailHeaders): void => {
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name) || !HEADER_VALUE.test(value)) throw new Error(`Refused mail header ${JSON.stringify(name)}`)
  }
}
