import useSWR from 'swr'
import type { ApiError } from '../../../lib/api-client'

/** GET /api/settings/public: what the client needs before anyone signs in. */
export interface PublicSettings {
  readonly siteName: string
  readonly siteDescription: string
  readonly maintenanceMode: boolean
  readonly contactEmail: string
  readonly supportPhone: string
}

export const PUBLIC_SETTINGS_KEY = '/api/settings/public'

export function usePublicSettings() {
  return useSWR<PublicSettings, ApiError>(PUBLIC_SETTINGS_KEY)
}
