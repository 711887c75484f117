// The words the screens use for media types and statuses, and the formats of their dates and sizes.
// The types' names and labels are the server's (MEDIA_TYPE_LABEL, MEDIA_TYPE_PLURAL of the contract,
// which its RSS feeds use too); their colours and the statuses' words are the screens' own.
import type { BadgeTone } from '../../../components/ui/badge'
import { MEDIA_TYPE_LABEL, MEDIA_TYPES } from '../../../../../src/adapters/http/contract'
import type { MediaItemView, MediaStatus, MediaType } from '../api/media'

/** The manager's form: Type, one option per kind, in the server's order. */
export const TYPE_OPTIONS: readonly { value: MediaType; label: string }[] = MEDIA_TYPES.map((value) => ({ value, label: MEDIA_TYPE_LABEL[value] }))

export const TYPE_TONE: Record<MediaType, BadgeTone> = {
  press_release: 'primary',
  news: 'accent',
  press_kit: 'neutral',
  event: 'primary',
}

/** Media center wording (visitor-and-user-side.md §2): pending items read 'Pending Approval'. */
export const STATUS_LABEL: Record<MediaStatus, string> = {
  pending: 'Pending Approval',
  approved: 'Approved',
  rejected: 'Rejected',
}

export const STATUS_TONE: Record<MediaStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
}

/** The date a reader sees: when it was published, else when it was submitted. */
export const shownDate = (item: Pick<MediaItemView, 'publishedAt' | 'createdAt'>): string => item.publishedAt ?? item.createdAt

// Formatters made on first use (locale data is slow to load on a phone: lib/format.ts).
let eventFormat: Intl.DateTimeFormat | undefined

/** An event's date and time, en-US (visitor-and-user-side.md §9), in the reader's time zone. */
export const formatEventDate = (iso: string | null | undefined): string => {
  if (!iso) return ''
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : (eventFormat ??= new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })).format(d)
}

let sizeFormat: Intl.NumberFormat | undefined

/** 1234567 → '1.2 MB'. */
export const formatFileSize = (bytes: number | null | undefined): string => {
  if (!bytes || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(sizeFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })).format(bytes / 1024)} KB`
  return `${(sizeFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })).format(bytes / (1024 * 1024))} MB`
}

/** A short word for a file's type: 'PDF', 'PNG', 'DOCX'… */
export const fileKind = (fileType: string | null | undefined, fileName: string): string => {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]
  if (ext) return ext.toUpperCase()
  if (!fileType) return 'File'
  if (fileType === 'application/pdf') return 'PDF'
  if (fileType.startsWith('image/')) return fileType.slice(6).toUpperCase()
  if (fileType === 'text/uri-list') return 'Link'
  return 'File'
}

/**
 * Until when an item is (or, once approved, will be) under embargo (issue 22): an approved item's `embargoUntil`,
 * or the publication time a pending item asks for while it is ahead; null otherwise.
 */
export const embargoOf = (item: { readonly status: string; readonly embargoUntil: string | null; readonly publishAt: string | null }, now = Date.now()): string | null =>
  item.embargoUntil ?? (item.status === 'pending' && item.publishAt && new Date(item.publishAt).getTime() > now ? item.publishAt : null)
