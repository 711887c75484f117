// GET /api/companies (one page of the directory, total in X-Total-Count) and its facets.
import useSWR from 'swr'
import { DIRECTORY_PAGE_SIZE, MAX_RESULT_WINDOW, type DirectoryFacets, type DirectorySort } from '../../../../../src/adapters/http/contract'
import { fetchPaged, type ApiError, type PagedList } from '../../../lib/api-client'
import { COMPANIES_PATH, type DirectoryEntryView } from './companies'

export type { DirectoryFacets, DirectorySort }

export { DIRECTORY_PAGE_SIZE }

/** The last page the server pages to (page × page size within its result window; past it, 400). */
const DIRECTORY_LAST_PAGE = Math.floor(MAX_RESULT_WINDOW / DIRECTORY_PAGE_SIZE)

export interface DirectoryFilters {
  readonly search: string
  readonly sectorId: string
  readonly subsectorId: string
  /** ISO codes of the chosen countries. */
  readonly countries: readonly string[]
  readonly verified: boolean
  /** Only the companies the signed-in user saved. */
  readonly saved: boolean
  /** The words as typed, never corrected ("Search instead for …"). */
  readonly exact?: boolean
}

export interface DirectoryQuery extends DirectoryFilters {
  readonly sort: DirectorySort
  readonly page: number
}

const filterParams = (f: DirectoryFilters): URLSearchParams => {
  const p = new URLSearchParams()
  if (f.search.trim()) p.set('search', f.search.trim())
  if (f.search.trim() && f.exact) p.set('exact', 'true')
  if (f.sectorId) p.set('sectorId', f.sectorId)
  if (f.subsectorId) p.set('subsectorId', f.subsectorId)
  if (f.countries.length > 0) p.set('country', f.countries.join(','))
  if (f.verified) p.set('verified', 'true')
  if (f.saved) p.set('saved', 'true')
  return p
}

export const directoryKey = (q: DirectoryQuery): string => {
  const p = filterParams(q)
  p.set('sort', q.sort)
  // A page past the window is asked as its last page: the answer's total then sends the visitor to the
  // list's last page (company-directory.tsx), where a 400 would only say that the page is too far.
  p.set('page', String(Math.min(q.page, DIRECTORY_LAST_PAGE)))
  p.set('pageSize', String(DIRECTORY_PAGE_SIZE))
  return `${COMPANIES_PATH}?${p}`
}

/** The directory page's one address: its filters and page (the order of the results is not another page). */
export const directoryCanonical = (q: DirectoryQuery): string => {
  // A user's own saved companies are no public page's address.
  const p = filterParams({ ...q, saved: false })
  if (q.page > 1) p.set('page', String(q.page))
  const query = p.toString()
  return `/directory${query ? `?${query}` : ''}`
}

export const facetsKey = (f: DirectoryFilters): string => {
  const p = filterParams(f).toString()
  return `${COMPANIES_PATH}/facets${p ? `?${p}` : ''}`
}

export function useDirectory(q: DirectoryQuery) {
  return useSWR<PagedList<DirectoryEntryView>, ApiError>(directoryKey(q), fetchPaged<DirectoryEntryView>)
}

export function useDirectoryFacets(f: DirectoryFilters) {
  return useSWR<DirectoryFacets, ApiError>(facetsKey(f), { keepPreviousData: true })
}
