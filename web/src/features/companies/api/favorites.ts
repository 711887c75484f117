import { useCallback, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import useSWR, { useSWRConfig } from 'swr'
import type { FavoriteListView, FavoriteSort, FavoriteView } from '../../../../../src/adapters/http/contract'
import { useToast } from '../../../components/ui/toast'
import { api, errorMessage, type ApiError } from '../../../lib/api-client'
import { rememberPendingFavorite } from '../../../lib/pending-favorite'
import { authPath } from '../../../lib/return-to'
import { useSession } from '../../../lib/session'

const FAVORITES_KEY = '/api/favorites'

/**
 * The signed-in user's favourites, shared by every card and profile through one SWR entry.
 * Pass `enabled: false` for a visitor: nothing is fetched then.
 */
function useFavorites(enabled: boolean) {
  return useSWR<FavoriteView[], ApiError>(enabled ? FAVORITES_KEY : null)
}

/**
 * Save or unsave a company (POST /api/favorites, DELETE /api/favorites/{id}; both idempotent).
 * A visitor who is not signed in is told to log in and taken to the log-in page, which saves the company once
 * they are signed in and brings them back here (lib/pending-favorite.ts); no call is made before.
 */
export function useFavoriteToggle(company: { readonly id: number; readonly name: string }) {
  const { user } = useSession()
  const { toast } = useToast()
  const { data, mutate } = useFavorites(!!user)
  const [pending, setPending] = useState(false)
  const navigate = useNavigate()
  const location = useLocation()
  const isFavorite = !!data?.some((f) => f.companyId === company.id)

  const toggle = useCallback(async () => {
    if (!user) {
      toast({ title: 'Authentication required', description: 'Please log in to save companies to favorites', variant: 'destructive' })
      rememberPendingFavorite(company.id, company.name)
      void navigate(authPath(location.pathname + location.search))
      return
    }
    setPending(true)
    try {
      if (isFavorite) await api.delete(`${FAVORITES_KEY}/${company.id}`)
      else await api.post(FAVORITES_KEY, { companyId: company.id })
      await mutate()
      toast({ title: isFavorite ? 'Removed from favorites' : 'Added to favorites', description: company.name, variant: 'success' })
    } catch (e) {
      toast({ title: 'Could not update favorites', description: errorMessage(e), variant: 'destructive' })
    } finally {
      setPending(false)
    }
  }, [company.id, company.name, isFavorite, location.pathname, location.search, mutate, navigate, toast, user])

  return { isFavorite, pending, toggle }
}

// ------------------------------------------------------------------------------ the favourites page

export type { FavoriteSort }

export interface FavoriteFilter {
  /** A list's id, `default` (the default list), or '' for every list. */
  readonly list: string
  readonly search: string
  readonly countryId: string
  readonly sectorId: string
  readonly sort: FavoriteSort
}

const LISTS_KEY = '/api/favorite-lists'

const favoritesKey = (f: FavoriteFilter): string => {
  const p = new URLSearchParams()
  if (f.list) p.set('list', f.list)
  if (f.search.trim()) p.set('search', f.search.trim())
  if (f.countryId) p.set('countryId', f.countryId)
  if (f.sectorId) p.set('sectorId', f.sectorId)
  if (f.sort !== 'saved') p.set('sort', f.sort)
  const q = p.toString()
  return `${FAVORITES_KEY}${q ? `?${q}` : ''}`
}

/** The export of one list (or of all): a CSV download. */
export const favoritesExportHref = (list: string): string => `${FAVORITES_KEY}/export${list ? `?list=${encodeURIComponent(list)}` : ''}`

/** The user's favourites as the page filters and sorts them. */
export function useFilteredFavorites(f: FavoriteFilter) {
  return useSWR<FavoriteView[], ApiError>(favoritesKey(f), { keepPreviousData: true })
}

/** Every favourite (unfiltered: the countries and sectors to filter by), shared with the cards and the dashboard. */
export function useAllFavorites() {
  return useFavorites(true)
}

export function useFavoriteLists() {
  return useSWR<FavoriteListView[], ApiError>(LISTS_KEY)
}

/**
 * The changes of the favourites page: lists created, renamed and deleted, a company moved, a note written or
 * removed. Each refreshes every favourites answer (the page's, the cards', the dashboard's) and the lists.
 */
export function useFavoriteChanges() {
  const { mutate } = useSWRConfig()
  const refresh = useCallback(
    () => mutate((key) => typeof key === 'string' && (key === LISTS_KEY || key === FAVORITES_KEY || key.startsWith(`${FAVORITES_KEY}?`))),
    [mutate],
  )
  return {
    refresh,
    createList: async (name: string) => { const list = await api.post<FavoriteListView>(LISTS_KEY, { name }); await refresh(); return list },
    renameList: async (id: number, name: string) => { await api.patch(`${LISTS_KEY}/${id}`, { name }); await refresh() },
    deleteList: async (id: number) => { await api.delete(`${LISTS_KEY}/${id}`); await refresh() },
    move: async (companyId: number, listId: number | null) => { await api.patch(`${FAVORITES_KEY}/${companyId}`, { listId }); await refresh() },
    writeNote: async (companyId: number, note: string) => { await api.patch(`${FAVORITES_KEY}/${companyId}`, { note }); await refresh() },
    remove: async (companyId: number) => { await api.delete(`${FAVORITES_KEY}/${companyId}`); await refresh() },
  }
}
