import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { LogInHandler } from '../../../src/application/account/commands/log-in'
import { RegisterUserHandler, type RegisterUser } from '../../../src/application/account/commands/register-user'
import { AttemptThrottle } from '../../../src/application/account/login-throttle'
import { InMemoryEventPublisher, InMemoryLoginAttempts, InMemorySettings, InMemoryUnitOfWork, plainTextHasher } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { InMemoryPasswordBlocklist } from '../../../src/adapters/in-memory/in-memory-account'
import { fixedClock } from '../../../src/domain/shared/clock'
import type { Email } from '../../../src/domain/user/email'
import type { UserRepository } from '../../../src/domain/user/user.repository'
import type { PersonName } from '../../../src/domain/user/person-name'

const t0 = new Date('2026-11-01T10:00:00Z')
const cmd = (over: Partial<RegisterUser> = {}): RegisterUser => ({
  email: 'ada@example.com' as Email, password: 'Analytical1!', firstName: 'Ada' as PersonName, lastName: 'Lovelace' as PersonName,
  mobileNumber: null, requestedRole: 'individual', clientAddress: '10.0.0.1', ...over,
})
const throttle = (settings = new InMemorySettings(), clock = fixedClock(t0)) => new AttemptThrottle(new InMemoryLoginAttempts(), settings, clock)

describe('RegisterUser', () => {
  let users: InMemoryUserRepository
  let events: InMemoryEventPublisher
  let settings: InMemorySettings
  let handler: RegisterUserHandler
  beforeEach(() => {
    users = new InMemoryUserRepository()
    events = new InMemoryEventPublisher()
    settings = new InMemorySettings()
    handler = new RegisterUserHandler(users, plainTextHasher, events, new InMemoryUnitOfWork([users, events]), settings, fixedClock(t0), throttle(settings))
  })

  it('stores the account with a hash, unverified, and publishes UserRegistered', async () => {
    const r = await handler.execute(cmd())
    expect(E.isRight(r)).to.equal(true)
    const user = (r as E.Right<{ id: number }>).right
    expect(users.users.get(user.id)).to.include({ email: 'ada@example.com', passwordHash: 'plain:Analytical1!', role: 'individual', isEmailVerified: false })
    expect(events.published).to.deep.equal([{
      type: 'UserRegistered', aggregateType: 'user', aggregateId: String(user.id), actorId: user.id, occurredAt: t0,
      payload: {
        userName: 'Ada Lovelace', role: 'individual',
        changes: { firstName: { from: null, to: 'Ada' }, lastName: { from: null, to: 'Lovelace' }, email: { from: null, to: 'ada@example.com' }, role: { from: null, to: 'individual' } },
      },
    }])
  })

  it('makes a company manager when asked, and an individual for any other role', async () => {
    const m = await handler.execute(cmd({ requestedRole: 'company_manager' }))
    expect(E.isRight(m) && m.right.role).to.equal('company_manager')
    const a = await handler.execute(cmd({ email: 'b@example.com' as Email, requestedRole: 'super_admin' }))
    expect(E.isRight(a) && a.right.role).to.equal('individual')
  })

  it('refuses a taken email', async () => {
    await handler.execute(cmd())
    expect(await handler.execute(cmd())).to.deep.equal(E.left({ _tag: 'EmailTaken' }))
    expect(events.published).to.have.length(1)
  })

  it('follows the password settings', async () => {
    settings.with('security', { passwordMinLength: 14 })
    expect(await handler.execute(cmd())).to.deep.equal(E.left({ _tag: 'PasswordTooShort', minLength: 14 }))
    settings.with('security', { passwordMinLength: 8, requireStrongPassword: false })
    expect(E.isRight(await handler.execute(cmd({ password: 'lowercase' })))).to.equal(true)
  })

  it('refuses everyone while registration is closed, and makes no managers while company registration is closed', async () => {
    settings.with('registration', { allowRegistration: false })
    expect(await handler.execute(cmd())).to.deep.equal(E.left({ _tag: 'RegistrationClosed' }))
    expect(users.users.size).to.equal(0)
    settings.with('registration', { allowRegistration: true, allowCompanyRegistration: false })
    const r = await handler.execute(cmd({ requestedRole: 'company_manager' }))
    expect(E.isRight(r) && r.right.role).to.equal('individual')
  })

  it('refuses a common password (case aside) and stores nothing', async () => {
    const blocked = new RegisterUserHandler(users, plainTextHasher, events, new InMemoryUnitOfWork([users, events]), settings, fixedClock(t0), throttle(settings), new InMemoryPasswordBlocklist(['Analytical1!']))
    expect(await blocked.execute(cmd({ password: 'ANALYTICAL1!' }))).to.deep.equal(E.left({ _tag: 'PasswordTooCommon' }))
    expect(users.users.size).to.equal(0)
    expect(events.published).to.deep.equal([])
  })

  it('counts sign-ups that meet an existing account by address: past maxLoginAttempts the address may not sign up for 15 minutes', async () => {
    let now = t0
    settings.with('security', { maxLoginAttempts: 3 })
    const guarded = new RegisterUserHandler(users, plainTextHasher, events, new InMemoryUnitOfWork([users, events]), settings, fixedClock(t0), throttle(settings, { now: () => now }))
    expect(E.isRight(await guarded.execute(cmd()))).to.equal(true)
    for (let i = 0; i < 3; i++) expect(await guarded.execute(cmd())).to.deep.equal(E.left({ _tag: 'EmailTaken' }))
    // Locked, whatever the email: a new one as well.
    const locked = await guarded.execute(cmd({ email: 'new@example.com' as Email }))
    expect(locked).to.deep.equal(E.left({ _tag: 'LockedOut', until: new Date(t0.getTime() + 15 * 60_000), retryAfterSeconds: 900, by: 'address' }))
    expect(E.isRight(await guarded.execute(cmd({ email: 'other@example.com' as Email, clientAddress: '10.0.0.2' })))).to.equal(true)
    now = new Date(t0.getTime() + 15 * 60_000)
    expect(E.isRight(await guarded.execute(cmd({ email: 'new@example.com' as Email })))).to.equal(true)
    expect(users.users.size).to.equal(3)
  })

  it('stores no second account and publishes nothing when the email is taken between the check and the insert', async () => {
    const taken = await users.add({ email: 'ada@example.com' as Email, passwordHash: 'x', firstName: 'Ada' as PersonName, lastName: 'Byron' as PersonName, mobileNumber: null, role: 'individual', isEmailVerified: true, status: { kind: 'active' } as const, createdAt: t0 })
    // The check before the unit of work finds nobody (another sign-up is still in flight); the insert finds them.
    const racing: UserRepository = { byId: (id) => users.byId(id), byEmail: async () => undefined, add: (u) => users.add(u), update: (u) => users.update(u), remove: (id) => users.remove(id), recordSignIn: (id, at) => users.recordSignIn(id, at) }
    const uow = new InMemoryUnitOfWork([users, events])
    const r = await new RegisterUserHandler(racing, plainTextHasher, events, uow, settings, fixedClock(t0), throttle(settings)).execute(cmd())
    expect(r).to.deep.equal(E.left({ _tag: 'EmailTaken' }))
    expect([...users.users.values()]).to.deep.equal([taken])
    expect(events.published).to.deep.equal([])
    expect(uow.outcomes).to.deep.equal(['rollback'])
  })
})

