// Categories & Sectors (spec: admin-back-office.md §2 "Categories & Sectors"; docs/ubiquitous-language/sector-and-subsector.md).
// The routes let admins only (test/http/authz-matrix.ts); the handler names the admin on every event.
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryCatalogueRepository } from '../../../src/adapters/in-memory/in-memory-catalogue.repository'
import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryEventPublisher, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { CatalogueCommands, type CatalogueKind } from '../../../src/application/catalogue/catalogue-commands'
import { fixedClock } from '../../../src/domain/shared/clock'
import { addCompany, t0, userWith } from '../support/fixtures'

const admin = userWith(1, 'admin')
const right = <A>(r: E.Either<unknown, A>): A => {
  if (E.isLeft(r)) throw new Error(`expected Right, got ${JSON.stringify(r.left)}`)
  return r.right
}

describe('CatalogueCommands', () => {
  const setUp = async () => {
    const companies = new InMemoryCompanyRepository()
    const catalogue = new InMemoryCatalogueRepository(companies)
    const events = new InMemoryEventPublisher()
    const uow = new InMemoryUnitOfWork([companies, catalogue, events])
    const commands = new CatalogueCommands(catalogue, events, uow, fixedClock(t0))
    const energy = right(await commands.create(admin, 'sector', { name: 'Energy', description: null, icon: 'bolt' }))
    const solar = right(await commands.create(admin, 'subsector', { name: 'Solar', description: null, sectorId: energy }))
    events.published.length = 0
    const all = () => (['sector', 'subsector', 'productCategory', 'serviceCategory'] as const).map((k) => catalogue.entries(k))
    /** The refusal changed nothing: the same entries, no event, the work rolled back. */
    const expectNothingChanged = (before: unknown) => {
      expect(all()).to.deep.equal(before)
      expect(events.published).to.deep.equal([])
      expect(uow.outcomes.at(-1)).to.equal('rollback')
    }
    return { companies, catalogue, events, uow, commands, energy, solar, all, expectNothingChanged }
  }

  describe('create', () => {
    it('stores each kind under its sector and publishes CatalogueEntryCreated by the admin', async () => {
      const { commands, catalogue, events, energy } = await setUp()
      const kinds: [CatalogueKind, string][] = [['sector', 'Water'], ['subsector', 'Wind'], ['productCategory', 'Turbines'], ['serviceCategory', 'Maintenance']]
      for (const [kind, name] of kinds) {
        const id = right(await commands.create(admin, kind, { name, description: 'd', sectorId: energy }))
        expect(catalogue.entries(kind).find((e) => e.id === id)).to.include({ name, sectorId: kind === 'sector' ? undefined : energy })
      }
      expect(events.published.map((e) => [e.type, e.aggregateId.split(':')[0], e.actorId, e.payload.name])).to.deep.equal(
        kinds.map(([kind, name]) => ['CatalogueEntryCreated', kind, admin.id, name]))
    })

    it('refuses a name in use whatever its case: sectors and categories everywhere, subsectors within their sector', async () => {
      const s = await setUp()
      const water = right(await s.commands.create(admin, 'sector', { name: 'Water', description: null }))
      right(await s.commands.create(admin, 'productCategory', { name: 'Panels', description: null, sectorId: s.energy }))
      s.events.published.length = 0
      const before = s.all()
      expect(await s.commands.create(admin, 'sector', { name: 'ENERGY', description: null })).to.deep.equal(E.left({ _tag: 'DuplicateName', kind: 'sector', name: 'ENERGY' }))
      expect(await s.commands.create(admin, 'subsector', { name: 'solar', description: null, sectorId: s.energy })).to.deep.equal(E.left({ _tag: 'DuplicateName', kind: 'subsector', name: 'solar' }))
      expect(await s.commands.create(admin, 'productCategory', { name: 'panels', description: null, sectorId: water })).to.deep.equal(E.left({ _tag: 'DuplicateName', kind: 'productCategory', name: 'panels' }))
      s.expectNothingChanged(before)
      // The same subsector name in another sector is another subsector.
      expect(E.isRight(await s.commands.create(admin, 'subsector', { name: 'Solar', description: null, sectorId: water }))).to.equal(true)
    })

    it('refuses a subsector or category without a known sector', async () => {
      const s = await setUp()
      const before = s.all()
      for (const kind of ['subsector', 'productCategory', 'serviceCategory'] as const) {
        expect(await s.commands.create(admin, kind, { name: 'Orphan', description: null, sectorId: 999 })).to.deep.equal(E.left({ _tag: 'UnknownSector' }))
        expect(await s.commands.create(admin, kind, { name: 'Orphan', description: null })).to.deep.equal(E.left({ _tag: 'UnknownSector' }))
      }
      s.expectNothingChanged(before)
    })
  })

  describe('update', () => {
    it('changes only the fields given and names the sector or subsector for the directory to refresh', async () => {
      const { commands, catalogue, events, energy, solar } = await setUp()
      expect(await commands.update(admin, 'sector', energy, { name: 'Renewable Energy' })).to.deep.equal(E.right(undefined))
      expect(catalogue.entries('sector')[0]).to.include({ name: 'Renewable Energy', icon: 'bolt' })
      expect(await commands.update(admin, 'subsector', solar, { description: 'Panels and farms' })).to.deep.equal(E.right(undefined))
      expect(catalogue.entries('subsector')[0]).to.include({ name: 'Solar', description: 'Panels and farms', sectorId: energy })
      expect(events.published.map((e) => [e.type, e.actorId, e.payload])).to.deep.equal([
        ['CatalogueEntryUpdated', admin.id, { kind: 'sector', name: 'Renewable Energy', sectorId: energy, changes: { name: { from: 'Energy', to: 'Renewable Energy' } } }],
        ['CatalogueEntryUpdated', admin.id, { kind: 'subsector', name: 'Solar', subsectorId: solar, changes: { description: { from: null, to: 'Panels and farms' } } }],
      ])
    })

    it('lets an entry keep its own name in another case, and moves a subsector to another sector', async () => {
      const { commands, catalogue, energy, solar } = await setUp()
      const water = right(await commands.create(admin, 'sector', { name: 'Water', description: null }))
      expect(await commands.update(admin, 'sector', energy, { name: 'ENERGY' })).to.deep.equal(E.right(undefined))
      expect(await commands.update(admin, 'subsector', solar, { sectorId: water })).to.deep.equal(E.right(undefined))
      expect(catalogue.entries('subsector')[0]).to.include({ sectorId: water })
    })

    it('refuses a name in use, a move next to a namesake, an unknown sector or entry, and changes nothing', async () => {
      const s = await setUp()
      const water = right(await s.commands.create(admin, 'sector', { name: 'Water', description: null }))
      right(await s.commands.create(admin, 'subsector', { name: 'Solar', description: null, sectorId: water }))
      s.events.published.length = 0
      const before = s.all()
      expect(await s.commands.update(admin, 'sector', water, { name: 'energy' })).to.deep.equal(E.left({ _tag: 'DuplicateName', kind: 'sector', name: 'energy' }))
      expect(await s.commands.update(admin, 'subsector', s.solar, { sectorId: water })).to.deep.equal(E.left({ _tag: 'DuplicateName', kind: 'subsector', name: 'Solar' }))
      expect(await s.commands.update(admin, 'subsector', s.solar, { sectorId: 999 })).to.deep.equal(E.left({ _tag: 'UnknownSector' }))
      expect(await s.commands.update(admin, 'serviceCategory', 999, { name: 'Ghost' })).to.deep.equal(E.left({ _tag: 'CatalogueEntryNotFound', kind: 'serviceCategory' }))
      s.expectNothingChanged(before)
    })
  })

  describe('remove', () => {
    it('deletes a sector with its subsectors and categories (CatalogueEntryDeleted), once no company uses it', async () => {
      const { commands, catalogue, events, energy, solar } = await setUp()
      right(await commands.create(admin, 'serviceCategory', { name: 'Audits', description: null, sectorId: energy }))
      events.published.length = 0
      expect(await commands.remove(admin, 'subsector', solar)).to.deep.equal(E.right(undefined))
      expect(await commands.remove(admin, 'sector', energy)).to.deep.equal(E.right(undefined))
      expect(catalogue.entries('sector')).to.deep.equal([])
      expect(catalogue.entries('serviceCategory')).to.deep.equal([])
      expect(events.published.map((e) => [e.type, e.aggregateId, e.actorId, e.payload])).to.deep.equal([
        ['CatalogueEntryDeleted', `subsector:${solar}`, admin.id, {
          kind: 'subsector', name: 'Solar', subsectorId: solar, changes: { name: { from: 'Solar', to: null }, sectorId: { from: energy, to: null } },
        }],
        ['CatalogueEntryDeleted', `sector:${energy}`, admin.id, { kind: 'sector', name: 'Energy', changes: { name: { from: 'Energy', to: null }, icon: { from: 'bolt', to: null } } }],
      ])
    })

    it('refuses a sector companies use (saying how many) or an unknown entry, and deletes nothing', async () => {
      const s = await setUp()
      await addCompany(s.companies, 5, 'approved', 'One')
      await addCompany(s.companies, 5, 'pending', 'Two')
      const inUse = right(await s.commands.create(admin, 'sector', { name: 'Robotics', description: null }))
      s.events.published.length = 0
      for (const c of s.companies.companies.values()) s.companies.companies.set(c.id, { ...c, sectorId: inUse })
      const before = s.all()
      expect(await s.commands.remove(admin, 'sector', inUse)).to.deep.equal(E.left({ _tag: 'SectorInUse', companies: 2 }))
      expect(await s.commands.remove(admin, 'productCategory', 999)).to.deep.equal(E.left({ _tag: 'CatalogueEntryNotFound', kind: 'productCategory' }))
      s.expectNothingChanged(before)
    })
  })

  it('a name taken between the check and the insert throws, as the unique index does, and the work leaves nothing', async () => {
    const { catalogue, uow, all, energy } = await setUp()
    const before = all()
    const work = uow.run(async () => {
      await catalogue.insert('subsector', { name: 'Wind', description: null, sectorId: energy })
      return E.right(await catalogue.insert('subsector', { name: 'WIND', description: null, sectorId: energy }))
    })
    await work.then(() => expect.fail('the duplicate was stored'), (e: unknown) => expect(String(e)).to.include('duplicate key'))
    expect(all()).to.deep.equal(before)
    expect(uow.outcomes.at(-1)).to.equal('rollback')
  })
})
