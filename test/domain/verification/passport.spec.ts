import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { createCompany, type Company } from '../../../src/domain/company/company'
import {
  addMonths, dueReminder, isCurrent, lapse, liveSummary, revoke, stateOf, summaryOf, validateChecks, verify, REVIEW_CHECK, type CheckInput, type Passport,
} from '../../../src/domain/verification/passport'
import { companyProfile } from '../../application/support/fixtures'

const t0 = new Date('2026-01-15T12:00:00Z')
const DAY = 24 * 3600 * 1000
const approved: Company = { ...createCompany(companyProfile, 2, false, t0), id: 7, version: 1 }
const registry: CheckInput = { kind: 'registry', method: 'Online register', registryName: 'Companies House', registryNumber: '01234567', note: 'Looked it up', evidence: ['k1'] }
const address: CheckInput = { kind: 'address', method: 'Site visit' }

const issue = (checks: readonly CheckInput[] = [registry, address], company = approved, current?: Passport, now = t0) => {
  const d = verify(company, current, checks, 12, 1, now)
  if (E.isLeft(d)) throw new Error(d.left._tag)
  return d.right
}
const stored = (over: Partial<Passport> = {}): Passport => ({ ...issue().issued!, id: 3, ...over })

describe('The verification passport', () => {
  describe('verify', () => {
    it('issues a passport valid for the months of the setting, with its checks, and verifies the company', () => {
      const d = issue()
      expect(d.company.isVerified).to.equal(true)
      expect(d.issued!.validUntil.toISOString()).to.equal('2027-01-15T12:00:00.000Z')
      expect(d.issued!.checks.map((c) => [c.kind, c.checkedBy, c.checkedAt])).to.deep.equal([['registry', 1, t0], ['address', 1, t0]])
      expect(d.ended).to.equal(undefined)
      expect(d.events.map((e) => [e.type, e.payload.checks, e.payload.validUntil, e.payload.renewal])).to.deep.equal([
        ['CompanyVerified', ['registry', 'address'], '2027-01-15T12:00:00.000Z', false]])
    })

    it('refuses a company that is not approved', () => {
      for (const status of ['pending', 'rejected', 'suspended'] as const) {
        expect(verify({ ...approved, status }, undefined, [address], 12, 1, t0)).to.deep.equal(E.left({ _tag: 'CompanyNotApproved', status }))
      }
    })

    it('refuses no check, a kind twice, more than five, and a check without its fields', () => {
      const refused = (checks: readonly CheckInput[]) => E.isLeft(verify(approved, undefined, checks, 12, 1, t0))
      expect(refused([])).to.equal(true)
      expect(refused([address, { kind: 'address' }])).to.equal(true)
      expect(refused([{ kind: 'registry', registryName: 'Companies House' }])).to.equal(true)
      expect(refused([{ kind: 'registry', registryName: ' ', registryNumber: '1' }])).to.equal(true)
      expect(refused([{ kind: 'document' }])).to.equal(true)
      expect(refused([{ kind: 'address', registryNumber: '1' }])).to.equal(true)
      expect(refused([{ kind: 'registry', registryName: 'X', registryNumber: '1\u202e2' }])).to.equal(true)
      expect(refused([{ kind: 'address', method: 'x'.repeat(101) }])).to.equal(true)
      expect(refused([{ kind: 'bogus' as 'address' }])).to.equal(true)
      expect(refused([registry, address, { kind: 'domain' }, { kind: 'identity' }, { kind: 'document', documentType: 'ISO 9001 certificate' }, REVIEW_CHECK])).to.equal(true)
      expect(refused([registry, address, { kind: 'domain' }, { kind: 'identity' }, { kind: 'document', documentType: 'ISO 9001 certificate' }])).to.equal(false)
    })

    it('keeps a note with line breaks, and trims the fields', () => {
      const r = validateChecks([{ kind: 'address', method: '  Visit ', note: 'line 1\nline 2' }], 1, t0)
      expect(E.isRight(r) && r.right[0]).to.include({ method: 'Visit', note: 'line 1\nline 2' })
    })

    it('renews a current passport: the old one is replaced now and a new one starts now', () => {
      const later = new Date(t0.getTime() + 100 * DAY)
      const current = stored()
      const d = issue([{ kind: 'identity' }], { ...approved, isVerified: true }, current, later)
      expect(d.ended).to.deep.equal({ ...current, replacedAt: later })
      expect(d.issued!.verifiedAt).to.equal(later)
      expect(d.events[0].payload).to.include({ renewal: true })
      expect(d.events[0].payload.changes).to.equal(undefined)
    })
  })

  describe('states', () => {
    it('none without a passport; verified; expiring from 30 days before validUntil; lapsed at validUntil exactly', () => {
      const p = stored()
      const until = p.validUntil.getTime()
      expect(stateOf(undefined, t0)).to.equal('none')
      expect(stateOf(p, t0)).to.equal('verified')
      expect(stateOf(p, new Date(until - 30 * DAY - 1))).to.equal('verified')
      expect(stateOf(p, new Date(until - 30 * DAY))).to.equal('expiring')
      expect(stateOf(p, new Date(until - 1))).to.equal('expiring')
      expect(stateOf(p, new Date(until))).to.equal('lapsed')
      expect(isCurrent(p, new Date(until - 1))).to.equal(true)
      expect(isCurrent(p, new Date(until))).to.equal(false)
    })

    it('revoked and lapsed as written; a replaced passport says nothing any more', () => {
      expect(stateOf(stored({ revokedAt: t0, revokedBy: 1, revokeReason: 'Fraud' }), t0)).to.equal('revoked')
      expect(stateOf(stored({ lapsedAt: t0 }), t0)).to.equal('lapsed')
      expect(stateOf(stored({ replacedAt: t0 }), t0)).to.equal('none')
    })

    it('adds calendar months, clamping the day to the month', () => {
      expect(addMonths(new Date('2026-01-31T08:00:00Z'), 1).toISOString()).to.equal('2026-02-28T08:00:00.000Z')
      expect(addMonths(new Date('2027-12-31T08:00:00Z'), 2).toISOString()).to.equal('2028-02-29T08:00:00.000Z')
      expect(addMonths(new Date('2026-03-10T08:00:00Z'), 36).toISOString()).to.equal('2029-03-10T08:00:00.000Z')
    })
  })

  describe('revoke', () => {
    const verified = { ...approved, isVerified: true }
    it('needs a reason of 1 to 500 characters', () => {
      for (const reason of [null, undefined, '', '   ', 'x'.repeat(501), 'a\u0000b']) {
        expect(revoke(verified, stored(), reason, 1, t0)).to.deep.equal(E.left({ _tag: 'RevokeReasonRequired' }))
      }
    })
    it('ends the current passport with who, when and why, and clears the flag', () => {
      const d = revoke(verified, stored(), ' Registry entry struck off ', 1, t0)
      expect(E.isRight(d) && d.right.ended).to.include({ revokedAt: t0, revokedBy: 1, revokeReason: 'Registry entry struck off' })
      expect(E.isRight(d) && d.right.company.isVerified).to.equal(false)
      expect(E.isRight(d) && d.right.events.map((e) => [e.type, e.payload.reason])).to.deep.equal([['CompanyVerificationRevoked', 'Registry entry struck off']])
    })
    it('refuses a company that is not verified', () => {
      expect(revoke(approved, undefined, 'Why', 1, t0)).to.deep.equal(E.left({ _tag: 'NotVerified' }))
    })
  })

  describe('lapse', () => {
    const verified = { ...approved, isVerified: true }
    it('ends the passport at validUntil exactly, not a millisecond before', () => {
      const p = stored()
      expect(lapse(verified, p, new Date(p.validUntil.getTime() - 1))).to.deep.equal(E.left({ _tag: 'NotYetExpired' }))
      const d = lapse(verified, p, p.validUntil)
      expect(E.isRight(d) && d.right.ended!.lapsedAt).to.equal(p.validUntil)
      expect(E.isRight(d) && d.right.company.isVerified).to.equal(false)
      expect(E.isRight(d) && d.right.events.map((e) => e.type)).to.deep.equal(['CompanyVerificationLapsed'])
    })
    it('refuses a passport already revoked, lapsed or replaced', () => {
      const late = new Date(t0.getTime() + 400 * DAY)
      for (const over of [{ revokedAt: t0 }, { lapsedAt: t0 }, { replacedAt: t0 }]) {
        expect(E.isLeft(lapse(verified, stored(over), late))).to.equal(true)
      }
    })
  })

  it('is due a reminder once, within the 30 days', () => {
    const p = stored()
    const inWindow = new Date(p.validUntil.getTime() - 10 * DAY)
    expect(dueReminder(p, t0)).to.equal(false)
    expect(dueReminder(p, inWindow)).to.equal(true)
    expect(dueReminder({ ...p, remindedAt: inWindow }, inWindow)).to.equal(false)
    expect(dueReminder(p, p.validUntil)).to.equal(false)
  })

  it('summarises only the public facts, and not after validUntil', () => {
    const p = stored()
    const s = summaryOf(p)
    expect(s.checks).to.deep.equal([
      { kind: 'registry', label: 'Business registry', registryName: 'Companies House', registryNumber: '01234567' },
      { kind: 'address', label: 'Street address' },
    ])
    expect(JSON.stringify(s)).not.to.contain('Looked it up')
    expect(JSON.stringify(s)).not.to.contain('k1')
    expect(liveSummary(s, new Date(p.validUntil.getTime() - 1))).to.equal(s)
    expect(liveSummary(s, p.validUntil)).to.equal(null)
  })
})
