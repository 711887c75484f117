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
export const lockedUntil = (failuresNewestFirst: readonly Date[], maxAttempts: number, now: Date): Date | undefined => {
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
export const windowStart = (now: Date): Date => new Date(now.getTime() - 2 * LOCK_MS)
