// Domain proof (docs/ubiquitous-language/domain-proof.md): a manager proves the company's website domain with a mailed code.
import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { InMemoryCompanyRepository } from '../../../src/adapters/in-memory/in-memory-company.repository'
import { InMemoryDomainProofStore } from '../../../src/adapters/in-memory/in-memory-domain-proofs'
import { InMemoryTemplateMailer } from '../../../src/adapters/in-memory/in-memory-mail'
import { InMemoryEventPublisher, InMemoryLoginAttempts, InMemorySettings, InMemoryUnitOfWork } from '../../../src/adapters/in-memory/in-memory-support'
import { InMemoryUserRepository } from '../../../src/adapters/in-memory/in-memory-user.repository'
import { HmacDomainCodeHasher } from '../../../src/adapters/security/hmac-domain-code-hasher'
import { DOMAIN_CODES_PER_CLIENT, DOMAIN_CODES_PER_COMPANY, DomainProofs } from '../../../src/application/company/commands/domain-proofs'
import { createCompany, type CompanyProfile } from '../../../src/domain/company/company'
import type { CompanyName } from '../../../src/domain/company/company-name'
import { addUser, companyProfile, t0 } from '../support/fixtures'

const MINUTE = 60_000
const IP = '203.0.113.9'

describe('DomainProofs', () => {
  const setUp = async (website: string | null = 'https://www.acme.com/') => {
    const companies = new InMemoryCompanyRepository()
    const users = new InMemoryUserRepository()
    const store = new InMemoryDomainProofStore()
    const mailer = new InMemoryTemplateMailer()
    const events = new InMemoryEventPublisher()
    const attempts = new InMemoryLoginAttempts()
    const settings = new InMemorySettings()
    const uow = new InMemoryUnitOfWork([companies, store, mailer, events])
    let now = t0
    const clock = { now: () => now }
    const proofs = new DomainProofs(companies, users, store, new HmacDomainCodeHasher(async () => 'test-key'), mailer, attempts, events, uow, settings, clock)
    const manager = await addUser(users, 'company_manager')
    const other = await addUser(users, 'company_manager')
    const admin = await addUser(users, 'admin')
    const profile: CompanyProfile = { ...companyProfile, website }
    const acme = await companies.add({ ...createCompany(profile, manager.id, true, t0), status: 'approved' })
    const othersCompany = await companies.add({ ...createCompany({ ...profile, name: 'Other' as CompanyName }, other.id, true, t0), status: 'approved' })
    /** The code in the last mail. */
    const mailedCode = () => mailer.sent.at(-1)!.values.code
    const nothingWritten = () => {
      expect([store.codes.size, store.proofs.size, mailer.sent.length, events.published.length]).to.deep.equal([0, 0, 0, 0])
    }
    return { companies, store, mailer, events, attempts, settings, proofs, manager, other, admin, acme, othersCompany, mailedCode, nothingWritten, at: (ms: number) => { now = new Date(t0.getTime() + ms) } }
  }

  it('mails a 6-digit code to the mailbox at the domain, keeps only its keyed hash, and the right code proves the domain', async () => {
    const { proofs, manager, acme, store, mailer, events, mailedCode, at } = await setUp()
    expect(await proofs.request(manager, acme.id, 'Info', IP)).to.deep.equal(E.right({ domain: 'acme.com', email: 'info@acme.com', expiresAt: new Date(t0.getTime() + 30 * MINUTE) }))
    const code = mailedCode()
    expect(code).to.match(/^[0-9]{6}$/)
    expect(mailer.sent).to.deep.equal([{
      templateKey: 'domain_proof_code', to: { email: 'info@acme.com', firstName: '' }, kind: 'domain_proof_code',
      values: { code, domain: 'acme.com', companyName: 'Acme Robotics', managerName: 'Grace Hopper', expiryMinutes: '30' },
    }])
    const stored = store.codes.get(acme.id)!
    expect(stored.codeHash).to.equal(await new HmacDomainCodeHasher(async () => 'test-key').hash(acme.id, code))
    expect(JSON.stringify(stored)).not.to.include(code)
    expect(events.published).to.deep.equal([])

    at(10 * MINUTE)
    expect(await proofs.confirm(manager, acme.id, code)).to.deep.equal(E.right({ companyId: acme.id, domain: 'acme.com', email: 'info@acme.com', provenBy: manager.id, provenAt: new Date(t0.getTime() + 10 * MINUTE) }))
    expect(store.codes.size).to.equal(0)
    expect(events.published.map((e) => [e.type, e.payload])).to.deep.equal([['CompanyDomainProven', { companyName: 'Acme Robotics', domain: 'acme.com', email: 'info@acme.com' }]])
    expect(JSON.stringify(events.published)).not.to.include(code)
    expect(await proofs.view(manager, acme.id)).to.deep.equal(E.right({ domain: 'acme.com', proof: { email: 'info@acme.com', provenAt: new Date(t0.getTime() + 10 * MINUTE) }, pending: null }))
    // Single use: the same code again finds none.
    expect(await proofs.confirm(manager, acme.id, code)).to.deep.equal(E.left({ _tag: 'NoPendingCode' }))
  })

  describe('refusals of a request write nothing: no code, no mail, no event', () => {
    it('no website, or a website with no domain', async () => {
      for (const website of [null, 'http://10.0.0.1', 'http://localhost:8080']) {
        const { proofs, manager, acme, nothingWritten } = await setUp(website)
        const r = await proofs.request(manager, acme.id, 'info', IP)
        expect(E.isLeft(r) && r.left._tag, String(website)).to.equal(website === null ? 'NoWebsite' : 'WebsiteNotProvable')
        nothingWritten()
      }
    })
    it('an address at another domain, or no mailbox at all', async () => {
      const { proofs, manager, acme, nothingWritten, attempts } = await setUp()
      expect(await proofs.request(manager, acme.id, 'info@evil.com', IP)).to.deep.equal(E.left({ _tag: 'AddressNotAtDomain', domain: 'acme.com' }))
      expect(await proofs.request(manager, acme.id, 'a@acme.com\r\nBcc: x@evil', IP)).to.deep.equal(E.left({ _tag: 'AddressNotAtDomain', domain: 'acme.com' }))
      expect(await proofs.request(manager, acme.id, '</script>', IP)).to.deep.equal(E.left({ _tag: 'InvalidProofAddress' }))
      nothingWritten()
      expect(attempts.failures).to.deep.equal([])
    })
    it('another manager\'s company is not found; an admin may not ask (the manager does)', async () => {
      const { proofs, manager, admin, othersCompany, acme, nothingWritten } = await setUp()
      expect(await proofs.request(manager, othersCompany.id, 'info', IP)).to.deep.equal(E.left({ _tag: 'CompanyNotFound' }))
      expect(await proofs.request(manager, 999, 'info', IP)).to.deep.equal(E.left({ _tag: 'CompanyNotFound' }))
      expect(await proofs.request(admin, acme.id, 'info', IP)).to.deep.equal(E.left({ _tag: 'NotCompanyManager' }))
      expect(await proofs.view(manager, othersCompany.id)).to.deep.equal(E.left({ _tag: 'CompanyNotFound' }))
      nothingWritten()
    })
    it('email turned off', async () => {
      const { proofs, manager, acme, settings, nothingWritten } = await setUp()
      settings.with('email', { enabled: false })
      expect(await proofs.request(manager, acme.id, 'info', IP)).to.deep.equal(E.left({ _tag: 'EmailDisabled' }))
      nothingWritten()
    })
    it(`past ${DOMAIN_CODES_PER_COMPANY} codes an hour for a company: throttled until the first is an hour old; a new code replaces the old`, async () => {
      const { proofs, manager, acme, mailer, store, at } = await setUp()
      for (let i = 0; i < DOMAIN_CODES_PER_COMPANY; i++) {
        at(i * MINUTE)
        expect(E.isRight(await proofs.request(manager, acme.id, 'info', IP))).to.equal(true)
      }
      expect(store.codes.size).to.equal(1)
      const last = store.codes.get(acme.id)
      at(3 * MINUTE)
      expect(await proofs.request(manager, acme.id, 'admin', IP)).to.deep.equal(E.left({ _tag: 'DomainProofThrottled', retryAfterSeconds: 57 * 60 }))
      expect([mailer.sent.length, store.codes.get(acme.id)]).to.deep.equal([DOMAIN_CODES_PER_COMPANY, last])
      at(60 * MINUTE + 1)
      expect(E.isRight(await proofs.request(manager, acme.id, 'admin', IP))).to.equal(true)
    })
    it(`past ${DOMAIN_CODES_PER_CLIENT} codes an hour from one client address`, async () => {
      const { proofs, manager, acme, attempts } = await setUp()
      await attempts.record(Array(DOMAIN_CODES_PER_CLIENT).fill(`domain-proof:ip:${IP}`), t0)
      const r = await proofs.request(manager, acme.id, 'info', IP)
      expect(E.isLeft(r) && r.left._tag).to.equal('DomainProofThrottled')
      expect(E.isRight(await proofs.request(manager, acme.id, 'info', '198.51.100.1'))).to.equal(true)
    })
  })

  describe('confirming', () => {
    it('a wrong code counts (the only refusal that writes: no mail, no event, no proof); the 5th voids the code', async () => {
      const { proofs, manager, acme, store, mailer, events, mailedCode } = await setUp()
      await proofs.request(manager, acme.id, 'info', IP)
      const right = mailedCode()
      const wrong = right === '000000' ? '111111' : '000000'
      for (let i = 1; i <= 5; i++) {
        const r = await proofs.confirm(manager, acme.id, wrong)
        expect(E.isLeft(r) && r.left._tag === 'WrongCode' && r.left.attemptsLeft).to.equal(5 - i)
        expect(store.codes.get(acme.id)!.attempts).to.equal(i)
      }
      expect([store.proofs.size, mailer.sent.length, events.published.length]).to.deep.equal([0, 1, 0])
      expect(await proofs.confirm(manager, acme.id, right)).to.deep.equal(E.left({ _tag: 'CodeVoid' }))
      expect(await proofs.view(manager, acme.id)).to.deep.equal(E.right({ domain: 'acme.com', proof: null, pending: null }))
    })
    it('an expired code is refused and proves nothing', async () => {
      const { proofs, manager, acme, store, events, mailedCode, at } = await setUp()
      await proofs.request(manager, acme.id, 'info', IP)
      at(30 * MINUTE)
      expect(await proofs.confirm(manager, acme.id, mailedCode())).to.deep.equal(E.left({ _tag: 'CodeExpired' }))
      expect([store.proofs.size, events.published.length, store.codes.get(acme.id)!.attempts]).to.deep.equal([0, 0, 0])
    })
    it('a code replaced by a new request no longer works', async () => {
      const { proofs, manager, acme, mailedCode, at } = await setUp()
      await proofs.request(manager, acme.id, 'info', IP)
      const first = mailedCode()
      at(MINUTE)
      await proofs.request(manager, acme.id, 'admin', IP)
      const second = mailedCode()
      if (first !== second) {
        const r = await proofs.confirm(manager, acme.id, first)
        expect(E.isLeft(r) && r.left._tag).to.equal('WrongCode')
      }
      expect(E.isRight(await proofs.confirm(manager, acme.id, second))).to.equal(true)
    })
    it('another manager, or an admin, cannot confirm; nothing counts', async () => {
      const { proofs, manager, other, admin, acme, store, mailedCode } = await setUp()
      await proofs.request(manager, acme.id, 'info', IP)
      expect(await proofs.confirm(other, acme.id, mailedCode())).to.deep.equal(E.left({ _tag: 'CompanyNotFound' }))
      expect(await proofs.confirm(admin, acme.id, mailedCode())).to.deep.equal(E.left({ _tag: 'NotCompanyManager' }))
      expect([store.codes.get(acme.id)!.attempts, store.proofs.size]).to.deep.equal([0, 0])
    })
    it('a proof stops counting when the website moves to another domain', async () => {
      const { proofs, manager, admin, acme, companies, mailedCode } = await setUp()
      await proofs.request(manager, acme.id, 'info', IP)
      await proofs.confirm(manager, acme.id, mailedCode())
      expect((await proofs.forAdmin(acme))).to.deep.include({ domain: 'acme.com', email: 'info@acme.com', provenBy: { id: manager.id, name: 'Grace Hopper' } })
      const moved = (await companies.save({ ...acme, website: 'https://acme.org' }))
      if ('_tag' in moved) throw new Error('stale')
      expect(await proofs.view(admin, acme.id)).to.deep.equal(E.right({ domain: 'acme.org', proof: null, pending: null }))
      expect(await proofs.forAdmin(moved)).to.equal(null)
    })
  })
})
