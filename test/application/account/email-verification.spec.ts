// Email verification (docs/ubiquitous-language/user-and-roles.md, "Email verification"; GET /api/verify-email in the API reference for the link).
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryVerificationStore } from '../../../src/adapters/in-memory/in-memory-account'
import { InMemoryTemplateMailer } from '../../../src/adapters/in-memory/in-memory-mail'
import { InMemoryEventPublisher, InMemorySettings, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { EmailVerification } from '../../../src/application/account/email-verification'
import { addUser, t0 } from '../support/fixtures'
import type { PersonName } from '../../../src/domain/user/person-name'

const HOUR = 3600_000

describe('EmailVerification', () => {
  const setUp = async () => {
    const users = new InMemoryUserRepository()
    const store = new InMemoryVerificationStore(users)
    const mailer = new InMemoryTemplateMailer()
    const events = new InMemoryEventPublisher()
    const uow = new InMemoryUnitOfWork([users, store, mailer, events])
    const settings = new InMemorySettings()
    let now = t0
    const verification = new EmailVerification(store, mailer, events, uow, settings, { now: () => now }, 'https://atlas.example')
    const user = await addUser(users, 'individual', { isEmailVerified: false, firstName: 'Ada' as PersonName })
    /** The token of the last link mailed. */
    const mailedToken = () => new URL(mailer.sent.at(-1)!.values.verificationLink).searchParams.get('token')!
    return { users, store, mailer, events, uow, settings, verification, user, mailedToken, at: (ms: number) => { now = new Date(t0.getTime() + ms) } }
  }

  describe('issue', () => {
    it('keeps only a hash of a new token and mails the link, valid for registration.verificationExpiry hours', async () => {
      const { verification, store, mailer, user, mailedToken, settings, events } = await setUp()
      settings.with('registration', { verificationExpiry: 48 })
      expect(await verification.issue(user)).to.deep.equal(E.right(undefined))
      const token = mailedToken()
      expect(token).to.match(/^[A-Za-z0-9_-]{43}$/)
      expect(mailer.sent).to.deep.equal([{
        templateKey: 'email_verification', to: { email: user.email, firstName: 'Ada' }, kind: 'email_verification',
        values: { verificationLink: `https://atlas.example/api/verify-email?token=${token}`, expiryHours: '48' },
      }])
      const kept = store.tokenOf(user.id)!
      expect(kept.expiresAt).to.deep.equal(new Date(t0.getTime() + 48 * HOUR))
      expect(kept.tokenHash).to.not.include(token)
      expect(events.published).to.deep.equal([])
    })

    it('sets the token but mails nothing while email is turned off', async () => {
      const { verification, store, mailer, user, settings } = await setUp()
      settings.with('email', { enabled: false })
      expect(await verification.issue(user)).to.deep.equal(E.right(undefined))
      expect(store.tokenOf(user.id)).to.not.equal(undefined)
      expect(mailer.sent).to.deep.equal([])
    })

    it('refuses a verified user, keeping no token and mailing nothing', async () => {
      const { verification, store, mailer, users, user, uow } = await setUp()
      const verified = await addUser(users, 'media')
      expect(await verification.issue(verified)).to.deep.equal(E.left({ _tag: 'AlreadyVerified' }))
      expect([store.tokenOf(verified.id), store.tokenOf(user.id)]).to.deep.equal([undefined, undefined])
      expect(mailer.sent).to.deep.equal([])
      expect(uow.outcomes).to.deep.equal(['rollback'])
    })
  })

  describe('verify', () => {
    it('marks the email verified with EmailVerified by the user, and the link works once', async () => {
      const { verification, users, store, events, user, mailedToken, at } = await setUp()
      await verification.issue(user)
      const token = mailedToken()
      at(24 * HOUR)
      expect(await verification.verify(token)).to.deep.equal(E.right(user.id))
      expect(users.users.get(user.id)?.isEmailVerified).to.equal(true)
      expect(store.tokenOf(user.id)).to.equal(undefined)
      expect(events.published).to.deep.equal([{
        type: 'EmailVerified', aggregateType: 'user', aggregateId: String(user.id), actorId: user.id, occurredAt: new Date(t0.getTime() + 24 * HOUR), payload: {},
      }])
      expect(await verification.verify(token)).to.deep.equal(E.left({ _tag: 'InvalidToken' }))
    })

    it('refuses an expired link, and an older link once a new one was sent, leaving the user unverified', async () => {
      const s = await setUp()
      await s.verification.issue(s.user)
      const first = s.mailedToken()
      s.at(24 * HOUR + 1)
      expect(await s.verification.verify(first)).to.deep.equal(E.left({ _tag: 'TokenExpired' }))
      await s.verification.issue(s.user)
      expect(await s.verification.verify(first)).to.deep.equal(E.left({ _tag: 'InvalidToken' }))
      expect(s.users.users.get(s.user.id)?.isEmailVerified).to.equal(false)
      expect(s.store.tokenOf(s.user.id)).to.not.equal(undefined)
      expect(s.events.published).to.deep.equal([])
      expect(s.uow.outcomes).to.deep.equal(['commit', 'rollback', 'commit', 'rollback'])
      expect(await s.verification.verify(s.mailedToken())).to.deep.equal(E.right(s.user.id))
    })

    it('answers InvalidToken for a malformed or unknown token, and AlreadyVerified for a user verified meanwhile', async () => {
      const { verification, users, user, events, mailedToken } = await setUp()
      for (const token of ['', 'short', 'x'.repeat(101), 'not a token at all!!!!!', 'A'.repeat(43)]) {
        expect(await verification.verify(token), token).to.deep.equal(E.left({ _tag: 'InvalidToken' }))
      }
      await verification.issue(user)
      users.users.set(user.id, { ...user, isEmailVerified: true })
      expect(await verification.verify(mailedToken())).to.deep.equal(E.left({ _tag: 'AlreadyVerified' }))
      expect(events.published).to.deep.equal([])
    })
  })
})
