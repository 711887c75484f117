import * as E from 'fp-ts/lib/Either.js'
import type { Clock } from '../../domain/shared/clock'
import type { Email } from '../../domain/user/email'
import type { User, UserId } from '../../domain/user/user'
import { emailChangeCancelled, emailChanged, emailChangeRequested } from '../../domain/user/user-events'
import type { EmailTaken, UserRepository } from '../../domain/user/user.repository'
import type { EventPublisher } from '../ports/event-publisher'
import type { PasswordHasher } from '../ports/password-hasher'
import type { SessionRevoker } from '../ports/session-revoker'
import type { UnitOfWork } from '../ports/unit-of-work'
import type { SettingsReader } from '../settings/settings-reader'
import type { TemplateMailer } from './email-verification'
import { hashLinkToken, newLinkToken, openLink, type LinkStore } from './link-token'
import { countRequest, type AttemptThrottle, type LockedOut, type LoginAttempts, type WrongCurrentPassword } from './login-throttle'
import type { ResetStore } from './password-reset'

/** How long a confirmation link works. */
export const EMAIL_CHANGE_VALID_HOURS = 24
/** Requests of one account within the window (each one past the password check counts, refused or not). */
export const EMAIL_CHANGE_REQUESTS_PER_ACCOUNT = 3
/** Requests from one client address within the window. */
export const EMAIL_CHANGE_REQUESTS_PER_CLIENT = 10
const WINDOW_MS = 60 * 60_000

/** A pending change of address as it is kept: the hash of its token, the address it leaves and the one it goes to. */
export interface StoredEmailChange {
  readonly userId: number
  readonly tokenHash: string
  readonly currentEmail: string
  readonly newEmail: string
  readonly expiresAt: Date
}

/** Port: the pending changes of address, one per account (a new request replaces the old link). */
export interface EmailChangeStore extends LinkStore<StoredEmailChange> {
  /** The account's pending change, if any (locked inside a unit of work). */
  ofUser(userId: number): Promise<StoredEmailChange | undefined>
}

/** A change of address waiting for its link to be opened, as its owner sees it (never the token). */
export interface PendingEmailChange { readonly newEmail: string; readonly expiresAt: Date }

type EmailChangeThrottled = { readonly _tag: 'EmailChangeThrottled'; readonly retryAfterSeconds: number }
export type EmailChangeRequestError =
  | EmailChangeThrottled
  | LockedOut
  | EmailTaken
  | WrongCurrentPassword
  | { readonly _tag: 'SameEmail' }
  | { readonly _tag: 'EmailDisabled' }
  | { readonly _tag: 'UserNotFound' }
/** An unknown, used, expired or replaced link, or one whose account changed address or was suspended since: one answer for all. */
export type InvalidEmailChangeLink = { readonly _tag: 'InvalidEmailChangeLink' }
export type EmailChangeConfirmError = InvalidEmailChangeLink | EmailTaken

/**
 * Change of email address: the signed-in user gives the new address and their current password; a
 * link that works once, for EMAIL_CHANGE_VALID_HOURS hours, goes to the new address (its token is kept
 * hashed), and a notice to the current one. Only opening the link changes the address: it is then
 * verified, the account's password-reset link is void, and every session of the account ends.
 *
 * A wrong password counts as a wrong password (the sign-in lock). Past the password, each request
 * counts towards a limit per account and per client (taken addresses included: a signed-in person
 * learns whether an address has an account, as sign-up tells anyone, and no faster).
 */
export class EmailChange {
  constructor(
    private readonly users: UserRepository,
    private readonly store: EmailChangeStore,
    private readonly resets: ResetStore,
    private readonly mailer: TemplateMailer,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionRevoker,
    private readonly throttle: AttemptThrottle,
    private readonly attempts: LoginAttempts,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly settings: SettingsReader,
    private readonly clock: Clock,
    private readonly siteUrl: string,
  ) {}

