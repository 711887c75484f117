// The contract of the media access requests' read side, run on every implementation: what the screens
// read (AccessRequestReadModel, src/application/media/access-request-views.ts) after the writes of the
// repository the commands use (whose own contract is access-request-repository.contract.ts).
import { expect } from 'chai'
import type { AccessRequestReadModel } from '../../src/application/media/access-request-views'
import type { AccessRequestRepository } from '../../src/application/media/media-access'
import type { Role } from '../../src/domain/user/role'

interface AccessRequestFixture {
  /** Empty, and reading what `requests` stores. */
  readonly requests: AccessRequestRepository
  readonly reads: AccessRequestReadModel
  /** Stores an account (the requests point to it); answers its id. */
  readonly aUser: (firstName: string, email: string, role?: Role) => Promise<number>
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 10, minute))

export const describeAccessRequestContract = (name: string, makeFixture: () => Promise<AccessRequestFixture>) =>
  describe(`AccessRequestReadModel contract: ${name}`, () => {
    let f: AccessRequestFixture
    beforeEach(async () => { f = await makeFixture() })

    describe('the read model (what the screens show)', () => {
      it('lists the requests of one status, newest first, with who asked', async () => {
        const ada = await f.aUser('Ada', 'ada@example.com')
        const bob = await f.aUser('Bob', 'bob@example.com', 'company_manager')
        const first = await f.requests.add(ada, 'first', at(1))
        const second = await f.requests.add(bob, null, at(2))
        expect(await f.reads.list('pending')).to.deep.equal([
          { id: second.id, userId: bob, status: 'pending', message: null, createdAt: at(2).toISOString(), decidedAt: null,
            user: { id: bob, name: 'Bob Tester', email: 'bob@example.com', role: 'company_manager' } },
          { id: first.id, userId: ada, status: 'pending', message: 'first', createdAt: at(1).toISOString(), decidedAt: null,
            user: { id: ada, name: 'Ada Tester', email: 'ada@example.com', role: 'individual' } },
        ])
        expect(await f.reads.list('approved')).to.deep.equal([])
      })

      it('a decision moves a request to its status, with when it was decided; all lists every status', async () => {
        const ada = await f.aUser('Ada', 'ada@example.com')
        const bob = await f.aUser('Bob', 'bob@example.com')
        const admin = await f.aUser('Root', 'root@example.com', 'admin')
        const a = await f.requests.add(ada, null, at(1))
        const b = await f.requests.add(bob, null, at(2))
        await f.requests.decide(a.id, 'approved', admin, at(3))
        expect((await f.reads.list('pending')).map((r) => r.id)).to.deep.equal([b.id])
        expect((await f.reads.list('approved')).map((r) => [r.id, r.status, r.decidedAt])).to.deep.equal([[a.id, 'approved', at(3).toISOString()]])
        expect((await f.reads.list('all')).map((r) => r.id)).to.deep.equal([b.id, a.id])
      })

      it('answers a user\'s newest request in any status, and null when they never asked', async () => {
        const ada = await f.aUser('Ada', 'ada@example.com')
        const bob = await f.aUser('Bob', 'bob@example.com')
        const admin = await f.aUser('Root', 'root@example.com', 'admin')
        expect(await f.reads.latestOf(ada)).to.equal(null)
        const old = await f.requests.add(ada, null, at(1))
        await f.requests.decide(old.id, 'rejected', admin, at(2))
        expect(await f.reads.latestOf(ada)).to.deep.equal({ id: old.id, status: 'rejected', createdAt: at(1).toISOString() })
        const again = await f.requests.add(ada, 'please', at(3))
        expect(await f.reads.latestOf(ada)).to.deep.equal({ id: again.id, status: 'pending', createdAt: at(3).toISOString() })
        expect(await f.reads.latestOf(bob)).to.equal(null)
      })
    })
  })
