/**
 * How long until an exhibition opens (or, ongoing, closes), in the two shapes the screens tell it
 * (docs/ubiquitous-language/exhibition-timing.md):
 * - `daysToGo`: the product's settled count (../shared/design/decisions.md, admin-back-office.md §4):
 *   days of 86,400,000 ms, **rounded up**. "Starts in N days", "{n} days to go" and the API's
 *   `daysToStart` all say it. Since an exhibition opens at the start of its start day in the
 *   platform's zone, N is the number of days from today to the opening day: 5 days 9 hours before
 *   it, "Starts in 6 days".
 * - `timeLeft`: the countdown's figures, the exact time to the instant, in whole units rounded down
 *   as a clock counts ("5 Days 09 Hours"), next to the instant written out ("Opens Dec 2, 2026, 00:00").
 * Imports nothing: the web client takes it through src/adapters/http/contract.ts.
 */
const SECOND_MS = 1_000
const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000
/** A day: 86,400,000 ms (a day with a daylight-saving change is counted as it is long). */
export const DAY_MS = 86_400_000

export interface TimeLeft {
  readonly days: number
  readonly hours: number
  readonly minutes: number
  readonly seconds: number
}

/** The countdown's figures: the time left in `ms` (nothing when it is past), in whole days, hours, minutes and seconds, each rounded down. */
export const timeLeft = (ms: number): TimeLeft => {
  const left = Number.isFinite(ms) ? Math.max(0, ms) : 0
  return {
    days: Math.floor(left / DAY_MS),
    hours: Math.floor((left % DAY_MS) / HOUR_MS),
    minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
    seconds: Math.floor((left % MINUTE_MS) / SECOND_MS),
  }
}

/**
 * Days to go, **rounded up** (86,400,000 ms a day): "Starts in N days", "{n} days to go" and
 * `daysToStart`. One millisecond before is 1 day; nothing left (or past) is 0.
 */
export const daysToGo = (ms: number): number => (Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / DAY_MS) : 0)

/** "1 day", "6 days": what follows "Starts in" and precedes "to go". */
export const daysInWords = (days: number): string => `${days} ${days === 1 ? 'day' : 'days'}`
