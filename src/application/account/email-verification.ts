import * as E from 'fp-ts/lib/Either.js'
import type { Clock } from '../../domain/shared/clock'
import type { User } from '../../domain/user/user'
import type { EventPublisher } from '../ports/event-publisher'
import type { MailHeaders } from '../ports/mailer'
import type { UnitOfWork } from '../ports/unit-of-work'
import type { SettingsReader } from '../settings/settings-reader'
import { hashLinkToken as hash, looksLikeLinkToken, newLinkToken } from './link-token'

/** Port: mail from an editable template. */
export interface TemplateMailer {
  send(templateKey: string, to: { email: string; firstName: string }, values: Readonly<Record<string, string>>, kind: string, headers?: MailHeaders): Promise<void>
}

/** Port: where verification tokens are kept (hashed). */
export interface VerificationStore {
  setToken(userId: number, tokenHash: string, expiresAt: Date): Promise<void>
  byTokenHash(tokenHash: string): Promise<{ userId: number; expiresAt: Date; verified: boolean } | undefined>
  markVerified(userId: number): Promise<void>
}

export type VerificationError = { readonly _tag: 'InvalidToken' } | { readonly _tag: 'TokenExpired' } | { readonly _tag: 'AlreadyVerified' }

/**
 * Email verification: sign-up sends a link with a random token (only its hash is kept) that works
 * for `registration.verificationExpiry` hours; opening it marks the email verified.
 */
export class EmailVerification {
  constructor(
    private readonly store: VerificationStore,
    private readonly mailer: TemplateMailer,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly settings: SettingsReader,
    private readonly clock: Clock,
    private readonly siteUrl: string,
  ) {}

  issue(user: User): Promise<E.Either<VerificationError, void>> {
    return this.uow.run(async () => {
      if (user.isEmailVerified) return E.left({ _tag: 'AlreadyVerified' } as const)
      const s = await this.settings.current()
      const token = newLinkToken()
      const hours = s.registration.verificationExpiry
      await this.store.setToken(user.id, hash(token), new Date(this.clock.now().getTime() + hours * 3600_000))
      if (s.email.enabled) {
        await this.mailer.send('email_verification', { email: user.email, firstName: user.firstName }, {
          verificationLink: `${this.siteUrl}/api/verify-email?token=${token}`, expiryHours: String(hours),
        }, 'email_verification')
      }
      return E.right(undefined)
    })
  }

  verify(token: string): Promise<E.Either<VerificationError, number>> {
    return this.uow.run(async () => {
      const found = looksLikeLinkToken(token) ? await this.store.byTokenHash(hash(token)) : undefined
      if (!found) return E.left({ _tag: 'InvalidToken' } as const)
      if (found.verified) return E.left({ _tag: 'AlreadyVerified' } as const)
      if (found.expiresAt.getTime() < this.clock.now().getTime()) return E.left({ _tag: 'TokenExpired' } as const)
      await this.store.markVerified(found.userId)
      await this.events.publish([{ type: 'EmailVerified', aggregateType: 'user', aggregateId: String(found.userId), actorId: found.userId, occurredAt: this.clock.now(), payload: {} }])
      return E.right(found.userId)
    })
  }
}

