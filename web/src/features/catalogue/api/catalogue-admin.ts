// Catalogue administration (admin-back-office.md: Categories & Sectors): sectors, subsectors, and
// product and service categories. Reads of sectors and subsectors are shared in lib/catalogue.
import { useCallback } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { ADMIN_PAGE_SIZE, SUBSECTOR_SORTS, type AdminSubsectorView, type CategoryView, type SectorUsage } from '../../../../../src/adapters/http/contract'
import { api, type ApiError } from '../../../lib/api-client'
import { filterQuery, sortText, type TableSort } from '../../../lib/table-query'
import { SECTORS_KEY, SUBSECTORS_KEY, type SectorView, type SubsectorView } from '../../../lib/catalogue'
import { useInvalidate } from '../../../lib/swr'

export type { AdminSubsectorView, CategoryView, SectorUsage, SectorView, SubsectorView }

export type CategoryKind = 'product' | 'service'

const categoriesKey = (kind: CategoryKind) => `/api/${kind}-categories`
const adminCategoriesPath = (kind: CategoryKind) => `/api/admin/${kind}-categories`

export const useCategories = (kind: CategoryKind) => useSWR<CategoryView[], ApiError>(categoriesKey(kind))

export interface SectorInput {
  name: string
  description: string
  icon: string
}

export interface ChildInput {
  name: string
  sectorId: number
  description?: string
}

export const createSector = (b: SectorInput) => api.post<SectorView>(SECTORS_KEY, b)
export const updateSector = (id: number, b: SectorInput) => api.patch<SectorView>(`${SECTORS_KEY}/${id}`, b)
/** Deletes a sector; what uses it (companies, exhibitions) moves to `moveTo` in the same request. */
export const deleteSector = (id: number, moveTo?: number) =>
  api.delete<void>(`${SECTORS_KEY}/${id}${moveTo === undefined ? '' : `?${new URLSearchParams({ moveTo: String(moveTo) })}`}`)

/** What uses a sector: its companies and the exhibitions that name it (asked when its deletion is offered). */
export const useSectorUsage = (id: number) => useSWR<SectorUsage, ApiError>(`/api/admin/sectors/${id}/usage`, { revalidateOnFocus: false })

const ADMIN_SUBSECTORS_PATH = '/api/admin/subsectors'

export interface AdminSubsectorQuery {
  readonly page: number
  readonly search: string
  readonly sort?: TableSort | null
  readonly pageSize?: number
}

/** The Subsectors tab: a page of subsectors, searched and sorted on the server. */
export function useAdminSubsectors(q: AdminSubsectorQuery) {
  const p = filterQuery({ search: q.search.trim(), sort: sortText(q.sort) })
  p.set('page', String(q.page))
  p.set('pageSize', String(q.pageSize ?? ADMIN_PAGE_SIZE))
  return useSWR<AdminSubsectorPage, ApiError>(`${ADMIN_SUBSECTORS_PATH}?${p}`, { keepPreviousData: true })
}

export interface AdminSubsectorPage {
  readonly subsectors: readonly AdminSubsectorView[]
  readonly totalPages: number
  readonly totalSubsectors: number
}

export { SUBSECTOR_SORTS }

export const createSubsector = (b: ChildInput) => api.post<SubsectorView>(SUBSECTORS_KEY, b)
export const updateSubsector = (id: number, b: ChildInput) => api.patch<SubsectorView>(`${SUBSECTORS_KEY}/${id}`, b)
export const deleteSubsector = (id: number) => api.delete<void>(`${SUBSECTORS_KEY}/${id}`)

export const createCategory = (kind: CategoryKind, b: ChildInput) => api.post<CategoryView>(adminCategoriesPath(kind), b)
export const updateCategory = (kind: CategoryKind, id: number, b: ChildInput) => api.patch<CategoryView>(`${adminCategoriesPath(kind)}/${id}`, b)
export const deleteCategory = (kind: CategoryKind, id: number) => api.delete<void>(`${adminCategoriesPath(kind)}/${id}`)

/**
 * After any catalogue change: the four lists of the screen reload in place; the other answers
 * that show sector or subsector names or use a sector (subsectors of one sector, the directory,
 * companies, exhibitions, sector usage) are dropped and load again when next shown.
 */
export function useRefreshCatalogue() {
  const { mutate } = useSWRConfig()
  const invalidate = useInvalidate()
  return useCallback(async () => {
    const lists = [SECTORS_KEY, SUBSECTORS_KEY, categoriesKey('product'), categoriesKey('service')]
    await Promise.all([
      ...lists.map((k) => mutate(k)),
      invalidate((k) => !lists.includes(k) && (k.startsWith(`${SUBSECTORS_KEY}?`) || k.startsWith('/api/companies') || k.startsWith('/api/admin/companies') || k === '/api/my-companies'
        || k.startsWith('/api/exhibitions') || k.startsWith('/api/admin/exhibitions') || k.startsWith('/api/admin/sectors/') || k.startsWith(ADMIN_SUBSECTORS_PATH))),
    ])
  }, [mutate, invalidate])
}
