// The data a screen's largest content needs, as SWR keys. The server fetches them for a page it
// renders (entry-server.tsx); in the browser, on the first page load, they are fetched together
// with the screen's code (`prefetchScreens` in router.tsx): the request runs beside the session and
// settings calls instead of after the code has loaded and rendered. SWR's preload hands the
// request to the screen's own hook (same key, same fetcher) if it mounts before the answer; an
// answer that comes first goes into the cache, so that the screen draws it in its first render.
// (An invalidation of the key drops the preloaded request, as for any other.)
// Only where the largest content is data: on the home page and the directory it is a heading or
// a description, and data there would only make the first render heavier before it is painted.
import type { Params } from 'react-router-dom'
import { mutate, preload } from 'swr'
import { companyKey } from '../features/companies/api/companies'
import { fetchJson } from '../lib/api-client'

export type ScreenData = (params: Params, search: URLSearchParams) => readonly string[]

/** Starts the requests; a failure is the screen's to show when it mounts, not an unhandled rejection now. */
export const preloadData = (keys: readonly string[]): void => {
  for (const key of keys) {
    void preload(key, fetchJson).then(
      (data) => mutate(key, (cached: unknown) => cached ?? data, { revalidate: false }),
      () => undefined,
    )
  }
}

/** A company profile: its description is the largest content. */
export const companyProfileData: ScreenData = ({ id }) => (id && /^[1-9]\d{0,15}$/.test(id) ? [companyKey(id)] : [])
