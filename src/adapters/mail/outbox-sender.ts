import { createTransport } from 'nodemailer'
import type { Logger } from 'pino'
import { OUTBOX_MAX_ATTEMPTS as MAX_ATTEMPTS } from '../../application/admin/outbox-views'
import type { SettingsReader } from '../../application/settings/settings-reader'
import type { Sql } from '../persistence/sql'

/** How long a claimed mail is held by the sender that claimed it (see sendDue). */
const LEASE_MINUTES = 5

interface OutboxRow { id: string; to_address: string; reply_to: string | null; subject: string; body: string; attempts: number; headers: Record<string, string> | null }

/**
 * Sends the outbox through SMTP when SMTP_URL is configured (nodemailer); otherwise the outbox is
 * where mail stays for a developer to read. A failed send is retried with a growing delay (1, 2, 4…
 * minutes, 8 attempts) and never touches the action that caused it.
 */
export class OutboxSender {
  private timer: NodeJS.Timeout | undefined
  private readonly transport: ReturnType<typeof createTransport> | undefined

  constructor(private readonly sql: Sql, private readonly settings: SettingsReader, private readonly log: Logger, smtpUrl: string | undefined) {
    this.transport = smtpUrl ? createTransport(smtpUrl) : undefined
  }

  get enabled(): boolean { return !!this.transport }

  start(everyMs = 5000): void {
    if (!this.transport || this.timer) return
    const tick = () => { this.sendDue().catch((err) => this.log.warn({ err: (err as Error).message }, 'outbox sending failed')).finally(() => { this.timer = setTimeout(tick, everyMs); this.timer.unref() }) }
    this.timer = setTimeout(tick, everyMs)
    this.timer.unref()
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
  }

  /** Sends what is due; answers how many were sent. */
  async sendDue(limit = 20): Promise<number> {
    if (!this.transport) return 0
    const s = await this.settings.current()
    // Claimed before sending: the rows are leased (next_attempt_at moved LEASE_MINUTES ahead) in one statement
    // that skips rows another sender holds, so two app instances (or two ticks) never send one mail twice. A
    // sender that dies mid-send leaves the lease to run out: the mail is sent again after it, not lost.
    const due = await this.sql.all<OutboxRow>(`update email_outbox o set next_attempt_at = now() + make_interval(mins => ?)
      from (select id from email_outbox where sent_at is null and attempts < ? and next_attempt_at <= now()
            order by id limit ? for update skip locked) d
      where o.id = d.id
      returning o.id, o.to_address, o.reply_to, o.subject, o.body, o.attempts, o.headers`, [LEASE_MINUTES, MAX_ATTEMPTS, limit])
    due.sort((a, b) => Number(a.id) - Number(b.id))
    let sent = 0
    for (const m of due) {
      try {
        await this.transport.sendMail({ from: `"${s.email.fromName}" <${s.email.fromEmail}>`, to: m.to_address, replyTo: m.reply_to ?? undefined, subject: m.subject, text: m.body, headers: m.headers ?? undefined })
        await this.sql.run('update email_outbox set sent_at = now(), attempts = attempts + 1, last_error = null, next_attempt_at = now() where id = ?', [m.id])
        sent++
      } catch (err) {
        await this.sql.run(`update email_outbox set attempts = attempts + 1, last_error = ?, next_attempt_at = now() + make_interval(mins => ?) where id = ?`,
          [String((err as Error).message).slice(0, 500), 2 ** m.attempts, m.id])
        this.log.warn({ err: (err as Error).message, mail: m.id }, 'could not send an email; it will be retried')
      }
    }
    return sent
  }
}