  /** Checks and counts outside the unit of work (a refused request counts too); writes inside it. */
  async request(user: User, newEmail: Email, currentPassword: string, clientAddress: string): Promise<E.Either<EmailChangeRequestError, { readonly expiresAt: Date }>> {
    const now = this.clock.now()
    const refused = await this.throttle.checkCurrentPassword(user, currentPassword, this.hasher, clientAddress)
    if (refused) return E.left(refused)
    const retryAfterSeconds = await countRequest(this.attempts,
      [[`email-change:user:${user.id}`, EMAIL_CHANGE_REQUESTS_PER_ACCOUNT], [`email-change:ip:${clientAddress}`, EMAIL_CHANGE_REQUESTS_PER_CLIENT]], WINDOW_MS, now)
    if (retryAfterSeconds !== undefined) return E.left({ _tag: 'EmailChangeThrottled', retryAfterSeconds })
    return this.uow.run(async () => {
      const current = await this.users.byId(user.id)
      if (!current || current.status.kind !== 'active') return E.left({ _tag: 'UserNotFound' } as const)
      if (newEmail === current.email) return E.left({ _tag: 'SameEmail' } as const)
      if (await this.users.byEmail(newEmail)) return E.left({ _tag: 'EmailTaken' } as const)
      if (!(await this.settings.current()).email.enabled) return E.left({ _tag: 'EmailDisabled' } as const)
      const token = newLinkToken()
      const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_VALID_HOURS * 3600_000)
      await this.store.put({ userId: current.id, tokenHash: hashLinkToken(token), currentEmail: current.email, newEmail, expiresAt })
      await this.mailer.send('email_change', { email: newEmail, firstName: current.firstName }, {
        newEmail, confirmLink: `${this.siteUrl}/confirm-email#token=${token}`, expiryHours: String(EMAIL_CHANGE_VALID_HOURS),
      }, 'email_change')
      await this.mailer.send('email_change_notice', { email: current.email, firstName: current.firstName }, { newEmail }, 'email_change_notice')
      await this.events.publish([emailChangeRequested(current, newEmail, now, expiresAt)])
      return E.right({ expiresAt })
    })
  }

  /** The change of address the user asked for and has not confirmed yet, while its link works. */
  async pendingOf(user: User): Promise<PendingEmailChange | undefined> {
    const c = await this.store.ofUser(user.id)
    return c && this.works(c, user) ? { newEmail: c.newEmail, expiresAt: c.expiresAt } : undefined
  }

  /** Calls off the pending change: its link stops working. NoPendingEmailChange when there is none that works (nothing changes). */
  cancel(user: User): Promise<E.Either<{ readonly _tag: 'NoPendingEmailChange' }, void>> {
    return this.uow.run(async () => {
      const c = await this.store.ofUser(user.id)
      if (!c || !this.works(c, user)) return E.left({ _tag: 'NoPendingEmailChange' } as const)
      await this.store.remove(user.id)
      await this.events.publish([emailChangeCancelled(user, c.newEmail, this.clock.now())])
      return E.right(undefined)
    })
  }

  /** A kept change still works: not expired, and sent while the account had the address it has (openLink's rule). */
  private works(c: StoredEmailChange, user: User): boolean {
    return c.expiresAt.getTime() > this.clock.now().getTime() && c.currentEmail.toLowerCase() === user.email.toLowerCase()
  }

  /** The account and the new address a link is for, while it works (suspended since, or the address changed since: by an admin, or another link). */
  private async pending(token: string): Promise<{ readonly user: User; readonly newEmail: Email } | undefined> {
    const found = await openLink(this.store, this.users, token, this.clock.now(), (c) => c.currentEmail)
    return found && { user: found.user, newEmail: found.link.newEmail as Email }
  }

  /** The new address a link confirms (the page names it), while it works. */
  async preview(token: string): Promise<E.Either<InvalidEmailChangeLink, { readonly email: string }>> {
    const found = await this.pending(token)
    return found ? E.right({ email: found.newEmail }) : E.left({ _tag: 'InvalidEmailChangeLink' })
  }

  /**
   * The account's address becomes the new one, verified; the link is used up, a password-reset link
   * sent to the old address is gone, and every session of the account ends. EmailTaken: another
   * account took the address since the request (the link stays, the address does not change).
   */
  confirm(token: string): Promise<E.Either<EmailChangeConfirmError, { readonly userId: UserId; readonly email: Email }>> {
    return this.uow.run(async () => {
      const found = await this.pending(token)
      if (!found) return E.left({ _tag: 'InvalidEmailChangeLink' } as const)
      const saved = await this.users.update({ ...found.user, email: found.newEmail, isEmailVerified: true })
      if ('_tag' in saved) return E.left(saved)
      await this.store.remove(saved.id)
      await this.resets.remove(saved.id)
      await this.sessions.endAllFor(saved.id)
      await this.events.publish([emailChanged(found.user, saved, this.clock.now())])
      return E.right({ userId: saved.id, email: saved.email })
    })
  }
}
