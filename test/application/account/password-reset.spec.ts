// Account recovery: "Forgot password?" and the reset link (docs/ubiquitous-language/user-and-roles.md, "Account recovery").
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryPasswordBlocklist, InMemoryResetStore, InMemorySessions } from '../../../src/adapters/in-memory/in-memory-account'
import { InMemoryTemplateMailer } from '../../../src/adapters/in-memory/in-memory-mail'
import { InMemoryEventPublisher, InMemoryLoginAttempts, InMemorySettings, InMemoryUnitOfWork, plainTextHasher } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { hashLinkToken } from '../../../src/application/account/link-token'
import { PasswordReset, RESET_REQUESTS_PER_ACCOUNT, RESET_REQUESTS_PER_CLIENT, RESET_VALID_MINUTES } from '../../../src/application/account/password-reset'
import type { Email } from '../../../src/domain/user/email'
import { addUser, t0 } from '../support/fixtures'

const MINUTE = 60_000

describe('PasswordReset', () => {
  const setUp = async () => {
    const users = new InMemoryUserRepository()
    const store = new InMemoryResetStore(users)
    const mailer = new InMemoryTemplateMailer()
    const events = new InMemoryEventPublisher()
    const sessions = new InMemorySessions()
    const attempts = new InMemoryLoginAttempts()
    const uow = new InMemoryUnitOfWork([users, store, mailer, events, sessions])
    const settings = new InMemorySettings()
    let now = t0
    const reset = new PasswordReset(users, store, mailer, plainTextHasher, sessions, attempts, events, uow, settings, { now: () => now }, 'https://atlas.example',
      new InMemoryPasswordBlocklist(['Password123!']))
    const ada = await addUser(users, 'individual', { email: 'ada@example.com' as Email, passwordHash: 'plain:Old-secret-1' })
    sessions.signIn(ada.id, 'laptop')
    sessions.signIn(ada.id, 'phone')
    /** The token of the last reset link mailed. */
    const mailedToken = () => new URL(mailer.sent.at(-1)!.values.resetLink).hash.replace('#token=', '')
    return { users, store, mailer, events, sessions, attempts, settings, reset, ada, mailedToken, at: (ms: number) => { now = new Date(t0.getTime() + ms) } }
  }

  it('mails a link that works for an hour, keeping only the hash of its token', async () => {
    const { reset, ada, store, mailer, events, mailedToken } = await setUp()
    expect(await reset.request(ada.email, '203.0.113.5')).to.deep.equal(E.right(undefined))
    const token = mailedToken()
    expect(token).to.match(/^[A-Za-z0-9_-]{43}$/)
    expect(mailer.sent).to.deep.equal([{
      templateKey: 'password_reset', to: { email: 'ada@example.com', firstName: 'Grace' }, kind: 'password_reset',
      values: { resetLink: `https://atlas.example/reset-password#token=${token}`, expiryMinutes: String(RESET_VALID_MINUTES) },
    }])
    const kept = store.byUser.get(ada.id)!
    expect(kept).to.deep.equal({ userId: ada.id, tokenHash: hashLinkToken(token), email: 'ada@example.com', expiresAt: new Date(t0.getTime() + 60 * MINUTE) })
    expect(events.published.map((e) => [e.type, e.actorId])).to.deep.equal([['PasswordResetRequested', null]])
    expect(JSON.stringify(events.published)).to.not.include(token)
  })

  it('answers the same for an unknown address, a suspended or invited account and with email off, and sends nothing', async () => {
    const { reset, users, store, mailer, events, settings } = await setUp()
    const suspended = await addUser(users, 'individual', { email: 'sus@example.com' as Email, status: { kind: 'suspended', since: t0, reason: 'Spam', by: null } })
    const invited = await addUser(users, 'media', { email: 'inv@example.com' as Email, passwordHash: null, status: { kind: 'invited' } })
    for (const email of ['nobody@example.com', suspended.email, invited.email]) {
      expect(await reset.request(email as Email, '203.0.113.5')).to.deep.equal(E.right(undefined))
    }
    settings.with('email', { enabled: false })
    expect(await reset.request('ada@example.com' as Email, '203.0.113.6')).to.deep.equal(E.right(undefined))
    expect([store.byUser.size, mailer.sent.length, events.published.length]).to.deep.equal([0, 0, 0])
  })

  it('throttles per address asked for (known or not) and per client, for an hour', async () => {
    const { reset, mailer, at } = await setUp()
    for (const email of ['ada@example.com', 'nobody@example.com'] as Email[]) {
      for (let i = 0; i < RESET_REQUESTS_PER_ACCOUNT; i++) expect(E.isRight(await reset.request(email, `198.51.100.${i}`))).to.equal(true)
      const refused = await reset.request(email, '198.51.100.99')
      expect(refused).to.deep.equal(E.left({ _tag: 'ResetThrottled', retryAfterSeconds: 3600 }))
    }
    expect(mailer.sent).to.have.length(RESET_REQUESTS_PER_ACCOUNT)
    at(61 * MINUTE)
    expect(E.isRight(await reset.request('ada@example.com' as Email, '198.51.100.1'))).to.equal(true)

    const client = '192.0.2.7'
    for (let i = 0; i < RESET_REQUESTS_PER_CLIENT; i++) expect(E.isRight(await reset.request(`person${i}@example.com` as Email, client))).to.equal(true)
    expect(E.isLeft(await reset.request('someone.else@example.com' as Email, client))).to.equal(true)
  })

  it('a new password through the link: sessions ended, link used up, lock lifted, signed-in user returned', async () => {
    const { reset, ada, users, store, sessions, attempts, events, mailedToken } = await setUp()
    await attempts.record([`email:${ada.email}`], t0)
    await reset.request(ada.email, '203.0.113.5')
    const token = mailedToken()
    expect(await reset.preview(token)).to.deep.equal(E.right({ email: 'ada@example.com' }))
    const r = await reset.reset(token, 'New-secret-2024')
    if (E.isLeft(r)) expect.fail(r.left._tag)
    expect(users.users.get(ada.id)!.passwordHash).to.equal('plain:New-secret-2024')
    expect(sessions.keysOf(ada.id)).to.deep.equal([])
    expect(store.byUser.size).to.equal(0)
    expect(await attempts.failuresSince(`email:${ada.email}`, new Date(0))).to.deep.equal([])
    expect(events.published.map((e) => e.type)).to.deep.equal(['PasswordResetRequested', 'PasswordReset'])
    // Used once.
    expect(await reset.reset(token, 'Another-secret-3')).to.deep.equal(E.left({ _tag: 'InvalidResetLink' }))
    expect(await reset.preview(token)).to.deep.equal(E.left({ _tag: 'InvalidResetLink' }))
  })

  it('a refused reset (weak password) changes nothing: the link still works, sessions live, no event', async () => {
    const { reset, ada, users, store, sessions, events, mailedToken } = await setUp()
    await reset.request(ada.email, '203.0.113.5')
    const token = mailedToken()
    const before = events.published.length
    const weak = await reset.reset(token, 'Password123!')
    expect(E.isLeft(weak) && weak.left._tag).to.equal('PasswordTooCommon')
    expect(users.users.get(ada.id)!.passwordHash).to.equal('plain:Old-secret-1')
    expect(store.byUser.size).to.equal(1)
    expect(sessions.keysOf(ada.id)).to.deep.equal(['laptop', 'phone'])
    expect(events.published.length).to.equal(before)
    expect(E.isRight(await reset.reset(token, 'New-secret-2024'))).to.equal(true)
  })

  it('refuses an expired link, a replaced one, one for an address changed since, a suspended account, and junk, alike', async () => {
    const { reset, ada, users, mailedToken, at } = await setUp()
    await reset.request(ada.email, '203.0.113.5')
    const first = mailedToken()
    await reset.request(ada.email, '203.0.113.5')
    const second = mailedToken()
    const invalid = E.left({ _tag: 'InvalidResetLink' })
    expect(await reset.reset(first, 'New-secret-2024')).to.deep.equal(invalid)
    for (const junk of ['', 'short', '../../etc/passwd', `${second}x`, second.toUpperCase()]) expect(await reset.reset(junk, 'New-secret-2024')).to.deep.equal(invalid)

    users.users.set(ada.id, { ...users.users.get(ada.id)!, email: 'ada.new@example.com' as Email })
    expect(await reset.reset(second, 'New-secret-2024')).to.deep.equal(invalid)
    users.users.set(ada.id, { ...users.users.get(ada.id)!, email: ada.email, status: { kind: 'suspended', since: t0, reason: 'Spam', by: null } })
    expect(await reset.reset(second, 'New-secret-2024')).to.deep.equal(invalid)
    users.users.set(ada.id, { ...users.users.get(ada.id)!, status: { kind: 'active' } })
    at(60 * MINUTE)
    expect(await reset.reset(second, 'New-secret-2024')).to.deep.equal(invalid)
    expect(users.users.get(ada.id)!.passwordHash).to.equal('plain:Old-secret-1')
  })
})
