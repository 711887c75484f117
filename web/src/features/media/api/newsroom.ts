// A company's newsroom (issue 22): its public items a page at a time, with its media contact.
import useSWR from 'swr'
import type { MediaContactView, Newsroom } from '../../../../../src/adapters/http/contract'
import type { ApiError } from '../../../lib/api-client'

export type { MediaContactView, Newsroom }

/** The newsroom's page as the address of its answer (the server's page size). */
export const newsroomKey = (companyId: number | string, page: number) => `/api/companies/${companyId}/news${page > 1 ? `?page=${page}` : ''}`

/** The page's address in the SPA. */
export const newsroomPath = (companyId: number | string) => `/companies/${companyId}/news`

/** One page of a newsroom; the previous page stays on screen while the next loads. */
export function useNewsroom(companyId: string | undefined, page: number) {
  return useSWR<Newsroom, ApiError>(companyId ? newsroomKey(companyId, page) : null, { keepPreviousData: true })
}
