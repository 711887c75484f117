// Activity entries (docs/ubiquitous-language/activity.md): the event log in plain words, as
// GET /api/user/activity and GET /api/admin/activities answer it.
import useSWR from 'swr'
import { ADMIN_ACTIVITY_FILTERS, ADMIN_ACTIVITY_LIMIT, type ActivityView as ActivityEntry } from '../../../../../src/adapters/http/contract'
import type { ApiError } from '../../../lib/api-client'

export type { ActivityEntry }
export type ActivityKind = ActivityEntry['type']
/** What Recent Activity can be narrowed to ('' for everything). */
export type ActivityFilter = (typeof ADMIN_ACTIVITY_FILTERS)[number] | ''
export { ADMIN_ACTIVITY_FILTERS }

export function useAdminActivities(type: ActivityFilter = '') {
  return useSWR<ActivityEntry[], ApiError>(`/api/admin/activities?limit=${ADMIN_ACTIVITY_LIMIT}${type ? `&type=${type}` : ''}`, { keepPreviousData: true })
}
