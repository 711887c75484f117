// Activity entries (docs/ubiquitous-language/activity.md): the event log in plain words, as
// GET /api/user/activity and GET /api/admin/activities answer it.
import useSWR from 'swr'
import type { ApiError } from '../../../lib/api-client'

export type ActivityKind = 'user' | 'company' | 'exhibition' | 'media' | 'view' | 'other'

export interface ActivityEntry {
  readonly id: string
  readonly type: ActivityKind
  readonly eventType: string
  readonly description: string
  readonly timestamp: string
  /** A page of the app the entry is about, when there is one. */
  readonly link: string | null
}

const ADMIN_ACTIVITIES_KEY = '/api/admin/activities?limit=10'

export function useAdminActivities() {
  return useSWR<ActivityEntry[], ApiError>(ADMIN_ACTIVITIES_KEY)
}
