import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import type { ExhibitionDetails } from '../../../src/domain/exhibition/exhibition'
import type { User } from '../../../src/domain/user/user'
import { admin, exhibitionWorld, expectNothingLeft, owner, stranger } from '../support/exhibition-fixtures'

const noDetails = { participationLevel: null, specialRequirements: null }

/** An exhibition and the owner's approved, verified company in sector 20. */
const setUp = async (over: Partial<ExhibitionDetails> = {}) => {
  const w = exhibitionWorld()
  const exhibition = await w.addExhibition(over)
  const company = await w.addCompany(owner.id)
  const apply = (actor: User = owner, companyId = company.id, exhibitionId = exhibition.id) => w.commands.applyWith(actor, exhibitionId, companyId, noDetails)
  /** An application of another manager's company, decided by the admin when told. */
  const other = async (status?: 'approved' | 'rejected') => {
    const c = await w.addCompany(stranger.id)
    const applied = await w.commands.applyWith(stranger, exhibition.id, c.id, noDetails)
    if (E.isLeft(applied)) throw new Error(applied.left._tag)
    if (status) await w.commands.decide(admin, exhibition.id, applied.right.id, status, undefined, status === 'rejected' ? 'Hall full' : null)
    return applied.right
  }
  return { ...w, exhibition, company, apply, other }
}

