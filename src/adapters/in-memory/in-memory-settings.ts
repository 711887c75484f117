import type { SettingsWriter } from '../../application/settings/settings-commands'
import { InMemorySettings, type Reversible } from './in-memory-support'

/** Settings a command can change, and a unit of work put back. */
export class InMemorySettingsStore extends InMemorySettings implements SettingsWriter, Reversible {
  snapshot() {
    const settings = this.settings
    return () => { this.settings = settings }
  }

  async set(section: string, key: string, value: unknown) {
    const current = (this.settings as unknown as Record<string, Record<string, unknown> | undefined>)[section]
    // The settings table takes any row; reading it back (settingsFrom) keeps known keys of the right type only.
    if (current && Object.hasOwn(current, key) && typeof current[key] === typeof value) this.settings = { ...this.settings, [section]: { ...current, [key]: value } }
  }
}
