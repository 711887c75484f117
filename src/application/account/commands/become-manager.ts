import * as E from 'fp-ts/lib/Either.js'
import type { Clock } from '../../../domain/shared/clock'
import { becomeCompanyManager, type BecomeManagerRefusal } from '../../../domain/user/become-manager'
import type { User, UserId } from '../../../domain/user/user'
import type { UserRepository } from '../../../domain/user/user.repository'
import type { EventPublisher } from '../../ports/event-publisher'
import type { UnitOfWork } from '../../ports/unit-of-work'
import type { SettingsReader } from '../../settings/settings-reader'

export type BecomeManagerError = BecomeManagerRefusal | { readonly _tag: 'UserNotFound' }

/** "Become a company manager": the signed-in individual's own account changes role; their session stays. */
export class BecomeCompanyManager {
  constructor(
    private readonly users: UserRepository,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly settings: SettingsReader,
    private readonly clock: Clock,
  ) {}

  execute(userId: UserId): Promise<E.Either<BecomeManagerError, User>> {
    return this.uow.run(async () => {
      // Read in the unit of work, not from the session's copy: an admin may have changed the role meanwhile.
      const user = await this.users.byId(userId)
      if (!user) return E.left({ _tag: 'UserNotFound' } as const)
      const { registration } = await this.settings.current()
      const decided = becomeCompanyManager(user, {
        companyRegistrationOpen: registration.allowCompanyRegistration, verificationRequired: registration.requireEmailVerification,
      }, this.clock.now())
      if (E.isLeft(decided)) return decided
      const saved = await this.users.update(decided.right.state)
      if ('_tag' in saved) throw new Error('unreachable: a role change changes no email')
      await this.events.publish(decided.right.events)
      return E.right(saved)
    })
  }
}
