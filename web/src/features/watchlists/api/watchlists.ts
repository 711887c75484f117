// The "Saved searches and follows" page: renaming a saved search, changing its digest, deleting it
// (PATCH and DELETE /api/saved-searches/:id), and what the user follows (GET /api/follows, DELETE /api/follows/…).
import useSWR from 'swr'
import type { FollowAnswer, SavedSearchAnswer } from '../../../../../src/adapters/http/contract'
import { api, type ApiError } from '../../../lib/api-client'

export type { FollowAnswer }
export type DigestFrequency = SavedSearchAnswer['frequency']
export const FOLLOWS_KEY = '/api/follows'

/** The companies and sectors the signed-in user follows, oldest first, with their names. */
export function useFollowed() {
  return useSWR<FollowAnswer[], ApiError>(FOLLOWS_KEY)
}

export const renameSearch = (id: number, name: string) => api.patch<SavedSearchAnswer>(`/api/saved-searches/${id}`, { name })
export const setDigest = (id: number, frequency: DigestFrequency) => api.patch<SavedSearchAnswer>(`/api/saved-searches/${id}`, { frequency })
export const deleteSearch = (id: number) => api.delete<void>(`/api/saved-searches/${id}`)
const FOLLOW_PATHS = { company: 'companies', sector: 'sectors', exhibition: 'exhibitions' } as const
export const unfollow = (f: Pick<FollowAnswer, 'kind' | 'id'>) => api.delete<void>(`${FOLLOWS_KEY}/${FOLLOW_PATHS[f.kind]}/${f.id}`)

/** The digest's choices, as the save dialog words them. */
export const DIGEST_CHOICES = [
  { value: 'off', label: 'No email' },
  { value: 'daily', label: 'Daily digest' },
  { value: 'weekly', label: 'Weekly digest' },
] as const satisfies readonly { value: DigestFrequency; label: string }[]

export const digestLabel = (f: DigestFrequency): string => DIGEST_CHOICES.find((c) => c.value === f)!.label
