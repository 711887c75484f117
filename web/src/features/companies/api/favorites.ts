import { useCallback, useState } from 'react'
import useSWR from 'swr'
import { api, type ApiError } from '../../../lib/api-client'

export const FAVORITES_KEY = '/api/favorites'

export interface Favorite {
  readonly id: number
  readonly companyId?: number
  readonly company?: { readonly id?: number; readonly name: string } | null
}

const companyIdOf = (f: Favorite): number | undefined => f.companyId ?? f.company?.id

/**
 * The signed-in user's favourites, shared by every card through one SWR entry.
 * Pass `enabled: false` for a visitor: nothing is fetched then.
 */
export function useFavoriteToggle(companyId: number, enabled: boolean) {
  const { data, mutate } = useSWR<Favorite[], ApiError>(enabled ? FAVORITES_KEY : null)
  const [pending, setPending] = useState(false)
  const isFavorite = !!data?.some((f) => companyIdOf(f) === companyId)

  const toggle = useCallback(async (): Promise<boolean> => {
    setPending(true)
    try {
      if (isFavorite) await api.delete(`/api/favorites/${companyId}`)
      else await api.post('/api/favorites', { companyId })
      await mutate()
      return !isFavorite
    } finally {
      setPending(false)
    }
  }, [companyId, isFavorite, mutate])

  return { isFavorite, pending, toggle }
}
