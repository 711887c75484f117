// 'Request Media Access' (shared/design/decisions.md §6): a signed-in user who is not a media user asks for
// access to press kits; an admin decides.
import useSWR from 'swr'
import { api, type ApiError } from '../../../lib/api-client'

export interface MyAccessRequest {
  readonly request: { readonly id: number; readonly status: 'pending' | 'approved' | 'rejected'; readonly createdAt: string } | null
}

const MY_ACCESS_REQUEST_KEY = '/api/media-access-requests/mine'

export function useMyAccessRequest(enabled: boolean) {
  return useSWR<MyAccessRequest, ApiError>(enabled ? MY_ACCESS_REQUEST_KEY : null)
}

export const requestMediaAccess = (message: string) =>
  api.post<{ id: number; status: string; createdAt: string }>('/api/media-access-requests', message.trim() ? { message: message.trim() } : {})
