// The dashboard's saved searches (GET /api/saved-searches): each with the number of its matches new since the
// user last looked; opening one re-opens the directory with its question and marks it seen.
import useSWR from 'swr'
import { directoryPathOf, type SavedSearchAnswer } from '../../../../../src/adapters/http/contract'
import { api, type ApiError } from '../../../lib/api-client'

export type { SavedSearchAnswer }
export const SAVED_SEARCHES_KEY = '/api/saved-searches'

export function useSavedSearches() {
  return useSWR<SavedSearchAnswer[], ApiError>(SAVED_SEARCHES_KEY)
}

export { directoryPathOf }

export const markSearchSeen = (id: number) => api.post<void>(`${SAVED_SEARCHES_KEY}/${id}/seen`)
