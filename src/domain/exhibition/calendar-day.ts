/**
 * Calendar days in the platform's time zone (settings.general.timezone, an IANA name such as
 * 'Europe/Berlin'), computed with the standard Intl API: exhibition dates are days, and a day
 * starts and ends at local midnight. No library is needed for this one conversion, and the domain
 * stays free of imports.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()
const formatter = (timeZone: string) => {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    })
    formatters.set(timeZone, f)
  }
  return f
}

export const isTimeZone = (tz: string): boolean => {
  try { formatter(tz); return true } catch { return false }
}

/** Offsets already worked out, per zone and instant: lists ask for the same midnights over and over. */
const offsets = new Map<string, number>()

/** The zone's offset from UTC at an instant, in ms (Berlin in winter: +3,600,000). */
const zoneOffset = (at: Date, timeZone: string): number => {
  if (timeZone === 'UTC') return 0
  const key = `${timeZone} ${at.getTime()}`
  const known = offsets.get(key)
  if (known !== undefined) return known
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(at).map((p) => [p.type, p.value]))
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second))
  const offset = asUtc - Math.floor(at.getTime() / 1000) * 1000
  if (offsets.size >= 10_000) offsets.clear()
  offsets.set(key, offset)
  return offset
}

/** The local calendar date (y, m, d) of an instant in the zone. */
export const localDate = (at: Date, timeZone: string): { y: number; m: number; d: number } => {
  const local = new Date(at.getTime() + zoneOffset(at, timeZone))
  return { y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate() }
}

/** The local wall-clock time (hours 0–23, minutes) of an instant in the zone. */
export const localClock = (at: Date, timeZone: string): { h: number; min: number } => {
  const local = new Date(at.getTime() + zoneOffset(at, timeZone))
  return { h: local.getUTCHours(), min: local.getUTCMinutes() }
}

/** The first millisecond of a local calendar date, as an instant. */
export const startOfLocalDay = (y: number, m: number, d: number, timeZone: string): Date => {
  const guess = Date.UTC(y, m - 1, d)
  // The offset at local midnight; two passes settle days on which the offset changes.
  let at = guess - zoneOffset(new Date(guess), timeZone)
  at = guess - zoneOffset(new Date(at), timeZone)
  return new Date(at)
}

/** The first millisecond of the day that contains `at`. */
export const startOfDay = (at: Date, timeZone: string): Date => {
  const { y, m, d } = localDate(at, timeZone)
  return startOfLocalDay(y, m, d, timeZone)
}

/** The last millisecond of the day that contains `at`. */
export const endOfDay = (at: Date, timeZone: string): Date => {
  const { y, m, d } = localDate(at, timeZone)
  const next = new Date(Date.UTC(y, m - 1, d + 1))
  return new Date(startOfLocalDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone).getTime() - 1)
}
