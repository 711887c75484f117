import type { SettingsWriter } from '../../application/settings/settings-commands'
import { DEFAULT_SETTINGS } from '../../domain/settings/settings'
import { InMemorySettings, type Reversible } from './in-memory-support'

type Sections = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>

/** Settings a command can change, and a unit of work put back. */
export class InMemorySettingsStore extends InMemorySettings implements SettingsWriter, Reversible {
  snapshot() {
    const settings = this.settings
    return () => { this.settings = settings }
  }

  /**
   * As the settings table answers through settingsFrom: it takes any row, and reading it back keeps
   * known keys only; a value of another type than the default's reads as the default.
   */
  async set(section: string, key: string, value: unknown) {
    const current = (this.settings as unknown as Sections)[section]
    if (!current || !Object.hasOwn(current, key)) return
    const fallback = (DEFAULT_SETTINGS as unknown as Sections)[section]?.[key]
    this.settings = { ...this.settings, [section]: { ...current, [key]: typeof value === typeof fallback ? value : fallback } }
  }
}
