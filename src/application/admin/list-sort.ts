/**
 * How the back office's tables sort (issue 19): a list declares the keys it sorts by (a
 * whitelist), a request names one key, ascending or descending. Ties are always broken by the
 * row's id in the same direction, so pages never repeat or skip a row.
 */
export type SortDir = 'asc' | 'desc'

export interface ListSort<K extends string> {
  readonly key: K
  readonly dir: SortDir
}

/** The sort keys of each admin list. */
export const COMPANY_SORTS = ['name', 'sector', 'status', 'createdAt'] as const
export const USER_SORTS = ['name', 'email', 'role', 'status', 'createdAt', 'lastSignInAt'] as const
export const EXHIBITION_SORTS = ['name', 'startDate', 'endDate', 'createdAt'] as const
export const PARTICIPANT_SORTS = ['company', 'booth', 'level', 'status', 'createdAt'] as const
export const MEDIA_SORTS = ['title', 'company', 'type', 'status', 'createdAt'] as const
export const SUBSECTOR_SORTS = ['name', 'sector'] as const

export type CompanySort = ListSort<(typeof COMPANY_SORTS)[number]>
export type UserSort = ListSort<(typeof USER_SORTS)[number]>
export type ExhibitionSort = ListSort<(typeof EXHIBITION_SORTS)[number]>
export type ParticipantSort = ListSort<(typeof PARTICIPANT_SORTS)[number]>
export type MediaSort = ListSort<(typeof MEDIA_SORTS)[number]>
export type SubsectorSort = ListSort<(typeof SUBSECTOR_SORTS)[number]>

/** The page sizes a table offers (the server takes any size from 1 to ADMIN_MAX_PAGE_SIZE). */
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const

/** Rows read per batch by the CSV exports (keyset batches, never the whole table in memory). */
export const EXPORT_BATCH = 500
