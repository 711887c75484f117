import * as E from 'fp-ts/lib/Either.js'
import type { Clock } from '../../../domain/shared/clock'
import type { Email } from '../../../domain/user/email'
import { checkPassword, type PasswordRejected } from '../../../domain/user/password-policy'
import { passwordPolicyOf } from '../../../domain/settings/settings'
import type { PersonName } from '../../../domain/user/person-name'
import { roleForSelfRegistration } from '../../../domain/user/role'
import { register, userRegistered, type User } from '../../../domain/user/user'
import type { UserRepository } from '../../../domain/user/user.repository'
import type { EventPublisher } from '../../ports/event-publisher'
import type { PasswordHasher } from '../../ports/password-hasher'
import type { PasswordBlocklist } from '../../ports/password-blocklist'
import type { UnitOfWork } from '../../ports/unit-of-work'
import type { SettingsReader } from '../../settings/settings-reader'
import type { AttemptThrottle, LockedOut } from '../login-throttle'

export interface RegisterUser {
  readonly email: Email
  readonly password: string
  readonly firstName: PersonName
  readonly lastName: PersonName
  readonly mobileNumber: string | null
  readonly requestedRole: unknown
  /** The client's address: sign-ups that meet existing accounts are counted by it. */
  readonly clientAddress: string
}

export type RegisterUserError =
  | { readonly _tag: 'EmailTaken' }
  | { readonly _tag: 'RegistrationClosed' }
  | PasswordRejected
  | LockedOut

export class RegisterUserHandler {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly events: EventPublisher,
    private readonly uow: UnitOfWork,
    private readonly settings: SettingsReader,
    private readonly clock: Clock,
    private readonly throttle: AttemptThrottle,
    private readonly blocklist?: PasswordBlocklist,
  ) {}

  /**
   * A new account. A sign-up that meets an existing account tells that the email has one, so those
   * are counted by client address (AttemptThrottle): past `security.maxLoginAttempts` within 15
   * minutes, the address may not sign up for 15 minutes (LockedOut), whatever the email.
   */
  async execute(cmd: RegisterUser): Promise<E.Either<RegisterUserError, User>> {
    const locked = await this.throttle.signUpLock(cmd.clientAddress)
    if (locked) return E.left(locked)
    const settings = await this.settings.current()
    if (!settings.registration.allowRegistration) return E.left({ _tag: 'RegistrationClosed' })
    const password = checkPassword(cmd.password, passwordPolicyOf(settings, this.blocklist && ((pw) => this.blocklist!.isCommon(pw))))
    if (E.isLeft(password)) return password
    // A company manager account is only offered while company registration is open.
    const role = settings.registration.allowCompanyRegistration ? roleForSelfRegistration(cmd.requestedRole) : 'individual'
    if (await this.users.byEmail(cmd.email)) {
      await this.throttle.emailTaken(cmd.clientAddress)
      return E.left({ _tag: 'EmailTaken' })
    }
    const passwordHash = await this.hasher.hash(password.right)
    const decided = register({
      email: cmd.email, passwordHash, firstName: cmd.firstName, lastName: cmd.lastName,
      mobileNumber: cmd.mobileNumber, role,
    }, this.clock.now())
    return this.uow.run(async () => {
      const stored = await this.users.add(decided.state)
      if ('_tag' in stored) return E.left(stored)
      await this.events.publish([userRegistered(stored)])
      return E.right(stored)
    })
  }
}
