// The super admin's view of the email outbox, in a module without imports: the HTTP adapters and the
// mail sender apply it, the web client reads it through src/adapters/http/contract.ts.

/**
 * Where a mail stands: `queued` (waiting for its first try or, after a failure, for its next one),
 * `sent`, or `failed` (OUTBOX_MAX_ATTEMPTS tries failed; only a retry sends it again).
 */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/** How many times the sender tries a mail (1, 2, 4… minutes apart) before it counts as failed. */
export const OUTBOX_MAX_ATTEMPTS = 8

/** Mails per page of the outbox screen, and the most a client may ask for. */
export const OUTBOX_PAGE_SIZE = 20
export const OUTBOX_MAX_PAGE_SIZE = 100

/** A mail of the outbox, as the super admin reads it (the body too: it is what the recipient reads). */
export interface OutboxMailView {
  readonly id: number
  /** What caused it: welcome, email_verification, invitation, company_approved, contact… */
  readonly kind: string
  readonly to: string
  readonly subject: string
  readonly body: string
  readonly status: OutboxStatus
  readonly attempts: number
  /** The error of the last failed try (kept after a retry until a try succeeds). */
  readonly lastError: string | null
  readonly createdAt: string
  readonly sentAt: string | null
  /** When the sender tries a queued mail next (null once sent or failed). */
  readonly nextAttemptAt: string | null
}

/** GET /api/admin/outbox: a page of mails, how many of each status there are, and whether mail leaves at all. */
export interface OutboxPage {
  readonly mails: readonly OutboxMailView[]
  readonly totalPages: number
  readonly totalMails: number
  readonly counts: { readonly queued: number; readonly sent: number; readonly failed: number }
  /** Whether SMTP is configured (SMTP_URL): without it, mail waits in the outbox and is never sent. */
  readonly smtpConfigured: boolean
}

/** Read port of the outbox screen, and its one command. */
export interface OutboxStore {
  page(filter: { readonly status?: OutboxStatus; readonly page: number; readonly pageSize: number }): Promise<Omit<OutboxPage, 'smtpConfigured' | 'totalPages'>>
  /**
   * Queues a mail that was not sent for a try now, its tries counted anew; answers the mail, `sent`
   * when it went already, undefined when there is no such mail.
   */
  retry(id: number): Promise<OutboxMailView | 'sent' | undefined>
}
