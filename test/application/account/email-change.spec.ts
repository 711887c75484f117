// Change of email address (docs/ubiquitous-language/user-and-roles.md, "Change of email address").
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryEmailChangeStore, InMemoryResetStore, InMemorySessions } from '../../../src/adapters/in-memory/in-memory-account'
import { InMemoryTemplateMailer } from '../../../src/adapters/in-memory/in-memory-mail'
import { InMemoryEventPublisher, InMemoryLoginAttempts, InMemorySettings, InMemoryUnitOfWork, plainTextHasher } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import {
  EmailChange, EMAIL_CHANGE_REQUESTS_PER_ACCOUNT, EMAIL_CHANGE_REQUESTS_PER_CLIENT, EMAIL_CHANGE_VALID_HOURS,
} from '../../../src/application/account/email-change'
import { hashLinkToken } from '../../../src/application/account/link-token'
import { AttemptThrottle } from '../../../src/application/account/login-throttle'
import type { Email } from '../../../src/domain/user/email'
import { addUser, t0 } from '../support/fixtures'

const HOUR = 3600_000
const NEW = 'ada.new@example.com' as Email

describe('EmailChange', () => {
  const setUp = async () => {
    const users = new InMemoryUserRepository()
    const store = new InMemoryEmailChangeStore(users)
    const resets = new InMemoryResetStore(users)
    const mailer = new InMemoryTemplateMailer()
    const events = new InMemoryEventPublisher()
    const sessions = new InMemorySessions()
    const attempts = new InMemoryLoginAttempts()
    const uow = new InMemoryUnitOfWork([users, store, resets, mailer, events, sessions])
    const settings = new InMemorySettings()
    let now = t0
    const clock = { now: () => now }
    const change = new EmailChange(users, store, resets, mailer, plainTextHasher, sessions, new AttemptThrottle(attempts, settings, clock), attempts,
      events, uow, settings, clock, 'https://atlas.example')
    const ada = await addUser(users, 'individual', { email: 'ada@example.com' as Email, passwordHash: 'plain:Old-secret-1', isEmailVerified: false })
    sessions.signIn(ada.id, 'laptop')
    sessions.signIn(ada.id, 'phone')
    /** The token of the last confirmation link mailed. */
    const mailedToken = () => new URL(mailer.sent.filter((m) => m.templateKey === 'email_change').at(-1)!.values.confirmLink).hash.replace('#token=', '')
    /** Nothing written: no pending change, no mail, no event, the account as it was, its sessions live. */
    const nothingWritten = () => {
      expect([store.byUser.size, mailer.sent.length, events.published.length]).to.deep.equal([0, 0, 0])
      expect(users.users.get(ada.id)!.email).to.equal('ada@example.com')
      expect(sessions.keysOf(ada.id)).to.deep.equal(['laptop', 'phone'])
    }
    return { users, store, resets, mailer, events, sessions, attempts, settings, change, ada, mailedToken, nothingWritten, at: (ms: number) => { now = new Date(t0.getTime() + ms) } }
  }

  it('mails a link to the new address and a notice to the current one, keeping only the hash of its token', async () => {
    const { change, ada, store, mailer, events, users, mailedToken } = await setUp()
    expect(await change.request(ada, NEW, 'Old-secret-1', '203.0.113.5')).to.deep.equal(E.right({ expiresAt: new Date(t0.getTime() + EMAIL_CHANGE_VALID_HOURS * HOUR) }))
    const token = mailedToken()
    expect(token).to.match(/^[A-Za-z0-9_-]{43}$/)
    expect(mailer.sent).to.deep.equal([
      { templateKey: 'email_change', to: { email: NEW, firstName: 'Grace' }, kind: 'email_change',
        values: { newEmail: NEW, confirmLink: `https://atlas.example/confirm-email#token=${token}`, expiryHours: '24' } },
      { templateKey: 'email_change_notice', to: { email: 'ada@example.com', firstName: 'Grace' }, kind: 'email_change_notice', values: { newEmail: NEW } },
    ])
    expect(store.byUser.get(ada.id)).to.deep.equal({
      userId: ada.id, tokenHash: hashLinkToken(token), currentEmail: 'ada@example.com', newEmail: NEW, expiresAt: new Date(t0.getTime() + 24 * HOUR),
    })
    expect(events.published.map((e) => [e.type, e.actorId, e.payload.newEmail])).to.deep.equal([['EmailChangeRequested', ada.id, NEW]])
    expect(JSON.stringify(events.published)).to.not.include(token)
    // Asking changes nothing yet.
    expect(users.users.get(ada.id)!.email).to.equal('ada@example.com')
  })

  it('confirming: the new address, verified; link used up, reset link void, every session ended', async () => {
    const { change, ada, users, store, resets, sessions, events, mailedToken } = await setUp()
    await resets.put({ userId: ada.id, tokenHash: hashLinkToken('a-reset-token-of-forty-three-characters-xx'), email: ada.email, expiresAt: new Date(t0.getTime() + HOUR) })
    await change.request(ada, NEW, 'Old-secret-1', '203.0.113.5')
    const token = mailedToken()
    expect(await change.preview(token)).to.deep.equal(E.right({ email: NEW }))
    expect(await change.confirm(token)).to.deep.equal(E.right({ userId: ada.id, email: NEW }))
    const now = users.users.get(ada.id)!
    expect([now.email, now.isEmailVerified]).to.deep.equal([NEW, true])
    expect([store.byUser.size, resets.byUser.size]).to.deep.equal([0, 0])
    expect(sessions.keysOf(ada.id)).to.deep.equal([])
    expect(events.published.map((e) => e.type)).to.deep.equal(['EmailChangeRequested', 'EmailChanged'])
    expect(events.published[1].payload.changes).to.deep.equal({ email: { from: 'ada@example.com', to: NEW }, isEmailVerified: { from: false, to: true } })
    // Used once.
    expect(await change.confirm(token)).to.deep.equal(E.left({ _tag: 'InvalidEmailChangeLink' }))
    expect(await change.preview(token)).to.deep.equal(E.left({ _tag: 'InvalidEmailChangeLink' }))
  })

  it('shows its owner the pending change until its link expires, and calls it off: the link stops working, one event', async () => {
    const { change, ada, store, events, mailedToken, at } = await setUp()
    expect(await change.pendingOf(ada)).to.equal(undefined)
    // Nothing to call off: refused, nothing written.
    expect(await change.cancel(ada)).to.deep.equal(E.left({ _tag: 'NoPendingEmailChange' }))
    expect(events.published).to.deep.equal([])
    await change.request(ada, NEW, 'Old-secret-1', '203.0.113.5')
    const token = mailedToken()
    expect(await change.pendingOf(ada)).to.deep.equal({ newEmail: NEW, expiresAt: new Date(t0.getTime() + 24 * HOUR) })
    expect(await change.cancel(ada)).to.deep.equal(E.right(undefined))
    expect(store.byUser.size).to.equal(0)
    expect(events.published.map((e) => [e.type, e.payload.newEmail])).to.deep.equal([['EmailChangeRequested', NEW], ['EmailChangeCancelled', NEW]])
    expect(await change.confirm(token)).to.deep.equal(E.left({ _tag: 'InvalidEmailChangeLink' }))
    expect(await change.pendingOf(ada)).to.equal(undefined)
    // An expired one is no longer pending, and calling it off is refused without an event.
    await change.request(ada, NEW, 'Old-secret-1', '203.0.113.5')
    at(24 * HOUR)
    expect(await change.pendingOf(ada)).to.equal(undefined)
    expect(await change.cancel(ada)).to.deep.equal(E.left({ _tag: 'NoPendingEmailChange' }))
    expect(events.published.map((e) => e.type)).to.deep.equal(['EmailChangeRequested', 'EmailChangeCancelled', 'EmailChangeRequested'])
  })

  it('refuses a wrong password, the own address, a taken address and email off, and writes nothing', async () => {
    const { change, ada, users, settings, attempts, nothingWritten } = await setUp()
    await addUser(users, 'company_manager', { email: 'taken@example.com' as Email })
    expect(await change.request(ada, NEW, 'Wrong-secret', '203.0.113.5')).to.deep.equal(E.left({ _tag: 'WrongCurrentPassword' }))
    // A wrong password counts as one (the sign-in lock), on the account and the address.
    expect(await attempts.failuresSince('email:ada@example.com', new Date(0))).to.have.length(1)
    expect(await change.request(ada, 'ADA@example.com'.toLowerCase() as Email, 'Old-secret-1', '203.0.113.5')).to.deep.equal(E.left({ _tag: 'SameEmail' }))
    expect(await change.request(ada, 'taken@example.com' as Email, 'Old-secret-1', '203.0.113.5')).to.deep.equal(E.left({ _tag: 'EmailTaken' }))
    settings.with('email', { enabled: false })
    expect(await change.request(ada, NEW, 'Old-secret-1', '203.0.113.5')).to.deep.equal(E.left({ _tag: 'EmailDisabled' }))
    nothingWritten()
  })

  it('while the account is locked by wrong passwords, even the right one is refused', async () => {
    const { change, ada, settings, nothingWritten } = await setUp()
    const max = (await settings.current()).security.maxLoginAttempts
    for (let i = 0; i < max; i++) await change.request(ada, NEW, `Wrong-${i}`, '203.0.113.5')
    const locked = await change.request(ada, NEW, 'Old-secret-1', '203.0.113.5')
    expect(E.isLeft(locked) && locked.left._tag).to.equal('LockedOut')
    nothingWritten()
  })

  it('throttles per account and per client, for an hour; a refused request writes nothing', async () => {
    const { change, ada, users, mailer, store, at } = await setUp()
    for (let i = 0; i < EMAIL_CHANGE_REQUESTS_PER_ACCOUNT; i++) expect(E.isRight(await change.request(ada, `ada${i}@example.com` as Email, 'Old-secret-1', `198.51.100.${i}`))).to.equal(true)
    const sent = mailer.sent.length
    const kept = store.byUser.get(ada.id)
    expect(await change.request(ada, NEW, 'Old-secret-1', '198.51.100.99')).to.deep.equal(E.left({ _tag: 'EmailChangeThrottled', retryAfterSeconds: 3600 }))
    expect([mailer.sent.length, store.byUser.get(ada.id)]).to.deep.equal([sent, kept])
    at(61 * 60_000)
    expect(E.isRight(await change.request(ada, NEW, 'Old-secret-1', '198.51.100.1'))).to.equal(true)

    const client = '192.0.2.7'
    for (let i = 0; i < EMAIL_CHANGE_REQUESTS_PER_CLIENT; i++) {
      const someone = await addUser(users, 'individual', { passwordHash: 'plain:Old-secret-1' })
      expect(E.isRight(await change.request(someone, `p${i}@example.com` as Email, 'Old-secret-1', client))).to.equal(true)
    }
    const last = await addUser(users, 'individual', { passwordHash: 'plain:Old-secret-1' })
    expect(E.isLeft(await change.request(last, 'last@example.com' as Email, 'Old-secret-1', client))).to.equal(true)
  })

  it('refuses an expired link, a replaced one, one whose account changed address or was suspended since, and junk, alike', async () => {
    const { change, ada, users, mailedToken, at } = await setUp()
    await change.request(ada, NEW, 'Old-secret-1', '203.0.113.5')
    const first = mailedToken()
    await change.request(ada, 'ada.other@example.com' as Email, 'Old-secret-1', '203.0.113.5')
    const second = mailedToken()
    const invalid = E.left({ _tag: 'InvalidEmailChangeLink' })
    expect(await change.confirm(first)).to.deep.equal(invalid)
    for (const junk of ['', 'short', '../../etc/passwd', `${second}x`, second.toUpperCase(), `${second}]]></script>`]) expect(await change.confirm(junk)).to.deep.equal(invalid)

    users.users.set(ada.id, { ...users.users.get(ada.id)!, email: 'ada.admin.set@example.com' as Email })
    expect(await change.confirm(second)).to.deep.equal(invalid)
    users.users.set(ada.id, { ...users.users.get(ada.id)!, email: ada.email, status: { kind: 'suspended', since: t0, reason: 'Spam', by: null } })
    expect(await change.confirm(second)).to.deep.equal(invalid)
    users.users.set(ada.id, { ...users.users.get(ada.id)!, status: { kind: 'active' } })
    at(EMAIL_CHANGE_VALID_HOURS * HOUR)
    expect(await change.confirm(second)).to.deep.equal(invalid)
    expect(users.users.get(ada.id)!.email).to.equal('ada@example.com')
  })

  it('an address taken between the request and the link: EmailTaken, nothing changes, the link stays', async () => {
    const { change, ada, users, store, sessions, events, mailedToken } = await setUp()
    await change.request(ada, NEW, 'Old-secret-1', '203.0.113.5')
    const token = mailedToken()
    await addUser(users, 'individual', { email: NEW })
    const before = events.published.length
    expect(await change.confirm(token)).to.deep.equal(E.left({ _tag: 'EmailTaken' }))
    expect(users.users.get(ada.id)!.email).to.equal('ada@example.com')
    expect(store.byUser.size).to.equal(1)
    expect(sessions.keysOf(ada.id)).to.deep.equal(['laptop', 'phone'])
    expect(events.published.length).to.equal(before)
  })
})
