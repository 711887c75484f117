/**
 * The kinds of media item and their moderation states, with the words the product shows for the
 * kinds, in a module of its own without imports: the server (codecs, RSS feeds) and the web
 * client's screens read the same names and labels (through src/adapters/http/contract.ts).
 */

export const MEDIA_TYPES = ['press_release', 'news', 'press_kit', 'event'] as const
export type MediaType = (typeof MEDIA_TYPES)[number]

export const MEDIA_STATUSES = ['pending', 'approved', 'rejected'] as const
export type MediaStatus = (typeof MEDIA_STATUSES)[number]

/** One item of a kind, as a badge, a detail page or a feed's category names it ('Press Release': admin-back-office.md §2, the dashboard's Pending Approvals). */
export const MEDIA_TYPE_LABEL: Readonly<Record<MediaType, string>> = {
  press_release: 'Press Release',
  news: 'News',
  press_kit: 'Press Kit',
  event: 'Event',
}

/** Items of a kind, as the admin type filter names them (admin-back-office.md §2, Media page: Press Releases, News, Press Kits, Events). */
export const MEDIA_TYPE_PLURAL: Readonly<Record<MediaType, string>> = {
  press_release: 'Press Releases',
  news: 'News',
  press_kit: 'Press Kits',
  event: 'Events',
}

/** At most this many characters of a title make an item's slug. */
const SLUG_MAX = 80

/**
 * The words of an item's address (`/media/{id}/{slug}`): its title in lower-case ASCII letters and digits
 * joined by hyphens (accents dropped), at most 80 characters; `item` when nothing of the title is left.
 * The id finds the item; the slug only makes the address readable, so a wrong one is redirected.
 */
export const mediaSlug = (title: string): string =>
  title.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, SLUG_MAX).replace(/^-+|-+$/g, '') || 'item'

/** An item's own public page (issue 22): `/media/{id}/{slug}`. */
export const mediaPagePath = (item: { readonly id: number; readonly title: string }): string => `/media/${item.id}/${mediaSlug(item.title)}`
