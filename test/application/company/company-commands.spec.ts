import { expect } from 'chai'
import { inMemoryVerification } from '../../../src/adapters/in-memory/in-memory-passports'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryCompanyRepository, inMemoryCatalogue } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryEventPublisher, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { CompanyCommands } from '../../../src/application/company/commands/company-commands'
import { createCompany, type CompanyStatus } from '../../../src/domain/company/company'
import { fixedClock } from '../../../src/domain/shared/clock'
import { companyProfile, t0, userWith } from '../support/fixtures'
import type { CompanyName } from '../../../src/domain/company/company-name'

const admin = userWith(1, 'admin')
const owner = userWith(2, 'company_manager')
const stranger = userWith(3, 'company_manager')
const profile = companyProfile

describe('CompanyCommands', () => {
  const setUp = async (status: CompanyStatus = 'approved') => {
    const companies = new InMemoryCompanyRepository()
    const events = new InMemoryEventPublisher()
    const uow = new InMemoryUnitOfWork([companies, events])
    const company = await companies.add({ ...createCompany(profile, owner.id, true, t0), status })
    const commands = new CompanyCommands(companies, inMemoryCatalogue([10], [20]), events, uow, fixedClock(t0), inMemoryVerification())
    const stored = () => companies.companies.get(company.id)!
    return { companies, events, uow, commands, id: company.id, stored }
  }

  it('tells a manager that approving is for admins, and another manager that the company is not theirs', async () => {
    const { commands, id, events, stored } = await setUp('pending')
    expect(await commands.changeStatus(id, owner, 'approved', null)).to.deep.equal(E.left({ _tag: 'NotAllowed', reason: 'Only admins do this' }))
    expect(await commands.setVerified(id, owner, true)).to.deep.equal(E.left({ _tag: 'NotAllowed', reason: 'Only admins do this' }))
    // A pending company is not even visible to another manager.
    expect(await commands.edit(id, stranger, profile)).to.deep.equal(E.left({ _tag: 'CompanyNotFound' }))
    expect(stored()).to.include({ status: 'pending', version: 1 })
    expect(events.published).to.deep.equal([])
  })

  it('tells another manager that an approved company is not theirs', async () => {
    const { commands, id } = await setUp('approved')
    expect(await commands.edit(id, stranger, { ...profile, name: 'Taken over' as CompanyName })).to.deep.equal(E.left({ _tag: 'NotAllowed', reason: 'You do not manage this company' }))
  })

  it('refuses to verify a pending company and changes nothing', async () => {
    const { commands, id, events, stored, uow } = await setUp('pending')
    const r = await commands.setVerified(id, admin, true)
    expect(E.isLeft(r) && r.left._tag).to.equal('CompanyNotApproved')
    expect(stored()).to.include({ isVerified: false, version: 1 })
    expect(events.published).to.deep.equal([])
    expect(uow.outcomes).to.deep.equal(['rollback'])
  })

  it('refuses an edit made on an older version and keeps the stored one', async () => {
    const { commands, id, stored, events } = await setUp('approved')
    expect(E.isRight(await commands.edit(id, owner, { ...profile, name: 'First' as CompanyName }, 1))).to.equal(true)
    expect(await commands.edit(id, owner, { ...profile, name: 'Second' as CompanyName }, 1)).to.deep.equal(E.left({ _tag: 'StaleCompany' }))
    expect(stored()).to.include({ name: 'First', version: 2 })
    expect(events.published.map((e) => e.type)).to.deep.equal(['CompanyEdited'])
  })

  it('edits only the fields given (a PATCH), and checks the catalogue on the profile as it will be', async () => {
    const { commands, id, stored, events } = await setUp('approved')
    expect(E.isRight(await commands.edit(id, owner, { name: 'Acme Automation' as CompanyName }))).to.equal(true)
    expect(stored()).to.include({ name: 'Acme Automation', description: profile.description, countryId: 10, version: 2 })
    expect(await commands.edit(id, owner, { countryId: 999 })).to.deep.equal(E.left({ _tag: 'InvalidReferences', fieldErrors: { countryId: 'Unknown country' } }))
    expect(await commands.edit(id, owner, { countryId: 999, sectorId: 999 })).to.deep.equal(E.left({ _tag: 'InvalidReferences', fieldErrors: { countryId: 'Unknown country', sectorId: 'Unknown sector' } }))
    expect(stored()).to.include({ countryId: 10, version: 2 })
    expect(events.published.map((e) => e.type)).to.deep.equal(['CompanyEdited'])
  })

  it('suspends with the reason its manager reads; without one it refuses and leaves nothing; reinstating clears it', async () => {
    const { commands, id, events, stored, uow } = await setUp('approved')
    for (const blank of [null, '', '  ']) {
      expect(await commands.changeStatus(id, admin, 'suspended', blank)).to.deep.equal(E.left({ _tag: 'SuspensionReasonRequired' }))
    }
    expect(stored()).to.include({ status: 'approved', suspensionReason: null, version: 1 })
    expect(events.published).to.deep.equal([])
    expect(uow.outcomes).to.deep.equal(['rollback', 'rollback', 'rollback'])
    expect(E.isRight(await commands.changeStatus(id, admin, 'suspended', ' Unpaid invoice '))).to.equal(true)
    expect(stored()).to.include({ status: 'suspended', suspensionReason: 'Unpaid invoice' })
    expect(E.isRight(await commands.changeStatus(id, admin, 'approved', null))).to.equal(true)
    expect(stored()).to.include({ status: 'approved', suspensionReason: null })
    expect(events.published.map((e) => [e.type, e.payload.reason])).to.deep.equal([['CompanySuspended', 'Unpaid invoice'], ['CompanyReinstated', undefined]])
  })

  it('approves a rejected company at once, or reopens it for review: its reason cleared, an event by the admin', async () => {
    for (const [target, status, type] of [['approved', 'approved', 'CompanyApproved'], ['pending', 'pending', 'CompanyReopened']] as const) {
      const { commands, id, events, stored, companies } = await setUp('pending')
      await commands.changeStatus(id, admin, 'rejected', 'Logo missing')
      expect(stored()).to.include({ status: 'rejected', rejectionReason: 'Logo missing' })
      expect(E.isRight(await commands.changeStatus(id, admin, target, null))).to.equal(true)
      expect(companies.companies.get(id)).to.include({ status, rejectionReason: null })
      expect(events.published.map((e) => [e.type, e.actorId]).at(-1)).to.deep.equal([type, admin.id])
    }
  })

  it('refuses a manager reopening their rejected company (they resubmit by editing) and an admin reopening an approved one', async () => {
    const { commands, id, events, stored } = await setUp('rejected')
    expect(await commands.changeStatus(id, owner, 'pending', null)).to.deep.equal(E.left({ _tag: 'NotAllowed', reason: 'Only admins do this' }))
    const other = await setUp('approved')
    expect(await other.commands.changeStatus(other.id, admin, 'pending', null)).to.deep.equal(E.left({ _tag: 'IllegalCompanyTransition', from: 'approved', action: 'reopen' }))
    expect(stored()).to.include({ status: 'rejected' })
    expect(events.published).to.deep.equal([])
    expect(other.events.published).to.deep.equal([])
  })

  it('lets an admin approve then verify, each with its event by that admin', async () => {
    const { commands, id, events, stored } = await setUp('pending')
    expect(E.isRight(await commands.changeStatus(id, admin, 'approved', null))).to.equal(true)
    expect(E.isRight(await commands.setVerified(id, admin, true))).to.equal(true)
    expect(stored()).to.include({ status: 'approved', isVerified: true })
    expect(events.published.map((e) => [e.type, e.actorId])).to.deep.equal([['CompanyApproved', admin.id], ['CompanyVerified', admin.id]])
  })
})
