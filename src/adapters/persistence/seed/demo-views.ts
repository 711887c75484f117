import type { Rng } from './prng'
import type { SqlExecutor } from './sql-executor'

const DAY = 86_400_000

/** A public (or once public) company and the views its counter says it had. */
export interface ViewedCompany {
  readonly id: number
  /** companies.views: the number of company_views rows it gets. */
  readonly views: number
  /** When it became public, and when it stopped being public (suspended) or `now`. */
  readonly from: Date
  readonly to: Date
}

/** The share of a long-listed company's views that fall in the last 30 days. */
const RECENT_SHARE = { min: 0.07, max: 0.16 } as const
const RECENT_DAYS = 30

const literal = (values: readonly number[]): string => `{${values.join(',')}}`

/**
 * One company_views row per view counted in companies.views (one per visitor, as a profile visit
 * records it), so the counters and the view events agree and the admin dashboard's 30-day average
 * has real figures: a company listed for longer than 30 days had 7–16% of its views in the last 30
 * days, leaning to the latest days; the rest spread over its earlier public life. The times are
 * computed in PostgreSQL from a low-discrepancy sequence (deterministic, no randomness there).
 */
export const seedCompanyViews = async (exec: SqlExecutor, rng: Rng, companies: readonly ViewedCompany[], now: number): Promise<number> => {
  const windowStart = now - RECENT_DAYS * DAY
  const plan = companies.filter((c) => c.views > 0 && c.to.getTime() > c.from.getTime()).map((c) => {
    const from = c.from.getTime()
    const to = Math.min(c.to.getTime(), now - 60_000)
    const recentFrom = Math.max(from, windowStart)
    const recent = to <= windowStart ? 0
      : from >= windowStart ? c.views
        : Math.round(c.views * (RECENT_SHARE.min + rng.next() * (RECENT_SHARE.max - RECENT_SHARE.min)))
    return { id: c.id, total: c.views, recent, recentFrom: recentFrom / 1000, recentTo: to / 1000, oldFrom: from / 1000, oldTo: Math.min(to, windowStart) / 1000 }
  })
  if (plan.length === 0) return 0
  const column = (k: keyof (typeof plan)[number]) => literal(plan.map((p) => p[k]))
  // g-th view of a company: the first `recent` ones in the last 30 days (u^0.85 leans to the latest
  // days), the others between its first public day and the start of that window.
  await exec(`insert into company_views (company_id, visitor_key, viewed_at)
    select c.id, 'demo-' || c.id || '-' || g,
      case when g <= c.recent
        then to_timestamp(c.recent_from + (c.recent_to - c.recent_from) * power(((g * 0.6180339887 + c.id * 0.3819660113) % 1)::float8, 0.85))
        else to_timestamp(c.old_from + (c.old_to - c.old_from) * ((g * 0.6180339887 + c.id * 0.7548776662) % 1)::float8) end
    from unnest(?::int[], ?::int[], ?::int[], ?::float8[], ?::float8[], ?::float8[], ?::float8[])
      as c(id, total, recent, recent_from, recent_to, old_from, old_to)
    cross join lateral generate_series(1, c.total) as g`,
  [column('id'), column('total'), column('recent'), column('recentFrom'), column('recentTo'), column('oldFrom'), column('oldTo')])
  return plan.reduce((n, p) => n + p.total, 0)
}
