// Suspending and reinstating accounts (docs/ubiquitous-language/user-and-roles.md "Account states").
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemorySessions } from '../../../src/adapters/in-memory/in-memory-account'
import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryEventPublisher, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserAdminStore } from '../../../src/adapters/in-memory/in-memory-user-admin'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { AccountSuspension } from '../../../src/application/admin/account-suspension'
import { fixedClock } from '../../../src/domain/shared/clock'
import type { User } from '../../../src/domain/user/user'
import { addUser, t0 } from '../support/fixtures'

describe('AccountSuspension', () => {
  const setUp = async () => {
    const users = new InMemoryUserRepository()
    const store = new InMemoryUserAdminStore(users, new InMemoryCompanyRepository())
    const sessions = new InMemorySessions()
    const events = new InMemoryEventPublisher()
    const uow = new InMemoryUnitOfWork([users, store, sessions, events])
    const admin = await addUser(users, 'admin')
    const superAdmin = await addUser(users, 'super_admin')
    const otherAdmin = await addUser(users, 'admin')
    const manager = await addUser(users, 'company_manager')
    for (const u of [admin, superAdmin, otherAdmin, manager]) sessions.signIn(u.id, `s-${u.id}`)
    const handler = new AccountSuspension(users, store, sessions, events, uow, fixedClock(t0))
    return { users, sessions, events, uow, handler, admin, superAdmin, otherAdmin, manager }
  }

  it('suspends with the reason, ends every session of the user, and publishes UserSuspended', async () => {
    const { handler, admin, manager, users, sessions, events, uow } = await setUp()
    sessions.signIn(manager.id, 'phone')
    const r = await handler.suspend(admin, manager.id, 'Fake company details')
    expect(E.isRight(r) && r.right.status).to.deep.equal({ kind: 'suspended', since: t0, reason: 'Fake company details', by: admin.id })
    expect(users.users.get(manager.id)!.status.kind).to.equal('suspended')
    expect(sessions.keysOf(manager.id)).to.deep.equal([])
    expect(sessions.keysOf(admin.id)).to.deep.equal([`s-${admin.id}`])
    expect(events.published.map((e) => [e.type, e.actorId, e.payload.reason])).to.deep.equal([['UserSuspended', admin.id, 'Fake company details']])
    expect(uow.outcomes).to.deep.equal(['commit'])
  })

  it('reinstates a suspended account in UserReinstated; its ended sessions stay ended', async () => {
    const { handler, admin, manager, users, sessions, events } = await setUp()
    await handler.suspend(admin, manager.id, 'Spam')
    const r = await handler.reinstate(admin, manager.id)
    expect(E.isRight(r) && r.right.status).to.deep.equal({ kind: 'active' })
    expect(users.users.get(manager.id)!.status).to.deep.equal({ kind: 'active' })
    expect(sessions.keysOf(manager.id)).to.deep.equal([])
    expect(events.published.map((e) => e.type)).to.deep.equal(['UserSuspended', 'UserReinstated'])
  })

  it('a refusal changes nothing: no status, no session ended, no event, the work rolled back', async () => {
    const s = await setUp()
    const cases: [User, number, string][] = [
      [s.admin, s.otherAdmin.id, 'CannotManageUser'],
      [s.admin, s.superAdmin.id, 'CannotManageUser'],
      [s.superAdmin, s.superAdmin.id, 'CannotSuspendSelf'],
      [s.admin, 999, 'UserNotFound'],
    ]
    const before = [...s.users.users.values()]
    for (const [actor, id, tag] of cases) {
      expect(await s.handler.suspend(actor, id, 'x')).to.deep.equal(E.left({ _tag: tag }))
      expect(s.uow.outcomes.at(-1)).to.equal('rollback')
    }
    expect(await s.handler.reinstate(s.admin, s.manager.id)).to.deep.equal(E.left({ _tag: 'NotSuspended' }))
    expect([...s.users.users.values()]).to.deep.equal(before)
    for (const u of [s.admin, s.superAdmin, s.otherAdmin, s.manager]) expect(s.sessions.keysOf(u.id)).to.deep.equal([`s-${u.id}`])
    expect(s.events.published).to.deep.equal([])
  })

  it('a super admin suspends another super admin while an active one remains', async () => {
    const { handler, superAdmin, users } = await setUp()
    const second = await addUser(users, 'super_admin')
    expect(E.isRight(await handler.suspend(superAdmin, second.id, 'Left the company'))).to.equal(true)
    expect(await handler.suspend(superAdmin, second.id, 'Again')).to.deep.equal(E.left({ _tag: 'AlreadySuspended' }))
  })
})
