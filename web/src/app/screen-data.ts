// The data a public screen shows first, fetched on the first page load together with the
// screen's code (see `screen` in router.tsx): the requests then run beside the session and
// settings calls instead of after the code has loaded and rendered. SWR's preload hands the
// request to the screen's own hook (same key, same fetcher) if it mounts before the answer; an
// answer that comes first goes into the cache, so that the screen draws it in its first render.
// (An invalidation of the key drops the preloaded request, as for any other.)
import type { Params } from 'react-router-dom'
import { mutate, preload } from 'swr'
import { companyKey } from '../features/companies/api/companies'
import { directoryKey, facetsKey } from '../features/companies/api/directory'
import { FEATURED_COMPANIES_KEY } from '../features/companies/api/featured'
import { directoryQueryOf } from '../features/companies/hooks/use-directory-query'
import { UPCOMING_EXHIBITIONS_KEY } from '../features/exhibitions/api/exhibitions'
import { fetchJson, fetchPaged } from '../lib/api-client'
import { SECTORS_KEY } from '../lib/catalogue'

export type ScreenData = (params: Params, search: URLSearchParams) => void

/** Starts a request; a failure is the screen's to show when it mounts, not an unhandled rejection now. */
const early = (key: string, fetcher: (key: string) => Promise<unknown> = fetchJson) =>
  void preload(key, fetcher).then(
    (data) => mutate(key, (cached: unknown) => cached ?? data, { revalidate: false }),
    () => undefined,
  )

export const homeData: ScreenData = () => {
  early(FEATURED_COMPANIES_KEY)
  early(UPCOMING_EXHIBITIONS_KEY)
}

export const directoryData: ScreenData = (_params, search) => {
  const query = directoryQueryOf(search)
  early(directoryKey(query), fetchPaged)
  early(facetsKey(query))
  early(SECTORS_KEY)
}

export const companyProfileData: ScreenData = ({ id }) => {
  if (id) early(companyKey(id))
}
