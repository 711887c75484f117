import type { Clock } from '../../domain/shared/clock'

/** The ranges the dashboard's growth charts offer: 30 and 90 days, 6 and 12 months. */
export const GROWTH_RANGES = ['30d', '90d', '6m', '12m'] as const
export type GrowthRange = (typeof GROWTH_RANGES)[number]

/** The metrics counted as totals over time (users, companies, media items); views are counted per period. */
type TotalMetric = 'users' | 'companies' | 'mediaItems'

/** One period of a chart: its first and last day (UTC), the totals at its end, and the company views within it. */
export interface GrowthPoint {
  readonly from: string
  readonly to: string
  readonly users: number
  readonly companies: number
  readonly mediaItems: number
  readonly views: number
}

/** GET /api/admin/stats/growth: the periods of a range, and the totals just before it began. */
export interface GrowthSeries {
  readonly range: GrowthRange
  /** How long a period is: a day (30 days), a week (90 days), a calendar month (6 and 12 months). */
  readonly interval: 'day' | 'week' | 'month'
  readonly from: string
  readonly to: string
  readonly start: { readonly users: number; readonly companies: number; readonly mediaItems: number }
  readonly points: readonly GrowthPoint[]
}

/** The changes the read side kept, per UTC day (`YYYY-MM-DD`). */
export interface GrowthData {
  /** Each metric's total at the end of the day before `from`. */
  readonly before: Readonly<Record<TotalMetric, number>>
  /** Rows added less rows removed, per day and metric, for the days from `from` to `to` (days without change left out). */
  readonly changes: readonly { readonly day: string; readonly metric: TotalMetric; readonly net: number }[]
  /** Company views per day (days without views left out). */
  readonly views: readonly { readonly day: string; readonly views: number }[]
}

/** Port: the admin-stats read side's days (admin_stats_daily, the views per day). */
export interface GrowthReadModel {
  growth(from: string, to: string): Promise<GrowthData>
}

const DAY = 86_400_000
const dayOf = (d: Date): string => d.toISOString().slice(0, 10)
const addDays = (day: string, n: number): string => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY))

/** The periods of a range that ends today (UTC), oldest first. */
const periodsOf = (range: GrowthRange, now: Date): { readonly interval: GrowthSeries['interval']; readonly periods: readonly { from: string; to: string }[] } => {
  const today = dayOf(now)
  if (range === '30d') return { interval: 'day', periods: Array.from({ length: 30 }, (_, i) => ({ from: addDays(today, i - 29), to: addDays(today, i - 29) })) }
  if (range === '90d') {
    // 13 weeks of 7 days, the last one ending today (91 days).
    return { interval: 'week', periods: Array.from({ length: 13 }, (_, i) => ({ from: addDays(today, 7 * (i - 12) - 6), to: addDays(today, 7 * (i - 12)) })) }
  }
  const months = range === '6m' ? 6 : 12
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth()
  return {
    interval: 'month',
    periods: Array.from({ length: months }, (_, i) => {
      const first = new Date(Date.UTC(year, month - months + 1 + i, 1))
      const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0))
      return { from: dayOf(first), to: i === months - 1 ? today : dayOf(last) }
    }),
  }
}

/** The series of a range from the read side's days: running totals at each period's end, views summed within it. */
export const growthSeries = (range: GrowthRange, now: Date, data: GrowthData): GrowthSeries => {
  const { interval, periods } = periodsOf(range, now)
  const totals = { ...data.before }
  const changes = [...data.changes].sort((a, b) => a.day.localeCompare(b.day))
  let next = 0
  const points = periods.map(({ from, to }) => {
    for (; next < changes.length && changes[next].day <= to; next++) totals[changes[next].metric] += changes[next].net
    const views = data.views.filter((v) => v.day >= from && v.day <= to).reduce((sum, v) => sum + v.views, 0)
    return { from, to, users: totals.users, companies: totals.companies, mediaItems: totals.mediaItems, views }
  })
  return { range, interval, from: periods[0].from, to: periods[periods.length - 1].to, start: { ...data.before }, points }
}

/** The dashboard's growth charts for a range that ends today. */
export class GrowthQuery {
  constructor(private readonly reads: GrowthReadModel, private readonly clock: Clock) {}

  async execute(range: GrowthRange): Promise<GrowthSeries> {
    const now = this.clock.now()
    const { periods } = periodsOf(range, now)
    return growthSeries(range, now, await this.reads.growth(periods[0].from, periods[periods.length - 1].to))
  }
}
