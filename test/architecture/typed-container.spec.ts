// The composition root's tokens carry the type of what is bound to them (src/main/tokens.ts): the
// type checker (npm run typecheck) refuses a wrong binding; this spec holds the proof (each expected
// error below must occur, or the type check fails) and that binding still works.
import { expect } from 'chai'
import { Container } from 'inversify'
import type { Sql } from '../../src/adapters/persistence/sql'
import type { Clock } from '../../src/domain/shared/clock'
import { bindConstant, bindResolved, get, T } from '../../src/main/tokens'

describe('architecture: the typed composition root', () => {
  it('resolves a token to what was bound to it, with the token\'s type, dependencies first', () => {
    const c = new Container({ defaultScope: 'Singleton' })
    bindConstant(c, T.Clock, { now: () => new Date(0) })
    bindResolved(c, T.Config, [T.Clock], (clock) => ({ startedAt: clock.now() }) as never)
    const clock: Clock = get(c, T.Clock)
    expect(clock.now().getTime()).to.equal(0)
    expect(get(c, T.Config)).to.deep.equal({ startedAt: new Date(0) })
  })

  it('does not compile a wrong binding (checked by the type checker, never run)', () => {
    const wrong = (c: Container) => {
      // @ts-expect-error a string is no Clock
      bindConstant(c, T.Clock, 'noon')
      // @ts-expect-error the dependency is a Clock, the factory asks for a Sql
      bindResolved(c, T.ReadSql, [T.Clock], (sql: Sql) => sql)
      // @ts-expect-error a Clock is what the token gives, not a Sql
      const sql: Sql = get(c, T.Clock)
      return sql
    }
    expect(wrong).to.be.a('function')
  })
})
