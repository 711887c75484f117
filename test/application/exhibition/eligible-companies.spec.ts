import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { EligibleCompanies } from '../../../src/application/exhibition/eligible-companies'
import { admin, exhibitionWorld, owner, stranger } from '../support/exhibition-fixtures'

const noDetails = { participationLevel: null, specialRequirements: null }

/** Counts the calls made to every method of `port`. */
const counted = <T extends object>(port: T, calls: string[]): T => new Proxy(port, {
  get: (target, key, receiver) => {
    const value = Reflect.get(target, key, receiver) as unknown
    return typeof value === 'function' ? (...args: unknown[]) => { calls.push(String(key)); return (value as (...a: unknown[]) => unknown).apply(target, args) } : value
  },
})

describe('EligibleCompanies: which of my companies may apply to this exhibition, and why not', () => {
  it("lists the caller's companies, newest first, each eligible or with the reason, and its application", async () => {
    const w = exhibitionWorld()
    const e = await w.addExhibition()
    const ready = await w.addCompany(owner.id)
    const applied = await w.addCompany(owner.id)
    const unverified = await w.addCompany(owner.id, { isVerified: false })
    const otherSector = await w.addCompany(owner.id, { sectorId: 21, logo: '/uploads/logo.png' })
    await w.addCompany(stranger.id)
    const application = await w.commands.applyWith(owner, e.id, applied.id, noDetails)
    if (E.isLeft(application)) throw new Error(application.left._tag)

    const r = await w.eligible.of(owner, e.id)
    expect(r).to.deep.equal(E.right([
      { id: otherSector.id, companyId: otherSector.id, name: 'Acme Robotics', logo: '/uploads/logo.png', sector: 'Food', status: 'approved', isVerified: true,
        eligible: false, reason: "The company's sector is not allowed at this exhibition", participation: null },
      { id: unverified.id, companyId: unverified.id, name: 'Acme Robotics', logo: null, sector: 'Robotics', status: 'approved', isVerified: false,
        eligible: false, reason: 'Only verified companies can exhibit', participation: null },
      { id: applied.id, companyId: applied.id, name: 'Acme Robotics', logo: null, sector: 'Robotics', status: 'approved', isVerified: true,
        eligible: false, reason: 'The company has already applied', participation: { id: application.right.id, status: 'pending', boothNumber: null, rejectionReason: null } },
      { id: ready.id, companyId: ready.id, name: 'Acme Robotics', logo: null, sector: 'Robotics', status: 'approved', isVerified: true,
        eligible: true, reason: null, participation: null },
    ]))
  })

  it('shows a confirmed application with its booth, and a withdrawn one as none (the company may apply again)', async () => {
    const w = exhibitionWorld()
    const e = await w.addExhibition()
    const confirmed = await w.addCompany(owner.id)
    const withdrawn = await w.addCompany(owner.id)
    const a = await w.commands.applyWith(owner, e.id, confirmed.id, noDetails)
    const b = await w.commands.applyWith(owner, e.id, withdrawn.id, noDetails)
    if (E.isLeft(a) || E.isLeft(b)) throw new Error('fixture')
    await w.commands.decide(admin, e.id, a.right.id, 'approved', 'A-12')
    await w.commands.withdrawApplication(owner, e.id, b.right.id)
    const r = await w.eligible.of(owner, e.id)
    const rows = E.isRight(r) ? r.right.map((c) => [c.id, c.eligible, c.reason, c.participation]) : []
    expect(rows).to.deep.equal([
      [withdrawn.id, true, null, null],
      [confirmed.id, false, 'The company is already confirmed for this exhibition', { id: a.right.id, status: 'approved', boothNumber: 'A-12', rejectionReason: null }],
    ])
  })

  it('says why nobody may apply to a cancelled, full or closed exhibition', async () => {
    const w = exhibitionWorld()
    await w.addCompany(owner.id)
    const reason = async (over: Parameters<typeof w.addExhibition>[0]) => {
      const r = await w.eligible.of(owner, (await w.addExhibition(over)).id)
      return E.isRight(r) ? r.right.map((c) => c.reason) : r.left
    }
    expect(await reason({ cancelled: true })).to.deep.equal(['This exhibition was cancelled'])
    expect(await reason({ capacity: 0 })).to.deep.equal([null])
    const full = await w.addExhibition({ capacity: 1 })
    const rival = await w.addCompany(stranger.id)
    const p = await w.commands.applyWith(stranger, full.id, rival.id, noDetails)
    if (E.isLeft(p)) throw new Error(p.left._tag)
    await w.commands.decide(admin, full.id, p.right.id, 'approved', null)
    const r = await w.eligible.of(owner, full.id)
    expect(E.isRight(r) && r.right.map((c) => c.reason)).to.deep.equal(['The exhibition is full (1 exhibitors)'])
    w.clock.set(new Date('2026-11-26T00:00:00Z'))
    expect(await reason({})).to.deep.equal(['Registration for this exhibition is closed'])
  })

  it('answers an unknown exhibition as not found, and a caller without companies with none', async () => {
    const w = exhibitionWorld()
    const e = await w.addExhibition()
    await w.addCompany(owner.id)
    expect(await w.eligible.of(owner, 999)).to.deep.equal(E.left({ _tag: 'ExhibitionNotFound' }))
    expect(await w.eligible.of(admin, e.id)).to.deep.equal(E.right([]))
  })

  it('reads the same few times for one company or fifty (no query per company)', async () => {
    const reads = async (companies: number) => {
      const w = exhibitionWorld()
      const e = await w.addExhibition()
      for (let i = 0; i < companies; i++) await w.addCompany(owner.id)
      const calls: string[] = []
      const query = new EligibleCompanies(counted(w.exhibitions, calls), counted(w.participations, calls), counted(w.candidates, calls), w.settings, w.clock)
      const r = await query.of(owner, e.id)
      expect(E.isRight(r) && r.right).to.have.length(companies)
      return calls
    }
    const one = await reads(1)
    expect(one).to.deep.equal(['byId', 'confirmedCount', 'candidates'])
    expect(await reads(50)).to.deep.equal(one)
  })
})
