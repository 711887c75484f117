/** An email to send: enqueued in the transaction of the action that causes it, sent (and retried) apart. */
export interface OutgoingMail {
  readonly kind: string
  readonly to: string
  readonly replyTo?: string | null
  readonly subject: string
  readonly body: string
  readonly senderUserId?: number | null
  /** Headers of this mail's own (a digest's List-Unsubscribe): names of letters, digits and dashes, values on one line. */
  readonly headers?: MailHeaders | null
}

export type MailHeaders = Readonly<Record<string, string>>

export interface Mailer {
  enqueue(mail: OutgoingMail): Promise<void>
  /** How many mails of this kind the user caused since the given time (for rate limits). */
  countSentBy(senderUserId: number, kind: string, since: Date): Promise<number>
}
