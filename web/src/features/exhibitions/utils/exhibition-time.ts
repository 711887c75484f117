// Exhibition dates are calendar days in the platform's time zone (settings.general.timezone,
// docs/ubiquitous-language/exhibition-timing.md): an exhibition runs from the first millisecond of
// its start day to the last millisecond of its end day. The client mirrors the server's rules here
// so that a countdown can run and flip from "upcoming" to "ongoing" without a reload.
// How long is left is told by the server's rules (src/domain/exhibition/time-left.ts): the days to go
// rounded up ("Starts in 6 days"), the countdown's figures exact to the opening instant.
import { daysInWords, daysToGo, timeLeft, type TimeLeft } from '../../../../../src/adapters/http/contract'
import type { ExhibitionView } from '../api/exhibitions'

const partsFormatters = new Map<string, Intl.DateTimeFormat>()
const partsFormatter = (timeZone: string): Intl.DateTimeFormat => {
  let f = partsFormatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    })
    partsFormatters.set(timeZone, f)
  }
  return f
}

/** A time zone the browser knows, else UTC. */
export const safeTimeZone = (timeZone: string | null | undefined): string => {
  if (!timeZone) return 'UTC'
  try {
    partsFormatter(timeZone)
    return timeZone
  } catch {
    return 'UTC'
  }
}

/** The zone's offset from UTC at an instant, in ms. */
const zoneOffset = (at: number, timeZone: string): number => {
  const p = Object.fromEntries(partsFormatter(timeZone).formatToParts(new Date(at)).map((x) => [x.type, x.value]))
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second))
  return asUtc - Math.floor(at / 1000) * 1000
}

interface LocalDay {
  readonly y: number
  readonly m: number
  readonly d: number
}

const localDay = (at: number, timeZone: string): LocalDay => {
  const local = new Date(at + zoneOffset(at, timeZone))
  return { y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate() }
}

const startOfLocalDay = ({ y, m, d }: LocalDay, timeZone: string): number => {
  const guess = Date.UTC(y, m - 1, d)
  let at = guess - zoneOffset(guess, timeZone)
  at = guess - zoneOffset(at, timeZone)
  return at
}

/** The first millisecond of the day that holds `iso`. */
const dayStart = (iso: string, timeZone: string): number => startOfLocalDay(localDay(new Date(iso).getTime(), timeZone), timeZone)

/** The first millisecond after the day that holds `iso`. */
const dayEnd = (iso: string, timeZone: string): number => {
  const { y, m, d } = localDay(new Date(iso).getTime(), timeZone)
  const next = new Date(Date.UTC(y, m - 1, d + 1))
  return startOfLocalDay({ y: next.getUTCFullYear(), m: next.getUTCMonth() + 1, d: next.getUTCDate() }, timeZone)
}

/** '2026-11-19' of an instant in the zone: the value of a date input. */
export const toDateInput = (iso: string | null | undefined, timeZone: string): string => {
  if (!iso) return ''
  const at = new Date(iso).getTime()
  if (Number.isNaN(at)) return ''
  const { y, m, d } = localDay(at, timeZone)
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

export type TimingKind = ExhibitionView['status']

export interface Timing {
  readonly kind: TimingKind
  /** Upcoming: days of 86,400,000 ms until the start day begins, rounded up (the days from today to the opening day). */
  readonly daysToStart: number | null
  /** What the countdown counts to: the start (upcoming) or the end (ongoing). */
  readonly target: number | null
}

type Dated = Pick<ExhibitionView, 'startDate' | 'endDate' | 'cancelled' | 'status' | 'daysToStart'>

/** The exhibition's timing at `now` (exhibition-timing.md); without a time zone, the server's answer. */
export function timingOf(e: Dated, now: number, timeZone: string | undefined): Timing {
  if (e.cancelled || e.status === 'cancelled') return { kind: 'cancelled', daysToStart: null, target: null }
  if (!timeZone) return { kind: e.status, daysToStart: e.daysToStart, target: null }
  const opens = dayStart(e.startDate, timeZone)
  const closes = dayEnd(e.endDate, timeZone)
  if (now < opens) return { kind: 'upcoming', daysToStart: daysToGo(opens - now), target: opens }
  if (now < closes) return { kind: 'ongoing', daysToStart: null, target: closes }
  return { kind: 'ended', daysToStart: null, target: null }
}

export type CountdownParts = TimeLeft

/** The countdown's figures: the exact time to the instant it counts to, in whole units rounded down (a clock). */
export const countdownParts = timeLeft

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** "3 days, 4 hours and 12 minutes": the countdown in words, to the minute (what is announced). */
export const countdownInWords = ({ days, hours, minutes }: CountdownParts): string => {
  const parts = [days ? plural(days, 'day') : null, days || hours ? plural(hours, 'hour') : null, plural(minutes, 'minute')].filter(
    (p): p is string => !!p,
  )
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0]
}

// ---- display ------------------------------------------------------------------------------------

const dayFormatters = new Map<string, Intl.DateTimeFormat>()

/** "Nov 19, 2026" (en-US, visitor-and-user-side.md §9), the day as the platform counts it. */
export const formatDay = (iso: string | null | undefined, timeZone: string | undefined): string => {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  const tz = safeTimeZone(timeZone)
  let f = dayFormatters.get(tz)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: tz })
    dayFormatters.set(tz, f)
  }
  return f.format(d)
}

