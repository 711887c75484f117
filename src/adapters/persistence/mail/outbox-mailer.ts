import type { Mailer, OutgoingMail } from '../../../application/ports/mailer'
import type { Sql } from '../sql'

/** The mail port over the email_outbox table: a developer reads what would be sent there. */
export class OutboxMailer implements Mailer {
  constructor(private readonly sql: Sql) {}

  async enqueue(m: OutgoingMail): Promise<void> {
    await this.sql.run('insert into email_outbox (kind, to_address, reply_to, subject, body, sender_user_id) values (?, ?, ?, ?, ?, ?)',
      [m.kind, m.to, m.replyTo ?? null, m.subject, m.body, m.senderUserId ?? null])
  }

  async countSentBy(senderUserId: number, kind: string, since: Date): Promise<number> {
    const row = await this.sql.one<{ n: number }>(
      'select count(*)::int as n from email_outbox where sender_user_id = ? and kind = ? and created_at > ?', [senderUserId, kind, since])
    return row?.n ?? 0
  }
}
