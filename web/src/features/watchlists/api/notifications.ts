// The notification centre (GET /api/notifications, POST /api/notifications/read): what is new for the signed-in user.
import useSWR from 'swr'
import type { NotificationAnswer, NotificationsAnswer } from '../../../../../src/adapters/http/contract'
import { api, type ApiError } from '../../../lib/api-client'

export type { NotificationAnswer }
const NOTIFICATIONS_KEY = '/api/notifications'

/** The latest notifications and the unread count, asked again every minute and when the window regains focus. */
export function useNotifications() {
  return useSWR<NotificationsAnswer, ApiError>(NOTIFICATIONS_KEY, { refreshInterval: 60_000 })
}

export const markRead = (ids: readonly number[] | 'all') => api.post<{ unread: number }>(`${NOTIFICATIONS_KEY}/read`, ids === 'all' ? { all: true } : { ids })

/** Where a notification leads. */
export const notificationPath = (n: NotificationAnswer): string => {
  switch (n.kind) {
    case 'company_matched': return `/companies/${n.subjectId}`
    case 'media_approved': return '/media-center'
    case 'exhibition_registration_open':
    case 'exhibition_starting_soon': return `/exhibitions/${n.subjectId}`
    // Its subject is the passport: the manager's companies list shows where each stands.
    case 'verification_expiring': return '/my-companies'
  }
}

export const NOTIFICATION_TEXT: Readonly<Record<NotificationAnswer['kind'], string>> = {
  company_matched: 'New company matching your saved search',
  media_approved: 'New from a company you follow',
  exhibition_registration_open: 'Registration open in a sector you follow',
  exhibition_starting_soon: 'Starting soon in a sector you follow',
  verification_expiring: 'Verification ends within 30 days',
}
