import { MAX_FAILURES_READ, type LoginAttempts } from '../../application/account/login-throttle'
import type { EventPublisher } from '../../application/ports/event-publisher'
import type { PasswordHasher } from '../../application/ports/password-hasher'
import * as E from 'fp-ts/lib/Either.js'
import type { UnitOfWork } from '../../application/ports/unit-of-work'
import type { SettingsReader } from '../../application/settings/settings-reader'
import { DEFAULT_SETTINGS, type Settings } from '../../domain/settings/settings'
import type { DomainEvent } from '../../domain/shared/domain-event'

/** An in-memory store a unit of work can roll back: it says how to put back what it holds now. */
export interface Reversible {
  snapshot(): () => void
}

/** Rows by id and the next id: what an in-memory repository keeps, and puts back on a rollback. */
export class InMemoryRows<R extends { readonly id: number }> implements Reversible {
  readonly byId = new Map<number, R>()
  private nextId = 1

  /** Stores the row `make` builds with the next id. */
  insert(make: (id: number) => R): R {
    const row = make(this.nextId++)
    this.byId.set(row.id, row)
    return row
  }

  snapshot() {
    const rows = new Map(this.byId)
    const nextId = this.nextId
    return () => {
      this.byId.clear()
      for (const [id, row] of rows) this.byId.set(id, row)
      this.nextId = nextId
    }
  }
}

/** Records what was published, for tests to read; a rolled-back unit of work takes its events back. */
export class InMemoryEventPublisher implements EventPublisher, Reversible {
  readonly published: DomainEvent[] = []
  async publish(events: readonly DomainEvent[]) { this.published.push(...events) }
  snapshot() {
    const count = this.published.length
    return () => { this.published.length = count }
  }
}

/**
 * The unit of work of the in-memory adapters, as the PostgreSQL one behaves: Right commits; Left or
 * a throw puts every store it was given back as it was before the work. It records each outcome.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  readonly outcomes: ('commit' | 'rollback')[] = []
  constructor(private readonly stores: readonly Reversible[]) {}

  async run<L, A>(work: () => Promise<E.Either<L, A>>): Promise<E.Either<L, A>> {
    const restore = this.stores.map((s) => s.snapshot())
    const rollBack = () => {
      for (const r of restore) r()
      this.outcomes.push('rollback')
    }
    let result: E.Either<L, A>
    try {
      result = await work()
    } catch (err) {
      rollBack()
      throw err
    }
    if (E.isLeft(result)) rollBack()
    else this.outcomes.push('commit')
    return result
  }
}

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

/** Failed logins, answering as PgLoginAttempts does (test/contracts/login-attempts.contract.ts). */
export class InMemoryLoginAttempts implements LoginAttempts {
  readonly failures: { key: string; at: Date }[] = []
  async failuresSince(key: string, since: Date) {
    return this.failures.filter((f) => f.key === key && f.at > since).map((f) => f.at).sort((a, b) => b.getTime() - a.getTime())
      .slice(0, MAX_FAILURES_READ)
  }
  async record(keys: readonly string[], at: Date) { for (const key of keys) this.failures.push({ key, at }) }
  async clear(key: string) {
    for (let i = this.failures.length - 1; i >= 0; i--) if (this.failures[i].key === key) this.failures.splice(i, 1)
  }
}
