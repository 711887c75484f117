// The four growth charts: what each counts, its words and its colour (a theme colour with AA contrast on white).
import type { DefaultTheme } from 'styled-components'
import type { GrowthPoint } from '../api/admin-dashboard'

export interface GrowthMetric {
  readonly key: keyof Pick<GrowthPoint, 'users' | 'companies' | 'mediaItems' | 'views'>
  /** The chart's heading. */
  readonly title: string
  /** What a number counts, in the summary ("1,204 users on …"). */
  readonly noun: string
  /** The table's column. */
  readonly column: string
  /** A total at each period's end (a line), or a count within each period (bars). */
  readonly kind: 'total' | 'count'
  readonly color: keyof DefaultTheme['colors']
}

export const GROWTH_METRICS: readonly GrowthMetric[] = [
  { key: 'users', title: 'Users', noun: 'users', column: 'Users', kind: 'total', color: 'primary' },
  { key: 'companies', title: 'Companies', noun: 'companies', column: 'Companies', kind: 'total', color: 'accent' },
  { key: 'mediaItems', title: 'Media items', noun: 'media items', column: 'Media items', kind: 'total', color: 'warning' },
  { key: 'views', title: 'Company views', noun: 'views', column: 'Views', kind: 'count', color: 'navyLight' },
]
