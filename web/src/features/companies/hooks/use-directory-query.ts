// The directory's search, filters, sort and page live in the URL query, so a result list
// can be shared and the back button walks through earlier searches.
import { useCallback, useMemo } from 'react'
import { useUrlQuery } from '../../../lib/url-query'
import type { DirectoryQuery, DirectorySort } from '../api/directory'

export const SORT_OPTIONS: readonly { value: DirectorySort; label: string }[] = [
  { value: 'relevant', label: 'Relevant' },
  { value: 'a-z', label: 'A–Z' },
  { value: 'recent', label: 'Recent' },
  { value: 'popular', label: 'Popular' },
]

const KEYS = ['search', 'sectorId', 'subsectorId', 'country', 'verified', 'sort'] as const

const isSort = (v: string): v is DirectorySort => SORT_OPTIONS.some((o) => o.value === v)

export function useDirectoryQuery() {
  const { values, page, update: set } = useUrlQuery(KEYS)

  const query = useMemo<DirectoryQuery>(
    () => ({
      search: values.search,
      sectorId: values.sectorId,
      subsectorId: values.sectorId ? values.subsectorId : '',
      countries: values.country.split(',').map((c) => c.trim()).filter(Boolean),
      verified: values.verified === 'true',
      sort: isSort(values.sort) ? values.sort : 'relevant',
      page,
    }),
    [values, page],
  )

  const update = useCallback(
    (c: Partial<DirectoryQuery>) =>
      set({
        ...(c.search !== undefined ? { search: c.search } : {}),
        ...(c.sectorId !== undefined ? { sectorId: c.sectorId } : {}),
        ...(c.subsectorId !== undefined ? { subsectorId: c.subsectorId } : {}),
        ...(c.countries !== undefined ? { country: c.countries.join(',') } : {}),
        ...(c.verified !== undefined ? { verified: c.verified ? 'true' : '' } : {}),
        ...(c.sort !== undefined ? { sort: c.sort === 'relevant' ? '' : c.sort } : {}),
        ...(c.page !== undefined ? { page: c.page } : {}),
      }),
    [set],
  )

  const clearFilters = useCallback(
    (alsoSearch = false) => set({ sectorId: '', subsectorId: '', country: '', verified: '', ...(alsoSearch ? { search: '' } : {}) }),
    [set],
  )

  const activeFilters = (query.sectorId ? 1 : 0) + (query.subsectorId ? 1 : 0) + query.countries.length + (query.verified ? 1 : 0)

  return { query, update, clearFilters, activeFilters }
}
