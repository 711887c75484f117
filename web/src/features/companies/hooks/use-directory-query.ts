// The directory's search, filters, sort and page live in the URL query, so a result list
// can be shared and the back button walks through earlier searches.
import { useCallback, useMemo } from 'react'
import { pageFrom } from '../../../lib/pagination'
import { useUrlQuery } from '../../../lib/url-query'
import type { DirectoryQuery, DirectorySort } from '../api/directory'

export const SORT_OPTIONS: readonly { value: DirectorySort; label: string }[] = [
  { value: 'relevant', label: 'Relevant' },
  { value: 'a-z', label: 'A–Z' },
  { value: 'recent', label: 'Recent' },
  { value: 'popular', label: 'Popular' },
]

const KEYS = ['search', 'exact', 'sectorId', 'subsectorId', 'country', 'verified', 'saved', 'sort'] as const

const isSort = (v: string): v is DirectorySort => SORT_OPTIONS.some((o) => o.value === v)

/** The directory query a URL's query string asks for (also what the server renders: app/screen-data.ts). */
export const directoryQueryOf = (params: URLSearchParams): DirectoryQuery => {
  const value = (k: (typeof KEYS)[number]) => params.get(k) ?? ''
  const sort = value('sort')
  return {
    search: value('search'),
    exact: value('exact') === 'true',
    sectorId: value('sectorId'),
    subsectorId: value('sectorId') ? value('subsectorId') : '',
    countries: value('country').split(',').map((c) => c.trim()).filter(Boolean),
    verified: value('verified') === 'true',
    saved: value('saved') === 'true',
    sort: isSort(sort) ? sort : 'relevant',
    page: pageFrom(params.get('page')),
  }
}

export function useDirectoryQuery() {
  const { params, update: set } = useUrlQuery(KEYS)

  const query = useMemo<DirectoryQuery>(() => directoryQueryOf(params), [params])

  const update = useCallback(
    (c: Partial<DirectoryQuery>) =>
      set({
        // A new search is corrected again unless it asks otherwise ("Search instead for …" asks for the words as typed).
        ...(c.search !== undefined || c.exact !== undefined ? { exact: c.exact ? 'true' : '' } : {}),
        ...(c.search !== undefined ? { search: c.search } : {}),
        ...(c.sectorId !== undefined ? { sectorId: c.sectorId } : {}),
        ...(c.subsectorId !== undefined ? { subsectorId: c.subsectorId } : {}),
        ...(c.countries !== undefined ? { country: c.countries.join(',') } : {}),
        ...(c.verified !== undefined ? { verified: c.verified ? 'true' : '' } : {}),
        ...(c.saved !== undefined ? { saved: c.saved ? 'true' : '' } : {}),
        ...(c.sort !== undefined ? { sort: c.sort === 'relevant' ? '' : c.sort } : {}),
        ...(c.page !== undefined ? { page: c.page } : {}),
      }),
    [set],
  )

  const clearFilters = useCallback(
    (alsoSearch = false) => set({ sectorId: '', subsectorId: '', country: '', verified: '', saved: '', ...(alsoSearch ? { search: '', exact: '' } : {}) }),
    [set],
  )

  const activeFilters = (query.sectorId ? 1 : 0) + (query.subsectorId ? 1 : 0) + query.countries.length + (query.verified ? 1 : 0) + (query.saved ? 1 : 0)

  return { query, update, clearFilters, activeFilters }
}
