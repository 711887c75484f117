// Domain proof on PostgreSQL (issue 22, docs/ubiquitous-language/domain-proof.md): the manager asks for a code at an
// address of the website's domain, reads it from the mail, and gives it back. Refusals leave no code, no mail, no event;
// a wrong code is the one refusal that writes (its count).
import { expect } from 'chai'
import { catalogueIds, companyForm, signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, testClock, type TestApp } from './support/test-app'

const MINUTE = 60_000

describe('domain proof (HTTP)', () => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  before(async () => { t = await testApp(); ids = await catalogueIds(t) })
  beforeEach(() => t.reset())
  afterEach(() => testClock.useRealTime())

  /** A manager with a company whose website is www.Nordlicht.example.com, another manager with theirs, an admin and a visitor. */
  const world = async (website: string | null = 'https://www.Nordlicht.example.com/about') => {
    const [manager, other, admin, visitor] = [
      await signedIn(t, 'company_manager', { firstName: 'Marco' }), await signedIn(t, 'company_manager'), await signedIn(t, 'admin'), await signedIn(t, 'individual'),
    ]
    const created = await manager.client.post('/api/companies', companyForm(ids, { website }))
    expect(created.status).to.equal(201)
    const theirs = await other.client.post('/api/companies', companyForm(ids, { name: 'Other Co', website: 'other.example.com' }))
    return { manager, other, admin, visitor, id: created.body.id as number, otherId: theirs.body.id as number }
  }
  const mails = () => t.sql.all<{ to_address: string; subject: string; body: string }>(`select to_address, subject, body from email_outbox where kind = 'domain_proof_code' order by id`)
  const codeIn = (body: string) => /\n\n([0-9]{6})\n\n/.exec(body)![1]
  const codes = () => t.sql.all<{ company_id: number; email: string; code_hash: string; attempts: number }>('select company_id, email, code_hash, attempts from domain_proof_codes')
  const proofs = () => t.sql.all('select company_id, domain, email, proven_by from domain_proofs')
  const events = async () => (await t.sql.all<{ type: string; payload: unknown }>(`select type, payload from domain_events where type like 'CompanyDomain%' order by id`))
  const nothingLeft = async () => {
    expect(await codes()).to.deep.equal([])
    expect(await proofs()).to.deep.equal([])
    expect(await mails()).to.deep.equal([])
    expect(await events()).to.deep.equal([])
  }

  it('mails a code to info@ the domain; the code proves it; the manager and the admin see the proof', async () => {
    const { manager, admin, id } = await world()
    expect((await manager.client.get(`/api/companies/${id}/domain-proof`)).body).to.deep.equal({ domain: 'nordlicht.example.com', proof: null, pending: null })

    const asked = await manager.client.post(`/api/companies/${id}/domain-proof`, { email: 'Info' })
    expect(asked.status).to.equal(202)
    expect(asked.body).to.include({ domain: 'nordlicht.example.com', email: 'info@nordlicht.example.com' })
    const [mail] = await mails()
    expect([mail.to_address, mail.subject]).to.deep.equal(['info@nordlicht.example.com', 'Your Expo Atlas code for nordlicht.example.com'])
    const code = codeIn(mail.body)
    expect(mail.subject).not.to.include(code)
    expect(mail.body).to.include('Marco Tester').and.include('Nordlicht Robotics').and.include('30 minutes')
    const [row] = await codes()
    expect(row).to.include({ company_id: id, email: 'info@nordlicht.example.com', attempts: 0 })
    expect(row.code_hash).to.match(/^[A-Za-z0-9_-]{43}$/).and.not.include(code)
    const waiting = (await manager.client.get(`/api/companies/${id}/domain-proof`)).body
    expect(waiting.pending).to.deep.equal({ email: 'info@nordlicht.example.com', expiresAt: asked.body.expiresAt })

    const done = await manager.client.post(`/api/companies/${id}/domain-proof/confirm`, { code: `${code.slice(0, 3)} ${code.slice(3)}` })
    expect(done.status).to.equal(200)
    expect(done.body).to.include({ domain: 'nordlicht.example.com', email: 'info@nordlicht.example.com' })
    expect(await codes()).to.deep.equal([])
    const shown = (await manager.client.get(`/api/companies/${id}/domain-proof`)).body
    expect(shown).to.deep.equal({ domain: 'nordlicht.example.com', proof: { email: 'info@nordlicht.example.com', provenAt: done.body.provenAt }, pending: null })
    expect((await admin.client.get(`/api/companies/${id}/domain-proof`)).body).to.deep.equal(shown)
    const detail = (await admin.client.get(`/api/admin/companies/${id}`)).body
    expect(detail.domainProof).to.deep.equal({
      domain: 'nordlicht.example.com', email: 'info@nordlicht.example.com', provenAt: done.body.provenAt, provenBy: { id: manager.id, name: 'Marco Tester' },
    })
    // The event names the domain and the mailbox, never the code; the audit trail has it.
    const evs = await events()
    expect(evs.map((e) => e.type)).to.deep.equal(['CompanyDomainProven'])
    expect(JSON.stringify(evs)).to.not.include(code)
    const audit = await t.sql.all<{ action: string; summary: string }>(`select action, summary from audit_entries where action = 'CompanyDomainProven'`)
    expect(audit).to.deep.equal([{ action: 'CompanyDomainProven', summary: 'Nordlicht Robotics proved its domain nordlicht.example.com by a code mailed to info@nordlicht.example.com' }])
    // Used once.
    const again = await manager.client.post(`/api/companies/${id}/domain-proof/confirm`, { code })
    expect([again.status, again.body.message]).to.deep.equal([409, 'No code is waiting: ask for a new code'])

    // The website moves to another domain: the proof no longer counts.
    expect((await manager.client.patch(`/api/companies/${id}`, { website: 'https://nordlicht-robotics.example.org' })).status).to.equal(200)
    expect((await manager.client.get(`/api/companies/${id}/domain-proof`)).body).to.deep.equal({ domain: 'nordlicht-robotics.example.org', proof: null, pending: null })
    expect((await admin.client.get(`/api/admin/companies/${id}`)).body.domainProof).to.equal(null)
  })

  it('five wrong codes void the code (each counted, nothing else written); then even the right one is refused', async () => {
    const { manager, id } = await world()
    await manager.client.post(`/api/companies/${id}/domain-proof`, { email: 'admin@nordlicht.example.com' })
    const code = codeIn((await mails())[0].body)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i <= 5; i++) {
      const r = await manager.client.post(`/api/companies/${id}/domain-proof/confirm`, { code: wrong })
      expect([r.status, r.body.message]).to.deep.equal([400, 'That code is not right'])
      expect(r.body.fieldErrors.code).to.equal(i < 5 ? `That code is not right. ${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left.` : 'That code is not right. It no longer works: ask for a new code.')
      expect((await codes())[0].attempts).to.equal(i)
    }
    const right = await manager.client.post(`/api/companies/${id}/domain-proof/confirm`, { code })
    expect(right.status).to.equal(410)
    expect([await proofs(), await events(), (await mails()).length]).to.deep.equal([[], [], 1])
    expect((await manager.client.get(`/api/companies/${id}/domain-proof`)).body.pending).to.equal(null)
    // A new code replaces the void one.
    expect((await manager.client.post(`/api/companies/${id}/domain-proof`, { email: 'info' })).status).to.equal(202)
    expect((await codes())[0].attempts).to.equal(0)
  })

  it('an expired code answers 410 and proves nothing', async () => {
    const { manager, id } = await world()
    testClock.set(new Date('2026-11-27T10:00:00Z'))
    await manager.client.post(`/api/companies/${id}/domain-proof`, { email: 'info' })
    const code = codeIn((await mails())[0].body)
    testClock.advance(30 * MINUTE)
    const r = await manager.client.post(`/api/companies/${id}/domain-proof/confirm`, { code })
    expect([r.status, r.body.message]).to.deep.equal([410, 'This code has expired: ask for a new code'])
    expect([await proofs(), (await codes())[0].attempts]).to.deep.equal([[], 0])
  })

  it('a 4th code in an hour for the company is 429 with Retry-After, and mails nothing', async () => {
    const { manager, id } = await world()
    for (let i = 0; i < 3; i++) expect((await manager.client.post(`/api/companies/${id}/domain-proof`, { email: 'info' })).status).to.equal(202)
    const before = await codes()
    const r = await manager.client.post(`/api/companies/${id}/domain-proof`, { email: 'contact' })
    expect(r.status).to.equal(429)
    expect(Number(r.headers.get('retry-after'))).to.be.within(3500, 3600)
    expect(r.body.message).to.match(/^Too many codes asked for\. Try again in \d+ minutes\.$/)
    expect([(await mails()).length, await codes()]).to.deep.equal([3, before])
  })

  describe('refusals leave no code, no mail, no event', () => {
    it('no website: 409 with what to do', async () => {
      const { manager, id } = await world(null)
      const r = await manager.client.post(`/api/companies/${id}/domain-proof`, { email: 'info' })
      expect([r.status, r.body.message]).to.deep.equal([409, 'Add your company\'s website before proving its domain'])
      expect((await manager.client.get(`/api/companies/${id}/domain-proof`)).body).to.deep.equal({ domain: null, proof: null, pending: null })
      await nothingLeft()
    })
    it('an address at another domain or a subdomain, and hostile text, are 400', async () => {
      const { manager, id } = await world()
      const inputs: [unknown, string][] = [
        ['info@evil.com', 'The address must end with @nordlicht.example.com'],
        ['info@mail.nordlicht.example.com', 'The address must end with @nordlicht.example.com'],
        ['a@nordlicht.example.com\r\nBcc: x@evil', 'The address must end with @nordlicht.example.com'],
        ['info\r\nBcc: x@evil.com', 'The address must end with @nordlicht.example.com'],
        ['</script>', 'Enter a mailbox name such as info, or a whole address at your domain'],
        ['..', 'Enter a mailbox name such as info, or a whole address at your domain'],
        [']]>', 'Enter a mailbox name such as info, or a whole address at your domain'],
        ['in\u0000fo', 'Invalid input'],
        ['', 'Enter a mailbox at your domain, such as info'],
        [42, 'Invalid input'],
        ['x'.repeat(300), 'Must be at most 254 characters'],
      ]
      for (const [email, message] of inputs) {
        const r = await manager.client.post(`/api/companies/${id}/domain-proof`, { email })
        expect([r.status, r.body.fieldErrors?.email], JSON.stringify(email)).to.deep.equal([400, message])
      }
      const huge = await manager.client.request('POST', `/api/companies/${id}/domain-proof`, { raw: JSON.stringify({ email: 'a'.repeat(2_000_000) }), headers: { 'Content-Type': 'application/json' } })
      expect(huge.status).to.equal(413)
      const bad = await manager.client.post(`/api/companies/${id}/domain-proof/confirm`, { code: '12345a' })
      expect([bad.status, bad.body.fieldErrors?.code]).to.deep.equal([400, 'Enter the 6-digit code from the email'])
      await nothingLeft()
    })
    it('another manager\'s company is 404; a visitor, a media user and an admin asking are 403; nobody signed in is 401', async () => {
      const { manager, other, admin, visitor, id, otherId } = await world()
      await manager.client.post(`/api/companies/${id}/domain-proof`, { email: 'info' })
      const code = codeIn((await mails())[0].body)
      await t.sql.run(`delete from email_outbox`)
      const media = await signedIn(t, 'media')
      expect((await other.client.post(`/api/companies/${id}/domain-proof`, { email: 'info' })).status).to.equal(404)
      expect((await other.client.post(`/api/companies/${id}/domain-proof/confirm`, { code })).status).to.equal(404)
      expect((await other.client.get(`/api/companies/${id}/domain-proof`)).status).to.equal(404)
      expect((await manager.client.post(`/api/companies/${otherId}/domain-proof`, { email: 'info' })).status).to.equal(404)
      expect((await manager.client.post('/api/companies/999999/domain-proof', { email: 'info' })).status).to.equal(404)
      for (const c of [visitor.client, media.client, admin.client]) {
        expect((await c.post(`/api/companies/${id}/domain-proof`, { email: 'info' })).status).to.equal(403)
        expect((await c.post(`/api/companies/${id}/domain-proof/confirm`, { code })).status).to.equal(403)
      }
      expect((await visitor.client.get(`/api/companies/${id}/domain-proof`)).status).to.equal(403)
      expect((await new Client(t.baseUrl).post(`/api/companies/${id}/domain-proof/confirm`, { code })).status).to.equal(401)
      expect((await codes())[0].attempts).to.equal(0)
      expect([await proofs(), await mails(), await events()]).to.deep.equal([[], [], []])
    })
  })

  it('the tables hold the rules: an address at exactly the domain, attempts up to 5, one code per company', async () => {
    const { manager, id } = await world()
    const hash = 'h'.repeat(43)
    const insert = (email: string, attempts = 0) => t.sql.run(
      `insert into domain_proof_codes (company_id, domain, email, code_hash, requested_by, expires_at, attempts) values (?, 'acme.com', ?, ?, ?, now(), ?)`, [id, email, hash, manager.id, attempts])
    for (const [email, attempts] of [['info@evil.com', 0], ['info@mail.acme.com', 0], ['a@b@acme.com', 0], ['Info@acme.com', 0], ['@acme.com', 0], ['info@acme.com', 6]] as const) {
      let failed = false
      try { await insert(email, attempts) } catch { failed = true }
      expect(failed, `${email} ${attempts}`).to.equal(true)
    }
    await insert('info@acme.com', 5)
    let twice = false
    try { await insert('admin@acme.com') } catch { twice = true }
    expect(twice).to.equal(true)
    // They go with their company.
    await t.sql.run(`insert into domain_proofs (company_id, domain, email, proven_by, proven_at) values (?, 'acme.com', 'info@acme.com', ?, now())`, [id, manager.id])
    expect((await manager.client.delete(`/api/companies/${id}`)).status).to.equal(204)
    expect([await codes(), await proofs()]).to.deep.equal([[], []])
  })
})
