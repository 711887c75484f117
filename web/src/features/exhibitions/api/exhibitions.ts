// The public exhibition requests: the lists of /exhibitions and the home page, one exhibition,
// its confirmed exhibitors, and the calendar files.
import useSWR from 'swr'
import type { DirectoryEntryView, ExhibitionView } from '../../../../../src/adapters/http/contract'
import { fetchPaged, type ApiError, type PagedList } from '../../../lib/api-client'

export type { ExhibitionView }

/** A confirmed exhibitor: a directory entry with its booth. */
export type Exhibitor = DirectoryEntryView & { readonly boothNumber: string | null }

const EXHIBITIONS_PATH = '/api/exhibitions'
export const ADMIN_EXHIBITIONS_PATH = '/api/admin/exhibitions'
export const MY_APPLICATIONS_KEY = '/api/my-applications'

/** The subscribable feed of upcoming and ongoing exhibitions. */
export const CALENDAR_FEED_URL = `${EXHIBITIONS_PATH}/calendar.ics`
export const calendarUrl = (id: number | string) => `${EXHIBITIONS_PATH}/${id}/calendar.ics`

export const UPCOMING_EXHIBITIONS_KEY = `${EXHIBITIONS_PATH}?upcoming=true&limit=3`

/** Home: the next three exhibitions. */
export function useUpcomingExhibitions() {
  return useSWR<ExhibitionView[], ApiError>(UPCOMING_EXHIBITIONS_KEY)
}

const PUBLIC_TABS = ['upcoming', 'ongoing', 'past'] as const
export type PublicTab = (typeof PUBLIC_TABS)[number]

/** The tab a URL's `tab` asks for: Upcoming unless it names another. */
export const publicTabOf = (raw: string | null): PublicTab => PUBLIC_TABS.find((t) => t === raw) ?? 'upcoming'
export const PUBLIC_PAGE_SIZE = 12

export const exhibitionsKey = (tab: PublicTab, page: number): string =>
  `${EXHIBITIONS_PATH}?${new URLSearchParams({ tab, limit: String(PUBLIC_PAGE_SIZE), page: String(page) })}`

/** One tab of /exhibitions, a page at a time (the total is in X-Total-Count). */
export function useExhibitions(tab: PublicTab, page: number) {
  return useSWR<PagedList<ExhibitionView>, ApiError>(exhibitionsKey(tab, page), fetchPaged<ExhibitionView>)
}

export const exhibitionKey = (id: number | string) => `${EXHIBITIONS_PATH}/${id}`

export function useExhibition(id: string | undefined) {
  return useSWR<ExhibitionView, ApiError>(id ? exhibitionKey(id) : null)
}

export const exhibitorsKey = (id: number | string) => `${exhibitionKey(id)}/companies`

/** Confirmed exhibitors, verified and most viewed first. */
export function useExhibitors(id: number | undefined) {
  return useSWR<Exhibitor[], ApiError>(id ? exhibitorsKey(id) : null)
}

/** Every cached answer that shows exhibitions or participations (the audit trail's histories too). */
export const isExhibitionKey = (key: string): boolean =>
  key.startsWith(EXHIBITIONS_PATH) || key.startsWith(ADMIN_EXHIBITIONS_PATH) || key === MY_APPLICATIONS_KEY || key.startsWith('/api/admin/audit')
