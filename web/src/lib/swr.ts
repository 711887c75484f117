import { useCallback } from 'react'
import { useSWRConfig, type Middleware, type SWRConfiguration } from 'swr'
import { ApiError, fetchJson } from './api-client'

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

/**
 * The answers a server-rendered page was drawn without (404: the company, item or exhibition is not
 * there; PageSeed.missing). Until the key has an answer of its own, its hook says 404 at once, so the
 * screen draws its "not found" copy on the server and at hydration alike, not a loading state first.
 */
export const seeded404 = (missing: ReadonlySet<string>): Middleware => (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config)
  if (typeof key !== 'string' || !missing.has(key) || swr.data !== undefined || swr.error !== undefined) return swr
  const error = new ApiError(404, 'Not Found', '404: Not Found')
  return { data: undefined, error, isLoading: false, isValidating: swr.isValidating, mutate: swr.mutate }
}
