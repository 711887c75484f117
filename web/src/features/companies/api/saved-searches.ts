// Saving the directory's search (POST /api/saved-searches) and following a company (POST/DELETE /api/follows).
import useSWR from 'swr'
import { SAVED_SEARCH_NAME_MAX } from '../../../../../src/adapters/http/contract'
import { api, type ApiError } from '../../../lib/api-client'
import type { DirectoryQuery } from './directory'

/** The key the dashboard lists saved searches under (features/dashboard/api/saved-searches.ts). */
const SAVED_SEARCHES_KEY = '/api/saved-searches'
const FOLLOWS_KEY = '/api/follows'

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

interface Follow { readonly kind: 'company' | 'sector'; readonly id: number }

/** What the signed-in user follows (nothing is fetched for a visitor). */
export function useFollows(enabled: boolean) {
  const swr = useSWR<Follow[], ApiError>(enabled ? FOLLOWS_KEY : null)
  const follows = (kind: Follow['kind'], id: number) => !!swr.data?.some((f) => f.kind === kind && f.id === id)
  const toggle = async (kind: Follow['kind'], id: number) => {
    if (follows(kind, id)) await api.delete(`${FOLLOWS_KEY}/${kind === 'company' ? 'companies' : 'sectors'}/${id}`)
    else await api.post(FOLLOWS_KEY, kind === 'company' ? { companyId: id } : { sectorId: id })
    await swr.mutate()
  }
  return { ...swr, follows, toggle }
}
