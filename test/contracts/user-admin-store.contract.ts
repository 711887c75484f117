// The contract of UserAdminStore (src/application/admin/user-admin.ts) and TourRecord
// (src/application/activity/tours.ts), kept together on the users' rows, run on every implementation.
import type { PersonName } from '../../src/domain/user/person-name'
import { expect } from 'chai'
import type { TourRecord } from '../../src/application/activity/tours'
import type { UserAdminStore } from '../../src/application/admin/user-admin'
import type { UnitOfWork } from '../../src/application/ports/unit-of-work'
import { aCompany, aUser, refusedAfter, stored, type Owners } from './contract-support'

interface UserAdminStoreFixture extends Owners {
  /** Reads the accounts and companies of `users` and `companies`. */
  readonly store: UserAdminStore & TourRecord
  /** A unit of work over it (and the owners' repositories). */
  readonly uow: UnitOfWork
}

const byNumber = (ids: readonly number[]) => [...ids].sort((a, b) => a - b)

export const describeUserAdminStoreContract = (name: string, makeFixture: () => Promise<UserAdminStoreFixture>) =>
  describe(`UserAdminStore and TourRecord contract: ${name}`, () => {
    let f: UserAdminStoreFixture
    beforeEach(async () => { f = await makeFixture() })

    describe('activeSuperAdminsLocked', () => {
      it('counts the super admins, and no other role', async () => {
        expect(await f.store.activeSuperAdminsLocked()).to.equal(0)
        for (const role of ['individual', 'company_manager', 'media', 'admin'] as const) await aUser(f, role)
        await aUser(f, 'super_admin')
        await aUser(f, 'super_admin')
        expect(await f.store.activeSuperAdminsLocked()).to.equal(2)
      })

      it('counts only the active ones: an invited or a suspended super admin cannot sign in', async () => {
        await aUser(f, 'super_admin')
        const invited = await aUser(f, 'super_admin')
        const suspended = await aUser(f, 'super_admin')
        stored(await f.users.update({ ...invited, passwordHash: null, status: { kind: 'invited' } }))
        stored(await f.users.update({ ...suspended, status: { kind: 'suspended', since: new Date('2026-11-02T00:00:00Z'), reason: 'Left the company', by: null } }))
        expect(await f.store.activeSuperAdminsLocked()).to.equal(1)
      })

      it('follows a change of role and a removal', async () => {
        const a = await aUser(f, 'super_admin')
        const b = await aUser(f, 'super_admin')
        stored(await f.users.update({ ...a, role: 'admin' }))
        expect(await f.store.activeSuperAdminsLocked()).to.equal(1)
        await f.users.remove(b.id)
        expect(await f.store.activeSuperAdminsLocked()).to.equal(0)
      })
    })

    describe('companiesOf', () => {
      it("answers the ids of the user's companies in every status, and no other manager's", async () => {
        const manager = await aUser(f, 'company_manager')
        const mine = await Promise.all((['pending', 'approved', 'rejected', 'suspended'] as const).map((status) => aCompany(f, { managerId: manager.id, status })))
        await aCompany(f)
        expect(byNumber(await f.store.companiesOf(manager.id))).to.deep.equal(byNumber(mine.map((c) => c.id)))
      })

      it('answers none for a user without companies, or an id that is no account', async () => {
        const user = await aUser(f)
        await aCompany(f)
        expect(await f.store.companiesOf(user.id)).to.deep.equal([])
        expect(await f.store.companiesOf(user.id + 1000)).to.deep.equal([])
      })

      it('follows a removal', async () => {
        const c = await aCompany(f)
        await f.companies.remove(c.id)
        expect(await f.store.companiesOf(c.managerId)).to.deep.equal([])
      })
    })

    describe('completeTour', () => {
      it('answers true the first time a user completes a route, and false after', async () => {
        const user = await aUser(f)
        expect(await f.store.completeTour(user.id, '/directory')).to.equal(true)
        expect(await f.store.completeTour(user.id, '/directory')).to.equal(false)
      })

      it("keeps each route and each user's tours apart", async () => {
        const a = await aUser(f)
        const b = await aUser(f)
        await f.store.completeTour(a.id, '/')
        expect(await f.store.completeTour(a.id, '/exhibitions'), 'another route').to.equal(true)
        expect(await f.store.completeTour(b.id, '/'), 'another user').to.equal(true)
      })

      it('answers false for an id that is no account (nothing to record it on)', async () => {
        const user = await aUser(f)
        expect(await f.store.completeTour(user.id + 1000, '/')).to.equal(false)
        await f.users.remove(user.id)
        expect(await f.store.completeTour(user.id, '/')).to.equal(false)
      })

      it('keeps the tours when the account is updated', async () => {
        const user = await aUser(f)
        await f.store.completeTour(user.id, '/media-center')
        stored(await f.users.update({ ...user, firstName: 'Renamed' as PersonName, role: 'media' }))
        expect(await f.store.completeTour(user.id, '/media-center')).to.equal(false)
      })
    })

    it('a unit of work that refuses takes back the tours it recorded', async () => {
      const user = await aUser(f)
      await refusedAfter(f.uow, () => f.store.completeTour(user.id, '/admin'))
      expect(await f.store.completeTour(user.id, '/admin')).to.equal(true)
    })
  })
