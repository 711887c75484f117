import { AsyncLocalStorage } from 'node:async_hooks'
import type { MikroORM } from '@mikro-orm/postgresql'
import type { UnitOfWork } from '../../application/ports/unit-of-work'

interface Scope { readonly afterCommit: (() => void)[] }
const scopes = new AsyncLocalStorage<Scope>()

/**
 * Runs `fn` once the current unit of work has committed (at once when there is none). For in-memory
 * caches of read models: dropping them before the commit would let a concurrent read cache the old
 * rows again; after a rollback there is nothing to drop.
 */
export const afterCommit = (fn: () => void): void => {
  const scope = scopes.getStore()
  if (scope) scope.afterCommit.push(fn)
  else fn()
}

export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly orm: MikroORM) {}
  async run<T>(work: () => Promise<T>): Promise<T> {
    // A unit of work inside another one joins it: its hooks wait for the outer commit.
    if (scopes.getStore()) return this.orm.em.transactional(() => work())
    const scope: Scope = { afterCommit: [] }
    const result = await scopes.run(scope, () => this.orm.em.transactional(() => work()))
    for (const fn of scope.afterCommit) fn()
    return result
  }
}
