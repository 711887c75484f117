// A media item's own public page (issue 22): what /media/{id}/{slug} shows, to anyone, signed in or not.
import useSWR from 'swr'
import { mediaPagePath, type MediaPageView } from '../../../../../src/adapters/http/contract'
import type { ApiError } from '../../../lib/api-client'

export type { MediaPageView }
export { mediaPagePath }

/** GET /api/media-pages/{id}: an approved item of a public company (press kits to media users and admins only). */
export const mediaPageKey = (id: number | string) => `/api/media-pages/${id}`

export function useMediaPage(id: string | undefined) {
  return useSWR<MediaPageView, ApiError>(id && /^[1-9]\d{0,15}$/.test(id) ? mediaPageKey(id) : null)
}