describe('LogIn', () => {
  it('answers the user for the right password and one error otherwise', async () => {
    const users = new InMemoryUserRepository()
    await new RegisterUserHandler(users, plainTextHasher, new InMemoryEventPublisher(), new InMemoryUnitOfWork([users]), new InMemorySettings(), fixedClock(t0), throttle()).execute(cmd())
    const logIn = new LogInHandler(users, plainTextHasher, throttle(), fixedClock(t0))
    const ok = await logIn.execute({ email: 'ada@example.com' as Email, password: 'Analytical1!', clientAddress: '10.0.0.1' })
    expect(E.isRight(ok) && ok.right.firstName).to.equal('Ada')
    expect(await logIn.execute({ email: 'ada@example.com' as Email, password: 'wrong', clientAddress: '10.0.0.1' })).to.deep.equal(E.left({ _tag: 'InvalidCredentials' }))
    expect(await logIn.execute({ email: 'who@example.com' as Email, password: 'Analytical1!', clientAddress: '10.0.0.1' })).to.deep.equal(E.left({ _tag: 'InvalidCredentials' }))
  })

  it('refuses a suspended account with its reason, but only for the right password', async () => {
    const users = new InMemoryUserRepository()
    await new RegisterUserHandler(users, plainTextHasher, new InMemoryEventPublisher(), new InMemoryUnitOfWork([users]), new InMemorySettings(), fixedClock(t0), throttle()).execute(cmd())
    const ada = [...users.users.values()][0]
    await users.update({ ...ada, status: { kind: 'suspended', since: t0, reason: 'Spam in company descriptions', by: null } })
    const logIn = new LogInHandler(users, plainTextHasher, throttle(), fixedClock(t0))
    expect(await logIn.execute({ email: 'ada@example.com' as Email, password: 'Analytical1!', clientAddress: '10.0.0.1' }))
      .to.deep.equal(E.left({ _tag: 'AccountSuspended', reason: 'Spam in company descriptions' }))
    expect(await logIn.execute({ email: 'ada@example.com' as Email, password: 'wrong', clientAddress: '10.0.0.1' })).to.deep.equal(E.left({ _tag: 'InvalidCredentials' }))
  })

  it('answers an invited account (no password yet) as an unknown email, whatever the password', async () => {
    const users = new InMemoryUserRepository()
    await users.add({ email: 'new@example.com' as Email, passwordHash: null, firstName: 'Ada' as PersonName, lastName: 'Byron' as PersonName, mobileNumber: null, role: 'individual', isEmailVerified: false, status: { kind: 'invited' }, createdAt: t0 })
    const logIn = new LogInHandler(users, plainTextHasher, throttle(), fixedClock(t0))
    for (const password of ['', 'null', 'plain:', 'Analytical1!']) {
      expect(await logIn.execute({ email: 'new@example.com' as Email, password, clientAddress: '10.0.0.1' })).to.deep.equal(E.left({ _tag: 'InvalidCredentials' }))
    }
  })

  it('records the time of a sign-in', async () => {
    const users = new InMemoryUserRepository()
    await new RegisterUserHandler(users, plainTextHasher, new InMemoryEventPublisher(), new InMemoryUnitOfWork([users]), new InMemorySettings(), fixedClock(t0), throttle()).execute(cmd())
    const ada = [...users.users.values()][0]
    const later = new Date(t0.getTime() + 3_600_000)
    await new LogInHandler(users, plainTextHasher, throttle(), fixedClock(later)).signedIn(ada)
    expect(users.lastSignIn.get(ada.id)).to.deep.equal(later)
  })

  describe('lockout after security.maxLoginAttempts failures, for 15 minutes', () => {
    const setUp = async (max = 3) => {
      const users = new InMemoryUserRepository()
      await new RegisterUserHandler(users, plainTextHasher, new InMemoryEventPublisher(), new InMemoryUnitOfWork([users]), new InMemorySettings(), fixedClock(t0), throttle()).execute(cmd())
      let now = t0
      const clock = { now: () => now }
      const logIn = new LogInHandler(users, plainTextHasher, throttle(new InMemorySettings().with('security', { maxLoginAttempts: max }), clock), clock)
      const attempt = (password: string, clientAddress = '10.0.0.1', email = 'ada@example.com') => logIn.execute({ email: email as Email, password, clientAddress })
      return { attempt, at: (ms: number) => { now = new Date(t0.getTime() + ms) } }
    }

    it('locks the account after the third failure, even for the right password, until 15 minutes after it', async () => {
      const { attempt, at } = await setUp()
      for (const ms of [0, 1000, 2000]) { at(ms); expect((await attempt('wrong'))).to.deep.equal(E.left({ _tag: 'InvalidCredentials' })) }
      at(3000)
      expect(await attempt('Analytical1!')).to.deep.equal(E.left({ _tag: 'LockedOut', until: new Date(t0.getTime() + 2000 + 15 * 60_000), retryAfterSeconds: 899, by: 'account' }))
      at(2000 + 15 * 60_000 - 1)
      expect(E.isLeft(await attempt('Analytical1!'))).to.equal(true)
      at(2000 + 15 * 60_000)
      expect(E.isRight(await attempt('Analytical1!'))).to.equal(true)
    })

    it('does not count failures while locked: the lock still ends 15 minutes after the failure that reached the limit', async () => {
      const { attempt, at } = await setUp()
      for (const ms of [0, 1000, 2000]) { at(ms); await attempt('wrong') }
      for (const ms of [60_000, 120_000, 600_000]) { at(ms); expect(E.isLeft(await attempt('wrong'))).to.equal(true) }
      at(2000 + 15 * 60_000)
      expect(E.isRight(await attempt('Analytical1!'))).to.equal(true)
    })

    it('locks a client address that fails on several accounts', async () => {
      const { attempt } = await setUp()
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) await attempt('wrong', '10.0.0.9', email)
      const r = await attempt('Analytical1!', '10.0.0.9')
      expect(E.isLeft(r) && r.left).to.include({ _tag: 'LockedOut', by: 'address' })
      expect(E.isRight(await attempt('Analytical1!', '10.0.0.10'))).to.equal(true)
    })

    it('forgets failures older than 15 minutes, and a success clears the account\'s', async () => {
      const { attempt, at } = await setUp()
      await attempt('wrong'); await attempt('wrong')
      at(15 * 60_000 + 1)
      await attempt('wrong'); await attempt('wrong')
      expect(E.isRight(await attempt('Analytical1!', '10.0.0.2'))).to.equal(true)
      await attempt('wrong', '10.0.0.3'); await attempt('wrong', '10.0.0.3')
      expect(E.isRight(await attempt('Analytical1!', '10.0.0.4'))).to.equal(true)
    })
  })
})
