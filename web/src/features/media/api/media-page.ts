// A media item's own public page (issue 22): what /media/{id}/{slug} shows, to anyone, signed in or not.
import useSWR from 'swr'
import { mediaPagePath, type MediaPageView } from '../../../../../src/adapters/http/contract'
import type { ApiError } from '../../../lib/api-client'

export type { MediaPageView }
export { mediaPagePath }

/**
 * GET /api/media-pages/{id}: a published item of a public company (press kits to media users and admins only);
 * with a preview link's token, an embargoed one (issue 22).
 */
export const mediaPageKey = (id: number | string, preview?: string | null) =>
  `/api/media-pages/${id}${preview ? `?preview=${encodeURIComponent(preview)}` : ''}`

export function useMediaPage(id: string | undefined, preview?: string | null) {
  return useSWR<MediaPageView, ApiError>(id && /^[1-9]\d{0,15}$/.test(id) ? mediaPageKey(id, preview) : null)
}
