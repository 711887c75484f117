// Companies imported from a file (issue 19), at the use case: a dry run writes nothing; the real run
import { inMemoryVerification } from '../../../src/adapters/in-memory/in-memory-passports'
// creates each valid row on its own (its own transaction and events) and keeps nothing of a refused one.
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryCompanyRepository, inMemoryCatalogue } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryEventPublisher, InMemorySettings, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { CreateCompanyHandler } from '../../../src/application/company/commands/create-company'
import { ImportCompaniesHandler, type ImportCandidate } from '../../../src/application/company/commands/import-companies'
import type { CompanyName } from '../../../src/domain/company/company-name'
import { fixedClock } from '../../../src/domain/shared/clock'
import { companyProfile, t0, userWith } from '../support/fixtures'

const admin = userWith(1, 'admin')
const manager = userWith(2, 'company_manager')

const row = (n: number, name: string, over: Partial<typeof companyProfile> = {}, initial: { status?: 'pending' | 'approved' | 'suspended'; verified?: boolean } = {}): ImportCandidate =>
  ({ row: n, name, input: E.right({ profile: { ...companyProfile, name: name as CompanyName, ...over }, initial }) })

describe('ImportCompanies', () => {
  const setUp = (existing: readonly string[] = []) => {
    const companies = new InMemoryCompanyRepository()
    const events = new InMemoryEventPublisher()
    const uow = new InMemoryUnitOfWork([companies, events])
    const create = new CreateCompanyHandler(companies, inMemoryCatalogue([10], [20]), events, uow, new InMemorySettings(), fixedClock(t0), inMemoryVerification())
    const names = { taken: async (asked: readonly string[]) => new Set(asked.filter((n) => existing.includes(n) || [...companies.companies.values()].some((c) => c.name.toLowerCase() === n))) }
    return { companies, events, uow, importer: new ImportCompaniesHandler(create, inMemoryCatalogue([10], [20]), names) }
  }
  const file = [
    row(2, 'Nordlicht'),
    row(3, 'Unknown Sector Co', { sectorId: 99 }),
    row(4, 'nordlicht'),
    { row: 5, name: 'Bad Email Co', input: E.left({ email: 'Please enter a valid email address' }) },
    row(6, 'Pending Verified', {}, { status: 'pending', verified: true }),
    row(7, 'Taken Co'),
    row(8, 'Approved Co', {}, { status: 'approved', verified: true }),
  ] as const satisfies readonly ImportCandidate[]
  const outcomes = (r: Awaited<ReturnType<ImportCompaniesHandler['execute']>>) =>
    E.isRight(r) ? r.right.map((x) => [x.row, E.isRight(x.outcome) ? 'ok' : x.outcome.left._tag === 'RowInvalid' ? x.outcome.left.fieldErrors : x.outcome.left._tag]) : r.left._tag

  it('a dry run answers every row and writes nothing: no company, no event, no transaction', async () => {
    const { companies, events, uow, importer } = setUp(['taken co'])
    expect(outcomes(await importer.execute(admin, file, true))).to.deep.equal([
      [2, 'ok'],
      [3, { sectorId: 'Unknown sector' }],
      [4, { name: 'The same name as row 2 of this file' }],
      [5, { email: 'Please enter a valid email address' }],
      [6, { verified: 'Only an approved (active) company can be verified' }],
      [7, { name: 'A company with this name already exists' }],
      [8, 'ok'],
    ])
    expect(companies.companies.size).to.equal(0)
    expect(events.published).to.deep.equal([])
    expect(uow.outcomes).to.deep.equal([])
  })

  it('the real run creates each valid row in a transaction of its own, with the events of an admin create; refused rows leave nothing', async () => {
    const { companies, events, uow, importer } = setUp(['taken co'])
    const r = await importer.execute(admin, file, false)
    expect(outcomes(r).slice(0, 2)).to.deep.equal([[2, 'ok'], [3, { sectorId: 'Unknown sector' }]])
    expect([...companies.companies.values()].map((c) => [c.name, c.status, c.isVerified])).to.deep.equal([['Nordlicht', 'pending', false], ['Approved Co', 'approved', true]])
    expect(uow.outcomes).to.deep.equal(['commit', 'commit'])
    expect(events.published.map((e) => e.type)).to.deep.equal(['CompanyCreated', 'CompanyCreated', 'CompanyApproved', 'CompanyVerified'])
    for (const e of events.published) expect(e.actorId).to.equal(admin.id)
    expect(E.isRight(r) && r.right.filter((x) => E.isRight(x.outcome) && typeof x.outcome.right === 'number')).to.have.length(2)
  })

  it('is for admins only', async () => {
    const { companies, importer } = setUp()
    expect(outcomes(await importer.execute(manager, file, false))).to.equal('NotAllowed')
    expect(companies.companies.size).to.equal(0)
  })
})
