import * as E from 'fp-ts/lib/Either.js'
import { passwordPolicyOf } from '../../domain/settings/settings'
import type { Clock } from '../../domain/shared/clock'
import { acceptInvitation, INVITED, userInvited } from '../../domain/user/account-status'
import { checkPassword, type PasswordRejected } from '../../domain/user/password-policy'
import { grantableRoles, mayManage } from '../../domain/user/user-admin'
import { fullName, type User } from '../../domain/user/user'
import type { UserRepository } from '../../domain/user/user.repository'
import type { UserFields } from '../admin/user-admin'
import type { EventPublisher } from '../ports/event-publisher'
import type { PasswordBlocklist } from '../ports/password-blocklist'
import type { PasswordHasher } from '../ports/password-hasher'
import type { UnitOfWork } from '../ports/unit-of-work'
import type { SettingsReader } from '../settings/settings-reader'
import type { TemplateMailer } from './email-verification'
import { INVITATION_VALID_DAYS } from './invitation-limits'
import { hashLinkToken, looksLikeLinkToken, newLinkToken } from './link-token'


/** An invitation as it is kept: the hash of its token, the address it was sent to, until when it works. */
export interface StoredInvitation {
  readonly userId: number
  readonly tokenHash: string
  readonly email: string
  readonly expiresAt: Date
  readonly invitedBy: number | null
}

/** Port: the pending invitations, one per invited account (a new one replaces the old). */
export interface InvitationStore {
  put(invitation: StoredInvitation): Promise<void>
  byTokenHash(tokenHash: string): Promise<StoredInvitation | undefined>
  remove(userId: number): Promise<void>
}

/** What the set-password page shows before the password is chosen. */
export interface InvitationView {
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly expiresAt: string
}

export type InvitationError =
  | { readonly _tag: 'UserNotFound' }
  | { readonly _tag: 'CannotManageUser' }
  | { readonly _tag: 'RoleNotGrantable'; readonly role: User['role'] }
  | { readonly _tag: 'EmailTaken' }
  | { readonly _tag: 'EmailDisabled' }
  | { readonly _tag: 'NotInvited' }

/**
 * An unknown token, a used one, an expired one, and one whose account changed its email since: one
 * answer for all, so that a link tells nothing but that it does not work.
 */
export type InvalidInvitation = { readonly _tag: 'InvalidInvitation' }

export type AcceptInvitationError = InvalidInvitation | PasswordRejected

/**
 * Inviting a person by email instead of choosing their password: the account is stored `invited`
 * (no password, so nobody can sign in as it), and a link with a random token (only its hash is kept)
 * goes to the address through the outbox. Opening the link, the person chooses a password: the
 * account becomes active and its email verified, the token is gone (a link works once), and they are
 * signed in. A link works for INVITATION_VALID_DAYS days; an admin may send a new one, which replaces it.
 */
export class Invitations {
  constructor(
    private readonly users: UserRepository,
    private readonly store: InvitationStore,
    private readonly mailer: TemplateMailer,
    private readonly hasher: PasswordHasher,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly settings: SettingsReader,
    private readonly clock: Clock,
    private readonly siteUrl: string,
    private readonly blocklist?: PasswordBlocklist,
  ) {}

  invite(actor: User, fields: UserFields): Promise<E.Either<InvitationError, User>> {
    return this.uow.run(async () => {
      const roles = grantableRoles(actor)
      if (!roles.includes(fields.role)) return E.left(roles.length ? { _tag: 'RoleNotGrantable', role: fields.role } as const : { _tag: 'CannotManageUser' } as const)
      if (!(await this.settings.current()).email.enabled) return E.left({ _tag: 'EmailDisabled' } as const)
      const now = this.clock.now()
      const stored = await this.users.add({ ...fields, passwordHash: null, isEmailVerified: false, status: INVITED, createdAt: now })
      if ('_tag' in stored) return E.left(stored)
      await this.send(actor, stored, false)
      return E.right(stored)
    })
  }

  /** A new link for an account still invited; the old link stops working. */
  resend(actor: User, id: number): Promise<E.Either<InvitationError, User>> {
    return this.uow.run(async () => {
      const target = await this.users.byId(id)
      if (!target) return E.left({ _tag: 'UserNotFound' } as const)
      if (!mayManage(actor, target)) return E.left({ _tag: 'CannotManageUser' } as const)
      if (target.status.kind !== 'invited') return E.left({ _tag: 'NotInvited' } as const)
      if (!(await this.settings.current()).email.enabled) return E.left({ _tag: 'EmailDisabled' } as const)
      await this.send(actor, target, true)
      return E.right(target)
    })
  }

  private async send(actor: User, user: User, again: boolean) {
    const now = this.clock.now()
    const token = newLinkToken()
    const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * 86_400_000)
    await this.store.put({ userId: user.id, tokenHash: hashLinkToken(token), email: user.email, expiresAt, invitedBy: actor.id })
    await this.mailer.send('invitation', { email: user.email, firstName: user.firstName }, {
      invitedBy: fullName(actor), invitationLink: `${this.siteUrl}/accept-invitation#token=${token}`, expiryDays: String(INVITATION_VALID_DAYS),
    }, 'invitation')
    await this.events.publish([userInvited(user, actor.id, now, expiresAt, again)])
  }

  /** The invitation a link holds, while it works. */
  private async pending(token: string): Promise<{ user: User; invitation: StoredInvitation } | undefined> {
    const invitation = looksLikeLinkToken(token) ? await this.store.byTokenHash(hashLinkToken(token)) : undefined
    if (!invitation || invitation.expiresAt.getTime() <= this.clock.now().getTime()) return undefined
    const user = await this.users.byId(invitation.userId)
    // An admin changed the address since the link was sent: the link belonged to the old one.
    if (!user || user.status.kind !== 'invited' || user.email.toLowerCase() !== invitation.email.toLowerCase()) return undefined
    return { user, invitation }
  }

  async preview(token: string): Promise<E.Either<InvalidInvitation, InvitationView>> {
    const found = await this.pending(token)
    if (!found) return E.left({ _tag: 'InvalidInvitation' })
    const { user, invitation } = found
    return E.right({ firstName: user.firstName, lastName: user.lastName, email: user.email, expiresAt: invitation.expiresAt.toISOString() })
  }

  accept(token: string, password: string): Promise<E.Either<AcceptInvitationError, User>> {
    return this.uow.run(async () => {
      const found = await this.pending(token)
      if (!found) return E.left({ _tag: 'InvalidInvitation' } as const)
      const settings = await this.settings.current()
      const ok = checkPassword(password, passwordPolicyOf(settings, this.blocklist && ((pw) => this.blocklist!.isCommon(pw))))
      if (E.isLeft(ok)) return ok
      const decided = acceptInvitation(found.user, await this.hasher.hash(password), this.clock.now())
      if (E.isLeft(decided)) return E.left({ _tag: 'InvalidInvitation' } as const)
      const saved = await this.users.update(decided.right.state)
      if ('_tag' in saved) throw new Error('unreachable: accepting an invitation changes no email')
      await this.store.remove(saved.id)
      await this.events.publish(decided.right.events)
      return E.right(saved)
    })
  }
}
