/**
 * A notification: something new for a user (docs/ubiquitous-language/watchlists.md). Each is made
 * once: the kind, the subject and the saved search (for a match) key it.
 */
export type NotificationKind = 'company_matched' | 'media_approved' | 'exhibition_registration_open' | 'exhibition_starting_soon' | 'verification_expiring'
export const NOTIFICATION_KINDS: readonly NotificationKind[] = ['company_matched', 'media_approved', 'exhibition_registration_open', 'exhibition_starting_soon', 'verification_expiring']

export interface Notification {
  readonly id: number
  readonly kind: NotificationKind
  /** The company, media item or exhibition it tells of (for verification_expiring: the passport; its title is the company's name). */
  readonly subjectId: number
  readonly savedSearchId: number | null
  readonly title: string
  readonly createdAt: Date
  readonly readAt: Date | null
}

/** What a user follows: a company (its approved media), a sector (its exhibitions) or one exhibition (its registration opening, its start drawing near). */
export type FollowSubject =
  | { readonly kind: 'company'; readonly id: number }
  | { readonly kind: 'sector'; readonly id: number }
  | { readonly kind: 'exhibition'; readonly id: number }

/** How many days before its start a followed exhibition (or one of a followed sector) is "starting soon". */
export const STARTING_SOON_DAYS = 7
