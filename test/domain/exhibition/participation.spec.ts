import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import type { Exhibition } from '../../../src/domain/exhibition/exhibition'
import { apply, decideParticipation, refusal, withdraw, type ApplicationContext, type Participation } from '../../../src/domain/exhibition/participation'

const now = new Date('2026-11-20T10:00:00Z')
const expo: Exhibition = {
  id: 1, name: 'Global Tech Expo', description: 'Tech.', posterImage: null, startDate: new Date('2026-12-01T00:00:00Z'),
  endDate: new Date('2026-12-03T00:00:00Z'), location: 'Online', venue: null, countryId: null, sectorId: 1, allowedSectors: [1, 2],
  registrationDeadline: new Date('2026-11-25T00:00:00Z'), vFairsLink: 'https://tech.vfairs.com', website: null, capacity: 2,
  boothCostCents: 0, isVirtual: true, cancelled: false, createdById: 1, createdAt: now,
}
const company = { id: 9, name: 'Navigli Software', managerId: 5, status: 'approved' as const, isVerified: true, sectorId: 1 }
const ctx = (over: Partial<ApplicationContext> = {}): ApplicationContext => ({
  exhibition: expo, company, actorId: 5, actorIsAdmin: false, existing: undefined, confirmed: 0, now, timeZone: 'UTC', ...over,
})
const participation = (status: Participation['status']): Participation => ({
  id: 3, exhibitionId: 1, companyId: 9, status, boothNumber: null, participationLevel: null, specialRequirements: null,
  paymentConfirmed: false, rejectionReason: null, decidedAt: null, createdAt: now,
})

describe('Participation: who may apply', () => {
  it('a verified, approved company of an allowed sector applies before the deadline while there is room', () => {
    const r = apply(ctx(), { participationLevel: 'standard', specialRequirements: null })
    expect(E.isRight(r) && r.right.state).to.include({ status: 'pending', exhibitionId: 1, companyId: 9, participationLevel: 'standard' })
    expect(E.isRight(r) && r.right.events.map((e) => e.type)).to.deep.equal(['ParticipationRequested'])
  })

  const cases: [string, Partial<ApplicationContext>, string][] = [
    ['another manager', { actorId: 6 }, 'NotYourCompany'],
    ['a cancelled exhibition', { exhibition: { ...expo, cancelled: true } }, 'ExhibitionCancelled'],
    ['an exhibition that ended', { now: new Date('2026-12-04T00:00:00Z') }, 'ExhibitionEnded'],
    ['after the deadline day', { now: new Date('2026-11-26T00:00:00Z') }, 'RegistrationClosed'],
    ['a second application', { existing: participation('pending') }, 'AlreadyApplied'],
    ['a confirmed company applying again', { existing: participation('approved') }, 'AlreadyApplied'],
    ['a pending company', { company: { ...company, status: 'pending' } }, 'CompanyNotApproved'],
    ['a suspended company', { company: { ...company, status: 'suspended', isVerified: false } }, 'CompanyNotApproved'],
    ['an unverified company', { company: { ...company, isVerified: false } }, 'CompanyNotVerified'],
    ['a sector that is not allowed', { company: { ...company, sectorId: 7 } }, 'SectorNotAllowed'],
    ['a full exhibition', { confirmed: 2 }, 'ExhibitionFull'],
  ]
  for (const [what, over, tag] of cases) {
    it(`refuses ${what}: ${tag}`, () => {
      expect(refusal(ctx(over))?._tag).to.equal(tag)
      expect(E.isLeft(apply(ctx(over), { participationLevel: null, specialRequirements: null }))).to.equal(true)
    })
  }

  it('lets an admin apply for any company, and any sector when none is listed', () => {
    expect(refusal(ctx({ actorId: 1, actorIsAdmin: true }))).to.equal(undefined)
    expect(refusal(ctx({ exhibition: { ...expo, allowedSectors: [] }, company: { ...company, sectorId: 7 } }))).to.equal(undefined)
  })

  it('lets a company apply again after withdrawing; unlimited capacity is 0', () => {
    expect(refusal(ctx({ existing: participation('withdrawn') }))).to.equal(undefined)
    expect(refusal(ctx({ exhibition: { ...expo, capacity: 0 }, confirmed: 500 }))).to.equal(undefined)
  })
})

