import * as E from 'fp-ts/lib/Either.js'
import type { Clock } from '../../../domain/shared/clock'
import type { Email } from '../../../domain/user/email'
import type { User } from '../../../domain/user/user'
import type { UserRepository } from '../../../domain/user/user.repository'
import type { PasswordHasher } from '../../ports/password-hasher'
import type { AttemptThrottle, LockedOut } from '../login-throttle'

export interface LogIn {
  readonly email: Email
  readonly password: string
  /** The client's address, for the per-address lock. */
  readonly clientAddress: string
}

export type LogInError =
  | { readonly _tag: 'InvalidCredentials' }
  /** The password was right, but an admin suspended the account (with this reason). */
  | { readonly _tag: 'AccountSuspended'; readonly reason: string }
  | LockedOut

/** A hash of a random password, compared when the email is unknown so both answers take as long. */
const DUMMY_HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.nTq6Ly7ClK6m1bhNN8X6zX2jT8ZK'

/**
 * Checks the password, unless the account or the client address is locked: after
 * `security.maxLoginAttempts` wrong passwords within 15 minutes, for 15 minutes (AttemptThrottle).
 * A success clears the account's failures. An invited account has no password yet, so it answers as
 * an unknown email does; a suspended one is refused with its reason, once the password is right (so
 * that the refusal tells nothing to someone who does not know it).
 */
export class LogInHandler {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: AttemptThrottle,
    private readonly clock: Clock,
  ) {}

  async execute(cmd: LogIn): Promise<E.Either<LogInError, User>> {
    const locked = await this.throttle.passwordLock(cmd.email, cmd.clientAddress)
    if (locked) return E.left(locked)
    const user = await this.users.byEmail(cmd.email)
    const matches = await this.hasher.verify(cmd.password, user?.passwordHash ?? DUMMY_HASH)
    if (user && matches) {
      await this.throttle.rightPassword(cmd.email)
      if (user.status.kind === 'suspended') return E.left({ _tag: 'AccountSuspended', reason: user.status.reason })
      return E.right(user)
    }
    await this.throttle.wrongPassword(cmd.email, cmd.clientAddress)
    return E.left({ _tag: 'InvalidCredentials' })
  }

  /** The user got a session (a sign-in, or a sign-up or an accepted invitation, which sign in too). */
  async signedIn(user: User): Promise<void> {
    await this.users.recordSignIn(user.id, this.clock.now())
  }
}
