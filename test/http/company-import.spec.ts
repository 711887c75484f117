// Companies imported from CSV by an admin (issue 19): a dry run reports each row and writes nothing;
// the real run creates the valid rows (with their events and audit entries, as the admin form does)
// and leaves the refused ones out. Hostile files get clear 4xx answers.
import { expect } from 'chai'
import { catalogueIds, signedIn } from './support/accounts'
import { testApp, testClock, type TestApp } from './support/test-app'

describe('company CSV import (HTTP)', () => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  let sector: string
  let subsector: string
  let otherSubsector: string
  before(async () => {
    t = await testApp()
    ids = await catalogueIds(t)
    sector = (await t.sql.one<{ name: string }>('select name from sectors where id = ?', [ids.sectorId]))!.name
    subsector = (await t.sql.one<{ name: string }>('select name from subsectors where id = ?', [ids.subsectorId]))!.name
    otherSubsector = (await t.sql.one<{ name: string }>('select name from subsectors where id = ?', [ids.otherSubsectorId]))!.name
  })
  beforeEach(async () => {
    await t.reset()
    testClock.set(new Date('2026-11-20T10:00:00Z'))
  })

  const counts = async () => ({
    companies: (await t.sql.one<{ n: number }>('select count(*)::int as n from companies'))!.n,
    events: (await t.sql.one<{ n: number }>("select count(*)::int as n from domain_events where aggregate_type = 'company'"))!.n,
    audit: (await t.sql.one<{ n: number }>("select count(*)::int as n from audit_entries where target_type = 'company'"))!.n,
  })
  const q = (s: string) => `"${s.replace(/"/g, '""')}"`
  /** A file with a BOM, CRLF line ends, a quoted line break, a formula cell and `</script>`, and five bad rows. */
  const file = () => '\uFEFF' + [
    'Name,Description,Sector,Subsector,Country,Email,Phone,Website,City,Products,Status,Verified',
    `Nordlicht Robotics,${q('Robot arms.\r\nSecond line, with a comma')},${sector},${subsector},DE,hello@nordlicht.example.com,+49 30 1234567,nordlicht.example.com,Berlin,Cobot;Gripper,active,true`,
    `${q('=HYPERLINK("http://evil.example")')},${q('</script><script>alert(1)</script>')},${sector.toUpperCase()},,Germany,evil@example.com,,,,,,`,
    `Bad Sector Co,About us,Underwater Basket Weaving,,DE,a@example.com,,,,,,`,
    `Bad Email Co,About us,${sector},,DE,not-an-email,,,,,,`,
    `nordlicht robotics,Same name other case,${sector},,DE,b@example.com,,,,,,`,
    `Wrong Sub Co,About us,${sector},${otherSubsector},DE,c@example.com,,,,,,`,
    `Pending Verified Co,About us,${sector},,DE,d@example.com,,,,,pending,true`,
  ].join('\r\n') + '\r\n'

  const post = (client: Awaited<ReturnType<typeof signedIn>>['client'], dryRun: boolean, body: string, type = 'text/csv; charset=utf-8') =>
    client.request('POST', `/api/admin/companies/import?dryRun=${dryRun}`, { raw: body, headers: { 'Content-Type': type } })

  it('a dry run answers each row, ok or the messages of its columns, and writes nothing', async () => {
    const admin = await signedIn(t, 'admin')
    const before = await counts()
    const r = await post(admin.client, true, file())
    expect(r.status, r.text).to.equal(200)
    expect(r.body).to.deep.include({ dryRun: true, total: 7, valid: 2, created: 0, refused: 5 })
    const byRow = Object.fromEntries((r.body.rows as { row: number; ok: boolean; fieldErrors: Record<string, string> | null }[]).map((x) => [x.row, x]))
    expect(byRow[2]).to.deep.include({ ok: true, companyId: null, fieldErrors: null, name: 'Nordlicht Robotics' })
    expect(byRow[3]).to.deep.include({ ok: true, name: '=HYPERLINK("http://evil.example")' })
    expect(byRow[4].fieldErrors).to.deep.equal({ sector: 'Unknown sector "Underwater Basket Weaving"' })
    expect(byRow[5].fieldErrors).to.have.keys('email')
    expect(byRow[6].fieldErrors).to.deep.equal({ name: 'The same name as row 2 of this file' })
    expect(byRow[7].fieldErrors).to.have.keys('subsector')
    expect(byRow[8].fieldErrors).to.deep.equal({ verified: 'Only an approved (active) company can be verified' })
    expect(await counts()).to.deep.equal(before)
  })

  it('the real run creates the valid rows as the admin form does (events, audit) and leaves the refused ones out', async () => {
    const admin = await signedIn(t, 'admin')
    const r = await post(admin.client, false, file())
    expect(r.status, r.text).to.equal(200)
    expect(r.body).to.deep.include({ dryRun: false, total: 7, valid: 2, created: 2, refused: 5 })
    const created = await t.sql.all<{ name: string; description: string; status: string; is_verified: boolean; city: string | null }>(
      'select name, description, status, is_verified, city from companies order by id')
    expect(created).to.deep.equal([
      { name: 'Nordlicht Robotics', description: 'Robot arms.\r\nSecond line, with a comma', status: 'approved', is_verified: true, city: 'Berlin' },
      { name: '=HYPERLINK("http://evil.example")', description: '</script><script>alert(1)</script>', status: 'pending', is_verified: false, city: null },
    ])
    // The verified row holds a passport with the single check `review` (issue 22).
    expect(await t.sql.all(`select c.name, k.kind from company_verifications v join companies c on c.id = v.company_id
      join verification_checks k on k.verification_id = v.id`)).to.deep.equal([{ name: 'Nordlicht Robotics', kind: 'review' }])
    const ok = (r.body.rows as { ok: boolean; companyId: number }[]).filter((x) => x.ok)
    expect(ok.every((x) => typeof x.companyId === 'number')).to.equal(true)
    const events = await t.sql.all<{ type: string; actor_id: number }>("select type, actor_id from domain_events where aggregate_type = 'company' and type = 'CompanyCreated'")
    expect(events).to.have.length(2)
    expect(events.every((e) => e.actor_id === admin.id)).to.equal(true)
    const audit = await t.sql.all<{ action: string; actor_id: number }>("select action, actor_id from audit_entries where target_type = 'company' and action = 'CompanyCreated'")
    expect(audit).to.deep.equal([{ action: 'CompanyCreated', actor_id: admin.id }, { action: 'CompanyCreated', actor_id: admin.id }])
    // Importing the same file again: every name is taken now.
    const again = await post(admin.client, true, file())
    expect(again.body.rows[0].fieldErrors).to.deep.equal({ name: 'A company with this name already exists' })
    // The export neutralises the formula name the import kept as text.
    expect((await admin.client.get('/api/admin/companies/export?sort=name')).text).to.include(`"'=HYPERLINK(""http://evil.example"")"`)
  })

  it('refuses a body that is not text/csv (415), too large (413), unreadable or with unknown columns (400), and non-admins (403): nothing written', async () => {
    const admin = await signedIn(t, 'admin')
    const manager = await signedIn(t, 'company_manager')
    const before = await counts()
    expect((await post(admin.client, true, file(), 'text/plain')).status).to.equal(415)
    expect((await post(admin.client, true, file(), 'multipart/form-data; boundary=x')).status).to.equal(415)
    const json = await admin.client.post('/api/admin/companies/import?dryRun=true', { name: 'x' })
    expect(json.status, json.text).to.equal(415)
    const huge = 'Name,Description,Sector,Country,Email\r\n' + `A,${'x'.repeat(1000)},S,DE,a@example.com\r\n`.repeat(1100)
    expect((await post(admin.client, false, huge)).status).to.equal(413)
    // Sent in chunks without a length: refused once the cap is passed, still with an answer.
    const chunked = new ReadableStream<Uint8Array>({
      start(c) { for (let i = 0; i < 12; i++) c.enqueue(new TextEncoder().encode(huge.slice(0, 100_000))); c.close() },
    })
    const streamed = await fetch(`${t.baseUrl}/api/admin/companies/import?dryRun=true`, {
      method: 'POST', body: chunked, duplex: 'half', headers: { 'Content-Type': 'text/csv', Cookie: admin.client.cookieHeader, Origin: t.baseUrl },
    })
    expect(streamed.status).to.equal(413)
    const unknown = await post(admin.client, false, 'Name,Description,Sector,Country,Email,Password\r\nA,B,C,DE,a@example.com,x\r\n')
    expect(unknown.status).to.equal(400)
    expect(unknown.body.fieldErrors.file).to.equal('Unknown column: password')
    const missing = await post(admin.client, false, 'Name,Sector\r\nA,B\r\n')
    expect(missing.body.fieldErrors.file).to.equal('Missing columns: description, country, email')
    const broken = await post(admin.client, false, 'Name,Description,Sector,Country,Email\r\n"unterminated,B,C,DE,a@example.com\r\n')
    expect(broken.status).to.equal(400)
    expect(broken.body.fieldErrors.file).to.match(/^This is not a valid CSV file/)
    expect((await post(admin.client, false, 'Name,Description,Sector,Country,Email\r\n')).body.fieldErrors.file).to.equal('The file has no rows under its header')
    expect((await post(admin.client, true, file().slice(0, 10))).status).to.equal(400)
    expect((await admin.client.request('POST', '/api/admin/companies/import', { raw: file(), headers: { 'Content-Type': 'text/csv' } })).status).to.equal(400)
    expect((await post(manager.client, false, file())).status).to.equal(403)
    expect(await counts()).to.deep.equal(before)
  })
})
