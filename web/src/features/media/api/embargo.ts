// Items under embargo and their preview links (issue 22): media professionals list them and get a signed,
// expiring link to open one before its publication time.
import useSWR from 'swr'
import type { EmbargoedItemView } from '../../../../../src/adapters/http/contract'
import { api, type ApiError } from '../../../lib/api-client'

export type { EmbargoedItemView }

const EMBARGOED_KEY = '/api/media/embargoed'

export function useEmbargoedItems(enabled: boolean) {
  return useSWR<EmbargoedItemView[], ApiError>(enabled ? EMBARGOED_KEY : null)
}

export interface PreviewLink {
  readonly url: string
  readonly path: string
  readonly expiresAt: string
}

export const createPreviewLink = (id: number) => api.post<PreviewLink>(`/api/media/${id}/preview-links`, {})
