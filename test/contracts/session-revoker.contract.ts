// The contract of SessionRevoker (src/application/ports/session-revoker.ts), run on every implementation.
import { expect } from 'chai'
import type { SessionRevoker } from '../../src/application/ports/session-revoker'
import type { UnitOfWork } from '../../src/application/ports/unit-of-work'
import type { UserRepository } from '../../src/domain/user/user.repository'
import { aUser, refusedAfter } from './contract-support'

interface SessionRevokerFixture {
  /** No session yet. */
  readonly sessions: SessionRevoker
  /** Signs the user in with a session under this key. */
  signIn(userId: number, key: string): Promise<void>
  /** Whether the session of this key is live. */
  isLive(key: string): Promise<boolean>
  /** The accounts the sessions belong to. */
  readonly users: UserRepository
  /** A unit of work over the sessions (and the accounts). */
  readonly uow: UnitOfWork
}

export const describeSessionRevokerContract = (name: string, makeFixture: () => Promise<SessionRevokerFixture>) =>
  describe(`SessionRevoker contract: ${name}`, () => {
    let f: SessionRevokerFixture
    let userId: number
    let otherId: number
    beforeEach(async () => {
      f = await makeFixture()
      userId = (await aUser(f)).id
      otherId = (await aUser(f)).id
    })
    const live = async (...keys: string[]) => Promise.all(keys.map((k) => f.isLive(k)))

    it("ends every session of the user, answers how many, and leaves other users' sessions live", async () => {
      await f.signIn(userId, 'key-phone-aaaaaaaa')
      await f.signIn(userId, 'key-laptop-aaaaaaa')
      await f.signIn(otherId, 'key-other-aaaaaaaa')
      expect(await f.sessions.endAllFor(userId)).to.equal(2)
      expect(await live('key-phone-aaaaaaaa', 'key-laptop-aaaaaaa', 'key-other-aaaaaaaa')).to.deep.equal([false, false, true])
    })

    it('ends every session but the one given, and answers how many ended', async () => {
      await f.signIn(userId, 'key-phone-aaaaaaaa')
      await f.signIn(userId, 'key-laptop-aaaaaaa')
      await f.signIn(userId, 'key-tablet-aaaaaaa')
      expect(await f.sessions.endAllFor(userId, 'key-laptop-aaaaaaa')).to.equal(2)
      expect(await live('key-phone-aaaaaaaa', 'key-laptop-aaaaaaa', 'key-tablet-aaaaaaa')).to.deep.equal([false, true, false])
    })

    it("ends them all when the key kept is not one of the user's", async () => {
      await f.signIn(userId, 'key-phone-aaaaaaaa')
      await f.signIn(otherId, 'key-other-aaaaaaaa')
      expect(await f.sessions.endAllFor(userId, 'key-other-aaaaaaaa')).to.equal(1)
      expect(await live('key-phone-aaaaaaaa', 'key-other-aaaaaaaa')).to.deep.equal([false, true])
    })

    it('answers 0 for a user without sessions, or an id that is no account, and ends nothing', async () => {
      await f.signIn(otherId, 'key-other-aaaaaaaa')
      expect(await f.sessions.endAllFor(userId)).to.equal(0)
      expect(await f.sessions.endAllFor(userId + 1000)).to.equal(0)
      expect(await f.sessions.endAllFor(userId, 'key-other-aaaaaaaa')).to.equal(0)
      expect(await live('key-other-aaaaaaaa')).to.deep.equal([true])
    })

    it('a unit of work that refuses takes back the sessions it ended', async () => {
      await f.signIn(userId, 'key-phone-aaaaaaaa')
      await refusedAfter(f.uow, () => f.sessions.endAllFor(userId))
      expect(await live('key-phone-aaaaaaaa')).to.deep.equal([true])
    })
  })
