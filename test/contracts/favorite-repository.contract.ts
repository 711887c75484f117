// The contract of FavoriteRepository and FavoriteListRepository (src/domain/company/favorite.ts), run on every implementation.
import { expect } from 'chai'
import type { UnitOfWork } from '../../src/application/ports/unit-of-work'
import type { FavoriteListRepository, FavoriteRepository } from '../../src/domain/company/favorite'
import { aCompany, aUser, refusedAfter, type Owners } from './contract-support'

interface FavoriteRepositoryFixture extends Owners {
  /** An empty repository. */
  readonly favorites: FavoriteRepository
  /** Its lists, empty. */
  readonly lists: FavoriteListRepository
  /** A unit of work over it (and the owners' repositories). */
  readonly uow: UnitOfWork
}

const t0 = new Date('2026-11-01T10:00:00.000Z')

export const describeFavoriteRepositoryContract = (name: string, makeFixture: () => Promise<FavoriteRepositoryFixture>) =>
  describe(`FavoriteRepository contract: ${name}`, () => {
    let f: FavoriteRepositoryFixture
    let userId: number
    let companyId: number
    beforeEach(async () => {
      f = await makeFixture()
      userId = (await aUser(f)).id
      companyId = (await aCompany(f, { status: 'approved' })).id
    })

    it('answers true for a new favourite, and false when it is saved again (nothing new is stored)', async () => {
      expect(await f.favorites.add(userId, companyId, t0)).to.equal(true)
      expect(await f.favorites.add(userId, companyId, t0)).to.equal(false)
      // Stored once: one removal takes it.
      expect(await f.favorites.remove(userId, companyId)).to.equal(true)
      expect(await f.favorites.remove(userId, companyId)).to.equal(false)
    })

    it('answers false for removing what was never saved', async () => {
      expect(await f.favorites.remove(userId, companyId)).to.equal(false)
    })

    it('saves a company again once it was removed', async () => {
      await f.favorites.add(userId, companyId, t0)
      await f.favorites.remove(userId, companyId)
      expect(await f.favorites.add(userId, companyId, t0)).to.equal(true)
    })

    it("keeps each user's favourites apart, and each company's", async () => {
      const other = (await aUser(f)).id
      const otherCompany = (await aCompany(f)).id
      await f.favorites.add(userId, companyId, t0)
      expect(await f.favorites.add(other, companyId, t0), 'another user, the same company').to.equal(true)
      expect(await f.favorites.add(userId, otherCompany, t0), 'the same user, another company').to.equal(true)
      expect(await f.favorites.remove(other, companyId)).to.equal(true)
      expect(await f.favorites.remove(userId, companyId), 'the first user keeps theirs').to.equal(true)
      expect(await f.favorites.remove(userId, otherCompany)).to.equal(true)
    })

    it('a new favourite is in the default list without a note; it is placed in a list of its user\'s and back', async () => {
      await f.favorites.add(userId, companyId, t0)
      expect(await f.favorites.find(userId, companyId)).to.deep.equal({ listId: null, note: null })
      expect(await f.favorites.find((await aUser(f)).id, companyId), "another user's").to.equal(undefined)
      const list = (await f.lists.add(userId, 'Suppliers', t0))!
      await f.favorites.place(userId, companyId, { listId: list.id, note: 'Call in May' })
      expect(await f.favorites.find(userId, companyId)).to.deep.equal({ listId: list.id, note: 'Call in May' })
      expect(await f.favorites.unlist(userId, list.id)).to.equal(1)
      expect(await f.favorites.find(userId, companyId)).to.deep.equal({ listId: null, note: 'Call in May' })
      expect(await f.favorites.unlist(userId, list.id)).to.equal(0)
    })

    it("keeps lists per user: a name taken whatever its case is refused (undefined), another user's list is not found", async () => {
      const other = (await aUser(f)).id
      const list = await f.lists.add(userId, 'Suppliers', t0)
      expect(list).to.deep.include({ userId, name: 'Suppliers' })
      expect(await f.lists.add(userId, 'SUPPLIERS', t0)).to.equal(undefined)
      expect(await f.lists.add(other, 'suppliers', t0)).to.deep.include({ userId: other, name: 'suppliers' })
      expect(await f.lists.byId(other, list!.id)).to.equal(undefined)
      expect(await f.lists.byId(userId, list!.id)).to.deep.equal(list)
      const clients = (await f.lists.add(userId, 'Clients', t0))!
      expect(await f.lists.rename(clients, 'suppliers')).to.equal(false)
      expect(await f.lists.rename(clients, 'Key clients')).to.equal(true)
      expect((await f.lists.of(userId)).map((l) => l.name)).to.deep.equal(['Suppliers', 'Key clients'])
      await f.lists.remove(list!)
      expect((await f.lists.of(userId)).map((l) => l.name)).to.deep.equal(['Key clients'])
    })

    it('a unit of work that refuses takes back what it saved and what it removed', async () => {
      const otherCompany = (await aCompany(f)).id
      await f.favorites.add(userId, companyId, t0)
      await refusedAfter(f.uow, async () => {
        await f.favorites.add(userId, otherCompany, t0)
        await f.favorites.remove(userId, companyId)
      })
      expect(await f.favorites.add(userId, otherCompany, t0), 'not saved').to.equal(true)
      expect(await f.favorites.add(userId, companyId, t0), 'still saved').to.equal(false)
    })
  })
