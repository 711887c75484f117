import type { GrowthData, GrowthReadModel } from '../../../application/admin/growth'
import type { Sql } from '../../persistence/sql'
import { SECTOR_VIEWS_DAY } from './admin-stats.projector'

/** admin_stats_daily's metrics, by the name the series gives them. */
const METRIC = { users: 'users', companies: 'companies', media: 'mediaItems' } as const

/**
 * The growth charts' days: added less removed rows per UTC day (admin_stats_daily, kept by triggers,
 * Migration20261127190100_admin_stats_daily) and company views per day (the projection's views per
 * day and sector). Reads a few hundred rows at most.
 */
export class PgGrowthReadModel implements GrowthReadModel {
  constructor(private readonly sql: Sql) {}

  async growth(from: string, to: string): Promise<GrowthData> {
    const before = await this.sql.all<{ metric: keyof typeof METRIC; total: number }>(
      `select metric, coalesce(sum(added - removed), 0)::int as total from admin_stats_daily where day < ?::date group by metric`, [from])
    const changes = await this.sql.all<{ metric: keyof typeof METRIC; day: string; net: number }>(
      `select metric, to_char(day, 'YYYY-MM-DD') as day, (added - removed)::int as net from admin_stats_daily
       where day between ?::date and ?::date and added <> removed`, [from, to])
    const views = await this.sql.all<{ day: string; views: number }>(
      `select split_part(metric, ':', 2) as day, sum(total)::int as views from admin_stats
       where metric like '${SECTOR_VIEWS_DAY}%' and split_part(metric, ':', 2) collate "C" between ? and ? group by 1`, [from, to])
    const totals = { users: 0, companies: 0, mediaItems: 0 }
    for (const r of before) if (r.metric in METRIC) totals[METRIC[r.metric]] = r.total
    return {
      before: totals,
      changes: changes.filter((c) => c.metric in METRIC).map((c) => ({ day: c.day, metric: METRIC[c.metric], net: c.net })),
      views,
    }
  }
}
