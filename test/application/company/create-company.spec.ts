import { expect } from 'chai'
import { inMemoryVerification } from '../../../src/adapters/in-memory/in-memory-passports'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryCompanyRepository, inMemoryCatalogue } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryEventPublisher, InMemorySettings, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { CreateCompanyHandler, type CreateCompany } from '../../../src/application/company/commands/create-company'
import { fixedClock } from '../../../src/domain/shared/clock'
import { companyProfile, t0, userWith } from '../support/fixtures'

const admin = userWith(1, 'admin')
const manager = userWith(2, 'company_manager')
const profile = companyProfile

describe('CreateCompany', () => {
  const setUp = () => {
    const companies = new InMemoryCompanyRepository()
    const events = new InMemoryEventPublisher()
    const uow = new InMemoryUnitOfWork([companies, events])
    const handler = new CreateCompanyHandler(companies, inMemoryCatalogue([10], [20]), events, uow, new InMemorySettings(), fixedClock(t0), inMemoryVerification())
    const create = (cmd: Partial<CreateCompany> = {}) => handler.execute({ actor: admin, profile, ...cmd })
    return { companies, events, uow, create }
  }

  it('stores a manager\'s company as pending, with its creation event', async () => {
    const { companies, events, uow, create } = setUp()
    const r = await create({ actor: manager })
    expect(E.isRight(r) && r.right.status).to.equal('pending')
    expect(companies.companies.size).to.equal(1)
    expect(events.published.map((e) => e.type)).to.deep.equal(['CompanyCreated'])
    expect(uow.outcomes).to.deep.equal(['commit'])
  })

  it('refuses an admin\'s pending company marked verified, and keeps neither the company nor an event (issue 17)', async () => {
    const { companies, events, uow, create } = setUp()
    const r = await create({ initial: { status: 'pending', verified: true } })
    expect(E.isLeft(r) && r.left._tag).to.equal('CompanyNotApproved')
    expect(companies.companies.size).to.equal(0)
    expect(events.published).to.deep.equal([])
    expect(uow.outcomes).to.deep.equal(['rollback'])
  })

  it('stores an admin\'s approved and verified company with the events of each step', async () => {
    const { companies, events, create } = setUp()
    const r = await create({ initial: { status: 'approved', verified: true } })
    expect(E.isRight(r) && r.right).to.include({ status: 'approved', isVerified: true })
    expect(companies.companies.size).to.equal(1)
    expect(events.published.map((e) => e.type)).to.include.members(['CompanyCreated', 'CompanyApproved', 'CompanyVerified'])
    for (const e of events.published) expect(e.actorId, e.type).to.equal(admin.id)
  })

  it('stores an admin\'s suspended company, approved then suspended by that admin (never by nobody)', async () => {
    const { events, create } = setUp()
    const r = await create({ initial: { status: 'suspended' } })
    expect(E.isRight(r) && r.right.status).to.equal('suspended')
    expect(events.published.map((e) => [e.type, e.actorId])).to.deep.equal([['CompanyCreated', admin.id], ['CompanyApproved', admin.id], ['CompanySuspended', admin.id]])
  })

  it('refuses a fourth company of a manager and keeps nothing of it', async () => {
    const { companies, events, uow, create } = setUp()
    for (let i = 0; i < 3; i++) expect(E.isRight(await create({ actor: manager }))).to.equal(true)
    const before = events.published.length
    const r = await create({ actor: manager })
    expect(E.isLeft(r) && r.left._tag).to.equal('QuotaExceeded')
    expect(companies.companies.size).to.equal(3)
    expect(events.published).to.have.length(before)
    expect(uow.outcomes.at(-1)).to.equal('rollback')
  })

  it('refuses unknown references before any write', async () => {
    const { companies, uow, create } = setUp()
    const r = await create({ profile: { ...profile, countryId: 999 } })
    expect(E.isLeft(r) && r.left._tag).to.equal('InvalidReferences')
    expect(companies.companies.size).to.equal(0)
    expect(uow.outcomes).to.deep.equal([])
  })
})
