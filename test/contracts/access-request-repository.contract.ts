// The contract of AccessRequestRepository (src/application/media/media-access.ts), run on every
// implementation: its writes (add, decide), read back through the port's byId and openOf. The admin
// screens' reads (list, latestOf) belong to a read model, not to this port.
import { expect } from 'chai'
import type { AccessRequestRepository } from '../../src/application/media/media-access'
import type { UnitOfWork } from '../../src/application/ports/unit-of-work'
import type { UserRepository } from '../../src/domain/user/user.repository'
import { aUser, refusedAfter, thrownBy } from './contract-support'

interface AccessRequestRepositoryFixture {
  /** No request yet. */
  readonly requests: AccessRequestRepository
  /** The accounts that ask and decide. */
  readonly users: UserRepository
  /** A unit of work over the requests (and the accounts). */
  readonly uow: UnitOfWork
}

const t0 = new Date('2026-11-01T10:00:00.000Z')
const t1 = new Date('2026-11-02T09:00:00.000Z')

export const describeAccessRequestRepositoryContract = (name: string, makeFixture: () => Promise<AccessRequestRepositoryFixture>) =>
  describe(`AccessRequestRepository contract (writes): ${name}`, () => {
    let f: AccessRequestRepositoryFixture
    let userId: number
    let adminId: number
    beforeEach(async () => {
      f = await makeFixture()
      userId = (await aUser(f)).id
      adminId = (await aUser(f, 'admin')).id
    })

    describe('add', () => {
      it('stores a pending request with an id, and answers it as stored; byId and openOf find it', async () => {
        const r = await f.requests.add(userId, 'I write for Robotics Weekly.', t0)
        expect(r.id).to.be.a('number')
        expect(r).to.deep.equal({ id: r.id, userId, status: 'pending', message: 'I write for Robotics Weekly.', createdAt: t0 })
        expect(await f.requests.byId(r.id)).to.deep.equal(r)
        expect(await f.requests.openOf(userId)).to.deep.equal(r)
      })

      it('stores a request without a message', async () => {
        const r = await f.requests.add(userId, null, t0)
        expect((await f.requests.byId(r.id))?.message).to.equal(null)
      })

      // The unique index media_access_requests_open_idx: one pending request per user.
      it('throws for a second pending request of the user, and keeps the first', async () => {
        const first = await f.requests.add(userId, 'First', t0)
        expect(await thrownBy(() => f.requests.add(userId, 'Second', t1))).to.be.instanceOf(Error)
        expect(await f.requests.openOf(userId)).to.deep.equal(first)
      })

      it("keeps each user's requests apart", async () => {
        const other = (await aUser(f)).id
        const a = await f.requests.add(userId, null, t0)
        const b = await f.requests.add(other, null, t0)
        expect(a.id).to.not.equal(b.id)
        expect(await f.requests.openOf(other)).to.deep.equal(b)
      })

      it('answers undefined for an id not stored, and for a user with no pending request', async () => {
        const r = await f.requests.add(userId, null, t0)
        expect(await f.requests.byId(r.id + 1000)).to.equal(undefined)
        expect(await f.requests.openOf(adminId)).to.equal(undefined)
      })
    })

    describe('decide', () => {
      for (const status of ['approved', 'rejected'] as const) {
        it(`${status === 'approved' ? 'approves' : 'rejects'} the request: it is open no more, and the user may ask again`, async () => {
          const r = await f.requests.add(userId, 'Please', t0)
          await f.requests.decide(r.id, status, adminId, t1)
          expect(await f.requests.byId(r.id)).to.deep.equal({ ...r, status })
          expect(await f.requests.openOf(userId)).to.equal(undefined)
          const again = await f.requests.add(userId, 'Again', t1)
          expect(await f.requests.openOf(userId)).to.deep.equal(again)
          expect(await f.requests.byId(r.id)).to.deep.equal({ ...r, status })
        })
      }

      it("leaves other requests alone, and does nothing for an id not stored", async () => {
        const other = (await aUser(f)).id
        const a = await f.requests.add(userId, null, t0)
        const b = await f.requests.add(other, null, t0)
        await f.requests.decide(a.id, 'approved', adminId, t1)
        await f.requests.decide(b.id + 1000, 'approved', adminId, t1)
        expect(await f.requests.byId(b.id)).to.deep.equal(b)
        expect(await f.requests.byId(b.id + 1000)).to.equal(undefined)
      })
    })

    it('a unit of work that refuses takes back the requests it added and the decisions it made', async () => {
      const pending = await f.requests.add(userId, null, t0)
      const other = (await aUser(f)).id
      await refusedAfter(f.uow, async () => {
        await f.requests.decide(pending.id, 'rejected', adminId, t1)
        await f.requests.add(other, 'Refused', t1)
      })
      expect(await f.requests.byId(pending.id)).to.deep.equal(pending)
      expect(await f.requests.openOf(other)).to.equal(undefined)
    })
  })
