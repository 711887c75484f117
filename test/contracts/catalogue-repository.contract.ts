// The contract of CatalogueRepository (src/application/catalogue/catalogue-commands.ts), run on every implementation.
// The catalogue is reference data the database keeps between tests: every name here is unique to its test.
import { expect } from 'chai'
import type { CatalogueEntryInput, CatalogueKind, CatalogueRepository } from '../../src/application/catalogue/catalogue-commands'
import type { UnitOfWork } from '../../src/application/ports/unit-of-work'
import type { ExhibitionDetails } from '../../src/domain/exhibition/exhibition'
import type { ExhibitionRepository } from '../../src/domain/exhibition/exhibition.repository'
import { aCompany, aUser, refusedAfter, thrownBy, uniqueName, type Owners } from './contract-support'

interface CatalogueRepositoryFixture extends Owners {
  /** The catalogue tables (reference data may be there already); companies and exhibitions are counted and moved in `companies` and `exhibitions`. */
  readonly entries: CatalogueRepository
  readonly exhibitions: ExhibitionRepository
  /** A unit of work over it (and the owners' repositories). */
  readonly uow: UnitOfWork
}

const CHILDREN = ['subsector', 'productCategory', 'serviceCategory'] as const satisfies readonly CatalogueKind[]

export const describeCatalogueRepositoryContract = (name: string, makeFixture: () => Promise<CatalogueRepositoryFixture>) =>
  describe(`CatalogueRepository contract: ${name}`, () => {
    let f: CatalogueRepositoryFixture
    let entries: CatalogueRepository
    beforeEach(async () => {
      f = await makeFixture()
      entries = f.entries
    })

    const aSector = async (over: Partial<CatalogueEntryInput> = {}) => {
      const input = { name: uniqueName('Contract Sector'), description: null, icon: null, ...over }
      return { id: await entries.insert('sector', input), ...input }
    }
    const aChild = async (kind: CatalogueKind, sectorId: number, over: Partial<CatalogueEntryInput> = {}) => {
      const input = { name: uniqueName(`Contract ${kind}`), description: null, sectorId, ...over }
      return { id: await entries.insert(kind, input), ...input }
    }

    describe('insert, exists, current and findByName', () => {
      it('stores a sector with its description and icon', async () => {
        const s = await aSector({ description: 'Machines that move', icon: 'cog' })
        expect(await entries.exists('sector', s.id)).to.equal(true)
        expect(await entries.current('sector', s.id)).to.deep.equal({ name: s.name, description: 'Machines that move', icon: 'cog' })
      })

      for (const kind of CHILDREN) {
        it(`stores a ${kind} in its sector, without an icon`, async () => {
          const s = await aSector()
          const c = await aChild(kind, s.id, { description: 'Parts', icon: 'ignored' })
          expect(await entries.exists(kind, c.id)).to.equal(true)
          expect(await entries.current(kind, c.id)).to.deep.equal({ name: c.name, description: 'Parts', sectorId: s.id })
        })
      }

      it('finds a sector or a category by its name in any case', async () => {
        const s = await aSector({ name: uniqueName('Contract Find Sector') })
        const p = await aChild('productCategory', s.id)
        const v = await aChild('serviceCategory', s.id)
        expect(await entries.findByName('sector', s.name.toUpperCase())).to.equal(s.id)
        expect(await entries.findByName('productCategory', p.name.toLowerCase())).to.equal(p.id)
        // A category's name is unique across sectors: it is found from any sector, or none.
        expect(await entries.findByName('serviceCategory', v.name, s.id + 1000)).to.equal(v.id)
        expect(await entries.findByName('serviceCategory', v.name)).to.equal(v.id)
      })

      it("finds a subsector by its name in any case within its own sector only", async () => {
        const s = await aSector()
        const other = await aSector()
        const sub = await aChild('subsector', s.id)
        expect(await entries.findByName('subsector', sub.name.toUpperCase(), s.id)).to.equal(sub.id)
        expect(await entries.findByName('subsector', sub.name, other.id)).to.equal(undefined)
        expect(await entries.findByName('subsector', sub.name)).to.equal(undefined)
      })

      it('answers false, undefined and undefined for an entry not stored', async () => {
        const s = await aSector()
        for (const kind of ['sector', ...CHILDREN] as const) {
          expect(await entries.exists(kind, s.id + 100_000), kind).to.equal(false)
          expect(await entries.current(kind, s.id + 100_000), kind).to.equal(undefined)
          expect(await entries.findByName(kind, uniqueName('Contract nowhere'), s.id), kind).to.equal(undefined)
        }
      })
    })

    describe('names are unique', () => {
      it('throws for a sector or a category named as another, in any case, and stores nothing', async () => {
        const s = await aSector()
        const p = await aChild('productCategory', s.id)
        const other = await aSector()
        expect(await thrownBy(() => entries.insert('sector', { name: s.name.toLowerCase(), description: null })), 'sector').to.be.instanceOf(Error)
        expect(await thrownBy(() => aChild('productCategory', other.id, { name: p.name.toUpperCase() })), 'category in another sector').to.be.instanceOf(Error)
        expect(await entries.findByName('sector', s.name)).to.equal(s.id)
        expect(await entries.findByName('productCategory', p.name)).to.equal(p.id)
      })

      it("throws for a subsector named as another of its sector; another sector's may share the name", async () => {
        const s = await aSector()
        const other = await aSector()
        const sub = await aChild('subsector', s.id)
        expect(await thrownBy(() => aChild('subsector', s.id, { name: sub.name.toUpperCase() }))).to.be.instanceOf(Error)
        const twin = await aChild('subsector', other.id, { name: sub.name })
        expect(await entries.findByName('subsector', sub.name, other.id)).to.equal(twin.id)
        expect(await entries.findByName('subsector', sub.name, s.id)).to.equal(sub.id)
      })

      it('lets a product category and a service category share a name (they are different lists)', async () => {
        const s = await aSector()
        const name = uniqueName('Contract Shared Category')
        const p = await aChild('productCategory', s.id, { name })
        const v = await aChild('serviceCategory', s.id, { name })
        expect([await entries.findByName('productCategory', name), await entries.findByName('serviceCategory', name)]).to.deep.equal([p.id, v.id])
      })
    })

    describe('update', () => {
      it('changes only the fields given', async () => {
        const s = await aSector({ description: 'Old', icon: 'cog' })
        const name = uniqueName('Contract Renamed Sector')
        await entries.update('sector', s.id, { name })
        expect(await entries.current('sector', s.id)).to.deep.equal({ name, description: 'Old', icon: 'cog' })
        await entries.update('sector', s.id, { description: null, icon: 'bolt' })
        expect(await entries.current('sector', s.id)).to.deep.equal({ name, description: null, icon: 'bolt' })
        await entries.update('sector', s.id, {})
        expect(await entries.current('sector', s.id)).to.deep.equal({ name, description: null, icon: 'bolt' })
      })

      it('moves a subsector or a category to another sector; a sector has no sector, a child no icon', async () => {
        const s = await aSector({ icon: 'cog' })
        const other = await aSector()
        for (const kind of CHILDREN) {
          const c = await aChild(kind, s.id, { description: 'Kept' })
          await entries.update(kind, c.id, { sectorId: other.id, icon: 'ignored' })
          expect(await entries.current(kind, c.id), kind).to.deep.equal({ name: c.name, description: 'Kept', sectorId: other.id })
        }
        await entries.update('sector', s.id, { sectorId: other.id })
        expect(await entries.current('sector', s.id)).to.deep.equal({ name: s.name, description: null, icon: 'cog' })
        const moved = await aChild('subsector', s.id)
        await entries.update('subsector', moved.id, { sectorId: other.id })
        expect(await entries.findByName('subsector', moved.name, other.id)).to.equal(moved.id)
        expect(await entries.findByName('subsector', moved.name, s.id)).to.equal(undefined)
      })

      it('lets an entry keep its own name or change only its case', async () => {
        const s = await aSector()
        await entries.update('sector', s.id, { name: s.name })
        await entries.update('sector', s.id, { name: s.name.toUpperCase() })
        expect((await entries.current('sector', s.id))?.name).to.equal(s.name.toUpperCase())
      })

      it('throws for the name of another entry (a subsector: of the sector it would be in), and keeps the stored one', async () => {
        const a = await aSector()
        const b = await aSector()
        expect(await thrownBy(() => entries.update('sector', b.id, { name: a.name.toLowerCase() }))).to.be.instanceOf(Error)
        expect((await entries.current('sector', b.id))?.name).to.equal(b.name)
        const sub = await aChild('subsector', a.id)
        const twin = await aChild('subsector', b.id, { name: sub.name })
        expect(await thrownBy(() => entries.update('subsector', twin.id, { sectorId: a.id }))).to.be.instanceOf(Error)
        expect(await entries.current('subsector', twin.id)).to.deep.equal({ name: sub.name, description: null, sectorId: b.id })
      })

      it('does nothing for an entry not stored', async () => {
        const s = await aSector()
        await entries.update('sector', s.id + 100_000, { name: uniqueName('Contract Ghost') })
        expect(await entries.exists('sector', s.id + 100_000)).to.equal(false)
        expect((await entries.current('sector', s.id))?.name).to.equal(s.name)
      })
    })

    describe('remove', () => {
      it("removes a sector with its subsectors and categories, and no other sector's", async () => {
        const s = await aSector()
        const other = await aSector()
        const children = await Promise.all(CHILDREN.map((kind) => aChild(kind, s.id)))
        const others = await Promise.all(CHILDREN.map((kind) => aChild(kind, other.id)))
        await entries.remove('sector', s.id)
        expect(await entries.exists('sector', s.id)).to.equal(false)
        for (const [i, kind] of CHILDREN.entries()) {
          expect(await entries.exists(kind, children[i].id), kind).to.equal(false)
          expect(await entries.exists(kind, others[i].id), `${kind} of another sector`).to.equal(true)
        }
        expect(await entries.findByName('sector', s.name)).to.equal(undefined)
      })

      it('removes a subsector or a category alone, and its name may be used again', async () => {
        const s = await aSector()
        for (const kind of CHILDREN) {
          const c = await aChild(kind, s.id)
          await entries.remove(kind, c.id)
          expect(await entries.exists(kind, c.id), kind).to.equal(false)
          expect(await entries.exists('sector', s.id)).to.equal(true)
          expect(await aChild(kind, s.id, { name: c.name })).to.include({ name: c.name })
        }
      })

      it('does nothing for an entry not stored', async () => {
        const s = await aSector()
        await entries.remove('sector', s.id + 100_000)
        expect(await entries.exists('sector', s.id)).to.equal(true)
      })
    })

    describe('sectorUsage, moveSector, and a sector in use', () => {
      const anExhibition = async (sectorId: number | null, allowedSectors: number[]) => {
        const adminId = (await aUser(f, 'admin')).id
        const details: ExhibitionDetails = {
          name: uniqueName('Contract Expo'), description: 'x', posterImage: null, startDate: new Date('2026-12-01T00:00:00Z'), endDate: new Date('2026-12-02T00:00:00Z'),
          location: null, venue: null, countryId: null, sectorId, allowedSectors, registrationDeadline: null, vFairsLink: null, website: null,
          capacity: 0, boothCostCents: 0, isVirtual: false, cancelled: false,
        }
        return f.exhibitions.add(details, adminId, new Date('2026-11-01T00:00:00Z'))
      }

      it('counts the companies of the sector in every status, and the exhibitions that name it, primary or allowed', async () => {
        const s = await aSector()
        const other = await aSector()
        expect(await entries.sectorUsage(s.id)).to.deep.equal({ companies: 0, exhibitions: 0 })
        for (const status of ['pending', 'approved', 'rejected'] as const) await aCompany(f, { sectorId: s.id, subsectorId: null, status })
        await aCompany(f, { sectorId: other.id, subsectorId: null })
        await anExhibition(s.id, [])
        await anExhibition(other.id, [other.id, s.id])
        await anExhibition(other.id, [])
        expect(await entries.sectorUsage(s.id)).to.deep.equal({ companies: 3, exhibitions: 2 })
        expect(await entries.sectorUsage(other.id)).to.deep.equal({ companies: 1, exhibitions: 2 })
        expect(await entries.sectorUsage(s.id + 100_000)).to.deep.equal({ companies: 0, exhibitions: 0 })
      })

      it('moves the companies (their subsector cleared, a new version) and the exhibitions (primary, allowed once, in order) of a sector; no other', async () => {
        const s = await aSector()
        const to = await aSector()
        const other = await aSector()
        const sub = await aChild('subsector', s.id)
        const moving = [await aCompany(f, { sectorId: s.id, subsectorId: sub.id }), await aCompany(f, { sectorId: s.id, subsectorId: null, status: 'pending' })]
        const staying = await aCompany(f, { sectorId: other.id, subsectorId: null })
        const primary = await anExhibition(s.id, [])
        const allowed = await anExhibition(other.id, [s.id, other.id])
        const both = await anExhibition(s.id, [to.id, s.id])
        const untouched = await anExhibition(other.id, [other.id])
        const moved = await entries.moveSector(s.id, to.id)
        expect(moved).to.deep.equal({
          companies: moving.map((c) => ({ id: c.id, name: c.name })),
          exhibitions: [primary, allowed, both].map((e) => ({ id: e.id, name: e.name })),
        })
        for (const c of moving) {
          expect(await f.companies.byId(c.id)).to.deep.include({ sectorId: to.id, subsectorId: null, version: c.version + 1, name: c.name, status: c.status })
        }
        expect(await f.companies.byId(staying.id)).to.deep.equal(staying)
        expect((await f.exhibitions.byId(primary.id))).to.deep.include({ sectorId: to.id, allowedSectors: [] })
        expect((await f.exhibitions.byId(allowed.id))).to.deep.include({ sectorId: other.id, allowedSectors: [to.id, other.id] })
        expect((await f.exhibitions.byId(both.id))).to.deep.include({ sectorId: to.id, allowedSectors: [to.id] })
        expect(await f.exhibitions.byId(untouched.id)).to.deep.equal(untouched)
        expect(await entries.sectorUsage(s.id)).to.deep.equal({ companies: 0, exhibitions: 0 })
      })

      it('throws at the deletion of a sector companies are in (never deleting them), and keeps it', async () => {
        const s = await aSector()
        const c = await aCompany(f, { sectorId: s.id, subsectorId: null })
        expect(await thrownBy(() => entries.remove('sector', s.id))).to.be.instanceOf(Error)
        expect(await entries.exists('sector', s.id)).to.equal(true)
        expect(await f.companies.byId(c.id)).to.deep.equal(c)
      })
    })

    it('a unit of work that refuses takes back what it inserted, updated and removed', async () => {
      const kept = await aSector({ description: 'Kept' })
      const sub = await aChild('subsector', kept.id)
      let added: number | undefined
      await refusedAfter(f.uow, async () => {
        added = (await aSector()).id
        await entries.update('sector', kept.id, { description: 'Refused' })
        await entries.remove('subsector', sub.id)
      })
      expect(await entries.exists('sector', added!)).to.equal(false)
      expect((await entries.current('sector', kept.id))?.description).to.equal('Kept')
      expect(await entries.exists('subsector', sub.id)).to.equal(true)
    })
  })
