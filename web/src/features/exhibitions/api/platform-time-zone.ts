// The platform's time zone (settings.general.timezone): exhibition days are counted in it.
import useSWR from 'swr'
import type { ApiError } from '../../../lib/api-client'
import { safeTimeZone } from '../utils/exhibition-time'

interface PublicSettings {
  readonly timezone?: string
}

const PUBLIC_SETTINGS_KEY = '/api/settings/public'

/** undefined until known; UTC when the settings cannot be read. */
export function usePlatformTimeZone(): string | undefined {
  const { data, error } = useSWR<PublicSettings, ApiError>(PUBLIC_SETTINGS_KEY)
  if (error) return 'UTC'
  return data ? safeTimeZone(data.timezone) : undefined
}
