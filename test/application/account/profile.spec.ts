import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryEventPublisher, InMemoryLoginAttempts, InMemorySettings, InMemoryUnitOfWork, plainTextHasher } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { ProfileCommands } from '../../../src/application/account/commands/profile'
import { AttemptThrottle } from '../../../src/application/account/login-throttle'
import { fixedClock } from '../../../src/domain/shared/clock'
import type { Email } from '../../../src/domain/user/email'
import type { PersonName } from '../../../src/domain/user/person-name'

const t0 = new Date('2026-11-01T10:00:00Z')

describe('ProfileCommands.update (PATCH /api/user)', () => {
  const setUp = async () => {
    const users = new InMemoryUserRepository()
    const events = new InMemoryEventPublisher()
    const ended: number[] = []
    const profile = new ProfileCommands(users, plainTextHasher, { endAllFor: async (id: number) => { ended.push(id); return 0 } }, events, new InMemoryUnitOfWork([users, events]), new InMemorySettings(), fixedClock(t0), new AttemptThrottle(new InMemoryLoginAttempts(), new InMemorySettings(), fixedClock(t0)))
    const user = await users.add({ email: 'ada@example.com' as Email, passwordHash: 'x', firstName: 'Ada' as PersonName, lastName: 'Lovelace' as PersonName, mobileNumber: '+44 20 7946 0000', role: 'individual', isEmailVerified: true, status: { kind: 'active' } as const, createdAt: t0 })
    if ('_tag' in user) throw new Error('unexpected')
    return { users, events, profile, id: user.id }
  }

  it('changes only the fields given, from the stored user', async () => {
    const { users, events, profile, id } = await setUp()
    const r = await profile.update(id, { firstName: 'Augusta' as PersonName })
    expect(E.isRight(r) && r.right).to.include({ firstName: 'Augusta', lastName: 'Lovelace', mobileNumber: '+44 20 7946 0000' })
    expect(users.users.get(id)).to.include({ firstName: 'Augusta', mobileNumber: '+44 20 7946 0000' })
    expect(events.published.map((e) => e.type)).to.deep.equal(['UserUpdated'])
    expect(E.isRight(await profile.update(id, { mobileNumber: null }))).to.equal(true)
    expect(users.users.get(id)).to.include({ firstName: 'Augusta', mobileNumber: null })
  })

  it('writes nothing and publishes nothing when nothing changes', async () => {
    const { events, profile, id } = await setUp()
    expect(E.isRight(await profile.update(id, {}))).to.equal(true)
    expect(E.isRight(await profile.update(id, { firstName: 'Ada' as PersonName, mobileNumber: '+44 20 7946 0000' }))).to.equal(true)
    expect(events.published).to.deep.equal([])
  })

  it('answers UserNotFound for an account deleted meanwhile', async () => {
    const { users, profile, id } = await setUp()
    await users.remove(id)
    expect(await profile.update(id, { firstName: 'Ghost' as PersonName })).to.deep.equal(E.left({ _tag: 'UserNotFound' }))
  })
})

describe('ProfileCommands.changePassword (POST /api/user/password)', () => {
  const setUp = async () => {
    const users = new InMemoryUserRepository()
    const events = new InMemoryEventPublisher()
    const attempts = new InMemoryLoginAttempts()
    const settings = new InMemorySettings().with('security', { maxLoginAttempts: 3 })
    const uow = new InMemoryUnitOfWork([users, events])
    const throttle = new AttemptThrottle(attempts, settings, fixedClock(t0))
    const profile = new ProfileCommands(users, plainTextHasher, { endAllFor: async () => 0 }, events, uow, settings, fixedClock(t0), throttle)
    const user = await users.add({ email: 'ada@example.com' as Email, passwordHash: 'plain:Analytical1!', firstName: 'Ada' as PersonName, lastName: 'Lovelace' as PersonName, mobileNumber: null, role: 'individual', isEmailVerified: true, status: { kind: 'active' } as const, createdAt: t0 })
    if ('_tag' in user) throw new Error('unexpected')
    return { users, events, attempts, throttle, profile, user }
  }

  it('counts a wrong current password as a failed login of the account and the address, and refuses while either is locked', async () => {
    const { users, events, throttle, profile, user } = await setUp()
    for (let i = 0; i < 3; i++) expect(await profile.changePassword(user, 'guess', 'Brand-new-1', undefined, '10.0.0.1')).to.deep.equal(E.left({ _tag: 'WrongCurrentPassword' }))
    const locked = { _tag: 'LockedOut', until: new Date(t0.getTime() + 15 * 60_000), retryAfterSeconds: 900 }
    // The right current password too, while locked; and logins are locked by the same failures.
    expect(await profile.changePassword(user, 'Analytical1!', 'Brand-new-1', undefined, '10.0.0.2')).to.deep.equal(E.left({ ...locked, by: 'account' }))
    expect(await throttle.passwordLock(user.email, '10.0.0.1')).to.deep.equal({ ...locked, by: 'account' })
    expect(users.users.get(user.id)!.passwordHash).to.equal('plain:Analytical1!')
    expect(events.published).to.deep.equal([])
  })

  it('failed logins lock the change too', async () => {
    const { throttle, profile, user } = await setUp()
    for (let i = 0; i < 3; i++) await throttle.wrongPassword('someone@example.com' as Email, '10.0.0.9')
    const r = await profile.changePassword(user, 'Analytical1!', 'Brand-new-1', undefined, '10.0.0.9')
    expect(E.isLeft(r) && r.left).to.include({ _tag: 'LockedOut', by: 'address' })
    expect(E.isRight(await profile.changePassword(user, 'Analytical1!', 'Brand-new-1', undefined, '10.0.0.1'))).to.equal(true)
  })
})
