// Activity entries (docs/ubiquitous-language/activity.md): the event log in plain words, as
// GET /api/user/activity and GET /api/admin/activities answer it.
import useSWR from 'swr'
import { ADMIN_ACTIVITY_LIMIT, type ActivityView as ActivityEntry } from '../../../../../src/adapters/http/contract'
import type { ApiError } from '../../../lib/api-client'

export type { ActivityEntry }
export type ActivityKind = ActivityEntry['type']

const ADMIN_ACTIVITIES_KEY = `/api/admin/activities?limit=${ADMIN_ACTIVITY_LIMIT}`

export function useAdminActivities() {
  return useSWR<ActivityEntry[], ApiError>(ADMIN_ACTIVITIES_KEY)
}
