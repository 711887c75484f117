import type { Settings } from '../../domain/settings/settings'

/** The current settings; implementations cache them in memory, so reading costs nothing per request. */
export interface SettingsReader {
  current(): Promise<Settings>
}
