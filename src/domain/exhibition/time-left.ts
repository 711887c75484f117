/**
 * How long until an instant, told one way everywhere (docs/ubiquitous-language/exhibition-timing.md):
 * the countdown's figures, the "Starts in …" badge, the admin list's "… to go" and the API's
 * `daysToStart` all come from `timeLeft`, which keeps **whole units, rounded down**, as a clock does.
 * The words name the countdown's first figure that is not zero: a countdown showing
 * "5 Days 09 Hours" goes with "Starts in 5 days", "0 Days 09 Hours" with "Starts in 9 hours".
 * Imports nothing: the web client takes it through src/adapters/http/contract.ts.
 */
const SECOND_MS = 1_000
export const MINUTE_MS = 60_000
export const HOUR_MS = 3_600_000
/** A day of the countdown: 86,400,000 ms (a day with a daylight-saving change is counted as it is long). */
export const DAY_MS = 86_400_000

export interface TimeLeft {
  readonly days: number
  readonly hours: number
  readonly minutes: number
  readonly seconds: number
}

/** The time left in `ms` (nothing when it is past), in whole days, hours, minutes and seconds, each rounded down. */
export const timeLeft = (ms: number): TimeLeft => {
  const left = Number.isFinite(ms) ? Math.max(0, ms) : 0
  return {
    days: Math.floor(left / DAY_MS),
    hours: Math.floor((left % DAY_MS) / HOUR_MS),
    minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
    seconds: Math.floor((left % MINUTE_MS) / SECOND_MS),
  }
}

/** Whole days left, rounded down: the countdown's Days figure and the API's `daysToStart`. */
export const wholeDaysLeft = (ms: number): number => timeLeft(ms).days

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/**
 * The time left in words, by its first unit that is not zero: "5 days", "1 day", "9 hours",
 * "12 minutes", "less than a minute". What follows "Starts in" and precedes "to go".
 */
export const timeLeftInWords = (ms: number): string => {
  const { days, hours, minutes } = timeLeft(ms)
  if (days > 0) return plural(days, 'day')
  if (hours > 0) return plural(hours, 'hour')
  if (minutes > 0) return plural(minutes, 'minute')
  return 'less than a minute'
}
