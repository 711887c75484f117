// The verification passport on PostgreSQL (issue 22, docs/ubiquitous-language/passport.md): verify with
// checks, the public passport (never evidence, notes or upload keys), evidence private to admins, the
// lapse job (directory, facets and exhibitor eligibility follow), the reminder (once), refusals that
// leave nothing, and hostile inputs.
import { expect } from 'chai'
import { signedIn } from './support/accounts'
import { Client } from './support/client'
import { testClock, type TestApp } from './support/test-app'
import { onFreshApp, type CatalogueIds } from './support/suite'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
const NOTE = 'Called the registry office on Tuesday, spoke to Ms Secret'
const DAY = 24 * 3600 * 1000

describe('verification passport (HTTP, issue 22)', () => {
  let t: TestApp
  let ids: CatalogueIds
  onFreshApp((app, catalogue) => { t = app; ids = catalogue })

  const anon = () => new Client(t.baseUrl)
  const count = async (table: string) => (await t.sql.one<{ n: number }>(`select count(*)::int as n from ${table}`))!.n

  /** An admin, a manager with an approved company, and a PDF the admin uploaded as evidence. */
  const world = async (name = 'Navigli Software') => {
    const admin = await signedIn(t, 'admin')
    const manager = await signedIn(t, 'company_manager')
    const created = await manager.client.post('/api/companies', {
      name, description: 'ERP.', countryId: ids.countryId, contactEmail: 'hi@navigli.example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId,
    })
    expect(created.status, created.text).to.equal(201)
    const id = created.body.id as number
    expect((await admin.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })).status).to.equal(200)
    const up = await admin.client.upload('/api/uploads', { name: 'Register extract.pdf', bytes: PDF })
    expect(up.status).to.equal(201)
    const fileUrl = up.body.fileUrl as string
    const key = fileUrl.replace('/uploads/', '')
    return { admin, manager, id, fileUrl, key }
  }

  const twoChecks = (key: string) => [
    { kind: 'registry', method: 'Online register', registryName: 'Companies House', registryNumber: '01234567', note: NOTE, evidence: [key] },
    { kind: 'address', method: 'Site visit' },
  ]

  it('verifies with two checks; the public profile shows the passport, never the evidence, the note or the upload key', async () => {
    const w = await world()
    const res = await w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, { verified: true, checks: twoChecks(w.key) })
    expect(res.status, res.text).to.equal(200)
    expect(res.body.isVerified).to.equal(true)
    const profile = await anon().get(`/api/companies/${w.id}`)
    expect(profile.status).to.equal(200)
    expect(profile.body.passport).to.deep.equal({
      verifiedOn: '2026-11-20T10:00:00.000Z', validUntil: '2027-11-20T10:00:00.000Z',
      checks: [
        { kind: 'registry', label: 'Business registry', registryName: 'Companies House', registryNumber: '01234567' },
        { kind: 'address', label: 'Street address' },
      ],
    })
    for (const secret of [NOTE, w.key, 'Online register', 'Site visit', 'Register extract']) expect(profile.text).not.to.contain(secret)
    // The manager's own view shows no more of it.
    expect((await w.manager.client.get(`/api/companies/${w.id}`)).text).not.to.contain(NOTE)
    // The admins' record has it all.
    const record = await w.admin.client.get(`/api/admin/companies/${w.id}/verification`)
    expect(record.status).to.equal(200)
    expect(record.body.state).to.equal('verified')
    expect(record.body.current.checks[0]).to.include({ kind: 'registry', note: NOTE, method: 'Online register', checkedBy: 'admin Tester' })
    expect(record.body.current.checks[0].evidence).to.deep.equal([{ url: w.fileUrl, filename: 'Register extract.pdf' }])
    const event = await t.sql.one<{ payload: { checks: string[]; validUntil: string } }>(`select payload from domain_events where type = 'CompanyVerified'`)
    expect(event!.payload).to.include({ validUntil: '2027-11-20T10:00:00.000Z' })
    expect(event!.payload.checks).to.deep.equal(['registry', 'address'])
  })

  it('an evidence file answers 404 to anyone but admins', async () => {
    const w = await world()
    const other = await signedIn(t, 'company_manager')
    const media = await signedIn(t, 'media')
    await w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, { verified: true, checks: twoChecks(w.key) })
    for (const [who, client] of Object.entries({ anonymous: anon(), manager: w.manager.client, other: other.client, media: media.client })) {
      const res = await client.get(w.fileUrl)
      expect([res.status, res.headers.get('cache-control')], who).to.deep.equal([404, 'no-store'])
    }
    const admin = await w.admin.client.get(w.fileUrl)
    expect([admin.status, admin.headers.get('cache-control')]).to.deep.equal([200, 'private, no-store'])
    const superAdmin = await signedIn(t, 'super_admin')
    expect((await superAdmin.client.get(w.fileUrl)).status).to.equal(200)
    // An evidence file is never swept as unused.
    await t.sql.run(`update uploads set created_at = now() - interval '3 days'`)
    expect(await t.app.sweepUploads()).to.equal(0)
  })

  it('without checks: one review check; a company created Active and Verified gets one too', async () => {
    const w = await world()
    expect((await w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, { verified: true })).status).to.equal(200)
    expect((await anon().get(`/api/companies/${w.id}`)).body.passport.checks).to.deep.equal([{ kind: 'review', label: 'Profile reviewed by an administrator' }])
    const created = await w.admin.client.post('/api/admin/companies', {
      name: 'Brera Robotics', description: 'Arms.', countryId: ids.countryId, contactEmail: 'hi@brera.example.com', sectorId: ids.sectorId,
      status: 'approved', verified: true,
    })
    expect(created.status, created.text).to.equal(201)
    expect((await anon().get(`/api/companies/${created.body.id}`)).body.passport.checks.map((c: { kind: string }) => c.kind)).to.deep.equal(['review'])
  })

  const refusals: [string, (key: string) => unknown, number][] = [
    ['no check', () => ({ verified: true, checks: [] }), 400],
    ['six checks', () => ({ verified: true, checks: ['registry', 'domain', 'address', 'identity', 'document', 'address'].map((kind) => ({ kind })) }), 400],
    ['a kind twice', () => ({ verified: true, checks: [{ kind: 'address' }, { kind: 'address' }] }), 400],
    ['a registry check without its number', () => ({ verified: true, checks: [{ kind: 'registry', registryName: 'Companies House' }] }), 400],
    ['a document check without its type', () => ({ verified: true, checks: [{ kind: 'document' }] }), 400],
    ['the internal review kind', () => ({ verified: true, checks: [{ kind: 'review' }] }), 400],
    ['an unknown upload', () => ({ verified: true, checks: [{ kind: 'identity', evidence: ['AAAAAAAAAAAAAAAAAAAAAAAA'] }] }), 400],
    ['a NUL in a registry number', () => ({ verified: true, checks: [{ kind: 'registry', registryName: 'X', registryNumber: '12\u000034' }] }), 400],
    ['a line break in a registry number', () => ({ verified: true, checks: [{ kind: 'registry', registryName: 'X', registryNumber: '12\n34' }] }), 400],
    ['a right-to-left override in a method', () => ({ verified: true, checks: [{ kind: 'address', method: 'visit\u202eevil' }] }), 400],
    ['a too long note', (key) => ({ verified: true, checks: [{ kind: 'identity', note: 'x'.repeat(1001), evidence: [key] }] }), 400],
  ]
  for (const [what, body, status] of refusals) {
    it(`refuses ${what} (${status}) and leaves no passport, no flag, no event, no mail`, async () => {
      const w = await world()
      const [events, mails] = [await count('domain_events'), await count('email_outbox')]
      const res = await w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, body(w.key))
      expect(res.status, res.text).to.equal(status)
      expect(await count('company_verifications')).to.equal(0)
      expect(await count('verification_checks')).to.equal(0)
      expect([await count('domain_events'), await count('email_outbox')]).to.deep.equal([events, mails])
      expect((await anon().get(`/api/companies/${w.id}`)).body).to.include({ isVerified: false, passport: null })
    })
  }

  it('refuses evidence a manager uploaded, and a pending company (409), leaving nothing', async () => {
    const w = await world()
    const up = await w.manager.client.upload('/api/uploads', { name: 'Mine.pdf', bytes: PDF })
    const mine = await w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, { verified: true, checks: [{ kind: 'identity', evidence: [up.body.fileUrl.replace('/uploads/', '')] }] })
    expect(mine.status).to.equal(400)
    expect((await w.admin.client.patch(`/api/admin/companies/${w.id}/status`, { status: 'suspended', reason: 'Unpaid' })).status).to.equal(200)
    const suspended = await w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, { verified: true, checks: [{ kind: 'address' }] })
    expect(suspended.status).to.equal(409)
    expect(await count('company_verifications')).to.equal(0)
  })

  it('other roles: 403 to managers, 401 anonymous, and nothing changes', async () => {
    const w = await world()
    const body = { verified: true, checks: [{ kind: 'address' }] }
    expect((await w.manager.client.patch(`/api/admin/companies/${w.id}/verify`, body)).status).to.equal(403)
    expect((await anon().patch(`/api/admin/companies/${w.id}/verify`, body)).status).to.equal(401)
    expect((await w.manager.client.get(`/api/admin/companies/${w.id}/verification`)).status).to.equal(403)
    expect((await w.manager.client.post(`/api/admin/companies/${w.id}/verification/revoke`, { reason: 'x' })).status).to.equal(403)
    expect((await w.admin.client.get('/api/admin/companies/999999/verification')).status).to.equal(404)
    expect(await count('company_verifications')).to.equal(0)
  })

  it('a huge body is refused (413) and keeps nothing', async () => {
    const w = await world()
    const res = await w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, { verified: true, checks: [{ kind: 'address', note: 'x'.repeat(2 * 1024 * 1024) }] })
    expect(res.status).to.equal(413)
    expect(await count('company_verifications')).to.equal(0)
  })

  it('revoke: the route needs a reason (400 keeps the passport); with one the passport ends revoked; the PATCH without a reason records "No reason given"', async () => {
    const w = await world()
    await w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, { verified: true, checks: twoChecks(w.key) })
    for (const reason of ['', '   ', 'x'.repeat(501)]) {
      expect((await w.admin.client.post(`/api/admin/companies/${w.id}/verification/revoke`, { reason })).status, reason).to.equal(400)
    }
    expect((await w.admin.client.post(`/api/admin/companies/${w.id}/verification/revoke`, {})).status).to.equal(400)
    expect(await count("domain_events where type = 'CompanyVerificationRevoked'")).to.equal(0)
    const ok = await w.admin.client.post(`/api/admin/companies/${w.id}/verification/revoke`, { reason: 'Registry entry struck off' })
    expect(ok.status, ok.text).to.equal(200)
    expect(ok.body).to.include({ isVerified: false, passport: null })
    expect((await w.admin.client.post(`/api/admin/companies/${w.id}/verification/revoke`, { reason: 'Again' })).status).to.equal(409)
    const record = (await w.admin.client.get(`/api/admin/companies/${w.id}/verification`)).body
    expect([record.state, record.current, record.history[0].revokeReason, record.history[0].revokedBy]).to.deep.equal(['revoked', null, 'Registry entry struck off', 'admin Tester'])
    // The manager learns why.
    const revokedMail = await t.sql.one<{ body: string }>(`select body from email_outbox where kind = 'company_verification_revoked' order by id desc limit 1`)
    expect(revokedMail!.body).to.include('Reason: Registry entry struck off')
    await w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, { verified: true })
    expect((await w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, { verified: false })).status).to.equal(200)
    expect((await t.sql.one<{ r: string }>('select revoke_reason as r from company_verifications order by id desc limit 1'))!.r).to.equal('No reason given')
  })

  it('the database holds the rules: one current passport per company, validity after the start, a reason with a revocation', async () => {
    const w = await world()
    await w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, { verified: true })
    const refused = (sql: string, params: unknown[]) => t.sql.run(sql, params).then(() => 'kept', (e: Error) => e.message)
    expect(await refused(`insert into company_verifications (company_id, verified_at, valid_until) values (?, now(), now() + interval '1 day')`, [w.id])).to.match(/company_verifications_current/)
    expect(await refused(`insert into company_verifications (company_id, verified_at, valid_until, lapsed_at) values (?, now(), now() - interval '1 day', now())`, [w.id])).to.match(/company_verifications_validity/)
    expect(await refused('update company_verifications set revoked_at = now()', [])).to.match(/company_verifications_revocation/)
  })

  it('lapse at expiry: the job ends the passport; directory, verified filter, facets and eligibility follow; an event; run again: nothing', async () => {
    const w = await world()
    const sa = await signedIn(t, 'super_admin')
    expect((await sa.client.patch('/api/admin/settings', { section: 'registration', key: 'passportValidityMonths', value: 1 })).status).to.equal(200)
    await w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, { verified: true, checks: twoChecks(w.key) })
    const expo = await w.admin.client.post('/api/admin/exhibitions', {
      name: 'Global Tech Expo 2027', description: 'Software.', startDate: '2027-03-01', endDate: '2027-03-03', location: 'Online', venue: 'Halls',
      maxParticipants: 5, registrationFee: '0', registrationDeadline: '2027-02-25', sectorId: ids.sectorId, allowedSectors: [ids.sectorId], status: 'upcoming',
    })
    expect(expo.status, expo.text).to.equal(201)
    const verifiedIds = async () => ((await anon().get('/api/companies?verified=true')).body as { id: number }[]).map((c) => c.id)
    const facetCount = async () => ((await anon().get('/api/companies/facets?verified=true')).body.sectors as { count: number }[]).reduce((n, s) => n + s.count, 0)
    const eligible = async () => (await w.manager.client.get(`/api/exhibitions/${expo.body.id}/eligible-companies`)).body[0]
    expect(await verifiedIds()).to.deep.equal([w.id])
    expect(await facetCount()).to.equal(1)
    expect(await eligible()).to.include({ eligible: true, isVerified: true })
    // A day before the end: nothing lapses (the reminder goes out).
    expect(await t.app.runVerificationJobs(new Date('2026-12-19T10:00:00Z'))).to.deep.equal({ lapsed: 0, reminded: 1 })
    expect(await verifiedIds()).to.deep.equal([w.id])
    // At validUntil exactly.
    expect(await t.app.runVerificationJobs(new Date('2026-12-20T10:00:00Z'))).to.deep.equal({ lapsed: 1, reminded: 0 })
    expect(await verifiedIds()).to.deep.equal([])
    expect(await facetCount()).to.equal(0)
    const after = await eligible()
    expect(after).to.include({ eligible: false, isVerified: false })
    expect(after.reason).to.be.a('string').and.match(/verif/i)
    expect((await anon().get(`/api/companies/${w.id}`)).body).to.include({ isVerified: false, passport: null })
    expect(await t.sql.all(`select type, actor_id from domain_events where type = 'CompanyVerificationLapsed'`)).to.deep.equal([{ type: 'CompanyVerificationLapsed', actor_id: null }])
    // Its manager is told, once.
    const lapsedMails = await t.sql.all<{ to_address: string; subject: string }>(`select to_address, subject from email_outbox where kind = 'company_verification_lapsed'`)
    expect(lapsedMails).to.deep.equal([{ to_address: w.manager.email, subject: 'The verification of Navigli Software has ended' }])
    expect(await t.app.runVerificationJobs(new Date('2026-12-21T10:00:00Z'))).to.deep.equal({ lapsed: 0, reminded: 0 })
    const record = (await w.admin.client.get(`/api/admin/companies/${w.id}/verification`)).body
    expect([record.state, record.history[0].lapsedAt]).to.deep.equal(['lapsed', '2026-12-20T10:00:00.000Z'])
  })

  it('never shows a passport past its validUntil, even before the job ran', async () => {
    const w = await world()
    await w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, { verified: true, checks: twoChecks(w.key) })
    expect((await anon().get(`/api/companies/${w.id}`)).body.passport).not.to.equal(null)
    await t.sql.run(`update company_verifications set verified_at = now() - interval '2 days', valid_until = now() - interval '1 second'`)
    t.app.readCaches.profiles.invalidate()
    expect((await anon().get(`/api/companies/${w.id}`)).body.passport).to.equal(null)
  })

  it('reminds the manager once, 30 days before the end: one email, one notification in the bell', async () => {
    const w = await world()
    await w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, { verified: true, checks: twoChecks(w.key) })
    const mails = () => t.sql.all<{ to_address: string; subject: string; body: string }>(`select to_address, subject, body from email_outbox where kind = 'verification_expiring'`)
    expect(await t.app.runVerificationJobs(new Date(Date.parse('2027-11-20T10:00:00Z') - 31 * DAY))).to.deep.equal({ lapsed: 0, reminded: 0 })
    const inWindow = new Date(Date.parse('2027-11-20T10:00:00Z') - 30 * DAY)
    expect(await t.app.runVerificationJobs(inWindow)).to.deep.equal({ lapsed: 0, reminded: 1 })
    expect(await t.app.runVerificationJobs(inWindow)).to.deep.equal({ lapsed: 0, reminded: 0 })
    expect(await t.app.runVerificationJobs(new Date(inWindow.getTime() + DAY))).to.deep.equal({ lapsed: 0, reminded: 0 })
    const sent = await mails()
    expect(sent).to.have.length(1)
    expect(sent[0].to_address).to.equal(w.manager.email)
    expect(sent[0].subject).to.equal('The verification of Navigli Software ends on 20 November 2027')
    const bell = await w.manager.client.get('/api/notifications')
    expect(bell.status).to.equal(200)
    const items = bell.body.notifications ?? bell.body.items ?? bell.body
    expect(JSON.stringify(items)).to.contain('verification_expiring')
    expect(await count("notifications where kind = 'verification_expiring'")).to.equal(1)
    expect(await count("domain_events where type = 'CompanyVerificationExpiring'")).to.equal(1)
    expect((await w.admin.client.get(`/api/admin/companies/${w.id}/verification`)).body.current.remindedAt).to.equal(inWindow.toISOString())
    // My Companies says until when.
    expect((await w.manager.client.get('/api/my-companies')).body[0].verifiedUntil).to.equal('2027-11-20T10:00:00.000Z')
  })

  it('two verifications at once: never a 5xx, and one current passport', async () => {
    const w = await world()
    const send = () => w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, { verified: true, checks: [{ kind: 'address' }] })
    const statuses = (await Promise.all([send(), send(), send()])).map((r) => r.status)
    expect(statuses.every((s) => s === 200 || s === 409), String(statuses)).to.equal(true)
    expect(statuses).to.include(200)
    expect(await count('company_verifications where revoked_at is null and lapsed_at is null and replaced_at is null')).to.equal(1)
  })

  it('renews: checks for a verified company replace its passport; the history keeps the old one', async () => {
    const w = await world()
    await w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, { verified: true, checks: twoChecks(w.key) })
    testClock.set(new Date('2027-01-10T10:00:00Z'))
    const renewed = await w.admin.client.patch(`/api/admin/companies/${w.id}/verify`, { verified: true, checks: [{ kind: 'identity', method: 'Video call' }] })
    expect(renewed.status).to.equal(200)
    expect(renewed.body.passport).to.deep.include({ verifiedOn: '2027-01-10T10:00:00.000Z', validUntil: '2028-01-10T10:00:00.000Z' })
    const record = (await w.admin.client.get(`/api/admin/companies/${w.id}/verification`)).body
    expect([record.current.checks.map((c: { kind: string }) => c.kind), record.history.map((h: { replacedAt: string }) => h.replacedAt)])
      .to.deep.equal([['identity'], ['2027-01-10T10:00:00.000Z']])
  })

  it('bulk verify gives review passports and bulk unverify revokes them', async () => {
    const w = await world()
    const bulk = await w.admin.client.post('/api/admin/companies/bulk', { ids: [w.id], action: 'verify' })
    expect(bulk.status, bulk.text).to.equal(200)
    expect((await anon().get(`/api/companies/${w.id}`)).body.passport.checks[0].kind).to.equal('review')
    await w.admin.client.post('/api/admin/companies/bulk', { ids: [w.id], action: 'unverify' })
    expect((await t.sql.one<{ r: string }>('select revoke_reason as r from company_verifications'))!.r).to.equal('No reason given')
  })
})
