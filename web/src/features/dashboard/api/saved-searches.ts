// The dashboard's saved searches (GET /api/saved-searches): each with the number of its matches new since the
// user last looked; opening one re-opens the directory with its question and marks it seen.
import useSWR from 'swr'
import type { SavedSearchAnswer } from '../../../../../src/adapters/http/contract'
import { api, type ApiError } from '../../../lib/api-client'

export type { SavedSearchAnswer }
export const SAVED_SEARCHES_KEY = '/api/saved-searches'

export function useSavedSearches() {
  return useSWR<SavedSearchAnswer[], ApiError>(SAVED_SEARCHES_KEY)
}

/** The directory's address for a saved question (its URL keys: features/companies/hooks/use-directory-query.ts). */
export const directoryPathOf = (q: SavedSearchAnswer['query']): string => {
  const p = new URLSearchParams()
  if (q.search) p.set('search', q.search)
  if (q.sectorId !== undefined) p.set('sectorId', String(q.sectorId))
  if (q.subsectorId !== undefined) p.set('subsectorId', String(q.subsectorId))
  if (q.countries?.length) p.set('country', q.countries.join(','))
  if (q.verified) p.set('verified', 'true')
  if (q.sort && q.sort !== 'relevant') p.set('sort', q.sort)
  const s = p.toString()
  return `/directory${s ? `?${s}` : ''}`
}

export const markSearchSeen = (id: number) => api.post<void>(`${SAVED_SEARCHES_KEY}/${id}/seen`)
