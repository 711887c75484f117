import useSWR from 'swr'
import type { ApiError } from '../../../lib/api-client'

export type CompanyStatus = 'pending' | 'approved' | 'rejected' | 'suspended'

/** A company as listed by GET /api/companies. */
export interface Company {
  readonly id: number
  readonly name: string
  readonly logo: string | null
  readonly description: string
  readonly country: string | null
  readonly countryId: number | null
  readonly sector?: string | null
  readonly sectorId?: number | null
  readonly subsector?: string | null
  readonly subsectorId?: number | null
  readonly website?: string | null
  readonly contactEmail?: string
  readonly contactPhone?: string | null
  readonly products: readonly string[]
  readonly services: readonly string[]
  readonly status: CompanyStatus
  readonly isVerified: boolean
  readonly views: number
  readonly createdAt: string
}

export const FEATURED_COMPANIES_KEY = '/api/companies?featured=true&limit=3'

export function useFeaturedCompanies() {
  return useSWR<Company[], ApiError>(FEATURED_COMPANIES_KEY)
}
