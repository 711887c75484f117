// The admin Users page's commands (spec: admin-back-office.md §2 "Users page" and §6; docs/ubiquitous-language/user-and-roles.md).
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryPasswordBlocklist, InMemorySessions } from '../../../src/adapters/in-memory/in-memory-account'
import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryEventPublisher, InMemorySettings, InMemoryUnitOfWork, plainTextHasher } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserAdminStore } from '../../../src/adapters/in-memory/in-memory-user-admin'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { UserAdministration, type UserFields } from '../../../src/application/admin/user-admin'
import { fixedClock } from '../../../src/domain/shared/clock'
import type { Email } from '../../../src/domain/user/email'
import type { Role } from '../../../src/domain/user/role'
import type { User } from '../../../src/domain/user/user'
import { addCompany, addUser, t0, userWith } from '../support/fixtures'
import type { PersonName } from '../../../src/domain/user/person-name'

const fields = (over: Partial<UserFields> = {}): UserFields => ({
  firstName: 'Katherine' as PersonName, lastName: 'Johnson' as PersonName, email: 'katherine@example.com' as Email, role: 'individual', mobileNumber: null, ...over,
})

describe('UserAdministration', () => {
  const setUp = async () => {
    const users = new InMemoryUserRepository()
    const companies = new InMemoryCompanyRepository()
    const store = new InMemoryUserAdminStore(users, companies)
    const sessions = new InMemorySessions()
    const events = new InMemoryEventPublisher()
    const uow = new InMemoryUnitOfWork([users, companies, store, sessions, events])
    const settings = new InMemorySettings()
    const admin = await addUser(users, 'admin')
    const superAdmin = await addUser(users, 'super_admin')
    const admin2 = await addUser(users, 'admin')
    const individual = await addUser(users, 'individual', { email: 'ind@example.com' as Email })
    for (const u of [admin, superAdmin, admin2, individual]) sessions.signIn(u.id, `s-${u.id}`)
    const handler = new UserAdministration(users, store, companies, plainTextHasher, sessions, events, uow, settings, fixedClock(t0), new InMemoryPasswordBlocklist(['Password123!']))
    const rows = () => [...users.users.values()]
    return { users, companies, sessions, events, uow, settings, handler, admin, superAdmin, admin2, individual, rows }
  }

  /** The refusal changed nothing: the same users and sessions, no event, the work rolled back. */
  const expectNothingChanged = (s: Awaited<ReturnType<typeof setUp>>, rowsBefore: readonly User[], sessionsOf: readonly number[]) => {
    expect(s.rows()).to.deep.equal(rowsBefore)
    for (const id of sessionsOf) expect(s.sessions.keysOf(id)).to.deep.equal([`s-${id}`])
    expect(s.events.published).to.deep.equal([])
    expect(s.uow.outcomes.at(-1)).to.equal('rollback')
  }

  describe('create', () => {
    it('lets an admin create an ordinary account: hashed, unverified, one UserCreated by that admin', async () => {
      const { handler, admin, users, events, uow } = await setUp()
      for (const role of ['individual', 'company_manager', 'media'] as const) {
        const r = await handler.create(admin, fields({ role, email: `${role}@example.com` as Email }), 'Correct-horse1')
        expect(E.isRight(r) && users.users.get(r.right.id)).to.include({ role, passwordHash: 'plain:Correct-horse1', isEmailVerified: false })
      }
      expect(events.published.map((e) => [e.type, e.actorId, e.payload.role])).to.deep.equal([
        ['UserCreated', admin.id, 'individual'], ['UserCreated', admin.id, 'company_manager'], ['UserCreated', admin.id, 'media']])
      expect(events.published[0].payload).to.deep.equal({
        userName: 'Katherine Johnson', role: 'individual',
        changes: {
          firstName: { from: null, to: 'Katherine' }, lastName: { from: null, to: 'Johnson' }, email: { from: null, to: 'individual@example.com' },
          role: { from: null, to: 'individual' }, isEmailVerified: { from: null, to: false },
        },
      })
      expect(uow.outcomes).to.deep.equal(['commit', 'commit', 'commit'])
    })

    it('lets only a super admin give the admin roles; others cannot create accounts at all', async () => {
      const s = await setUp()
      const before = s.rows()
      expect(await s.handler.create(s.admin, fields({ role: 'admin' }), 'Correct-horse1')).to.deep.equal(E.left({ _tag: 'RoleNotGrantable', role: 'admin' }))
      expect(await s.handler.create(s.admin, fields({ role: 'super_admin' }), 'Correct-horse1')).to.deep.equal(E.left({ _tag: 'RoleNotGrantable', role: 'super_admin' }))
      for (const role of ['individual', 'company_manager', 'media'] as const) {
        expect(await s.handler.create(userWith(99, role), fields(), 'Correct-horse1')).to.deep.equal(E.left({ _tag: 'CannotManageUser' }))
      }
      expectNothingChanged(s, before, [])
      const made = await s.handler.create(s.superAdmin, fields({ role: 'admin' }), 'Correct-horse1')
      expect(E.isRight(made) && made.right.role).to.equal('admin')
    })

    it('refuses a password the settings or the blocklist refuse, and stores nothing', async () => {
      const s = await setUp()
      const before = s.rows()
      s.settings.with('security', { passwordMinLength: 16 })
      expect(await s.handler.create(s.admin, fields(), 'Correct-horse1')).to.deep.equal(E.left({ _tag: 'PasswordTooShort', minLength: 16 }))
      s.settings.with('security', { passwordMinLength: 8 })
      expect(await s.handler.create(s.admin, fields(), 'password123!')).to.deep.equal(E.left({ _tag: 'PasswordTooCommon' }))
      expect(await s.handler.create(s.admin, fields(), 'alllowercase')).to.deep.equal(E.left({ _tag: 'PasswordTooWeak' }))
      expectNothingChanged(s, before, [])
    })

    it('refuses an email in use (whatever its case) and publishes nothing', async () => {
      const s = await setUp()
      const before = s.rows()
      expect(await s.handler.create(s.admin, fields({ email: 'IND@example.com' as Email }), 'Correct-horse1')).to.deep.equal(E.left({ _tag: 'EmailTaken' }))
      expectNothingChanged(s, before, [])
    })
  })

  describe('update', () => {
    it('changes only the fields given; the same values again write nothing and publish nothing', async () => {
      const { handler, admin, users, events, individual } = await setUp()
      await users.update({ ...individual, mobileNumber: '+44 20 7946 0000' })
      const r = await handler.update(admin, individual.id, { role: 'media' }, null)
      expect(E.isRight(r) && r.right).to.include({ role: 'media', firstName: individual.firstName, email: individual.email, mobileNumber: '+44 20 7946 0000' })
      expect(events.published.map((e) => e.type)).to.deep.equal(['UserUpdated', 'UserRoleChanged'])
      const stored = users.users.get(individual.id)
      expect(await handler.update(admin, individual.id, { role: 'media', lastName: individual.lastName }, null)).to.deep.equal(E.right(stored))
      expect(await handler.update(admin, individual.id, {}, null)).to.deep.equal(E.right(stored))
      expect(events.published).to.have.length(2)
    })

    it('saves the fields; a new email is unverified; sessions live on when neither role nor password changes', async () => {
      const { handler, admin, individual, users, sessions, events } = await setUp()
      const r = await handler.update(admin, individual.id, fields({ email: 'new@example.com' as Email, mobileNumber: '+1 555 0100' }), null)
      expect(E.isRight(r)).to.equal(true)
      expect(users.users.get(individual.id)).to.include({ firstName: 'Katherine', email: 'new@example.com', mobileNumber: '+1 555 0100', isEmailVerified: false, passwordHash: 'x' })
      expect(sessions.keysOf(individual.id)).to.deep.equal([`s-${individual.id}`])
      expect(events.published.map((e) => [e.type, e.aggregateId, e.actorId])).to.deep.equal([['UserUpdated', String(individual.id), admin.id]])
    })

    it('ends the user\'s sessions on a role change (with UserRoleChanged) or a new password', async () => {
      const { handler, admin, individual, users, sessions, events } = await setUp()
      expect(E.isRight(await handler.update(admin, individual.id, fields({ email: individual.email, role: 'company_manager' }), null))).to.equal(true)
      expect(sessions.keysOf(individual.id)).to.deep.equal([])
      expect(events.published.map((e) => e.type)).to.deep.equal(['UserUpdated', 'UserRoleChanged'])
      expect(events.published[1].payload).to.deep.equal({
        userName: 'Katherine Johnson', from: 'individual', to: 'company_manager', changes: { role: { from: 'individual', to: 'company_manager' } },
      })
      // The edit's own changes (the names) leave the role to UserRoleChanged.
      expect(events.published[0].payload.changes).to.deep.equal({ firstName: { from: 'Grace', to: 'Katherine' }, lastName: { from: 'Hopper', to: 'Johnson' } })
      sessions.signIn(individual.id, 'again')
      expect(E.isRight(await handler.update(admin, individual.id, fields({ email: individual.email, role: 'company_manager' }), 'Correct-horse2'))).to.equal(true)
      expect(users.users.get(individual.id)).to.include({ passwordHash: 'plain:Correct-horse2', isEmailVerified: true })
      expect(sessions.keysOf(individual.id)).to.deep.equal([])
      expect(events.published.map((e) => e.type)).to.deep.equal(['UserUpdated', 'UserRoleChanged', 'UserUpdated'])
    })

    it('refuses what the actor may not do, and changes nothing', async () => {
      const s = await setUp()
      const before = s.rows()
      const cases: [User, number, Role, unknown][] = [
        [s.admin, s.admin2.id, 'admin', { _tag: 'CannotManageUser' }],
        [s.admin, s.superAdmin.id, 'super_admin', { _tag: 'CannotManageUser' }],
        [s.admin, s.individual.id, 'admin', { _tag: 'RoleNotGrantable', role: 'admin' }],
        [s.superAdmin, s.superAdmin.id, 'admin', { _tag: 'CannotChangeOwnRole' }],
        [userWith(99, 'company_manager'), s.individual.id, 'individual', { _tag: 'CannotManageUser' }],
        [s.admin, 999, 'individual', { _tag: 'UserNotFound' }],
      ]
      for (const [actor, id, role, refusal] of cases) {
        expect(await s.handler.update(actor, id, fields({ role }), 'Correct-horse2'), `${actor.role} → ${id} as ${role}`).to.deep.equal(E.left(refusal))
      }
      expectNothingChanged(s, before, [s.admin2.id, s.superAdmin.id, s.individual.id])
    })

    it('keeps the last super admin (an actor demoted meanwhile finds only one left)', async () => {
      const s = await setUp()
      const before = s.rows()
      const formerSuperAdmin = userWith(77, 'super_admin')
      expect(await s.handler.update(formerSuperAdmin, s.superAdmin.id, fields({ role: 'admin' }), null)).to.deep.equal(E.left({ _tag: 'LastSuperAdmin' }))
      expectNothingChanged(s, before, [s.superAdmin.id])
    })

    it('refuses a weak new password or an email in use, and leaves the account and its sessions as they were', async () => {
      const s = await setUp()
      const other = await addUser(s.users, 'media', { email: 'taken@example.com' as Email })
      const before = s.rows()
      expect(await s.handler.update(s.admin, s.individual.id, fields({ role: 'media' }), 'short')).to.deep.equal(E.left({ _tag: 'PasswordTooShort', minLength: 8 }))
      expect(await s.handler.update(s.admin, s.individual.id, fields({ role: 'media', email: other.email }), 'Correct-horse2')).to.deep.equal(E.left({ _tag: 'EmailTaken' }))
      expectNothingChanged(s, before, [s.individual.id])
    })
  })

  describe('delete', () => {
    it('deletes a manager with a CompanyDeleted per company, then UserDeleted, and ends their sessions', async () => {
      const { handler, admin, users, companies, sessions, events } = await setUp()
      const manager = await addUser(users, 'company_manager')
      sessions.signIn(manager.id, 'm')
      const a = await addCompany(companies, manager.id, 'approved', 'Alpha')
      const b = await addCompany(companies, manager.id, 'pending', 'Beta')
      expect(await handler.delete(admin, manager.id)).to.deep.equal(E.right(undefined))
      expect(users.users.has(manager.id)).to.equal(false)
      expect(sessions.keysOf(manager.id)).to.deep.equal([])
      expect(events.published.map((e) => [e.type, e.aggregateId, e.actorId])).to.deep.equal([
        ['CompanyDeleted', String(a.id), admin.id], ['CompanyDeleted', String(b.id), admin.id], ['UserDeleted', String(manager.id), admin.id]])
    })

    it('refuses deleting oneself, an account above one\'s role, the last super admin or nobody, and changes nothing', async () => {
      const s = await setUp()
      const before = s.rows()
      expect(await s.handler.delete(s.admin, s.admin.id)).to.deep.equal(E.left({ _tag: 'CannotDeleteSelf' }))
      expect(await s.handler.delete(s.admin, s.admin2.id)).to.deep.equal(E.left({ _tag: 'CannotManageUser' }))
      expect(await s.handler.delete(userWith(99, 'media'), s.individual.id)).to.deep.equal(E.left({ _tag: 'CannotManageUser' }))
      expect(await s.handler.delete(userWith(77, 'super_admin'), s.superAdmin.id)).to.deep.equal(E.left({ _tag: 'LastSuperAdmin' }))
      expect(await s.handler.delete(s.admin, 999)).to.deep.equal(E.left({ _tag: 'UserNotFound' }))
      expectNothingChanged(s, before, [s.admin.id, s.admin2.id, s.individual.id, s.superAdmin.id])
    })

    it('lets a super admin delete another super admin while one remains', async () => {
      const { handler, superAdmin, users } = await setUp()
      const second = await addUser(users, 'super_admin')
      expect(await handler.delete(superAdmin, second.id)).to.deep.equal(E.right(undefined))
      expect(users.users.has(second.id)).to.equal(false)
    })
  })

  describe('endSessions', () => {
    it('ends every session of a user the actor manages, or of the actor, and says how many; no event', async () => {
      const { handler, admin, individual, sessions, events } = await setUp()
      sessions.signIn(individual.id, 'phone')
      expect(await handler.endSessions(admin, individual.id)).to.deep.equal(E.right(2))
      expect(sessions.keysOf(individual.id)).to.deep.equal([])
      expect(await handler.endSessions(admin, admin.id)).to.deep.equal(E.right(1))
      expect(events.published).to.deep.equal([])
    })

    it('refuses the sessions of an account above the actor\'s role, or of nobody, and ends none', async () => {
      const s = await setUp()
      const before = s.rows()
      expect(await s.handler.endSessions(s.admin, s.admin2.id)).to.deep.equal(E.left({ _tag: 'CannotManageUser' }))
      expect(await s.handler.endSessions(s.admin, s.superAdmin.id)).to.deep.equal(E.left({ _tag: 'CannotManageUser' }))
      expect(await s.handler.endSessions(s.admin, 999)).to.deep.equal(E.left({ _tag: 'UserNotFound' }))
      expectNothingChanged(s, before, [s.admin2.id, s.superAdmin.id])
    })
  })
})
