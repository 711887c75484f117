import type { MediaSort } from '../admin/list-sort'
import type { MediaStatus, MediaType } from '../../domain/media/media-type'

/** A media item as the media center, the profile and the admin screens show it (both specs' names). */
export interface MediaItemView {
  readonly id: number
  readonly companyId: number
  readonly companyName: string
  readonly companyLogo: string | null
  readonly company: { readonly id: number; readonly name: string; readonly logo: string | null }
  readonly title: string
  readonly content: string
  readonly type: MediaType
  readonly status: MediaStatus
  readonly sector: string
  readonly sectorId: number
  readonly thumbnailUrl: string | null
  readonly eventDate: string | null
  readonly eventLocation: string | null
  readonly publishedAt: string | null
  /** The publication time its manager asked for (issue 22), none for "at approval". */
  readonly publishAt: string | null
  /** Approved, its publication time still ahead: under embargo until then (null otherwise). */
  readonly embargoUntil: string | null
  readonly createdAt: string
  readonly rejectionReason: string | null
  readonly attachments: readonly { readonly id: number; readonly fileName: string; readonly filename: string; readonly fileUrl: string; readonly fileType: string; readonly fileSize: number }[]
}

/** A list's filter and order, its page aside (the admin table's CSV export). */
export type MediaFilter = Omit<MediaListQuery, 'page' | 'pageSize'>

export interface MediaListQuery {
  /** The admin table's sort; by default newest first (upcoming events: soonest first). */
  readonly sort?: MediaSort
  readonly statuses: readonly MediaStatus[]
  readonly types?: readonly MediaType[]
  readonly search?: string
  readonly sectorId?: number
  readonly sectorName?: string
  readonly companyId?: number
  /** Events whose date is today or later. */
  readonly upcomingEventsFrom?: Date
  /** Published items only: approved and their publication time come (an embargoed item is not; issue 22). */
  readonly published?: boolean
  /** Embargoed items only: approved, their publication time ahead (the "Under embargo" list). */
  readonly embargoed?: boolean
  /** Admins see the items of companies that are not public too. */
  readonly anyCompany?: boolean
  readonly page: number
  readonly pageSize: number
}

export interface MediaReadModel {
  list(q: MediaListQuery): Promise<{ items: readonly MediaItemView[]; total: number }>
  detail(id: number): Promise<MediaItemView | undefined>
  /** Every item of the filter in its sort, read in batches (the CSV export). */
  exportItems(q: MediaFilter): AsyncIterable<MediaItemView>
}
