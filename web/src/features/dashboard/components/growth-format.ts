// The growth charts' periods in words, shared by the charts (axis, tooltip) and their text alternative.
import type { GrowthSeries } from '../api/admin-dashboard'

type Interval = GrowthSeries['interval']

let formats: Record<'day' | 'dayYear' | 'month' | 'monthYear', Intl.DateTimeFormat> | undefined
const f = () =>
  (formats ??= {
    day: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    dayYear: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
    month: new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }),
    monthYear: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  })

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`)

/** A short label for an axis: "Nov 20" (a day or a week's first day), "Nov" (a month). */
export const shortPeriod = (interval: Interval, from: string): string => (interval === 'month' ? f().month : f().day).format(dateOf(from))

/** A period in full, for the table and the tooltip: "Nov 20, 2026", "Nov 14 – Nov 20, 2026", "November 2026". */
export const fullPeriod = (interval: Interval, from: string, to: string): string =>
  interval === 'day' ? f().dayYear.format(dateOf(from)) : interval === 'week' ? `${f().day.format(dateOf(from))} – ${f().dayYear.format(dateOf(to))}` : f().monthYear.format(dateOf(from))

/** A day in full: "Nov 20, 2026". */
export const fullDay = (day: string): string => f().dayYear.format(dateOf(day))
