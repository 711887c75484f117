import type { MediaItem, NewMediaItem } from './media-item'

/** Port: media items and their attachments. */
export interface MediaRepository {
  byId(id: number): Promise<MediaItem | undefined>
  /** Locks the company against concurrent publishing, then counts its items (inside a unit of work). */
  countForCompanyLocked(companyId: number): Promise<number>
  add(item: NewMediaItem): Promise<MediaItem>
  save(item: MediaItem): Promise<void>
  remove(id: number): Promise<void>
  /** Approved items whose publication time has come and is not told yet (oldest first), locked for this unit of work. */
  duePublications(now: Date, limit: number): Promise<MediaItem[]>
}
