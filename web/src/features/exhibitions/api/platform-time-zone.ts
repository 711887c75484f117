// The platform's time zone (settings.general.timezone): exhibition days are counted in it.
import { usePublicSettings } from '../../../lib/public-settings'
import { safeTimeZone } from '../utils/exhibition-time'

/** undefined until known; UTC when the settings cannot be read. */
export function usePlatformTimeZone(): string | undefined {
  const { data, error } = usePublicSettings()
  if (error) return 'UTC'
  return data ? safeTimeZone(data.timezone) : undefined
}
