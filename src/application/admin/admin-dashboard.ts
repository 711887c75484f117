import type { Clock } from '../../domain/shared/clock'

/** Port: the admin dashboard's read model (projection tables and the directory). */
export interface AdminStatsReadModel {
  totals(): Promise<Readonly<Record<string, number>>>
  /** How many of each metric were added less how many were removed in the month that starts at `monthStart` (UTC). */
  changeInMonth(monthStart: Date): Promise<Readonly<Record<string, number>>>
  upcomingExhibitions(now: Date): Promise<number>
  /** The sector whose companies were viewed most since then (else the one with the most public companies), and the most viewed public company. */
  topSector(since: Date): Promise<string | undefined>
  topCompany(): Promise<string | undefined>
  /** Company views counted since then (one per visitor session per company). */
  viewsSince(since: Date): Promise<number>
}

export interface AdminStats {
  readonly users: { readonly total: number; readonly growth: number }
  readonly companies: { readonly total: number; readonly growth: number; readonly pending: number }
  readonly exhibitions: { readonly total: number; readonly upcoming: number }
  readonly mediaItems: { readonly total: number; readonly pending: number }
  readonly pendingMediaAccess: number
  readonly topSector: string
  readonly topCompany: string
  readonly avgViews: number
}

/**
 * Month-over-month growth in percent: the change this month (added less removed) against what there
 * was when the month began; negative when more went than came. Something added to nothing is 100%;
 * nothing at all is 0%.
 */
export const growthPercent = (total: number, changeThisMonth: number): number => {
  const before = total - changeThisMonth
  if (before <= 0) return changeThisMonth > 0 ? 100 : 0
  return Math.round((changeThisMonth / before) * 1000) / 10
}

const AVERAGE_VIEWS_DAYS = 30

/** The four stat cards and the Platform Insights, with the spec's defaults when there is no data. */
export class AdminDashboardQuery {
  constructor(private readonly stats: AdminStatsReadModel, private readonly clock: Clock) {}

  async execute(): Promise<AdminStats> {
    const now = this.clock.now()
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
    const since = new Date(now.getTime() - AVERAGE_VIEWS_DAYS * 86_400_000)
    const [totals, change, upcoming, topSector, topCompany, views] = await Promise.all([
      this.stats.totals(), this.stats.changeInMonth(monthStart), this.stats.upcomingExhibitions(now),
      this.stats.topSector(since), this.stats.topCompany(), this.stats.viewsSince(since),
    ])
    const n = (k: string) => totals[k] ?? 0
    return {
      users: { total: n('users'), growth: growthPercent(n('users'), change.users ?? 0) },
      companies: { total: n('companies'), growth: growthPercent(n('companies'), change.companies ?? 0), pending: n('companies_pending') },
      exhibitions: { total: n('exhibitions'), upcoming },
      mediaItems: { total: n('media'), pending: n('media_pending') },
      pendingMediaAccess: n('media_access_pending'),
      topSector: topSector ?? 'Technology',
      topCompany: topCompany ?? 'None',
      avgViews: Math.round((views / AVERAGE_VIEWS_DAYS) * 10) / 10,
    }
  }
}
