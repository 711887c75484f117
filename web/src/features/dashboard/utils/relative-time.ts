// "3 hours ago", "yesterday", "in 2 days": a timestamp against now, in en-US (visitor-and-user-side.md §9).
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })
const full = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

export function relativeTime(iso: string, now: number = Date.now()): string {
  const t = new Date(iso).getTime()
  if (Number.isNaN(t)) return ''
  const seconds = Math.round((t - now) / 1000)
  const abs = Math.abs(seconds)
  if (abs < 45) return 'just now'
  for (const [unit, size] of UNITS) {
    if (abs >= size) return relative.format(Math.round(seconds / size), unit)
  }
  return relative.format(Math.round(seconds / 60), 'minute')
}

/** The exact date and time, for a title or a screen reader. */
export function fullDateTime(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : full.format(d)
}
