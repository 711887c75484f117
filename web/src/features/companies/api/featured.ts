import useSWR from 'swr'
import type { ApiError } from '../../../lib/api-client'
import type { DirectoryEntryView } from './companies'

export const FEATURED_COMPANIES_KEY = '/api/companies?featured=true&limit=3'

export function useFeaturedCompanies() {
  return useSWR<DirectoryEntryView[], ApiError>(FEATURED_COMPANIES_KEY)
}
