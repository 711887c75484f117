import * as E from 'fp-ts/lib/Either.js'
import type { Clock } from '../../domain/shared/clock'
import { mayManage } from '../../domain/user/user-admin'
import { fullName, type User } from '../../domain/user/user'
import type { UserRepository } from '../../domain/user/user.repository'
import type { EmailVerification, VerificationError } from '../account/email-verification'
import type { EventPublisher } from '../ports/event-publisher'
import type { UnitOfWork } from '../ports/unit-of-work'
import type { SettingsReader } from '../settings/settings-reader'

export type ResendVerificationError =
  | Exclude<VerificationError, { readonly _tag: 'InvalidToken' } | { readonly _tag: 'TokenExpired' }>
  | { readonly _tag: 'UserNotFound' }
  | { readonly _tag: 'CannotManageUser' }
  | { readonly _tag: 'InvitationPending' }
  | { readonly _tag: 'EmailDisabled' }

/**
 * An admin sends a user a new verification link (the user page's "Resend verification email"): for
 * an active or suspended account whose email is not verified yet, that the admin may manage. An
 * invited account verifies its address by accepting the invitation.
 */
export class ResendVerificationEmail {
  constructor(
    private readonly users: UserRepository,
    private readonly verification: Pick<EmailVerification, 'issue'>,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly settings: SettingsReader,
    private readonly clock: Clock,
  ) {}

  execute(actor: User, id: number): Promise<E.Either<ResendVerificationError, User>> {
    return this.uow.run(async () => {
      const target = await this.users.byId(id)
      if (!target) return E.left({ _tag: 'UserNotFound' } as const)
      if (!mayManage(actor, target)) return E.left({ _tag: 'CannotManageUser' } as const)
      if (target.status.kind === 'invited') return E.left({ _tag: 'InvitationPending' } as const)
      if (target.isEmailVerified) return E.left({ _tag: 'AlreadyVerified' } as const)
      if (!(await this.settings.current()).email.enabled) return E.left({ _tag: 'EmailDisabled' } as const)
      const issued = await this.verification.issue(target)
      if (E.isLeft(issued)) return E.left({ _tag: 'AlreadyVerified' } as const)
      await this.events.publish([{
        type: 'VerificationEmailResent', aggregateType: 'user', aggregateId: String(target.id), actorId: actor.id, occurredAt: this.clock.now(),
        payload: { userName: fullName(target), role: target.role },
      }])
      return E.right(target)
    })
  }
}
