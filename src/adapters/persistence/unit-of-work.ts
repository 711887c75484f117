import { AsyncLocalStorage } from 'node:async_hooks'
import type { MikroORM } from '@mikro-orm/postgresql'
import * as E from 'fp-ts/lib/Either.js'
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

/**
 * The current unit of work (whose writes may yet be rolled back) as a key, for what may be kept while it
 * lasts (in a WeakMap); undefined outside one.
 */
export const unitOfWorkKey = (): object | undefined => scopes.getStore()

/** Carries a refusal out of MikroORM's transaction, which rolls back on a throw only. */
class Refusal extends Error {
  constructor(readonly result: E.Left<unknown>) {
    super('the unit of work refused')
  }
}

/** The work's answer; a Left is thrown as a Refusal, so that the transaction rolls back. */
const committedOnRight = <L, A>(work: () => Promise<E.Either<L, A>>) => async (): Promise<E.Either<L, A>> => {
  const result = await work()
  if (E.isLeft(result)) throw new Refusal(result)
  return result
}

export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly orm: MikroORM) {}
  async run<L, A>(work: () => Promise<E.Either<L, A>>): Promise<E.Either<L, A>> {
    try {
      // A unit of work inside another one joins it (a savepoint): its hooks wait for the outer commit.
      if (scopes.getStore()) return await this.orm.em.transactional(committedOnRight(work))
      const scope: Scope = { afterCommit: [] }
      const result = await scopes.run(scope, () => this.orm.em.transactional(committedOnRight(work)))
      for (const fn of scope.afterCommit) fn()
      return result
    } catch (err) {
      if (err instanceof Refusal) return err.result as E.Left<L>
      throw err
    }
  }
}
