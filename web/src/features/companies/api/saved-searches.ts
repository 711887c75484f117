// Saving the directory's search (POST /api/saved-searches).
import { SAVED_SEARCH_NAME_MAX } from '../../../../../src/adapters/http/contract'
import { api } from '../../../lib/api-client'
import type { DirectoryQuery } from './directory'

/** The key the dashboard lists saved searches under (features/dashboard/api/saved-searches.ts). */
const SAVED_SEARCHES_KEY = '/api/saved-searches'

/** A name for a search from what it asks: its text, else "My search". */
export const suggestedName = (q: DirectoryQuery): string => (q.search.trim() ? q.search.trim().slice(0, SAVED_SEARCH_NAME_MAX) : 'My search')

/** Whether the question has anything to save (a text or a filter). */
export const canSave = (q: DirectoryQuery): boolean => !!(q.search.trim() || q.sectorId || q.subsectorId || q.countries.length || q.verified)

export const saveSearch = (name: string, q: DirectoryQuery, frequency: 'off' | 'daily' | 'weekly') =>
  api.post<{ id: number }>(SAVED_SEARCHES_KEY, {
    name, frequency,
    query: {
      ...(q.search.trim() ? { search: q.search.trim() } : {}),
      ...(q.sectorId ? { sectorId: q.sectorId } : {}),
      ...(q.subsectorId ? { subsectorId: q.subsectorId } : {}),
      ...(q.countries.length ? { country: q.countries.join(',') } : {}),
      ...(q.verified ? { verified: 'true' } : {}),
      ...(q.sort !== 'relevant' ? { sort: q.sort } : {}),
    },
  })