describe('ExhibitionCommands: applications, decisions and withdrawals', () => {
  describe('applyWith', () => {
    it("stores a pending application of the company's manager and announces it", async () => {
      const w = await setUp()
      const r = await w.commands.applyWith(owner, w.exhibition.id, w.company.id, { participationLevel: 'premium', specialRequirements: 'Power' })
      expect(E.isRight(r) && r.right).to.deep.equal({
        id: 1, exhibitionId: w.exhibition.id, companyId: w.company.id, status: 'pending', boothNumber: null, participationLevel: 'premium',
        specialRequirements: 'Power', paymentConfirmed: false, rejectionReason: null, decidedAt: null, createdAt: w.clock.now(),
      })
      expect(w.events.published).to.deep.equal([{
        type: 'ParticipationRequested', aggregateType: 'participation', aggregateId: `${w.exhibition.id}:${w.company.id}`, actorId: owner.id,
        occurredAt: w.clock.now(), payload: {
          exhibitionId: w.exhibition.id, companyId: w.company.id, exhibitionName: 'Global Tech Expo 2026', companyName: 'Acme Robotics',
          changes: { status: { from: null, to: 'pending' }, participationLevel: { from: null, to: 'premium' }, specialRequirements: { from: null, to: 'Power' } },
        },
      }])
    })

    it("lets an admin apply with anyone's company, in the admin's name", async () => {
      const w = await setUp()
      expect(E.isRight(await w.apply(admin))).to.equal(true)
      expect(w.events.published.map((e) => e.actorId)).to.deep.equal([admin.id])
    })

    it('reopens a withdrawn application in its own row', async () => {
      const w = await setUp()
      const first = await w.apply()
      if (E.isLeft(first)) throw new Error(first.left._tag)
      await w.commands.withdrawApplication(owner, w.exhibition.id, first.right.id)
      const again = await w.apply()
      expect(E.isRight(again) && again.right).to.include({ id: first.right.id, status: 'pending', decidedAt: null })
      expect(w.participations.participations.size).to.equal(1)
    })

    it('names every refusal, and stores and announces nothing', async () => {
      const w = await setUp()
      await expectNothingLeft(w, () => w.apply(stranger), { _tag: 'NotYourCompany' })
      await expectNothingLeft(w, () => w.apply(owner, w.company.id, 999), { _tag: 'ExhibitionNotFound' })
      await expectNothingLeft(w, () => w.apply(owner, 999), { _tag: 'CompanyNotFound' })
      const unverified = await w.addCompany(owner.id, { isVerified: false })
      await expectNothingLeft(w, () => w.apply(owner, unverified.id), { _tag: 'CompanyNotVerified' })
      const otherSector = await w.addCompany(owner.id, { sectorId: 21 })
      await expectNothingLeft(w, () => w.apply(owner, otherSector.id), { _tag: 'SectorNotAllowed' })
      const suspended = await w.addCompany(owner.id, { status: 'suspended' })
      await expectNothingLeft(w, () => w.apply(owner, suspended.id), { _tag: 'CompanyNotApproved' })
      await expectNothingLeft(w, () => w.apply(admin, suspended.id), { _tag: 'CompanyNotApproved' })
      // Another manager's company that is not public is not even found.
      const hidden = await w.addCompany(stranger.id, { status: 'pending' })
      await expectNothingLeft(w, () => w.apply(owner, hidden.id), { _tag: 'CompanyNotFound' })
      expect(E.isRight(await w.apply())).to.equal(true)
      await expectNothingLeft(w, () => w.apply(), { _tag: 'AlreadyApplied', status: 'pending' })
    })

    it('refuses by the time: after the deadline, once ended', async () => {
      const w = await setUp()
      w.clock.set(new Date('2026-11-26T00:00:00Z'))
      await expectNothingLeft(w, () => w.apply(), { _tag: 'RegistrationClosed' })
      w.clock.set(new Date('2026-12-04T00:00:00Z'))
      await expectNothingLeft(w, () => w.apply(), { _tag: 'ExhibitionEnded' })
    })

    it('refuses a cancelled exhibition and a full one', async () => {
      const cancelled = await setUp({ cancelled: true })
      await expectNothingLeft(cancelled, () => cancelled.apply(), { _tag: 'ExhibitionCancelled' })
      const full = await setUp({ capacity: 1 })
      await full.other('approved')
      await expectNothingLeft(full, () => full.apply(), { _tag: 'ExhibitionFull', capacity: 1 })
    })

    it('takes the stored application back when the work fails after writing it', async () => {
      const w = await setUp()
      w.failAfterWrites()
      let failed = false
      await w.apply().catch(() => { failed = true })
      expect(failed).to.equal(true)
      expect(w.participations.participations.size).to.equal(0)
      expect(w.uow.outcomes).to.deep.equal(['rollback'])
    })
  })

  describe('decide', () => {
    it('confirms with a booth, gives another booth, then rejects: one event each, by the admin', async () => {
      const w = await setUp()
      const p = await w.other()
      w.events.published.length = 0
      const confirmed = await w.commands.decide(admin, w.exhibition.id, p.id, 'approved', 'A-12')
      expect(E.isRight(confirmed) && confirmed.right).to.include({ status: 'approved', boothNumber: 'A-12' })
      expect(E.isRight(await w.commands.decide(admin, w.exhibition.id, p.id, 'approved', 'B-7'))).to.equal(true)
      expect(E.isRight(await w.commands.decide(admin, w.exhibition.id, p.id, 'rejected', undefined, 'Hall full'))).to.equal(true)
      expect(w.participations.participations.get(p.id)).to.deep.include({ status: 'rejected', boothNumber: 'B-7', decidedAt: w.clock.now() })
      expect(w.events.published.map((e) => [e.type, e.actorId, e.payload.boothNumber])).to.deep.equal([
        ['ParticipationConfirmed', admin.id, 'A-12'], ['ParticipationBoothAssigned', admin.id, 'B-7'], ['ParticipationRejected', admin.id, 'B-7'],
      ])
    })

    it('rejects with the reason the manager reads; without one it refuses and leaves nothing; confirming clears it', async () => {
      const w = await setUp()
      const p = await w.other()
      for (const blank of [null, '   ']) {
        await expectNothingLeft(w, () => w.commands.decide(admin, w.exhibition.id, p.id, 'rejected', undefined, blank), { _tag: 'RejectionReasonRequired' })
      }
      w.events.published.length = 0
      expect(E.isRight(await w.commands.decide(admin, w.exhibition.id, p.id, 'rejected', undefined, ' Hall full '))).to.equal(true)
      expect(w.participations.participations.get(p.id)).to.deep.include({ status: 'rejected', rejectionReason: 'Hall full' })
      expect(w.events.published.map((e) => [e.type, e.payload.reason])).to.deep.equal([['ParticipationRejected', 'Hall full']])
      expect(E.isRight(await w.commands.decide(admin, w.exhibition.id, p.id, 'approved', 'A-1'))).to.equal(true)
      expect(w.participations.participations.get(p.id)).to.deep.include({ status: 'approved', rejectionReason: null })
    })

    it('is for admins only, and names an application of that exhibition', async () => {
      const w = await setUp()
      const p = await w.other()
      const elsewhere = await w.addExhibition({ name: 'Elsewhere' })
      await expectNothingLeft(w, () => w.commands.decide(stranger, w.exhibition.id, p.id, 'approved', null), { _tag: 'NotAllowed' })
      await expectNothingLeft(w, () => w.commands.decide(owner, w.exhibition.id, p.id, 'approved', null), { _tag: 'NotAllowed' })
      await expectNothingLeft(w, () => w.commands.decide(admin, elsewhere.id, p.id, 'approved', null), { _tag: 'ParticipationNotFound' })
      await expectNothingLeft(w, () => w.commands.decide(admin, w.exhibition.id, 999, 'approved', null), { _tag: 'ParticipationNotFound' })
      await expectNothingLeft(w, () => w.commands.decide(admin, 999, p.id, 'approved', null), { _tag: 'ExhibitionNotFound' })
    })

    it('refuses the same decision twice, a withdrawn application, a full exhibition, and a confirmation at a cancelled one', async () => {
      const w = await setUp({ capacity: 1 })
      const a = await w.apply()
      if (E.isLeft(a)) throw new Error(a.left._tag)
      const second = await w.addCompany(owner.id)
      const withdrawn = await w.apply(owner, second.id)
      if (E.isLeft(withdrawn)) throw new Error(withdrawn.left._tag)
      await w.commands.withdrawApplication(owner, w.exhibition.id, withdrawn.right.id)
      await expectNothingLeft(w, () => w.commands.decide(admin, w.exhibition.id, withdrawn.right.id, 'rejected', undefined, 'Hall full'), { _tag: 'ParticipationAlreadyDecided', status: 'withdrawn' })
      const confirmed = await w.other('approved')
      await expectNothingLeft(w, () => w.commands.decide(admin, w.exhibition.id, a.right.id, 'approved', 'C-1'), { _tag: 'ExhibitionFull', capacity: 1 })
      await expectNothingLeft(w, () => w.commands.decide(admin, w.exhibition.id, confirmed.id, 'approved', undefined), { _tag: 'ParticipationAlreadyDecided', status: 'approved' })
      expect(E.isRight(await w.commands.decide(admin, w.exhibition.id, a.right.id, 'rejected', undefined, 'Hall full'))).to.equal(true)
      await expectNothingLeft(w, () => w.commands.decide(admin, w.exhibition.id, a.right.id, 'rejected', undefined, 'Hall full'), { _tag: 'ParticipationAlreadyDecided', status: 'rejected' })
      await w.commands.update(admin, w.exhibition.id, { cancelled: true })
      await expectNothingLeft(w, () => w.commands.decide(admin, w.exhibition.id, a.right.id, 'approved', null), { _tag: 'ExhibitionCancelled' })
      // Rejecting stays possible at a cancelled exhibition.
      expect(E.isRight(await w.commands.decide(admin, w.exhibition.id, confirmed.id, 'rejected', undefined, 'Hall full'))).to.equal(true)
    })

    it('takes the decision back when the work fails after writing it', async () => {
      const w = await setUp()
      const p = await w.other()
      const before = w.rows()
      w.failAfterWrites()
      let failed = false
      await w.commands.decide(admin, w.exhibition.id, p.id, 'approved', 'A-1').catch(() => { failed = true })
      expect(failed).to.equal(true)
      expect(w.rows()).to.deep.equal(before)
    })
  })

  describe('withdrawApplication', () => {
    it("lets the company's manager, or an admin, withdraw a pending application, and announces it", async () => {
      const w = await setUp()
      const mine = await w.apply()
      const theirs = await w.other()
      if (E.isLeft(mine)) throw new Error(mine.left._tag)
      w.events.published.length = 0
      expect(await w.commands.withdrawApplication(owner, w.exhibition.id, mine.right.id)).to.deep.equal(E.right(undefined))
      expect(await w.commands.withdrawApplication(admin, w.exhibition.id, theirs.id)).to.deep.equal(E.right(undefined))
      expect([...w.participations.participations.values()].map((p) => p.status)).to.deep.equal(['withdrawn', 'withdrawn'])
      expect(w.events.published.map((e) => [e.type, e.actorId])).to.deep.equal([['ParticipationWithdrawn', owner.id], ['ParticipationWithdrawn', admin.id]])
    })

    it('answers another manager as if the application did not exist, and refuses a decided one', async () => {
      const w = await setUp()
      const p = await w.other('approved')
      const pending = await w.apply()
      if (E.isLeft(pending)) throw new Error(pending.left._tag)
      const elsewhere = await w.addExhibition({ name: 'Elsewhere' })
      await expectNothingLeft(w, () => w.commands.withdrawApplication(owner, w.exhibition.id, p.id), { _tag: 'ParticipationNotFound' })
      await expectNothingLeft(w, () => w.commands.withdrawApplication(owner, elsewhere.id, pending.right.id), { _tag: 'ParticipationNotFound' })
      await expectNothingLeft(w, () => w.commands.withdrawApplication(owner, 999, pending.right.id), { _tag: 'ParticipationNotFound' })
      await expectNothingLeft(w, () => w.commands.withdrawApplication(stranger, w.exhibition.id, p.id), { _tag: 'ParticipationAlreadyDecided', status: 'approved' })
    })

    it('takes the withdrawal back when the work fails after writing it', async () => {
      const w = await setUp()
      const p = await w.apply()
      if (E.isLeft(p)) throw new Error(p.left._tag)
      const before = w.rows()
      w.failAfterWrites()
      let failed = false
      await w.commands.withdrawApplication(owner, w.exhibition.id, p.right.id).catch(() => { failed = true })
      expect(failed).to.equal(true)
      expect(w.rows()).to.deep.equal(before)
    })
  })
})
