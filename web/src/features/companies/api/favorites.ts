import { useCallback, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import useSWR from 'swr'
import type { FavoriteView } from '../../../../../src/adapters/http/contract'
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
