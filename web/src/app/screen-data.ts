// The data a screen's largest content needs, as SWR keys. The server fetches them for a page it
// renders (entry-server.tsx); in the browser, on the first page load, they are fetched together
// with the screen's code (`prefetchScreens` in router.tsx): the request runs beside the session and
// settings calls instead of after the code has loaded and rendered. SWR's preload hands the
// request to the screen's own hook (same key, same fetcher) if it mounts before the answer; an
// answer that comes first goes into the cache, so that the screen draws it in its first render.
// (An invalidation of the key drops the preloaded request, as for any other.)
// A page drawn on the server is drawn whole, with every list a visitor sees on it (search engines
// follow its links; and a list that arrives after hydration is drawn again in one long task).
import type { Params } from 'react-router-dom'
import { mutate, preload } from 'swr'
import { companyKey } from '../features/companies/api/companies'
import { directoryKey, facetsKey } from '../features/companies/api/directory'
import { FEATURED_COMPANIES_KEY } from '../features/companies/api/featured'
import { directoryQueryOf } from '../features/companies/hooks/use-directory-query'
import { exhibitionKey, exhibitionsKey, exhibitorsKey, publicTabOf, UPCOMING_EXHIBITIONS_KEY } from '../features/exhibitions/api/exhibitions'
import { legalPageKey } from '../features/legal/api/legal'
import { mediaPageKey } from '../features/media/api/media-page'
import { newsroomKey } from '../features/media/api/newsroom'
import { fetchJson, fetchPaged } from '../lib/api-client'
import { SECTORS_KEY } from '../lib/catalogue'
import { pageFrom } from '../lib/pagination'

/** An answer a screen needs: its SWR key, and whether it is a paged list (total in X-Total-Count, read by `fetchPaged`). */
export interface DataKey {
  readonly key: string
  readonly paged?: boolean
}

export type ScreenData = (params: Params, search: URLSearchParams) => readonly DataKey[]

/** Starts the requests; a failure is the screen's to show when it mounts, not an unhandled rejection now. */
export const preloadData = (keys: readonly DataKey[]): void => {
  for (const { key, paged } of keys) {
    void preload(key, paged ? fetchPaged : fetchJson).then(
      (data) => mutate(key, (cached: unknown) => cached ?? data, { revalidate: false }),
      () => undefined,
    )
  }
}

const isId = (id: string | undefined): id is string => !!id && /^[1-9]\d{0,15}$/.test(id)

/** A company profile: its description is the largest content. */
export const companyProfileData: ScreenData = ({ id }) => (isId(id) ? [{ key: companyKey(id) }] : [])

/** A company's newsroom: the page of its items the URL asks for, with its media contact. */
export const newsroomData: ScreenData = ({ id }, search) => (isId(id) ? [{ key: newsroomKey(id, pageFrom(search.get('page'))) }] : [])

/** The home page: the featured companies and the next exhibitions. */
export const homeData: ScreenData = () => [{ key: FEATURED_COMPANIES_KEY }, { key: UPCOMING_EXHIBITIONS_KEY }]

/** The directory: the page of results the URL asks for, the filters' counts, and the sectors to choose from. */
export const directoryData: ScreenData = (_, search) => {
  const query = directoryQueryOf(search)
  // A user's saved companies are theirs: asked for in the browser, with the session.
  return [...(query.saved ? [] : [{ key: directoryKey(query), paged: true }]), { key: facetsKey(query) }, { key: SECTORS_KEY }]
}

/** /exhibitions: the tab and page the URL asks for. */
export const exhibitionsData: ScreenData = (_, search) => [{ key: exhibitionsKey(publicTabOf(search.get('tab')), pageFrom(search.get('page'))), paged: true }]

/** An exhibition: the poster, facts and description, its exhibitors, and the sectors it is open to. */
export const exhibitionData: ScreenData = ({ id }) => (isId(id) ? [{ key: exhibitionKey(id) }, { key: exhibitorsKey(id) }, { key: SECTORS_KEY }] : [])

/** A media item's public page: the item, its company and attachments. */
export const mediaPageData: ScreenData = ({ id }, search) => (isId(id) ? [{ key: mediaPageKey(id, search.get('preview')) }] : [])

/** The legal pages (issue 23): their text. */
export const privacyData: ScreenData = () => [{ key: legalPageKey('privacy') }]
export const termsData: ScreenData = () => [{ key: legalPageKey('terms') }]