/** "Nov 19, 2026 – Nov 25, 2026"; one day when both are the same. */
export const formatDayRange = (start: string, end: string, timeZone: string | undefined): string => {
  const a = formatDay(start, timeZone)
  const b = formatDay(end, timeZone)
  return a === b ? a : `${a} – ${b}`
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/**
 * The instants an exhibition opens and closes (exhibition-timing.md): the first millisecond of its
 * start day and the last minute of its end day, in the platform's time zone. What the countdown
 * counts to and what the page writes next to it.
 */
export const openingTimes = (e: Pick<ExhibitionView, 'startDate' | 'endDate'>, timeZone: string | undefined): { opens: number; closes: number } => {
  const tz = safeTimeZone(timeZone)
  return { opens: dayStart(e.startDate, tz), closes: dayEnd(e.endDate, tz) - 60_000 }
}

/** "UTC+01:00", "UTC-05:30", "UTC": the zone's offset at an instant, written by hand so that the server and every browser write it alike. */
export const utcOffset = (at: number, timeZone: string | undefined): string => {
  const offset = Math.round(zoneOffset(at, safeTimeZone(timeZone)) / 60_000)
  if (offset === 0) return 'UTC'
  const abs = Math.abs(offset)
  return `UTC${offset < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`
}

/** An instant as a datetime-local input shows it in the zone: "2026-12-02T09:30" (empty for none). */
export const wallTimeOf = (iso: string | null, timeZone: string | undefined): string => {
  if (!iso) return ''
  const at = new Date(iso).getTime()
  if (Number.isNaN(at)) return ''
  const local = new Date(at + zoneOffset(at, safeTimeZone(timeZone)))
  return local.toISOString().slice(0, 16)
}

/** A datetime-local input's value read in the zone, as an instant (ISO, UTC); null when it is not one. */
export const instantOfWallTime = (value: string, timeZone: string | undefined): string | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!m) return null
  const tz = safeTimeZone(timeZone)
  const guess = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]))
  if (Number.isNaN(guess)) return null
  const at = guess - zoneOffset(guess - zoneOffset(guess, tz), tz)
  return new Date(at).toISOString()
}

/** "Dec 2, 2026, 00:00": a day and a 24-hour time in the platform's time zone. */
export const formatDayTime = (at: number, timeZone: string | undefined): string => {
  const tz = safeTimeZone(timeZone)
  const local = new Date(at + zoneOffset(at, tz))
  return `${formatDay(new Date(at).toISOString(), tz)}, ${pad2(local.getUTCHours())}:${pad2(local.getUTCMinutes())}`
}

/** "Europe/Berlin, UTC+01:00" (one offset per instant when they differ: "UTC+02:00 / UTC+01:00"); "UTC" alone for UTC. */
export const zoneLabel = (timeZone: string | undefined, instants: readonly number[]): string => {
  const tz = safeTimeZone(timeZone)
  const offsets = [...new Set(instants.map((at) => utcOffset(at, tz)))].join(' / ')
  return tz === 'UTC' || tz === 'Etc/UTC' ? offsets : `${tz}, ${offsets}`
}

/**
 * Where it takes place, in one line: the location, with the country of a physical exhibition
 * when the location does not name it already ('Online' stays 'Online').
 */
export const placeOf = (e: Pick<ExhibitionView, 'location' | 'country' | 'isVirtual'>): string => {
  const location = e.location?.trim() ?? ''
  if (!e.country || e.isVirtual || location.toLowerCase().includes(e.country.toLowerCase())) return location || (e.country ?? '')
  return location ? `${location}, ${e.country}` : e.country
}

// Made on first use (locale data is slow to load on a phone: lib/format.ts).
let money: Intl.NumberFormat | undefined

/** Booth cost / registration fee: 0 is 'Free'. */
export const formatBoothCost = (amount: number): string => (amount > 0 ? (money ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(amount) : 'Free')

/** Capacity / max participants: 0 is 'Unlimited'. */
export const formatCapacity = (capacity: number): string => (capacity > 0 ? `${new Intl.NumberFormat('en-US').format(capacity)} exhibitors` : 'Unlimited')

/** "6 days", "1 day": the days to go, rounded up (time-left.ts); always days, "1 day" on the last one. */
const toStart = (t: Pick<Timing, 'daysToStart'>): string => daysInWords(Math.max(1, t.daysToStart ?? 1))

/** The visitor's status words (visitor-and-user-side.md §4). */
export const publicStatusLabel = (t: Pick<Timing, 'kind' | 'daysToStart'>): string => {
  switch (t.kind) {
    case 'upcoming':
      return `Starts in ${toStart(t)}`
    case 'ongoing':
      return 'Ongoing'
    case 'ended':
      return 'Completed'
    case 'cancelled':
      return 'Cancelled'
  }
}

/** The admin list's status words (admin-back-office.md §4). */
export const adminStatusLabel = (t: Pick<Timing, 'kind' | 'daysToStart'>): string => {
  switch (t.kind) {
    case 'upcoming':
      return `${toStart(t)} to go`
    case 'ongoing':
      return 'Ongoing'
    case 'ended':
      return 'Ended'
    case 'cancelled':
      return 'Cancelled'
  }
}
