// Categories & Sectors (spec: admin-back-office.md §2 "Categories & Sectors"; docs/ubiquitous-language/sector-and-subsector.md).
// The routes let admins only (test/http/authz-matrix.ts); the handler names the admin on every event.
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryCatalogueRepository } from '../../../src/adapters/in-memory/in-memory-catalogue.repository'
import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryExhibitionRepository, InMemoryParticipationRepository } from '../../../src/adapters/in-memory/in-memory-exhibition.repository'
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
    const exhibitions = new InMemoryExhibitionRepository(new InMemoryParticipationRepository())
    const catalogue = new InMemoryCatalogueRepository(companies, exhibitions)
    const events = new InMemoryEventPublisher()
    const uow = new InMemoryUnitOfWork([companies, exhibitions, catalogue, events])
    const commands = new CatalogueCommands(catalogue, events, uow, fixedClock(t0))
    const energy = right(await commands.create(admin, 'sector', { name: 'Energy', description: null, icon: 'bolt' }))
    const solar = right(await commands.create(admin, 'subsector', { name: 'Solar', description: null, sectorId: energy }))
    events.published.length = 0
    const all = () => [...(['sector', 'subsector', 'productCategory', 'serviceCategory'] as const).map((k) => catalogue.entries(k)),
      [...companies.companies.values()], [...exhibitions.exhibitions.values()]]
    /** The refusal changed nothing: the same entries, companies and exhibitions, no event, the work rolled back. */
    const expectNothingChanged = (before: unknown) => {
      expect(all()).to.deep.equal(before)
      expect(events.published).to.deep.equal([])
      expect(uow.outcomes.at(-1)).to.equal('rollback')
    }
    return { companies, exhibitions, catalogue, events, uow, commands, energy, solar, all, expectNothingChanged }
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

    /** Robotics, with two companies (one with a subsector of it) and an exhibition open to it, and Automation to move them to. */
    const inUse = async () => {
      const s = await setUp()
      const robotics = right(await s.commands.create(admin, 'sector', { name: 'Robotics', description: null }))
      const arms = right(await s.commands.create(admin, 'subsector', { name: 'Arms', description: null, sectorId: robotics }))
      const automation = right(await s.commands.create(admin, 'sector', { name: 'Automation', description: null }))
      const one = await addCompany(s.companies, 5, 'approved', 'One')
      const two = await addCompany(s.companies, 5, 'pending', 'Two')
      s.companies.companies.set(one.id, { ...one, sectorId: robotics, subsectorId: arms })
      s.companies.companies.set(two.id, { ...two, sectorId: robotics, subsectorId: null })
      const expo = await s.exhibitions.add({
        name: 'Robot Week', description: 'x', posterImage: null, startDate: t0, endDate: t0, location: null, venue: null, countryId: null,
        sectorId: robotics, allowedSectors: [robotics, s.energy], registrationDeadline: null, vFairsLink: null, website: null, capacity: 0,
        boothCostCents: 0, isVirtual: false, cancelled: false,
      }, admin.id, t0)
      s.events.published.length = 0
      return { ...s, robotics, automation, one, two, expo }
    }

    it('refuses a sector companies or exhibitions use without a sector to move them to (saying how many), an unknown entry, and deletes nothing', async () => {
      const s = await inUse()
      const before = s.all()
      expect(await s.commands.remove(admin, 'sector', s.robotics)).to.deep.equal(E.left({ _tag: 'SectorInUse', companies: 2, exhibitions: 1 }))
      expect(await s.commands.remove(admin, 'productCategory', 999)).to.deep.equal(E.left({ _tag: 'CatalogueEntryNotFound', kind: 'productCategory' }))
      s.expectNothingChanged(before)
    })

    it('refuses to move to an unknown sector or to the one deleted, even one nothing uses, and changes nothing', async () => {
      const s = await inUse()
      const before = s.all()
      expect(await s.commands.remove(admin, 'sector', s.robotics, 999)).to.deep.equal(E.left({ _tag: 'UnknownMoveTarget' }))
      expect(await s.commands.remove(admin, 'sector', s.robotics, s.robotics)).to.deep.equal(E.left({ _tag: 'MoveTargetIsDeleted' }))
      expect(await s.commands.remove(admin, 'sector', s.automation, 999)).to.deep.equal(E.left({ _tag: 'UnknownMoveTarget' }))
      s.expectNothingChanged(before)
    })

    it('moves the companies and exhibitions to the sector chosen, then deletes it, with an event for each move, in one unit of work', async () => {
      const s = await inUse()
      expect(await s.commands.remove(admin, 'sector', s.robotics, s.automation)).to.deep.equal(E.right(undefined))
      expect(s.catalogue.entries('sector').map((e) => e.name).sort()).to.deep.equal(['Automation', 'Energy'])
      expect(s.catalogue.entries('subsector').map((e) => e.name)).to.deep.equal(['Solar'])
      expect([...s.companies.companies.values()].map((c) => [c.name, c.sectorId, c.subsectorId])).to.deep.equal([['One', s.automation, null], ['Two', s.automation, null]])
      expect(s.exhibitions.exhibitions.get(s.expo.id)).to.deep.include({ sectorId: s.automation, allowedSectors: [s.automation, s.energy] })
      const change = { fromSectorId: s.robotics, fromSector: 'Robotics', toSectorId: s.automation, toSector: 'Automation' }
      // Each move carries its change for the audit trail; the deletion what the sector was.
      const moved = { changes: { sectorId: { from: s.robotics, to: s.automation } } }
      expect(s.events.published.map((e) => [e.type, e.aggregateType, e.aggregateId, { ...e.payload, changes: e.type === 'CatalogueEntryDeleted' ? undefined : e.payload.changes }])).to.deep.equal([
        ['CompanySectorChanged', 'company', String(s.one.id), { companyName: 'One', ...change, ...moved }],
        ['CompanySectorChanged', 'company', String(s.two.id), { companyName: 'Two', ...change, ...moved }],
        ['ExhibitionUpdated', 'exhibition', String(s.expo.id), { exhibitionName: 'Robot Week', ...moved }],
        ['CatalogueEntryDeleted', 'catalogue', `sector:${s.robotics}`, { kind: 'sector', name: 'Robotics', movedTo: s.automation, changes: undefined }],
      ])
      expect(s.events.published.at(-1)?.payload.changes).to.deep.include({ name: { from: 'Robotics', to: null } })
      expect(s.uow.outcomes.at(-1)).to.equal('commit')
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
