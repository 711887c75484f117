import * as E from 'fp-ts/lib/Either.js'
import type { Clock } from '../../../domain/shared/clock'
import { checkPassword, type PasswordRejected } from '../../../domain/user/password-policy'
import { passwordPolicyOf } from '../../../domain/settings/settings'
import type { PersonName } from '../../../domain/user/person-name'
import type { User, UserId } from '../../../domain/user/user'
import { passwordChanged, userUpdated } from '../../../domain/user/user-events'
import type { UserRepository } from '../../../domain/user/user.repository'
import type { EventPublisher } from '../../ports/event-publisher'
import type { PasswordHasher } from '../../ports/password-hasher'
import type { SessionRevoker } from '../../ports/session-revoker'
import type { PasswordBlocklist } from '../../ports/password-blocklist'
import type { UnitOfWork } from '../../ports/unit-of-work'
import type { SettingsReader } from '../../settings/settings-reader'
import type { AttemptThrottle, LockedOut, WrongCurrentPassword } from '../login-throttle'


/** The profile fields a user changes; a field left out keeps its value, `mobileNumber: null` clears it. */
export interface ProfileChanges {
  readonly firstName?: PersonName
  readonly lastName?: PersonName
  readonly mobileNumber?: string | null
}

export type PasswordChangeError = PasswordRejected | LockedOut | WrongCurrentPassword | { readonly _tag: 'SamePassword' }

/** A user's own profile: name and mobile number, and a password change that ends their other sessions. */
export class ProfileCommands {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionRevoker,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly settings: SettingsReader,
    private readonly clock: Clock,
    private readonly throttle: AttemptThrottle,
    private readonly blocklist?: PasswordBlocklist,
  ) {}

  /**
   * Changes the fields given (a PATCH: the others keep their stored value, read here, in the unit of
   * work, not from the session's copy of the user). When nothing changes, nothing is written and no
   * event is published. UserNotFound: the account was deleted meanwhile.
   */
  update(userId: UserId, changes: ProfileChanges): Promise<E.Either<{ readonly _tag: 'UserNotFound' }, User>> {
    return this.uow.run(async () => {
      const current = await this.users.byId(userId)
      if (!current) return E.left({ _tag: 'UserNotFound' } as const)
      const next: User = {
        ...current,
        firstName: changes.firstName ?? current.firstName,
        lastName: changes.lastName ?? current.lastName,
        mobileNumber: changes.mobileNumber === undefined ? current.mobileNumber : changes.mobileNumber,
      }
      if (next.firstName === current.firstName && next.lastName === current.lastName && next.mobileNumber === current.mobileNumber) return E.right(current)
      const saved = await this.users.update(next)
      if ('_tag' in saved) throw new Error('email unchanged, cannot clash')
      await this.events.publish([userUpdated(current, saved, false, userId, this.clock.now())])
      return E.right(saved)
    })
  }

  /**
   * A new password for a user who knows the current one. A wrong current password is a wrong password
   * like a failed login: it counts towards the account's and the address's lock, and while either
   * is locked the change is refused (LockedOut) whatever it sends. Counted outside the unit of work,
   * which rolls back on the refusal.
   */
  async changePassword(user: User, current: string, next: string, keepSessionKey: string | undefined, clientAddress: string): Promise<E.Either<PasswordChangeError, void>> {
    const refused = await this.throttle.checkCurrentPassword(user, current, this.hasher, clientAddress)
    if (refused) return E.left(refused)
    return this.uow.run(async () => {
      if (current === next) return E.left({ _tag: 'SamePassword' } as const)
      const ok = checkPassword(next, passwordPolicyOf(await this.settings.current(), this.blocklist && ((pw) => this.blocklist!.isCommon(pw))))
      if (E.isLeft(ok)) return ok
      await this.users.update({ ...user, passwordHash: await this.hasher.hash(next) })
      await this.sessions.endAllFor(user.id, keepSessionKey)
      await this.events.publish([passwordChanged(user, this.clock.now())])
      return E.right(undefined)
    })
  }
}
