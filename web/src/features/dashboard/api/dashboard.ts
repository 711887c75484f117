// The signed-in user's dashboard (spec "Dashboard /dashboard"): own companies, favourites,
// upcoming exhibitions, recommendations, activity, and the profile requests. The keys of the
// shared lists ('/api/my-companies', '/api/favorites') are the ones the other screens use, so a
// change made there shows here and the other way round.
import useSWR from 'swr'
import {
  RECOMMENDATION_LIMIT, USER_ACTIVITY_LIMIT,
  type CompanyRecommendation, type ExhibitionRecommendation, type ExhibitionView, type FavoriteView, type OwnCompanyView, type Recommendation,
} from '../../../../../src/adapters/http/contract'
import { api, fetchPaged, type ApiError, type PagedList } from '../../../lib/api-client'
import type { SessionUser } from '../../../lib/session'
import type { ActivityEntry } from './activity'

export type { CompanyRecommendation, ExhibitionRecommendation, ExhibitionView, FavoriteView, OwnCompanyView, Recommendation }

const MY_COMPANIES_KEY = '/api/my-companies'
const FAVORITES_KEY = '/api/favorites'
/**
 * The next 3 upcoming exhibitions and, in X-Total-Count, how many there are. The query is the
 * home page's written in another order: this entry holds a PagedList, the home page's a plain array.
 */
const UPCOMING_KEY = '/api/exhibitions?limit=3&upcoming=true'
const RECOMMENDATIONS_KEY = `/api/recommendations?limit=${RECOMMENDATION_LIMIT}`
const USER_ACTIVITY_KEY = `/api/user/activity?limit=${USER_ACTIVITY_LIMIT}`


export function useMyCompanies(enabled: boolean) {
  return useSWR<OwnCompanyView[], ApiError>(enabled ? MY_COMPANIES_KEY : null)
}

export function useFavorites() {
  return useSWR<FavoriteView[], ApiError>(FAVORITES_KEY)
}

export function useUpcomingExhibitions() {
  return useSWR<PagedList<ExhibitionView>, ApiError>(UPCOMING_KEY, fetchPaged<ExhibitionView>)
}

export function useRecommendations() {
  return useSWR<Recommendation[], ApiError>(RECOMMENDATIONS_KEY)
}

export function useUserActivity(enabled: boolean) {
  return useSWR<ActivityEntry[], ApiError>(enabled ? USER_ACTIVITY_KEY : null)
}

export interface ProfileInput {
  firstName: string
  lastName: string
  mobileNumber: string
}

export const updateProfile = (input: ProfileInput) => api.patch<SessionUser>('/api/user', input)

export interface PasswordInput {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}

export const changePassword = (input: PasswordInput) => api.post<{ message: string }>('/api/user/password', input)

export interface EmailChangeInput {
  newEmail: string
  currentPassword: string
}

/** Mails a confirmation link to the new address; the address changes when it is opened. */
export const requestEmailChange = (input: EmailChangeInput) => api.post<{ message: string; email: string }>('/api/user/email', input)

/** The change of address waiting for its link (GET /api/user/email-change): the new address and when the link stops working. */
export const PENDING_EMAIL_CHANGE_KEY = '/api/user/email-change'
export interface PendingEmailChange { readonly newEmail: string; readonly expiresAt: string }
/** Calls off the pending change: its link stops working. */
export const cancelEmailChange = () => api.delete<void>(PENDING_EMAIL_CHANGE_KEY)

export const resendVerification = () => api.post<{ message: string }>('/api/user/resend-verification')

