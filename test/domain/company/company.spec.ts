import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import {
  approve, changeStatus, createCompany, creationEvents, distinctEntries, editCompany, reinstate, reject, reopen, suspend,
  type Company, type CompanyStatus,
} from '../../../src/domain/company/company'
import { aCompany, aProfile } from '../../support/builders/company.builder'
import type { CompanyName } from '../../../src/domain/company/company-name'

const now = new Date('2026-11-22T12:00:00Z')
const ADMIN = 1

const inState = (status: CompanyStatus, verified = false): Company => {
  const c = aCompany().in(status).build()
  return verified ? { ...c, isVerified: true } : c
}

describe('Company lifecycle', () => {
  type Act = (c: Company) => ReturnType<typeof approve>
  const actions: Record<string, Act> = {
    approve: (c) => approve(c, ADMIN, now),
    reject: (c) => reject(c, ADMIN, now, 'Website does not work'),
    suspend: (c) => suspend(c, ADMIN, now, 'Unpaid invoice'),
    reinstate: (c) => reinstate(c, ADMIN, now),
    reopen: (c) => reopen(c, ADMIN, now),
  }
  // Every (state × action) cell: the status it leads to, or null for an illegal transition.
  const table: Record<CompanyStatus, Record<string, CompanyStatus | null>> = {
    pending: { approve: 'approved', reject: 'rejected', suspend: null, reinstate: null, reopen: null },
    approved: { approve: null, reject: null, suspend: 'suspended', reinstate: null, reopen: null },
    rejected: { approve: 'approved', reject: null, suspend: null, reinstate: null, reopen: 'pending' },
    suspended: { approve: null, reject: null, suspend: null, reinstate: 'approved', reopen: null },
  }
  for (const [from, row] of Object.entries(table) as [CompanyStatus, Record<string, CompanyStatus | null>][]) {
    for (const [action, to] of Object.entries(row)) {
      it(`${from} --${action}--> ${to ?? 'refused (409)'}`, () => {
        const r = actions[action](inState(from))
        if (to === null) {
          expect(r).to.deep.equal(E.left({ _tag: 'IllegalCompanyTransition', from, action }))
        } else {
          expect(E.isRight(r)).to.equal(true)
          const d = (r as E.Right<{ state: Company; events: readonly { type: string }[] }>).right
          expect(d.state.status).to.equal(to)
          expect(d.state.statusChangedAt).to.equal(now)
          expect(d.events.map((e) => e.type)[0]).to.equal(`Company${action[0].toUpperCase()}${action.slice(1)}${action.endsWith('e') ? 'd' : 'ed'}`)
        }
      })
    }
  }

  it('a rejection carries its reason, and needs one', () => {
    const r = reject(inState('pending'), ADMIN, now, '  Website does not work ')
    expect(E.isRight(r) && r.right.state.rejectionReason).to.equal('Website does not work')
    expect(E.isRight(r) && r.right.events[0].payload).to.deep.include({ reason: 'Website does not work' })
    expect(reject(inState('pending'), ADMIN, now, '   ')).to.deep.equal(E.left({ _tag: 'RejectionReasonRequired' }))
  })

  it('suspension clears the verified badge and says so', () => {
    const r = suspend(inState('approved', true), ADMIN, now, 'Unpaid invoice')
    expect(E.isRight(r) && r.right.state.isVerified).to.equal(false)
    expect(E.isRight(r) && r.right.events.map((e) => e.type)).to.deep.equal(['CompanySuspended', 'CompanyVerificationRevoked'])
  })

  it('reinstatement returns to approved without the badge (it was cleared)', () => {
    const s = suspend(inState('approved', true), ADMIN, now, 'Unpaid invoice')
    const r = E.isRight(s) ? reinstate(s.right.state, ADMIN, now) : s
    expect(E.isRight(r) && r.right.state).to.include({ status: 'approved', isVerified: false })
  })

  it('a suspension carries its reason (trimmed), and needs one', () => {
    const r = suspend(inState('approved'), ADMIN, now, '  Unpaid invoice\n')
    expect(E.isRight(r) && r.right.state).to.include({ suspensionReason: 'Unpaid invoice', rejectionReason: null })
    expect(E.isRight(r) && r.right.events[0].payload).to.deep.include({
      reason: 'Unpaid invoice', changes: { status: { from: 'approved', to: 'suspended' }, suspensionReason: { from: null, to: 'Unpaid invoice' } },
    })
    for (const blank of ['', '   ', null]) expect(suspend(inState('approved'), ADMIN, now, blank)).to.deep.equal(E.left({ _tag: 'SuspensionReasonRequired' }))
    expect(changeStatus(inState('approved'), 'suspended', ADMIN, now, ' ')).to.deep.equal(E.left({ _tag: 'SuspensionReasonRequired' }))
  })

  it('a reason longer than the limit is cut at it', () => {
    const r = suspend(inState('approved'), ADMIN, now, 'x'.repeat(1200))
    expect(E.isRight(r) && r.right.state.suspensionReason?.length).to.equal(1000)
  })

  it('reinstating clears the suspension reason', () => {
    const r = reinstate(aCompany().suspended('Unpaid invoice').build(), ADMIN, now)
    expect(E.isRight(r) && r.right.state).to.include({ status: 'approved', suspensionReason: null })
    expect(E.isRight(r) && r.right.events[0].payload.changes).to.deep.equal({
      status: { from: 'suspended', to: 'approved' }, suspensionReason: { from: 'Unpaid invoice', to: null },
    })
  })

  it('a rejected company is approved at once, or reopened for review, its reason cleared either way', () => {
    const rejected = aCompany().rejected('Logo missing').build()
    const approved = approve(rejected, ADMIN, now)
    expect(E.isRight(approved) && approved.right.state).to.include({ status: 'approved', rejectionReason: null })
    expect(E.isRight(approved) && approved.right.events.map((e) => e.type)).to.deep.equal(['CompanyApproved'])
    const reopened = changeStatus(rejected, 'pending', ADMIN, now, null)
    expect(E.isRight(reopened) && reopened.right.state).to.include({ status: 'pending', rejectionReason: null })
    expect(E.isRight(reopened) && reopened.right.events[0]).to.deep.include({
      type: 'CompanyReopened', actorId: ADMIN,
      payload: { companyName: rejected.name, changes: { status: { from: 'rejected', to: 'pending' }, rejectionReason: { from: 'Logo missing', to: null } } },
    })
    expect(changeStatus(inState('approved'), 'pending', ADMIN, now, null)).to.deep.equal(E.left({ _tag: 'IllegalCompanyTransition', from: 'approved', action: 'reopen' }))
  })

  it('the admin status select picks approve or reinstate from where the company stands', () => {
    expect(E.isRight(changeStatus(inState('pending'), 'approved', ADMIN, now, null))).to.equal(true)
    const r = changeStatus(inState('suspended'), 'approved', ADMIN, now, null)
    expect(E.isRight(r) && r.right.events[0].type).to.equal('CompanyReinstated')
    expect(E.isLeft(changeStatus(inState('approved'), 'approved', ADMIN, now, null))).to.equal(true)
    expect(changeStatus(inState('pending'), 'rejected', ADMIN, now, null)).to.deep.equal(E.left({ _tag: 'RejectionReasonRequired' }))
  })
})

