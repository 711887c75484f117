import { useCallback } from 'react'
import { useSWRConfig, type SWRConfiguration } from 'swr'
import { fetchJson } from './api-client'

// Client data policy (visitor-and-user-side.md §7): no automatic retry, no refetch on focus or
// reconnect, no polling, and cached data never goes stale (it is refreshed only
// when a mutation says so).
export const swrConfig: SWRConfiguration = {
  fetcher: fetchJson,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  refreshWhenHidden: false,
  refreshWhenOffline: false,
}

/**
 * After a mutation: drop every cached answer whose key matches, and fetch again the ones on
 * screen. A screen that wants to keep its list visible while it refreshes calls its own bound
 * `mutate()` and leaves its key out of `match`.
 */
export function useInvalidate() {
  const { mutate } = useSWRConfig()
  return useCallback(
    (match: (key: string) => boolean) => mutate((key) => typeof key === 'string' && match(key), undefined, { revalidate: true }),
    [mutate],
  )
}
