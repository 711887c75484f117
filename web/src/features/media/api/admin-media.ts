// The back office's media requests (admin, super_admin): the paged table, one item, its edit
// and deletion, and the media access requests.
import useSWR from 'swr'
import { ADMIN_PAGE_SIZE, MEDIA_SORTS, type AdminMediaPage } from '../../../../../src/adapters/http/contract'
import { api, type ApiError } from '../../../lib/api-client'
import { filterQuery, sortText, type TableSort } from '../../../lib/table-query'
import type { MediaItemView, MediaPayload, MediaType } from './media'

export type { AdminMediaPage }

const ADMIN_MEDIA_PATH = '/api/admin/media'

export type AdminMediaTab = 'pending' | 'approved' | 'rejected' | 'all'

export interface AdminMediaQuery {
  readonly tab: AdminMediaTab
  readonly search: string
  readonly type: MediaType | ''
  /** A sector id, or '' for all. */
  readonly sector: string
  readonly page: number
  readonly sort?: TableSort | null
  readonly pageSize?: number
}

const filterOf = (q: AdminMediaQuery) => filterQuery({ tab: q.tab, search: q.search.trim(), type: q.type, sector: q.sector, sort: sortText(q.sort) })

const adminMediaKey = (q: AdminMediaQuery): string => {
  const p = filterOf(q)
  p.set('page', String(q.page))
  p.set('pageSize', String(q.pageSize ?? ADMIN_PAGE_SIZE))
  return `${ADMIN_MEDIA_PATH}?${p}`
}

/** The CSV download of the table as filtered and sorted. */
export const adminMediaExportUrl = (q: AdminMediaQuery): string => `${ADMIN_MEDIA_PATH}/export?${filterOf(q)}`

export { MEDIA_SORTS }

const adminMediaItemKey = (id: number | string) => `${ADMIN_MEDIA_PATH}/${id}`

export function useAdminMedia(q: AdminMediaQuery) {
  return useSWR<AdminMediaPage, ApiError>(adminMediaKey(q), { keepPreviousData: true })
}

export function useAdminMediaItem(id: number | string | undefined) {
  return useSWR<MediaItemView, ApiError>(id ? adminMediaItemKey(id) : null)
}

/** An admin's edit does not send the item back to review. */
export const updateAdminMedia = (id: number, body: MediaPayload) => api.patch<MediaItemView>(adminMediaItemKey(id), body)
export const deleteAdminMedia = (id: number) => api.delete<void>(adminMediaItemKey(id))

// Media access requests ('Request Media Access', shared/design/decisions.md §6).
export interface MediaAccessRequestView {
  readonly id: number
  readonly userId: number
  readonly status: 'pending' | 'approved' | 'rejected'
  readonly message: string | null
  readonly createdAt: string
  readonly decidedAt: string | null
  readonly user: { readonly id: number; readonly name: string; readonly email: string; readonly role: string }
}

const ADMIN_ACCESS_REQUESTS_KEY = '/api/admin/media-access-requests?status=pending'

export function usePendingAccessRequests() {
  return useSWR<MediaAccessRequestView[], ApiError>(ADMIN_ACCESS_REQUESTS_KEY)
}

/** Approving makes the user a media user (their sessions end); declining leaves the role as it is. */
export const decideAccessRequest = (id: number, status: 'approved' | 'rejected') =>
  api.patch<{ id: number; status: string }>(`/api/admin/media-access-requests/${id}`, { status })
