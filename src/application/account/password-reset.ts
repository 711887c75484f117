import * as E from 'fp-ts/lib/Either.js'
import { passwordPolicyOf } from '../../domain/settings/settings'
import type { Clock } from '../../domain/shared/clock'
import type { Email } from '../../domain/user/email'
import { checkPassword, type PasswordRejected } from '../../domain/user/password-policy'
import type { User } from '../../domain/user/user'
import { passwordReset, passwordResetRequested } from '../../domain/user/user-events'
import type { UserRepository } from '../../domain/user/user.repository'
import type { EventPublisher } from '../ports/event-publisher'
import type { PasswordBlocklist } from '../ports/password-blocklist'
import type { PasswordHasher } from '../ports/password-hasher'
import type { SessionRevoker } from '../ports/session-revoker'
import type { UnitOfWork } from '../ports/unit-of-work'
import type { SettingsReader } from '../settings/settings-reader'
import type { TemplateMailer } from './email-verification'
import { hashLinkToken, newLinkToken, openLink, type LinkStore } from './link-token'
import { countRequest, type LoginAttempts } from './login-throttle'

/** How long a reset link works. */
export const RESET_VALID_MINUTES = 60
/** Requests for one address within the window (whether it has an account or not: the limit tells nothing). */
export const RESET_REQUESTS_PER_ACCOUNT = 3
/** Requests from one client address within the window. */
export const RESET_REQUESTS_PER_CLIENT = 10
const WINDOW_MS = 60 * 60_000

/** A reset link as it is kept: the hash of its token, the address it was sent to, until when it works. */
export interface StoredReset {
  readonly userId: number
  readonly tokenHash: string
  readonly email: string
  readonly expiresAt: Date
}

/** Port: the pending reset links, one per account (a new request replaces the old link). */
export type ResetStore = LinkStore<StoredReset>

export type ResetThrottled = { readonly _tag: 'ResetThrottled'; readonly retryAfterSeconds: number }
/** An unknown, used, expired or replaced link, or one for an address changed since: one answer for all. */
export type InvalidResetLink = { readonly _tag: 'InvalidResetLink' }
export type ResetError = InvalidResetLink | PasswordRejected

/**
 * Account recovery: "Forgot password?" mails a link with a random token (only its hash is kept) that
 * works once, for RESET_VALID_MINUTES minutes; a new request replaces the link. Opening it, the person
 * chooses a new password: every session of the account ends, the link is gone, the account's
 * failed-login lock is lifted (the mailbox proved who they are), and they are signed in.
 *
 * The request's answer is the same whether the address has an account or not, and whether a mail
 * went: nothing is sent for an unknown address, an account that is suspended or still invited (an
 * admin's business), or with email turned off. Requests are counted per address asked for and per
 * client, each over an hour; past either limit the request is refused (ResetThrottled) before anything
 * is looked up, so the limit tells nothing either.
 */
export class PasswordReset {
  constructor(
    private readonly users: UserRepository,
    private readonly store: ResetStore,
    private readonly mailer: TemplateMailer,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionRevoker,
    private readonly attempts: LoginAttempts,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly settings: SettingsReader,
    private readonly clock: Clock,
    private readonly siteUrl: string,
    private readonly blocklist?: PasswordBlocklist,
  ) {}

  /** Counted outside the unit of work: a refused request counts too. */
  async request(email: Email, clientAddress: string): Promise<E.Either<ResetThrottled, void>> {
    const now = this.clock.now()
    const retryAfterSeconds = await countRequest(this.attempts, [[`reset:email:${email}`, RESET_REQUESTS_PER_ACCOUNT], [`reset:ip:${clientAddress}`, RESET_REQUESTS_PER_CLIENT]], WINDOW_MS, now)
    if (retryAfterSeconds !== undefined) return E.left({ _tag: 'ResetThrottled', retryAfterSeconds })
    return this.uow.run(async () => {
      const user = await this.users.byEmail(email)
      if (!user || user.status.kind !== 'active' || user.passwordHash === null) return E.right(undefined)
      if (!(await this.settings.current()).email.enabled) return E.right(undefined)
      const token = newLinkToken()
      const expiresAt = new Date(now.getTime() + RESET_VALID_MINUTES * 60_000)
      await this.store.put({ userId: user.id, tokenHash: hashLinkToken(token), email: user.email, expiresAt })
      await this.mailer.send('password_reset', { email: user.email, firstName: user.firstName }, {
        resetLink: `${this.siteUrl}/reset-password#token=${token}`, expiryMinutes: String(RESET_VALID_MINUTES),
      }, 'password_reset')
      await this.events.publish([passwordResetRequested(user, now, expiresAt)])
      return E.right(undefined)
    })
  }

  /** The account a link is for, while it works (suspended since, or the address changed since: the link belonged to the old one). */
  private async pending(token: string): Promise<User | undefined> {
    return (await openLink(this.store, this.users, token, this.clock.now(), (r) => r.email))?.user
  }

  /** Whom a link is for (the page names the address), while it works. */
  async preview(token: string): Promise<E.Either<InvalidResetLink, { readonly email: string }>> {
    const user = await this.pending(token)
    return user ? E.right({ email: user.email }) : E.left({ _tag: 'InvalidResetLink' })
  }

  /** Sets the new password; the caller signs the user in afterwards (every earlier session has ended). */
  reset(token: string, password: string): Promise<E.Either<ResetError, User>> {
    return this.uow.run(async () => {
      const user = await this.pending(token)
      if (!user) return E.left({ _tag: 'InvalidResetLink' } as const)
      const ok = checkPassword(password, passwordPolicyOf(await this.settings.current(), this.blocklist && ((pw) => this.blocklist!.isCommon(pw))))
      if (E.isLeft(ok)) return ok
      const saved = await this.users.update({ ...user, passwordHash: await this.hasher.hash(password) })
      if ('_tag' in saved) throw new Error('unreachable: a reset changes no email')
      await this.store.remove(saved.id)
      await this.sessions.endAllFor(saved.id)
      await this.attempts.clear(`email:${saved.email}`)
      await this.events.publish([passwordReset(saved, this.clock.now())])
      return E.right(saved)
    })
  }
}
