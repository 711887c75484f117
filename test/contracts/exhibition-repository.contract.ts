// The contract of ExhibitionRepository and ParticipationRepository (src/domain/exhibition/exhibition.repository.ts),
// run on every implementation. The two are one contract: removing an exhibition removes its applications.
import { expect } from 'chai'
import type { UnitOfWork } from '../../src/application/ports/unit-of-work'
import type { Exhibition, ExhibitionDetails } from '../../src/domain/exhibition/exhibition'
import type { ExhibitionRepository, ParticipationRepository } from '../../src/domain/exhibition/exhibition.repository'
import type { NewParticipation, Participation } from '../../src/domain/exhibition/participation'
import { aCompany, aUser, refusedAfter, thrownBy, type Owners } from './contract-support'

interface ExhibitionRepositoryFixture extends Owners {
  /** Empty repositories; removing an exhibition from `exhibitions` removes its applications from `participations`. */
  readonly exhibitions: ExhibitionRepository
  readonly participations: ParticipationRepository
  /** A unit of work over both (and the owners' repositories). */
  readonly uow: UnitOfWork
}

const t0 = new Date('2026-11-01T10:00:00.000Z')
const t1 = new Date('2026-11-05T08:30:00.000Z')

export const describeExhibitionRepositoryContract = (name: string, makeFixture: () => Promise<ExhibitionRepositoryFixture>) =>
  describe(`ExhibitionRepository and ParticipationRepository contract: ${name}`, () => {
    let f: ExhibitionRepositoryFixture
    let adminId: number
    beforeEach(async () => {
      f = await makeFixture()
      adminId = (await aUser(f, 'admin')).id
    })

    const details = (over: Partial<ExhibitionDetails> = {}): ExhibitionDetails => ({
      name: 'Contract Expo', description: 'Robots and more.', posterImage: null,
      startDate: new Date('2026-12-01T09:00:00.000Z'), endDate: new Date('2026-12-03T17:00:00.000Z'), location: null, venue: null,
      countryId: null, sectorId: null, allowedSectors: [], registrationDeadline: null, vFairsLink: null, website: null,
      capacity: 0, boothCostCents: 0, isVirtual: false, cancelled: false, ...over,
    })
    const anExhibition = (over: Partial<ExhibitionDetails> = {}) => f.exhibitions.add(details(over), adminId, t0)

    const application = (exhibitionId: number, companyId: number, over: Partial<NewParticipation> = {}): NewParticipation => ({
      exhibitionId, companyId, status: 'pending', boothNumber: null, participationLevel: null, specialRequirements: null,
      paymentConfirmed: false, rejectionReason: null, decidedAt: null, createdAt: t0, ...over,
    })
    /** An application of a new company to the exhibition. */
    const anApplication = async (exhibitionId: number, over: Partial<NewParticipation> = {}) =>
      f.participations.upsert(application(exhibitionId, (await aCompany(f)).id, over))

    describe('exhibitions: add and byId', () => {
      it('stores the details with an id, who created it and when, and answers them as stored', async () => {
        const full = details({
          posterImage: '/uploads/poster.png', location: 'Hamburg', venue: 'Messehallen', countryId: f.catalogue.countryId,
          sectorId: f.catalogue.sectorId, allowedSectors: [f.catalogue.sectorId], registrationDeadline: new Date('2026-11-25T23:59:00.000Z'),
          vFairsLink: 'https://expo.vfairs.com', website: 'https://expo.example.com', capacity: 40, boothCostCents: 25050, isVirtual: true,
        })
        const e = await f.exhibitions.add(full, adminId, t0)
        expect(e.id).to.be.a('number')
        expect(e).to.deep.equal({ ...full, id: e.id, createdById: adminId, createdAt: t0 })
        expect(await f.exhibitions.byId(e.id)).to.deep.equal(e)
        expect(await f.exhibitions.byIdLocked(e.id)).to.deep.equal(e)
      })

      it('keeps the allowed sectors in the order given', async () => {
        const e = await anExhibition({ allowedSectors: [f.catalogue.sectorId + 2, f.catalogue.sectorId] })
        expect((await f.exhibitions.byId(e.id))?.allowedSectors).to.deep.equal([f.catalogue.sectorId + 2, f.catalogue.sectorId])
      })

      it('gives every exhibition its own id', async () => {
        const a = await anExhibition()
        const b = await anExhibition()
        expect(a.id).to.not.equal(b.id)
      })

      it('answers undefined for an id not stored, locked or not', async () => {
        const e = await anExhibition()
        expect(await f.exhibitions.byId(e.id + 1000)).to.equal(undefined)
        expect(await f.exhibitions.byIdLocked(e.id + 1000)).to.equal(undefined)
      })

      // The table's checks, kept by both implementations.
      it('throws for an end before the start, a negative capacity or a negative booth cost, and stores nothing', async () => {
        const kept = await anExhibition()
        for (const [what, over] of Object.entries({
          'an end before the start': { endDate: new Date('2026-11-30T00:00:00.000Z') },
          'a negative capacity': { capacity: -1 },
          'a negative booth cost': { boothCostCents: -1 },
        })) {
          expect(await thrownBy(() => anExhibition(over)), what).to.be.instanceOf(Error)
        }
        // Nothing was stored between the exhibition before and the one after (an id may have been used up).
        const next = await anExhibition()
        for (let id = kept.id + 1; id < next.id; id++) expect(await f.exhibitions.byId(id)).to.equal(undefined)
      })

      it('takes a one-day exhibition (the end may equal the start)', async () => {
        const day = new Date('2026-12-01T00:00:00.000Z')
        const e = await anExhibition({ startDate: day, endDate: day })
        expect((await f.exhibitions.byId(e.id))?.endDate).to.deep.equal(day)
      })
    })

    describe('exhibitions: save', () => {
      it('saves every detail, and keeps who created it and when', async () => {
        const e = await anExhibition()
        const changed = details({
          name: 'Renamed Expo', description: 'Now with food.', posterImage: '/uploads/new.png', location: 'Bremen', venue: 'Halle 7',
          countryId: f.catalogue.otherCountryId, sectorId: f.catalogue.sectorId, allowedSectors: [f.catalogue.sectorId],
          startDate: new Date('2027-01-10T09:00:00.000Z'), endDate: new Date('2027-01-12T17:00:00.000Z'),
          registrationDeadline: new Date('2027-01-01T00:00:00.000Z'), vFairsLink: 'https://new.vfairs.com', website: 'https://new.example.com',
          capacity: 10, boothCostCents: 100, isVirtual: true, cancelled: true,
        })
        await f.exhibitions.save(e.id, changed)
        expect(await f.exhibitions.byId(e.id)).to.deep.equal({ ...changed, id: e.id, createdById: adminId, createdAt: t0 })
      })

      it('clears a detail set to null, and empties the allowed sectors', async () => {
        const e = await anExhibition({ location: 'Hamburg', countryId: f.catalogue.countryId, allowedSectors: [f.catalogue.sectorId] })
        await f.exhibitions.save(e.id, details({ location: null, countryId: null, allowedSectors: [] }))
        expect(await f.exhibitions.byId(e.id)).to.include({ location: null, countryId: null })
        expect((await f.exhibitions.byId(e.id))?.allowedSectors).to.deep.equal([])
      })

      it('throws for details the table refuses, and keeps the stored exhibition', async () => {
        const e = await anExhibition()
        expect(await thrownBy(() => f.exhibitions.save(e.id, details({ capacity: -5 })))).to.be.instanceOf(Error)
        expect(await f.exhibitions.byId(e.id)).to.deep.equal(e)
      })

      it('does nothing for an id not stored', async () => {
        const e = await anExhibition()
        await f.exhibitions.save(e.id + 1000, details({ name: 'Ghost' }))
        expect(await f.exhibitions.byId(e.id + 1000)).to.equal(undefined)
        expect(await f.exhibitions.byId(e.id)).to.deep.equal(e)
      })
    })

    describe('exhibitions: remove', () => {
      it('removes the exhibition and its applications, and nothing else', async () => {
        const gone = await anExhibition()
        const kept = await anExhibition()
        const a = await anApplication(gone.id, { status: 'approved' })
        const b = await anApplication(kept.id, { status: 'approved' })
        await f.exhibitions.remove(gone.id)
        expect(await f.exhibitions.byId(gone.id)).to.equal(undefined)
        expect(await f.participations.byId(a.id)).to.equal(undefined)
        expect(await f.participations.of(gone.id, a.companyId)).to.equal(undefined)
        expect(await f.participations.confirmedCount(gone.id)).to.equal(0)
        expect(await f.exhibitions.byId(kept.id)).to.deep.equal(kept)
        expect(await f.participations.byId(b.id)).to.deep.equal(b)
      })

      it('does nothing for an id not stored', async () => {
        const e = await anExhibition()
        await f.exhibitions.remove(e.id + 1000)
        expect(await f.exhibitions.byId(e.id)).to.deep.equal(e)
      })
    })

    describe('participations: upsert, byId and of', () => {
      it('stores a new application with an id and answers it as given; byId and of find it', async () => {
        const e = await anExhibition()
        const company = await aCompany(f)
        const input = application(e.id, company.id, { participationLevel: 'Gold', specialRequirements: 'Power outlet', paymentConfirmed: true })
        const p = await f.participations.upsert(input)
        expect(p.id).to.be.a('number')
        expect(p).to.deep.equal({ ...input, id: p.id })
        expect(await f.participations.byId(p.id)).to.deep.equal(p)
        expect(await f.participations.of(e.id, company.id)).to.deep.equal(p)
      })

      it('reopens the one application of the company: same id, booth and decision cleared, payment kept, the new details and date', async () => {
        const e = await anExhibition()
        const first = await anApplication(e.id, { participationLevel: 'Gold', specialRequirements: 'Water' })
        const decided: Participation = { ...first, status: 'withdrawn', boothNumber: 'A-1', paymentConfirmed: true, decidedAt: t1 }
        await f.participations.save(decided)
        const again = await f.participations.upsert(application(e.id, first.companyId, { participationLevel: null, specialRequirements: 'Power', createdAt: t1 }))
        expect(again).to.deep.equal({
          id: first.id, exhibitionId: e.id, companyId: first.companyId, status: 'pending', boothNumber: null, participationLevel: null,
          specialRequirements: 'Power', paymentConfirmed: true, rejectionReason: null, decidedAt: null, createdAt: t1,
        })
        expect(await f.participations.byId(first.id)).to.deep.equal(again)
      })

      it('keeps one application per exhibition and company: another exhibition or company is another application', async () => {
        const e = await anExhibition()
        const other = await anExhibition()
        const a = await anApplication(e.id)
        const b = await f.participations.upsert(application(other.id, a.companyId))
        const c = await anApplication(e.id)
        expect(new Set([a.id, b.id, c.id]).size).to.equal(3)
        expect(await f.participations.of(other.id, a.companyId)).to.deep.equal(b)
        expect(await f.participations.of(e.id, a.companyId)).to.deep.equal(a)
      })

      it('answers undefined for an id, an exhibition or a company without an application', async () => {
        const e = await anExhibition()
        const p = await anApplication(e.id)
        expect(await f.participations.byId(p.id + 1000)).to.equal(undefined)
        expect(await f.participations.of(e.id + 1000, p.companyId)).to.equal(undefined)
        expect(await f.participations.of(e.id, p.companyId + 1000)).to.equal(undefined)
      })
    })

    describe('participations: save', () => {
      it('saves the decision (status, booth, payment, decision date) and nothing else', async () => {
        const e = await anExhibition()
        const p = await anApplication(e.id, { participationLevel: 'Silver', specialRequirements: 'Corner' })
        await f.participations.save({
          ...p, status: 'approved', boothNumber: 'B-12', paymentConfirmed: true, decidedAt: t1,
          participationLevel: 'Changed', specialRequirements: 'Changed', createdAt: t1,
        })
        expect(await f.participations.byId(p.id)).to.deep.equal({ ...p, status: 'approved', boothNumber: 'B-12', paymentConfirmed: true, decidedAt: t1 })
      })

      it('keeps the reason of a rejection, and clears it with the next decision', async () => {
        const e = await anExhibition()
        const p = await anApplication(e.id)
        await f.participations.save({ ...p, status: 'rejected', rejectionReason: 'Hall full', decidedAt: t1 })
        expect(await f.participations.byId(p.id)).to.deep.include({ status: 'rejected', rejectionReason: 'Hall full' })
        await f.participations.save({ ...p, status: 'approved', rejectionReason: null, decidedAt: t1 })
        expect(await f.participations.byId(p.id)).to.deep.include({ status: 'approved', rejectionReason: null })
      })

      it('does nothing for an application not stored', async () => {
        const e = await anExhibition()
        const p = await anApplication(e.id)
        await f.participations.save({ ...p, id: p.id + 1000, status: 'approved' })
        expect(await f.participations.byId(p.id + 1000)).to.equal(undefined)
        expect(await f.participations.byId(p.id)).to.deep.equal(p)
      })
    })

    describe('participations: confirmedCount', () => {
      it('counts the approved applications of the exhibition only', async () => {
        const e = await anExhibition()
        const other = await anExhibition()
        for (const status of ['approved', 'approved', 'pending', 'rejected', 'withdrawn'] as const) await anApplication(e.id, { status })
        await anApplication(other.id, { status: 'approved' })
        expect(await f.participations.confirmedCount(e.id)).to.equal(2)
        expect(await f.participations.confirmedCount(other.id)).to.equal(1)
        expect(await f.participations.confirmedCount(e.id + 1000)).to.equal(0)
      })

      it('follows a decision and a withdrawal', async () => {
        const e = await anExhibition()
        const p = await anApplication(e.id)
        await f.participations.save({ ...p, status: 'approved', decidedAt: t1 })
        expect(await f.participations.confirmedCount(e.id)).to.equal(1)
        await f.participations.save({ ...p, status: 'withdrawn', decidedAt: t1 })
        expect(await f.participations.confirmedCount(e.id)).to.equal(0)
      })
    })

    describe('participations: one confirmed exhibitor per booth', () => {
      it('confirmedAtBooth finds the confirmed application holding a booth, in any case, at that exhibition only', async () => {
        const e = await anExhibition()
        const other = await anExhibition()
        const held = await anApplication(e.id, { status: 'approved', boothNumber: 'D-36', decidedAt: t1 })
        await anApplication(e.id, { status: 'rejected', boothNumber: 'E-1', decidedAt: t1 })
        await anApplication(other.id, { status: 'approved', boothNumber: 'F-2', decidedAt: t1 })
        expect(await f.participations.confirmedAtBooth(e.id, 'd-36')).to.deep.equal(held)
        expect(await f.participations.confirmedAtBooth(e.id, 'E-1')).to.equal(undefined)
        expect(await f.participations.confirmedAtBooth(e.id, 'F-2')).to.equal(undefined)
      })

      it('save throws when a confirmed application would take a booth another holds, and keeps the stored one', async () => {
        const e = await anExhibition()
        await anApplication(e.id, { status: 'approved', boothNumber: 'D-36', decidedAt: t1 })
        const p = await anApplication(e.id)
        expect(await thrownBy(() => f.participations.save({ ...p, status: 'approved', boothNumber: 'd-36', decidedAt: t1 }))).to.be.instanceOf(Error)
        expect(await f.participations.byId(p.id)).to.deep.equal(p)
        // Rejected with that booth on record is no clash.
        await f.participations.save({ ...p, status: 'rejected', boothNumber: 'D-36', decidedAt: t1 })
        expect((await f.participations.byId(p.id))?.boothNumber).to.equal('D-36')
      })
    })

    it('a unit of work that refuses takes back its exhibitions and applications, added, saved or removed', async () => {
      const e = await anExhibition()
      const p = await anApplication(e.id)
      let added: Exhibition | undefined
      await refusedAfter(f.uow, async () => {
        added = await anExhibition({ name: 'Refused Expo' })
        await f.exhibitions.save(e.id, details({ name: 'Refused rename' }))
        await f.participations.save({ ...p, status: 'approved', decidedAt: t1 })
        await f.exhibitions.remove(e.id)
      })
      expect(await f.exhibitions.byId(added!.id)).to.equal(undefined)
      expect(await f.exhibitions.byId(e.id)).to.deep.equal(e)
      expect(await f.participations.byId(p.id)).to.deep.equal(p)
    })
  })
