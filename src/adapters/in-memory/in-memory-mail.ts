import type { TemplateMailer } from '../../application/account/email-verification'
import type { Mailer, MailHeaders, OutgoingMail } from '../../application/ports/mailer'
import type { Clock } from '../../domain/shared/clock'
import { InMemoryRows, type Reversible } from './in-memory-support'

/** The email outbox: what would be sent, stamped with the clock's time as `created_at`. */
export class InMemoryMailer implements Mailer, Reversible {
  private readonly rows = new InMemoryRows<{ readonly id: number; readonly mail: OutgoingMail & { readonly createdAt: Date } }>()
  constructor(private readonly clock: Clock) {}
  snapshot() { return this.rows.snapshot() }

  /** The enqueued mails, oldest first, for tests to read. */
  get outbox(): (OutgoingMail & { readonly createdAt: Date })[] { return [...this.rows.byId.values()].map((r) => r.mail) }

  async enqueue(m: OutgoingMail) { this.rows.insert((id) => ({ id, mail: { ...m, createdAt: this.clock.now() } })) }

  async countSentBy(senderUserId: number, kind: string, since: Date) {
    return this.outbox.filter((m) => m.senderUserId === senderUserId && m.kind === kind && m.createdAt > since).length
  }
}

interface TemplateMail {
  readonly templateKey: string
  readonly to: { email: string; firstName: string }
  readonly values: Readonly<Record<string, string>>
  readonly kind: string
  readonly headers?: MailHeaders
}

/** Mails from templates, kept unrendered: tests read the template and the values it was given. */
export class InMemoryTemplateMailer implements TemplateMailer, Reversible {
  private readonly rows = new InMemoryRows<{ readonly id: number; readonly mail: TemplateMail }>()
  snapshot() { return this.rows.snapshot() }

  /** The mails sent, oldest first, for tests to read. */
  get sent(): TemplateMail[] { return [...this.rows.byId.values()].map((r) => r.mail) }

  async send(templateKey: string, to: { email: string; firstName: string }, values: Readonly<Record<string, string>>, kind: string, headers?: MailHeaders) {
    this.rows.insert((id) => ({ id, mail: { templateKey, to, values, kind, ...(headers ? { headers } : {}) } }))
  }
}
