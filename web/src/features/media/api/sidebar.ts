// The media center's side panel (visitor-and-user-side.md §2, §9): 4 featured companies, 2 upcoming exhibitions and
// the 3 latest approved press releases. Each is a small read of its own.
import useSWR from 'swr'
import type { DirectoryEntryView, ExhibitionView } from '../../../../../src/adapters/http/contract'
import type { ApiError } from '../../../lib/api-client'
import { MEDIA_PATH, type MediaItemView } from './media'

export type SidebarCompany = Pick<DirectoryEntryView, 'id' | 'name' | 'logo' | 'country' | 'sector' | 'isVerified'>
export type SidebarExhibition = Pick<ExhibitionView, 'id' | 'name' | 'startDate' | 'endDate' | 'location' | 'isVirtual'>

export function useSidebarCompanies() {
  return useSWR<SidebarCompany[], ApiError>('/api/companies?featured=true&limit=4')
}

export function useSidebarExhibitions() {
  return useSWR<SidebarExhibition[], ApiError>('/api/exhibitions?upcoming=true&limit=2')
}

/** Moderators would also get pending and rejected items without status=approved. */
export function useLatestPressReleases(moderator: boolean) {
  const key = `${MEDIA_PATH}?type=press_release&pageSize=3${moderator ? '&status=approved' : ''}`
  return useSWR<MediaItemView[], ApiError>(key)
}