describe('Participation: decisions', () => {
  it('confirms with a booth, then may move the booth, or reject', () => {
    const c = decideParticipation(participation('pending'), expo, 'Navigli', 'approved', 'A-12', 0, 1, now)
    expect(E.isRight(c) && c.right.state).to.include({ status: 'approved', boothNumber: 'A-12' })
    expect(E.isRight(c) && c.right.events[0].type).to.equal('ParticipationConfirmed')
    const moved = decideParticipation({ ...participation('approved'), boothNumber: 'A-12' }, expo, 'Navigli', 'approved', 'B-3', 1, 1, now)
    expect(E.isRight(moved) && moved.right.events[0].type).to.equal('ParticipationBoothAssigned')
    expect(E.isRight(decideParticipation(participation('approved'), expo, 'Navigli', 'rejected', undefined, 1, 1, now, undefined, 'Hall full'))).to.equal(true)
  })
  it('refuses to confirm beyond capacity, to decide twice the same way, and to decide a withdrawn one', () => {
    expect(decideParticipation(participation('pending'), expo, 'N', 'approved', null, 2, 1, now)).to.deep.equal(E.left({ _tag: 'ExhibitionFull', capacity: 2 }))
    expect(decideParticipation(participation('rejected'), expo, 'N', 'rejected', null, 0, 1, now, undefined, 'Again')).to.deep.equal(E.left({ _tag: 'ParticipationAlreadyDecided', status: 'rejected' }))
    expect(decideParticipation(participation('withdrawn'), expo, 'N', 'approved', null, 0, 1, now)).to.deep.equal(E.left({ _tag: 'ParticipationAlreadyDecided', status: 'withdrawn' }))
  })
  it('confirms nobody at a cancelled exhibition, nor moves a booth there, but still rejects', () => {
    const cancelled = { ...expo, cancelled: true }
    expect(decideParticipation(participation('pending'), cancelled, 'N', 'approved', 'A-1', 0, 1, now)).to.deep.equal(E.left({ _tag: 'ExhibitionCancelled' }))
    expect(decideParticipation(participation('rejected'), cancelled, 'N', 'approved', undefined, 0, 1, now)).to.deep.equal(E.left({ _tag: 'ExhibitionCancelled' }))
    expect(decideParticipation({ ...participation('approved'), boothNumber: 'A-1' }, cancelled, 'N', 'approved', 'B-2', 0, 1, now)).to.deep.equal(E.left({ _tag: 'ExhibitionCancelled' }))
    const rejected = decideParticipation(participation('approved'), cancelled, 'N', 'rejected', undefined, 0, 1, now, undefined, 'Cancelled')
    expect(E.isRight(rejected) && rejected.right.events[0].type).to.equal('ParticipationRejected')
  })
  it('refuses a booth another confirmed exhibitor holds, naming it as the holder has it; its own booth is no clash', () => {
    const holder = { participationId: 77, boothNumber: 'D-36', companyName: 'Hanbit Semiconductor' }
    expect(decideParticipation(participation('pending'), expo, 'Vayu', 'approved', 'd-36', 0, 1, now, holder))
      .to.deep.equal(E.left({ _tag: 'BoothTaken', boothNumber: 'D-36', companyName: 'Hanbit Semiconductor' }))
    expect(decideParticipation({ ...participation('approved'), boothNumber: 'A-1' }, expo, 'Vayu', 'approved', 'D-36', 1, 1, now, holder))
      .to.deep.equal(E.left({ _tag: 'BoothTaken', boothNumber: 'D-36', companyName: 'Hanbit Semiconductor' }))
    const own = decideParticipation({ ...participation('approved'), id: 77, boothNumber: 'd-36' }, expo, 'Hanbit', 'approved', 'D-36', 1, 1, now, holder)
    expect(E.isRight(own) && own.right.state.boothNumber).to.equal('D-36')
    // A rejection never holds a booth.
    expect(E.isRight(decideParticipation({ ...participation('approved'), boothNumber: 'D-36' }, expo, 'Vayu', 'rejected', undefined, 1, 1, now, holder, 'Booth moved'))).to.equal(true)
  })
  it('a rejection needs a reason (trimmed), kept while rejected and cleared by a confirmation', () => {
    for (const blank of [null, '', '  \n ']) {
      expect(decideParticipation(participation('pending'), expo, 'N', 'rejected', undefined, 0, 1, now, undefined, blank)).to.deep.equal(E.left({ _tag: 'RejectionReasonRequired' }))
    }
    const r = decideParticipation(participation('pending'), expo, 'Navigli', 'rejected', undefined, 0, 1, now, undefined, '  Hall full ')
    expect(E.isRight(r) && r.right.state).to.include({ status: 'rejected', rejectionReason: 'Hall full' })
    expect(E.isRight(r) && r.right.events[0].payload).to.deep.include({
      reason: 'Hall full', changes: { status: { from: 'pending', to: 'rejected' }, rejectionReason: { from: null, to: 'Hall full' } },
    })
    const confirmed = decideParticipation({ ...participation('rejected'), rejectionReason: 'Hall full' }, expo, 'Navigli', 'approved', 'A-1', 0, 1, now)
    expect(E.isRight(confirmed) && confirmed.right.state).to.include({ status: 'approved', rejectionReason: null })
  })
  it('withdraws only while pending', () => {
    const names = { exhibitionName: 'X', companyName: 'Y' }
    expect(E.isRight(withdraw(participation('pending'), names, 5, now))).to.equal(true)
    expect(E.isLeft(withdraw(participation('approved'), names, 5, now))).to.equal(true)
  })
})
