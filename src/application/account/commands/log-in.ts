import * as E from 'fp-ts/lib/Either.js'
import type { Email } from '../../../domain/user/email'
import type { User } from '../../../domain/user/user'
import type { UserRepository } from '../../../domain/user/user.repository'
import type { Clock } from '../../../domain/shared/clock'
import type { PasswordHasher } from '../../ports/password-hasher'
import type { SettingsReader } from '../../settings/settings-reader'
import { lockedUntil, windowStart, type LoginAttempts } from '../login-throttle'

export interface LogIn {
  readonly email: Email
  readonly password: string
  /** The client's address, for the per-address lock. */
  readonly clientAddress: string
}

export type LogInError =
  | { readonly _tag: 'InvalidCredentials' }
  | { readonly _tag: 'LockedOut'; readonly until: Date; readonly retryAfterSeconds: number; readonly by: 'account' | 'address' }

/** A hash of a random password, compared when the email is unknown so both answers take as long. */
const DUMMY_HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.nTq6Ly7ClK6m1bhNN8X6zX2jT8ZK'

/**
 * Checks the password, unless the account or the client address is locked: after
 * `security.maxLoginAttempts` failures within 15 minutes, for 15 minutes. A success clears the
 * account's failures.
 */
export class LogInHandler {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttempts,
    private readonly settings: SettingsReader,
    private readonly clock: Clock,
  ) {}

  async execute(cmd: LogIn): Promise<E.Either<LogInError, User>> {
    const max = (await this.settings.current()).security.maxLoginAttempts
    const now = this.clock.now()
    const since = windowStart(now)
    const accountKey = `email:${cmd.email}`
    const addressKey = `ip:${cmd.clientAddress}`
    const [byAccount, byAddress] = await Promise.all([this.attempts.failuresSince(accountKey, since), this.attempts.failuresSince(addressKey, since)])
    const accountLock = lockedUntil(byAccount, max, now)
    const retryAfter = (until: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))
    if (accountLock) return E.left({ _tag: 'LockedOut', until: accountLock, retryAfterSeconds: retryAfter(accountLock), by: 'account' })
    const addressLock = lockedUntil(byAddress, max, now)
    if (addressLock) return E.left({ _tag: 'LockedOut', until: addressLock, retryAfterSeconds: retryAfter(addressLock), by: 'address' })
    const user = await this.users.byEmail(cmd.email)
    const matches = await this.hasher.verify(cmd.password, user?.passwordHash ?? DUMMY_HASH)
    if (user && matches) {
      await this.attempts.clear(accountKey)
      return E.right(user)
    }
    await this.attempts.record([accountKey, addressKey], now)
    return E.left({ _tag: 'InvalidCredentials' })
  }
}
