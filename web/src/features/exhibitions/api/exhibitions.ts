import useSWR from 'swr'
import type { ApiError } from '../../../lib/api-client'

export interface Exhibition {
  readonly id: number
  readonly name: string
  readonly description: string
  readonly posterImage: string | null
  readonly startDate: string
  readonly endDate: string
  readonly location: string | null
  readonly isVirtual: boolean
  readonly allowedSectors: readonly number[]
  readonly vFairsLink: string | null
  readonly createdAt: string
  /** Confirmed exhibitors. */
  readonly participantCount?: number
}

export const UPCOMING_EXHIBITIONS_KEY = '/api/exhibitions?upcoming=true&limit=3'

export function useUpcomingExhibitions() {
  return useSWR<Exhibition[], ApiError>(UPCOMING_EXHIBITIONS_KEY)
}
