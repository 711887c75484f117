import type { SWRConfiguration } from 'swr'
import { fetchJson } from './api-client'

// Client data policy (spec §7): no automatic retry, no refetch on focus or
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
