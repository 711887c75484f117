import type { Clock } from '../../domain/shared/clock'
import type { Email } from '../../domain/user/email'
import type { User } from '../../domain/user/user'
import type { PasswordHasher } from '../ports/password-hasher'
import type { SettingsReader } from '../settings/settings-reader'

/** How many failures of a key are read at most: far more than the largest maxLoginAttempts needs. */
export const MAX_FAILURES_READ = 50

/** Port: failed logins by key (an account's email, a client address). */
export interface LoginAttempts {
  /** Times of the failures since then (strictly after), newest first, the MAX_FAILURES_READ newest at most. */
  failuresSince(key: string, since: Date): Promise<readonly Date[]>
  record(keys: readonly string[], at: Date): Promise<void>
  clear(key: string): Promise<void>
}

const LOCK_MINUTES = 15
const LOCK_MS = LOCK_MINUTES * 60_000

/**
 * After `maxAttempts` failures within 15 minutes, an account (and a client address) is locked
 * for 15 minutes from the failure that reached the limit. Attempts while locked are not counted.
 * Answers the lock's end, if locked now. Needs the failures of the last 30 minutes, newest first.
 */
const lockedUntil = (failuresNewestFirst: readonly Date[], maxAttempts: number, now: Date): Date | undefined => {
  for (let i = 0; i + maxAttempts - 1 < failuresNewestFirst.length; i++) {
    const last = failuresNewestFirst[i]
    const first = failuresNewestFirst[i + maxAttempts - 1]
    if (last.getTime() - first.getTime() <= LOCK_MS) {
      const until = new Date(last.getTime() + LOCK_MS)
      return until.getTime() > now.getTime() ? until : undefined
    }
  }
  return undefined
}

/** How far back the failures that can still lock reach. */
const windowStart = (now: Date): Date => new Date(now.getTime() - 2 * LOCK_MS)

export type WrongCurrentPassword = { readonly _tag: 'WrongCurrentPassword' }
export type LockedOut = { readonly _tag: 'LockedOut'; readonly until: Date; readonly retryAfterSeconds: number; readonly by: 'account' | 'address' }

/**
 * The attempts counted against guessing, by account and by client address, each locked for 15
 * minutes after `security.maxLoginAttempts` failures within 15 minutes:
 * - wrong passwords: failed logins and failed password changes alike (a guess of the current
 *   password is a guess of the password), on the account and on the address;
 * - sign-ups that met an existing account (each tells whether an email has one), on the address.
 * Locks are checked before anything else is: a locked account or address is refused whatever it sends.
 */
export class AttemptThrottle {
  constructor(private readonly attempts: LoginAttempts, private readonly settings: SettingsReader, private readonly clock: Clock) {}

  private async lockOf(keys: readonly [key: string, by: LockedOut['by']][]): Promise<LockedOut | undefined> {
    const max = (await this.settings.current()).security.maxLoginAttempts
    const now = this.clock.now()
    const failures = await Promise.all(keys.map(([key]) => this.attempts.failuresSince(key, windowStart(now))))
    for (const [i, [, by]] of keys.entries()) {
      const until = lockedUntil(failures[i], max, now)
      if (until) return { _tag: 'LockedOut', until, retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)), by }
    }
    return undefined
  }

  /** The lock on the account, else on the client address, if any. */
  passwordLock(email: Email, clientAddress: string) { return this.lockOf([[`email:${email}`, 'account'], [`ip:${clientAddress}`, 'address']]) }
  wrongPassword(email: Email, clientAddress: string) { return this.attempts.record([`email:${email}`, `ip:${clientAddress}`], this.clock.now()) }
  /** The right password clears the account's failures (not the address's: it may be guessing others). */
  rightPassword(email: Email) { return this.attempts.clear(`email:${email}`) }

  /**
   * The current password, asked again before a change of the account (password, email address): while
   * the account or the address is locked, refused whatever it is; a wrong one counts as a failed
   * sign-in; the right one clears the account's failures. Undefined when it is right.
   */
  async checkCurrentPassword(user: User, password: string, hasher: PasswordHasher, clientAddress: string): Promise<LockedOut | WrongCurrentPassword | undefined> {
    const locked = await this.passwordLock(user.email, clientAddress)
    if (locked) return locked
    if (user.passwordHash === null || !(await hasher.verify(password, user.passwordHash))) {
      await this.wrongPassword(user.email, clientAddress)
      return { _tag: 'WrongCurrentPassword' }
    }
    await this.rightPassword(user.email)
    return undefined
  }

  signUpLock(clientAddress: string) { return this.lockOf([[`sign-up:${clientAddress}`, 'address']]) }
  emailTaken(clientAddress: string) { return this.attempts.record([`sign-up:${clientAddress}`], this.clock.now()) }
}

/**
 * Requests counted per key over a sliding window (links mailed on request: password reset, change of
 * email address). Past any key's limit: the seconds until that key takes a request again, and nothing
 * is recorded; else the request is recorded under every key, and undefined.
 */
export const countRequest = async (attempts: LoginAttempts, limits: readonly (readonly [key: string, limit: number])[], windowMs: number, now: Date): Promise<number | undefined> => {
  const since = new Date(now.getTime() - windowMs)
  for (const [key, limit] of limits) {
    const times = await attempts.failuresSince(key, since)
    if (times.length >= limit) return Math.max(1, Math.ceil((times[limit - 1].getTime() + windowMs - now.getTime()) / 1000))
  }
  await attempts.record(limits.map(([key]) => key), now)
  return undefined
}
