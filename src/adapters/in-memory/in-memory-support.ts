import type { EventPublisher } from '../../application/ports/event-publisher'
import type { PasswordHasher } from '../../application/ports/password-hasher'
import type { UnitOfWork } from '../../application/ports/unit-of-work'
import type { SettingsReader } from '../../application/settings/settings-reader'
import { DEFAULT_SETTINGS, type Settings } from '../../domain/settings/settings'
import type { DomainEvent } from '../../domain/shared/domain-event'

/** Records what was published, for tests to read. */
export class InMemoryEventPublisher implements EventPublisher {
  readonly published: DomainEvent[] = []
  async publish(events: readonly DomainEvent[]) { this.published.push(...events) }
}

/** Runs the work as it is; the in-memory adapters have nothing to roll back. */
export const immediateUnitOfWork: UnitOfWork = { run: (work) => work() }

/** A reversible "hash" so fast tests do not pay for bcrypt. */
export const plainTextHasher: PasswordHasher = {
  hash: async (p) => `plain:${p}`,
  verify: async (p, h) => h === `plain:${p}`,
}

export class InMemorySettings implements SettingsReader {
  constructor(public settings: Settings = DEFAULT_SETTINGS) {}
  async current() { return this.settings }
  with<S extends keyof Settings>(section: S, values: Partial<Settings[S]>): this {
    this.settings = { ...this.settings, [section]: { ...this.settings[section], ...values } }
    return this
  }
}

export class InMemoryLoginAttempts {
  readonly failures: { key: string; at: Date }[] = []
  async failuresSince(key: string, since: Date) {
    return this.failures.filter((f) => f.key === key && f.at > since).map((f) => f.at).sort((a, b) => b.getTime() - a.getTime())
  }
  async record(keys: readonly string[], at: Date) { for (const key of keys) this.failures.push({ key, at }) }
  async clear(key: string) {
    for (let i = this.failures.length - 1; i >= 0; i--) if (this.failures[i]!.key === key) this.failures.splice(i, 1)
  }
}
