// The media requests of the SPA: the media center's paged lists, a company's items, one item,
// and the commands (publish, edit, delete, moderate). Shapes come from the server's contract.
import useSWR from 'swr'
import { MEDIA_CENTER_PAGE_SIZE, type MediaItemView, type MediaStatus, type MediaType } from '../../../../../src/adapters/http/contract'
import { api, fetchPaged, type ApiError, type PagedList } from '../../../lib/api-client'

export type { MediaItemView, MediaStatus, MediaType }
export type MediaAttachment = MediaItemView['attachments'][number]

export const MEDIA_PATH = '/api/media'
export const MEDIA_RSS_PATH = '/api/media/rss.xml'

const companyMediaKey = (companyId: number | string) => `/api/companies/${companyId}/media`
export const companyMediaRss = (companyId: number | string) => `/api/companies/${companyId}/media/rss.xml`
export const attachmentsZipUrl = (id: number) => `${MEDIA_PATH}/${id}/attachments.zip`

/**
 * Every cached answer that shows media items: the media center's lists, a company's items, the
 * admin table and detail, and the admin dashboard's counts and pending approvals.
 */
export const isMediaKey = (key: string): boolean =>
  key.startsWith(`${MEDIA_PATH}?`) ||
  key.startsWith('/api/admin/media') ||
  key.startsWith('/api/admin/audit') ||
  key.startsWith('/api/company-media/') ||
  /^\/api\/companies\/\d+\/(media|news)/.test(key) ||
  key.startsWith('/api/admin/pending-approvals') ||
  key.startsWith('/api/admin/stats')

export interface MediaCenterQuery {
  readonly type: MediaType
  readonly search: string
  /** A sector id, or '' for all. */
  readonly sector: string
  /** Moderators only: one status, or '' for every status. */
  readonly status: MediaStatus | ''
  readonly page: number
}

const mediaListKey = (q: MediaCenterQuery): string => {
  const p = new URLSearchParams({ type: q.type })
  if (q.type === 'event') p.set('upcoming', 'true')
  if (q.search.trim()) p.set('search', q.search.trim())
  if (q.sector) p.set('sector', q.sector)
  if (q.status) p.set('status', q.status)
  p.set('page', String(q.page))
  p.set('pageSize', String(MEDIA_CENTER_PAGE_SIZE))
  return `${MEDIA_PATH}?${p}`
}

/** One page of the media center (its total in X-Total-Count); the previous page stays on screen while the next loads. */
export function useMediaList(q: MediaCenterQuery | null) {
  return useSWR<PagedList<MediaItemView>, ApiError>(q ? mediaListKey(q) : null, fetchPaged<MediaItemView>, { keepPreviousData: true })
}

/** A company's items: approved ones for readers, every status for its manager and admins. */
export function useCompanyMediaItems(companyId: number | string | undefined) {
  return useSWR<MediaItemView[], ApiError>(companyId ? companyMediaKey(companyId) : null)
}

/** The body of a publish or an edit (an edit sends every field again, attachments included). */
export interface MediaPayload {
  readonly title: string
  readonly content: string
  readonly type: MediaType
  readonly thumbnailUrl?: string | null
  readonly eventDate?: string | null
  readonly eventLocation?: string | null
  /** The publication time (embargo), an instant; null: at approval. */
  readonly publishAt?: string | null
  readonly attachments: readonly { readonly fileUrl: string; readonly filename?: string }[]
}

export const publishMedia = (companyId: number, body: MediaPayload) => api.post<MediaItemView>(companyMediaKey(companyId), body)
export const updateMedia = (id: number, body: MediaPayload) => api.patch<MediaItemView>(`/api/company-media/${id}`, body)
export const deleteMedia = (id: number) => api.delete<void>(`/api/company-media/${id}`)

/** pending: back to review (the undo of an approval). */
export type ModerationDecision = 'approved' | 'rejected' | 'pending'

/** Media users and admins: pending → approved | rejected, approved → rejected, rejected → approved. */
export const moderateMedia = (id: number, status: ModerationDecision, reason?: string) =>
  api.post<MediaItemView>(`/api/company-media/${id}/approve`, reason?.trim() ? { status, reason: reason.trim() } : { status })
