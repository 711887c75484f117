import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { userWith } from '../support/fixtures'
import { admin, exhibitionDetails, exhibitionWorld, expectNothingLeft, owner } from '../support/exhibition-fixtures'

const superAdmin = userWith(4, 'super_admin')

describe('ExhibitionCommands: an admin creates, edits and deletes exhibitions', () => {
  describe('create', () => {
    it('stores the exhibition and announces it, by the admin who created it', async () => {
      const w = exhibitionWorld()
      const r = await w.commands.create(admin, exhibitionDetails())
      expect(E.isRight(r) && r.right).to.include({ id: 1, name: 'Global Tech Expo 2026', createdById: admin.id })
      expect(w.exhibitions.exhibitions.get(1)).to.include({ capacity: 2, boothCostCents: 25050, cancelled: false })
      const [created] = w.events.published
      expect({ ...created, payload: { ...created.payload, changes: undefined } }).to.deep.equal({
        type: 'ExhibitionCreated', aggregateType: 'exhibition', aggregateId: '1', actorId: admin.id, occurredAt: w.clock.now(),
        payload: { exhibitionName: 'Global Tech Expo 2026', changes: undefined },
      })
      // The changes tell what it was created with (every field that holds something, from nothing).
      expect(created.payload.changes).to.deep.include({
        name: { from: null, to: 'Global Tech Expo 2026' }, capacity: { from: null, to: 2 }, boothCostCents: { from: null, to: 25050 },
        startDate: { from: null, to: '2026-12-01T00:00:00.000Z' }, allowedSectors: { from: null, to: [20] },
      })
      expect(E.isRight(await w.commands.create(superAdmin, exhibitionDetails({ name: 'Second' })))).to.equal(true)
      expect(w.uow.outcomes).to.deep.equal(['commit', 'commit'])
    })

    for (const [what, actor, details, refusal] of [
      ['a manager', owner, exhibitionDetails(), { _tag: 'NotAllowed' }],
      ['an end before the start and a deadline after the end', admin, exhibitionDetails({ endDate: new Date('2026-11-30T00:00:00Z'), registrationDeadline: new Date('2026-12-02T00:00:00Z') }), {
        _tag: 'InvalidExhibition', fieldErrors: { endDate: 'End date cannot be before the start date', registrationDeadline: 'Registration deadline cannot be after the end date' },
      }],
      ['a negative capacity', admin, exhibitionDetails({ capacity: -1 }), { _tag: 'InvalidExhibition', fieldErrors: { maxParticipants: 'Must be at least 0' } }],
      ['an unknown sector', admin, exhibitionDetails({ allowedSectors: [20, 99, 98] }), { _tag: 'UnknownSectors', ids: [99, 98] }],
      ['an unknown primary sector', admin, exhibitionDetails({ sectorId: 97 }), { _tag: 'UnknownSectors', ids: [97] }],
      ['an unknown country', admin, exhibitionDetails({ countryId: 11 }), { _tag: 'InvalidExhibition', fieldErrors: { countryId: 'Unknown country' } }],
    ] as const) {
      it(`refuses ${what}, and stores and announces nothing`, async () => {
        const w = exhibitionWorld()
        expect(await w.commands.create(actor, details)).to.deep.equal(E.left(refusal))
        expect(w.exhibitions.exhibitions.size).to.equal(0)
        expect(w.events.published).to.deep.equal([])
        expect(w.uow.outcomes).to.deep.equal(['rollback'])
      })
    }

    it('takes the stored row back when the work fails after writing it', async () => {
      const w = exhibitionWorld()
      w.failAfterWrites()
      let failed = false
      await w.commands.create(admin, exhibitionDetails()).catch(() => { failed = true })
      expect(failed).to.equal(true)
      expect(w.exhibitions.exhibitions.size).to.equal(0)
      expect(w.uow.outcomes).to.deep.equal(['rollback'])
      // The id was not spent either: the next exhibition is number 1.
      expect((await w.addExhibition()).id).to.equal(1)
    })
  })

  describe('update (a PATCH)', () => {
    it('changes only the fields given; the others keep their stored value', async () => {
      const w = exhibitionWorld()
      const e = await w.addExhibition({ venue: 'Hall 4', website: 'https://expo.example.com/' })
      expect(await w.commands.update(admin, e.id, { name: 'Renamed', capacity: 10 })).to.deep.equal(E.right(undefined))
      expect(w.exhibitions.exhibitions.get(e.id)).to.deep.equal({ ...e, name: 'Renamed', capacity: 10 })
      expect(w.events.published.map((x) => [x.type, x.actorId, x.payload])).to.deep.equal([['ExhibitionUpdated', admin.id, {
        exhibitionName: 'Renamed', changes: { name: { from: 'Global Tech Expo 2026', to: 'Renamed' }, capacity: { from: 2, to: 10 } },
      }]])
    })

    it('takes a field given as undefined for one left out', async () => {
      const w = exhibitionWorld()
      const e = await w.addExhibition()
      expect(E.isRight(await w.commands.update(admin, e.id, { name: undefined, venue: null }))).to.equal(true)
      expect(w.exhibitions.exhibitions.get(e.id)).to.deep.equal({ ...e, venue: null })
    })

    it('checks a start date sent alone against the stored end date, and keeps the exhibition as it was', async () => {
      const w = exhibitionWorld()
      const e = await w.addExhibition()
      await expectNothingLeft(w, () => w.commands.update(admin, e.id, { startDate: new Date('2026-12-04T00:00:00Z') }), {
        _tag: 'InvalidExhibition', fieldErrors: { endDate: 'End date cannot be before the start date' },
      })
      await expectNothingLeft(w, () => w.commands.update(admin, e.id, { registrationDeadline: new Date('2026-12-04T00:00:00Z') }), {
        _tag: 'InvalidExhibition', fieldErrors: { registrationDeadline: 'Registration deadline cannot be after the end date' },
      })
      expect(w.events.published).to.deep.equal([])
      expect(E.isRight(await w.commands.update(admin, e.id, { startDate: new Date('2026-12-03T00:00:00Z') }))).to.equal(true)
    })

    it('compares the dates as days in the platform time zone', async () => {
      const w = exhibitionWorld()
      w.settings.with('general', { timezone: 'Asia/Tokyo' })
      // The 3rd of December in Tokyo begins at 15:00 UTC on the 2nd.
      const e = await w.addExhibition({ startDate: new Date('2026-12-01T15:00:00Z'), endDate: new Date('2026-12-02T15:00:00Z'), registrationDeadline: null })
      // The 4th in Tokyo, though the 3rd in UTC: after the end day.
      const refused = await w.commands.update(admin, e.id, { startDate: new Date('2026-12-03T15:00:00Z') })
      expect(E.isLeft(refused) && refused.left._tag).to.equal('InvalidExhibition')
      // The 3rd in Tokyo, though the 2nd in UTC: a one-day exhibition.
      expect(E.isRight(await w.commands.update(admin, e.id, { startDate: new Date('2026-12-02T15:00:00Z') }))).to.equal(true)
      expect(w.exhibitions.exhibitions.get(e.id)).to.include({ registrationDeadline: null })
    })

    it('refuses an end that is an earlier instant than the start on the same day (the table refuses it too)', async () => {
      const w = exhibitionWorld()
      const e = await w.addExhibition({ startDate: new Date('2026-12-01T00:00:00Z'), endDate: new Date('2026-12-01T00:00:00Z'), registrationDeadline: null })
      expect(await w.commands.update(admin, e.id, { startDate: new Date('2026-12-01T10:00:00Z') })).to.deep.equal(E.left({
        _tag: 'InvalidExhibition', fieldErrors: { endDate: 'End date cannot be before the start date' },
      }))
      expect(w.exhibitions.exhibitions.get(e.id)).to.deep.equal(e)
    })

    it('writes and announces nothing when nothing changes', async () => {
      const w = exhibitionWorld()
      const e = await w.addExhibition()
      const stored = w.exhibitions.exhibitions.get(e.id)
      for (const same of [{}, { name: e.name }, { startDate: new Date(e.startDate.getTime()), allowedSectors: [20] }]) {
        expect(await w.commands.update(admin, e.id, same)).to.deep.equal(E.right(undefined))
      }
      expect(w.exhibitions.exhibitions.get(e.id)).to.equal(stored)
      expect(w.events.published).to.deep.equal([])
    })

    it('announces a cancellation as such, and a later edit as an update', async () => {
      const w = exhibitionWorld()
      const e = await w.addExhibition()
      await w.commands.update(admin, e.id, { cancelled: true })
      await w.commands.update(admin, e.id, { cancelled: false })
      expect(w.events.published.map((x) => x.type)).to.deep.equal(['ExhibitionCancelled', 'ExhibitionUpdated'])
      expect(w.exhibitions.exhibitions.get(e.id)).to.include({ cancelled: false })
    })

    it('asks the catalogue only for the references sent: one stored earlier is not asked again', async () => {
      const w = exhibitionWorld()
      const e = await w.addExhibition({ allowedSectors: [20, 77] })
      expect(E.isRight(await w.commands.update(admin, e.id, { name: 'Renamed' }))).to.equal(true)
      expect(await w.commands.update(admin, e.id, { allowedSectors: [77] })).to.deep.equal(E.left({ _tag: 'UnknownSectors', ids: [77] }))
      expect(await w.commands.update(admin, e.id, { countryId: 11 })).to.deep.equal(E.left({ _tag: 'InvalidExhibition', fieldErrors: { countryId: 'Unknown country' } }))
      expect(w.exhibitions.exhibitions.get(e.id)).to.include({ name: 'Renamed', countryId: 10 })
    })

    it('refuses a manager and an unknown exhibition, and changes nothing', async () => {
      const w = exhibitionWorld()
      const e = await w.addExhibition()
      await expectNothingLeft(w, () => w.commands.update(owner, e.id, { name: 'Mine now' }), { _tag: 'NotAllowed' })
      await expectNothingLeft(w, () => w.commands.update(admin, 999, { name: 'Nowhere' }), { _tag: 'ExhibitionNotFound' })
      expect(w.events.published).to.deep.equal([])
    })

    it('takes the saved edit back when the work fails after writing it', async () => {
      const w = exhibitionWorld()
      const e = await w.addExhibition()
      w.failAfterWrites()
      let failed = false
      await w.commands.update(admin, e.id, { name: 'Renamed' }).catch(() => { failed = true })
      expect(failed).to.equal(true)
      expect(w.exhibitions.exhibitions.get(e.id)).to.deep.equal(e)
      expect(w.uow.outcomes).to.deep.equal(['rollback'])
    })
  })

  describe('delete', () => {
    it('removes the exhibition with its applications, and announces it', async () => {
      const w = exhibitionWorld()
      const e = await w.addExhibition()
      const kept = await w.addExhibition({ name: 'Kept' })
      const company = await w.addCompany(owner.id)
      await w.commands.applyWith(owner, e.id, company.id, { participationLevel: null, specialRequirements: null })
      await w.commands.applyWith(owner, kept.id, company.id, { participationLevel: null, specialRequirements: null })
      w.events.published.length = 0
      expect(await w.commands.delete(admin, e.id)).to.deep.equal(E.right(undefined))
      expect([...w.exhibitions.exhibitions.keys()]).to.deep.equal([kept.id])
      expect([...w.participations.participations.values()].map((p) => p.exhibitionId)).to.deep.equal([kept.id])
      expect(w.events.published.map((x) => [x.type, x.aggregateId, x.actorId])).to.deep.equal([['ExhibitionDeleted', String(e.id), admin.id]])
    })

    it('refuses a manager and an unknown exhibition, and removes nothing', async () => {
      const w = exhibitionWorld()
      const e = await w.addExhibition()
      await expectNothingLeft(w, () => w.commands.delete(owner, e.id), { _tag: 'NotAllowed' })
      await expectNothingLeft(w, () => w.commands.delete(admin, 999), { _tag: 'ExhibitionNotFound' })
      expect(w.events.published).to.deep.equal([])
    })

    it('puts the exhibition and its applications back when the work fails after removing them', async () => {
      const w = exhibitionWorld()
      const e = await w.addExhibition()
      const company = await w.addCompany(owner.id)
      await w.commands.applyWith(owner, e.id, company.id, { participationLevel: null, specialRequirements: null })
      const before = w.rows()
      w.failAfterWrites()
      let failed = false
      await w.commands.delete(admin, e.id).catch(() => { failed = true })
      expect(failed).to.equal(true)
      expect(w.rows()).to.deep.equal(before)
    })
  })
})
