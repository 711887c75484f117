import type { AdminDashboardQuery, AdminStats } from '../../../application/admin/admin-dashboard'
import type { Clock } from '../../../domain/shared/clock'
import type { ReadCache } from '../read-cache'

/**
 * The admin dashboard, worked out at most once a second per app instance, and again after every
 * change it shows (CACHE_TOPICS.stats; a view counted here drops it too). Time alone moves some
 * figures (upcoming exhibitions, the 30-day views): they are at most a second late, and views
 * counted by another instance too.
 */
export class CachedAdminDashboard {
  constructor(private readonly query: AdminDashboardQuery, private readonly cache: ReadCache, private readonly clock: Clock) {}

  execute(): Promise<AdminStats> {
    const second = Math.floor(this.clock.now().getTime() / 1000)
    return this.cache.memo(String(second), 1000, () => this.query.execute())
  }
}
