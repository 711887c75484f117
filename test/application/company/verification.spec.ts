import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryPassports, inMemoryVerification } from '../../../src/adapters/in-memory/in-memory-passports'
import { InMemoryCompanyRepository, inMemoryCatalogue } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryEventPublisher, InMemorySettings, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { CompanyCommands } from '../../../src/application/company/commands/company-commands'
import { VerificationJobs } from '../../../src/application/company/verification-jobs'
import { createCompany, type CompanyStatus } from '../../../src/domain/company/company'
import { fixedClock } from '../../../src/domain/shared/clock'
import type { CheckInput } from '../../../src/domain/verification/passport'
import { companyProfile, t0, userWith } from '../support/fixtures'

const admin = userWith(1, 'admin')
const manager = userWith(2, 'company_manager')
const DAY = 24 * 3600 * 1000
const registry: CheckInput = { kind: 'registry', registryName: 'Companies House', registryNumber: '01234567', note: 'Checked online', evidence: ['adminupload1'] }
const address: CheckInput = { kind: 'address', method: 'Site visit' }

describe('Verification commands and jobs (in memory)', () => {
  const setUp = async (status: CompanyStatus = 'approved') => {
    const companies = new InMemoryCompanyRepository()
    const events = new InMemoryEventPublisher()
    const passports = new InMemoryPassports(new Set(['adminupload1', 'adminupload2']))
    const settings = new InMemorySettings()
    const uow = new InMemoryUnitOfWork([companies, events, passports])
    const company = await companies.add({ ...createCompany(companyProfile, manager.id, true, t0), status })
    const commands = new CompanyCommands(companies, inMemoryCatalogue([10], [20]), events, uow, fixedClock(t0), inMemoryVerification(passports, settings))
    const stored = () => companies.companies.get(company.id)!
    const rows = () => [...passports.rows.byId.values()]
    return { companies, events, passports, settings, uow, commands, id: company.id, stored, rows }
  }

  it('verifies with two checks: one passport valid 12 months, the flag, one CompanyVerified event', async () => {
    const { commands, id, stored, rows, events } = await setUp()
    expect(E.isRight(await commands.setVerified(id, admin, true, { checks: [registry, address] }))).to.equal(true)
    expect(stored().isVerified).to.equal(true)
    expect(rows().map((p) => [p.validUntil.toISOString(), p.checks.map((c) => c.kind), p.checks[0].evidence])).to.deep.equal([
      ['2027-11-01T10:00:00.000Z', ['registry', 'address'], ['adminupload1']]])
    expect(events.published.map((e) => [e.type, e.payload.checks])).to.deep.equal([['CompanyVerified', ['registry', 'address']]])
  })

  it('follows the validity setting', async () => {
    const { commands, id, rows, settings } = await setUp()
    settings.with('registration', { passportValidityMonths: 3 })
    await commands.setVerified(id, admin, true, { checks: [address] })
    expect(rows()[0].validUntil.toISOString()).to.equal('2027-02-01T10:00:00.000Z')
  })

  const refusals: [string, CompanyStatus, readonly CheckInput[], string][] = [
    ['a pending company', 'pending', [address], 'CompanyNotApproved'],
    ['a suspended company', 'suspended', [address], 'CompanyNotApproved'],
    ['no check', 'approved', [], 'InvalidChecks'],
    ['a kind twice', 'approved', [address, { kind: 'address' }], 'InvalidChecks'],
    ['a registry check without its number', 'approved', [{ kind: 'registry', registryName: 'Companies House' }], 'InvalidChecks'],
    ['an unknown upload as evidence', 'approved', [{ ...address, evidence: ['nosuchupload'] }], 'EvidenceRefused'],
  ]
  for (const [what, status, checks, tag] of refusals) {
    it(`refuses ${what}: no passport, no flag, no event`, async () => {
      const { commands, id, stored, rows, events, uow } = await setUp(status)
      const r = await commands.setVerified(id, admin, true, { checks })
      expect(E.isLeft(r) && r.left._tag).to.equal(tag)
      expect(rows()).to.deep.equal([])
      expect(stored().isVerified).to.equal(false)
      expect(events.published).to.deep.equal([])
      expect(uow.outcomes).to.deep.equal(['rollback'])
    })
  }

  it('refuses evidence already used by another passport', async () => {
    const { commands, id, rows, events, companies } = await setUp()
    await commands.setVerified(id, admin, true, { checks: [registry] })
    const other = await companies.add({ ...createCompany({ ...companyProfile, name: 'Other' as typeof companyProfile.name }, manager.id, true, t0), status: 'approved' })
    const r = await commands.setVerified(other.id, admin, true, { checks: [{ kind: 'identity', evidence: ['adminupload1'] }] })
    expect(E.isLeft(r) && r.left._tag).to.equal('EvidenceRefused')
    expect(rows()).to.have.length(1)
    expect(events.published).to.have.length(1)
  })

  it('refuses a manager (not an admin) and changes nothing', async () => {
    const { commands, id, rows, events } = await setUp()
    expect(await commands.setVerified(id, manager, true, { checks: [address] })).to.deep.equal(E.left({ _tag: 'NotAllowed', reason: 'Only admins do this' }))
    expect(rows()).to.deep.equal([])
    expect(events.published).to.deep.equal([])
  })

  it('without checks: the single review check; a verified company without checks stays as it is', async () => {
    const { commands, id, rows, events } = await setUp()
    await commands.setVerified(id, admin, true)
    await commands.setVerified(id, admin, true)
    expect(rows().map((p) => p.checks.map((c) => c.kind))).to.deep.equal([['review']])
    expect(events.published).to.have.length(1)
  })

  it('renews: checks for a verified company replace its passport', async () => {
    const { commands, id, rows, events } = await setUp()
    await commands.setVerified(id, admin, true, { checks: [address] })
    await commands.setVerified(id, admin, true, { checks: [registry] })
    expect(rows().map((p) => [p.replacedAt, p.checks[0].kind])).to.deep.equal([[t0, 'address'], [null, 'registry']])
    expect(events.published.map((e) => e.payload.renewal)).to.deep.equal([false, true])
  })

  it('refuses a blank or too long reason and keeps the passport; with a reason it revokes', async () => {
    const { commands, id, stored, rows, events } = await setUp()
    await commands.setVerified(id, admin, true, { checks: [address] })
    for (const reason of ['', '   ', 'x'.repeat(501), null]) {
      const r = await commands.setVerified(id, admin, false, { reason })
      expect(E.isLeft(r) && r.left._tag).to.equal('RevokeReasonRequired')
    }
    expect(stored().isVerified).to.equal(true)
    expect(rows()[0].revokedAt).to.equal(null)
    expect(events.published).to.have.length(1)
    expect(E.isRight(await commands.setVerified(id, admin, false, { reason: 'Registry entry struck off' }))).to.equal(true)
    expect(rows()[0]).to.include({ revokedBy: admin.id, revokeReason: 'Registry entry struck off' })
    expect(stored().isVerified).to.equal(false)
  })

  it('records "No reason given" when the API gives no reason', async () => {
    const { commands, id, rows } = await setUp()
    await commands.setVerified(id, admin, true)
    await commands.setVerified(id, admin, false)
    expect(rows()[0].revokeReason).to.equal('No reason given')
  })

  it('a suspension ends the passport as revoked', async () => {
    const { commands, id, rows } = await setUp()
    await commands.setVerified(id, admin, true)
    await commands.changeStatus(id, admin, 'suspended', 'Unpaid fees')
    expect(rows()[0].revokeReason).to.equal('The company was suspended')
  })

  describe('jobs', () => {
    const jobsOf = (w: Awaited<ReturnType<typeof setUp>>) => new VerificationJobs(w.passports, w.passports, w.companies, w.events, w.uow, fixedClock(t0))

    it('lapse at validUntil: the passport ends, the flag goes, one event; running again does nothing', async () => {
      const w = await setUp()
      await w.commands.setVerified(w.id, admin, true, { checks: [address] })
      const until = w.rows()[0].validUntil
      expect(await jobsOf(w).runOnce(new Date(until.getTime() - 1))).to.deep.equal({ lapsed: 0, reminded: 1 })
      expect(await jobsOf(w).runOnce(until)).to.deep.equal({ lapsed: 1, reminded: 0 })
      expect(await jobsOf(w).runOnce(new Date(until.getTime() + DAY))).to.deep.equal({ lapsed: 0, reminded: 0 })
      expect(w.rows()[0].lapsedAt).to.deep.equal(until)
      expect(w.stored().isVerified).to.equal(false)
      expect(w.events.published.map((e) => e.type)).to.deep.equal(['CompanyVerified', 'CompanyVerificationExpiring', 'CompanyVerificationLapsed'])
    })

    it('reminds once, 30 days before the end', async () => {
      const w = await setUp()
      await w.commands.setVerified(w.id, admin, true, { checks: [address] })
      const until = w.rows()[0].validUntil.getTime()
      expect((await jobsOf(w).runOnce(new Date(until - 31 * DAY))).reminded).to.equal(0)
      expect((await jobsOf(w).runOnce(new Date(until - 30 * DAY))).reminded).to.equal(1)
      expect((await jobsOf(w).runOnce(new Date(until - 29 * DAY))).reminded).to.equal(0)
      expect(w.passports.notified).to.deep.equal([{ companyId: w.id, passportId: w.rows()[0].id }])
      expect(w.events.published.filter((e) => e.type === 'CompanyVerificationExpiring')).to.have.length(1)
    })
  })
})