// Verification (the passport) is tested in test/domain/verification/passport.spec.ts.

describe('Creation and edits', () => {
  it('starts pending under moderation, approved without it, never verified', () => {
    const c = createCompany(aProfile({ products: ['Cobot arm', ' cobot  ARM ', '', 'Gripper'] }), 3, true, now)
    expect(c).to.include({ status: 'pending', isVerified: false, views: 0, managerId: 3 })
    expect(c.products).to.deep.equal(['Cobot arm', 'Gripper'])
    const stored = { ...createCompany(aProfile(), 3, false, now), id: 9, version: 1 }
    expect(stored.status).to.equal('approved')
    expect(creationEvents(stored, 3).map((e) => e.type)).to.deep.equal(['CompanyCreated', 'CompanyApproved'])
  })

  it('a manager\'s edit of a rejected company resubmits it', () => {
    const d = editCompany(aCompany().rejected().build(), aProfile({ name: 'Nordlicht Robotics GmbH' as CompanyName }), 3, 'company_manager', now)
    expect(d.state).to.include({ status: 'pending', rejectionReason: null, name: 'Nordlicht Robotics GmbH' })
    expect(d.events.map((e) => e.type)).to.deep.equal(['CompanyEdited', 'CompanyResubmitted'])
  })

  it('an edit of an approved company keeps it approved and verified', () => {
    const d = editCompany(aCompany().approved().verified().build(), aProfile(), 3, 'company_manager', now)
    expect(d.state).to.include({ status: 'approved', isVerified: true })
  })

  it('an admin\'s edit of a rejected company does not resubmit it', () => {
    expect(editCompany(aCompany().rejected().build(), aProfile(), 1, 'admin', now).state.status).to.equal('rejected')
  })

  it('products and services: blanks and duplicates in any case are dropped, order kept', () => {
    expect(distinctEntries([' Cloud  hosting', 'cloud hosting', 'API', '', 'api ', 'Audit'])).to.deep.equal(['Cloud hosting', 'API', 'Audit'])
  })
})
