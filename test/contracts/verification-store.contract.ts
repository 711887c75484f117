// The contract of VerificationStore (src/application/account/email-verification.ts), run on every
// implementation. Tokens live on the accounts' rows: only a stored account has one.
import { expect } from 'chai'
import type { VerificationStore } from '../../src/application/account/email-verification'
import type { UnitOfWork } from '../../src/application/ports/unit-of-work'
import { aUser, refusedAfter, stored, thrownBy, type Owners } from './contract-support'

interface VerificationStoreFixture extends Owners {
  /** Keeps the tokens of the accounts of `users`. */
  readonly store: VerificationStore
  /** A unit of work over it (and the owners' repositories). */
  readonly uow: UnitOfWork
}

const expiresAt = new Date('2026-11-02T10:00:00.000Z')
const later = new Date('2026-11-03T10:00:00.000Z')

export const describeVerificationStoreContract = (name: string, makeFixture: () => Promise<VerificationStoreFixture>) =>
  describe(`VerificationStore contract: ${name}`, () => {
    let f: VerificationStoreFixture
    beforeEach(async () => { f = await makeFixture() })
    const anUnverified = () => aUser(f, 'individual', { isEmailVerified: false })

    it("finds the account by its token's hash, with the expiry and whether the email is verified", async () => {
      const user = await anUnverified()
      await f.store.setToken(user.id, 'hash-a', expiresAt)
      expect(await f.store.byTokenHash('hash-a')).to.deep.equal({ userId: user.id, expiresAt, verified: false })
    })

    it('answers undefined for a hash no account holds (the hash is compared exactly)', async () => {
      const user = await anUnverified()
      await f.store.setToken(user.id, 'hash-a', expiresAt)
      expect(await f.store.byTokenHash('hash-b')).to.equal(undefined)
      expect(await f.store.byTokenHash('HASH-A')).to.equal(undefined)
    })

    it('keeps one token per account: a new one replaces the old', async () => {
      const user = await anUnverified()
      await f.store.setToken(user.id, 'hash-old', expiresAt)
      await f.store.setToken(user.id, 'hash-new', later)
      expect(await f.store.byTokenHash('hash-old')).to.equal(undefined)
      expect(await f.store.byTokenHash('hash-new')).to.deep.equal({ userId: user.id, expiresAt: later, verified: false })
    })

    it("keeps each account's token apart", async () => {
      const a = await anUnverified()
      const b = await anUnverified()
      await f.store.setToken(a.id, 'hash-a', expiresAt)
      await f.store.setToken(b.id, 'hash-b', later)
      expect((await f.store.byTokenHash('hash-a'))?.userId).to.equal(a.id)
      expect((await f.store.byTokenHash('hash-b'))?.userId).to.equal(b.id)
    })

    // The unique index on verification_token: a hash is one account's.
    it('throws for a hash another account holds, and keeps it with that account', async () => {
      const a = await anUnverified()
      const b = await anUnverified()
      await f.store.setToken(a.id, 'hash-same', expiresAt)
      expect(await thrownBy(() => f.store.setToken(b.id, 'hash-same', later))).to.be.instanceOf(Error)
      expect(await f.store.byTokenHash('hash-same')).to.deep.equal({ userId: a.id, expiresAt, verified: false })
    })

    it('reads whether the email is verified from the account as it is now', async () => {
      const user = await anUnverified()
      await f.store.setToken(user.id, 'hash-a', expiresAt)
      stored(await f.users.update({ ...user, isEmailVerified: true }))
      expect(await f.store.byTokenHash('hash-a')).to.deep.equal({ userId: user.id, expiresAt, verified: true })
    })

    it('markVerified verifies the email and clears the token, and leaves other accounts alone', async () => {
      const user = await anUnverified()
      const other = await anUnverified()
      await f.store.setToken(user.id, 'hash-a', expiresAt)
      await f.store.setToken(other.id, 'hash-b', expiresAt)
      await f.store.markVerified(user.id)
      expect((await f.users.byId(user.id))?.isEmailVerified).to.equal(true)
      expect(await f.store.byTokenHash('hash-a')).to.equal(undefined)
      expect(await f.store.byTokenHash('hash-b')).to.deep.equal({ userId: other.id, expiresAt, verified: false })
      expect((await f.users.byId(other.id))?.isEmailVerified).to.equal(false)
    })

    it('does nothing for an id that is no account', async () => {
      const user = await anUnverified()
      await f.store.setToken(user.id + 1000, 'hash-ghost', expiresAt)
      await f.store.markVerified(user.id + 1000)
      expect(await f.store.byTokenHash('hash-ghost')).to.equal(undefined)
      expect((await f.users.byId(user.id))?.isEmailVerified).to.equal(false)
    })

    it('forgets the token of a removed account: another account may take its hash', async () => {
      const user = await anUnverified()
      await f.store.setToken(user.id, 'hash-a', expiresAt)
      await f.users.remove(user.id)
      expect(await f.store.byTokenHash('hash-a')).to.equal(undefined)
      const next = await anUnverified()
      await f.store.setToken(next.id, 'hash-a', later)
      expect(await f.store.byTokenHash('hash-a')).to.deep.equal({ userId: next.id, expiresAt: later, verified: false })
    })

    it('a unit of work that refuses takes back the token it set and the verification it made', async () => {
      const user = await anUnverified()
      await f.store.setToken(user.id, 'hash-kept', expiresAt)
      await refusedAfter(f.uow, async () => {
        await f.store.setToken(user.id, 'hash-refused', later)
        await f.store.markVerified(user.id)
      })
      expect(await f.store.byTokenHash('hash-refused')).to.equal(undefined)
      expect(await f.store.byTokenHash('hash-kept')).to.deep.equal({ userId: user.id, expiresAt, verified: false })
    })
  })
