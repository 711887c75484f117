// The audit trail (issue 19; docs/ubiquitous-language/audit-trail.md): every change of the records
// admins oversee is an entry with who, when, what, the target, the reason and each field before and
// after; append-only in the database; filtered, paged and exported as CSV by any admin.
import { expect } from 'chai'
import { parse } from 'csv-parse/sync'
import { neutralised } from '../../src/adapters/http/csv'
import { AuditTrailProjector } from '../../src/adapters/projections/audit/audit-trail.projector'
import { catalogueIds, companyForm, signedIn } from './support/accounts'
import { testApp, testClock, type TestApp } from './support/test-app'
import { onFreshApp, type CatalogueIds } from './support/suite'

interface Entry {
  id: number
  occurredAt: string
  actor: { id: number; name: string; role: string | null } | null
  action: string
  summary: string
  target: { type: string; id: string; label: string }
  reason: string | null
  changes: Record<string, { from: unknown; to: unknown; fromLabel?: string; toLabel?: string }>
}

describe('the audit trail (HTTP)', () => {
  let t: TestApp
  let ids: CatalogueIds
  onFreshApp((app, catalogue) => { t = app; ids = catalogue })

  const count = async () => (await t.sql.one<{ n: number }>('select count(*)::int as n from audit_entries'))!.n

  /** An admin (named Ada Admin) and a pending company of a manager. */
  const setUp = async () => {
    const admin = await signedIn(t, 'admin', { firstName: 'Ada' })
    const manager = await signedIn(t, 'company_manager', { firstName: 'Max' })
    const created = await manager.client.post('/api/companies', companyForm(ids))
    expect(created.status, created.text).to.equal(201)
    return { admin, manager, companyId: created.body.id as number }
  }

  const historyOf = async (client: { get: (p: string) => Promise<{ status: number; body: Entry[]; headers: Headers }> }, type: string, id: number | string) => {
    const r = await client.get(`/api/admin/audit?targetType=${type}&targetId=${id}`)
    expect(r.status).to.equal(200)
    return r
  }

  it("an admin's edit of a company is an entry: who (named as then), when, what, the target, and each changed field before and after", async () => {
    const { admin, companyId } = await setUp()
    testClock.set(new Date('2026-11-21T09:30:00Z'))
    const edited = await admin.client.patch(`/api/admin/companies/${companyId}`, { name: 'Nordlicht Robotics GmbH', city: 'Bremen', subsectorId: null })
    expect(edited.status, edited.text).to.equal(200)
    // The admin's name changes later: the entry keeps the name of the time.
    await t.sql.run(`update users set first_name = 'Renamed' where id = ?`, [admin.id])

    const r = await historyOf(admin.client, 'company', companyId)
    expect(r.headers.get('x-total-count')).to.equal('2')
    const [edit, creation] = r.body
    expect(edit).to.deep.include({
      occurredAt: '2026-11-21T09:30:00.000Z', actor: { id: admin.id, name: 'Ada Tester', role: 'admin' }, action: 'CompanyEdited',
      target: { type: 'company', id: String(companyId), label: 'Nordlicht Robotics' }, reason: null,
    })
    const subsector = await t.sql.one<{ name: string }>('select name from subsectors where id = ?', [ids.subsectorId])
    expect(edit.changes).to.deep.equal({
      name: { from: 'Nordlicht Robotics', to: 'Nordlicht Robotics GmbH' },
      city: { from: null, to: 'Bremen' },
      subsectorId: { from: ids.subsectorId, to: null, fromLabel: subsector!.name },
    })
    expect(creation).to.deep.include({ action: 'CompanyCreated', actor: { id: creation.actor!.id, name: 'Max Tester', role: 'company_manager' } })
    expect(creation.changes.status).to.deep.equal({ from: null, to: 'pending' })
  })

  it('an edit of the country, the sector and the subsector names each before and after, from its own table', async () => {
    const { admin, companyId } = await setUp()
    const other = await t.sql.one<{ id: number; sector_id: number; name: string; sector: string }>(`select ss.id, ss.sector_id, ss.name, s.name as sector
      from subsectors ss join sectors s on s.id = ss.sector_id where ss.id = ?`, [ids.otherSubsectorId])
    const country = await t.sql.one<{ id: number; name: string }>(`select id, name from countries where code = 'FR'`)
    const before = await t.sql.one<{ country: string; sector: string; subsector: string }>(`select co.name as country, s.name as sector, ss.name as subsector
      from countries co, sectors s, subsectors ss where co.id = ? and s.id = ? and ss.id = ?`, [ids.countryId, ids.sectorId, ids.subsectorId])
    expect(other!.sector_id).to.not.equal(ids.sectorId)
    const edited = await admin.client.patch(`/api/admin/companies/${companyId}`, { countryId: country!.id, sectorId: other!.sector_id, subsectorId: other!.id })
    expect(edited.status, edited.text).to.equal(200)
    const [edit] = (await historyOf(admin.client, 'company', companyId)).body
    expect(edit.changes).to.deep.equal({
      countryId: { from: ids.countryId, to: country!.id, fromLabel: before!.country, toLabel: country!.name },
      sectorId: { from: ids.sectorId, to: other!.sector_id, fromLabel: before!.sector, toLabel: other!.sector },
      subsectorId: { from: ids.subsectorId, to: other!.id, fromLabel: before!.subsector, toLabel: other!.name },
    })
  })

  it('a status change with a reason, and the badge it takes away, are entries of their own', async () => {
    const { admin, companyId } = await setUp()
    await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status: 'approved' })
    await admin.client.patch(`/api/admin/companies/${companyId}/verify`, { verified: true })
    const suspended = await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status: 'suspended', reason: 'Unpaid invoices' })
    expect(suspended.status, suspended.text).to.equal(200)
    const entries = (await historyOf(admin.client, 'company', companyId)).body
    expect(entries.map((e) => [e.action, e.reason, e.changes])).to.deep.equal([
      ['CompanyVerificationRevoked', null, { isVerified: { from: true, to: false } }],
      ['CompanySuspended', 'Unpaid invoices', { status: { from: 'approved', to: 'suspended' }, suspensionReason: { from: null, to: 'Unpaid invoices' } }],
      ['CompanyVerified', null, { isVerified: { from: false, to: true } }],
      ['CompanyApproved', null, { status: { from: 'pending', to: 'approved' } }],
      ['CompanyCreated', null, entries[4].changes],
    ])
  })

  it('a refused command writes no entry, and neither does an edit that changes nothing', async () => {
    const { admin, manager, companyId } = await setUp()
    const before = await count()
    expect((await admin.client.patch(`/api/admin/companies/${companyId}/verify`, { verified: true })).status).to.equal(409)
    expect((await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status: 'rejected' })).status).to.equal(400)
    expect((await manager.client.patch(`/api/admin/companies/${companyId}`, { name: 'Mine' })).status).to.equal(403)
    expect((await admin.client.patch(`/api/admin/companies/${companyId}`, { version: 99, name: 'Stale' })).status).to.equal(409)
    const expo = await admin.client.post('/api/admin/exhibitions', {
      name: 'Expo', description: 'x', startDate: '2026-12-01', endDate: '2026-12-03', location: 'Online', sectorId: ids.sectorId, allowedSectors: [],
    })
    expect(expo.status, expo.text).to.equal(201)
    const afterCreate = await count()
    expect(afterCreate).to.equal(before + 1)
    expect((await admin.client.patch(`/api/admin/exhibitions/${expo.body.id}`, { endDate: '2026-11-01' })).status).to.equal(400)
    expect((await admin.client.patch(`/api/admin/exhibitions/${expo.body.id}`, { name: 'Expo' })).status).to.equal(200)
    expect(await count()).to.equal(afterCreate)
  })

  it('entries cannot be changed or deleted, not even by SQL: the database refuses', async () => {
    const { admin, companyId } = await setUp()
    await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status: 'approved' })
    const n = await count()
    expect(n).to.be.greaterThan(0)
    for (const statement of [
      `update audit_entries set actor_name = 'Someone else'`,
      `update audit_entries set changes = '{}' where action = 'CompanyApproved'`,
      'delete from audit_entries',
      'truncate audit_entries',
    ]) {
      let refused: unknown
      await t.sql.run(statement).catch((e: unknown) => { refused = e })
      expect(String(refused), statement).to.match(/audit entries are append-only/)
    }
    expect(await count()).to.equal(n)
    expect((await t.sql.one<{ actor_name: string }>(`select actor_name from audit_entries where action = 'CompanyApproved'`))!.actor_name).to.equal('Ada Tester')
  })

  it('clearing the system logs leaves the audit trail whole', async () => {
    const { admin, companyId } = await setUp()
    const superAdmin = await signedIn(t, 'super_admin')
    await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status: 'approved' })
    const n = await count()
    const cleared = await superAdmin.client.delete('/api/admin/logs')
    expect(cleared.status).to.equal(200)
    expect(await count()).to.equal(n)
    expect((await admin.client.get('/api/admin/audit')).headers.get('x-total-count')).to.equal(String(n))
  })

  it("an exhibition's history holds its participations; a company's holds its participations and media items", async () => {
    const { admin, manager, companyId } = await setUp()
    await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status: 'approved' })
    await admin.client.patch(`/api/admin/companies/${companyId}/verify`, { verified: true })
    const expo = (await admin.client.post('/api/admin/exhibitions', {
      name: 'Future Mobility Expo', description: 'x', startDate: '2026-12-01', endDate: '2026-12-03', location: 'Online', sectorId: ids.sectorId, allowedSectors: [],
    })).body
    const applied = await manager.client.post(`/api/exhibitions/${expo.id}/participants`, { companyId })
    expect(applied.status, applied.text).to.equal(201)
    const decided = await admin.client.patch(`/api/admin/exhibitions/${expo.id}/participants/${applied.body.id}`, { status: 'approved', boothNumber: 'D-36' })
    expect(decided.status, decided.text).to.equal(200)
    const media = await manager.client.post(`/api/companies/${companyId}/media`, { title: 'Opening', content: 'We open.', type: 'news' })
    expect(media.status, media.text).to.equal(201)
    const rejected = await admin.client.post(`/api/company-media/${media.body.id}/approve`, { status: 'rejected', reason: 'Blurry photo' })
    expect(rejected.status, rejected.text).to.equal(200)

    const ofExpo = (await historyOf(admin.client, 'exhibition', expo.id)).body
    expect(ofExpo.map((e) => [e.action, e.target.type, e.target.label])).to.deep.equal([
      ['ParticipationConfirmed', 'participation', 'Nordlicht Robotics at Future Mobility Expo'],
      ['ParticipationRequested', 'participation', 'Nordlicht Robotics at Future Mobility Expo'],
      ['ExhibitionCreated', 'exhibition', 'Future Mobility Expo'],
    ])
    expect(ofExpo[0].changes).to.deep.equal({ status: { from: 'pending', to: 'approved' }, boothNumber: { from: null, to: 'D-36' } })
    const ofCompany = (await historyOf(admin.client, 'company', companyId)).body
    expect(ofCompany.slice(0, 4).map((e) => [e.action, e.reason])).to.deep.equal([
      ['MediaItemRejected', 'Blurry photo'], ['MediaItemSubmitted', null], ['ParticipationConfirmed', null], ['ParticipationRequested', null],
    ])
    const ofMedia = (await historyOf(admin.client, 'media', media.body.id)).body
    expect(ofMedia[0].changes).to.deep.equal({ status: { from: 'pending', to: 'rejected' }, rejectionReason: { from: null, to: 'Blurry photo' } })
  })

  it("a user's history: an admin's edit and role change; a password reads as hidden", async () => {
    const { admin } = await setUp()
    const created = await admin.client.post('/api/admin/users', { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', role: 'individual', password: 'Cobol-1959!x' })
    expect(created.status, created.text).to.equal(201)
    const changed = await admin.client.patch(`/api/admin/users/${created.body.id}`, { role: 'media', mobileNumber: '+1 555 0100', password: 'Cobol-1960!y' })
    expect(changed.status, changed.text).to.equal(200)
    const entries = (await historyOf(admin.client, 'user', created.body.id)).body
    expect(entries.map((e) => [e.action, e.changes])).to.deep.equal([
      ['UserRoleChanged', { role: { from: 'individual', to: 'media' } }],
      ['UserUpdated', { mobileNumber: { from: null, to: '+1 555 0100' }, password: { from: '(hidden)', to: '(hidden)' } }],
      ['UserCreated', entries[2].changes],
    ])
    expect(JSON.stringify(await t.sql.all('select * from audit_entries'))).not.to.match(/Cobol|\$2[aby]\$/)
  })

  it('a setting change is an entry with the value before and after; a secret reads as hidden', async () => {
    const superAdmin = await signedIn(t, 'super_admin')
    expect((await superAdmin.client.patch('/api/admin/settings', { section: 'general', key: 'siteName', value: 'Atlas Expo' })).status).to.equal(200)
    expect((await superAdmin.client.patch('/api/admin/settings', { section: 'security', key: 'recaptchaSecretKey', value: 's3cr3t-key' })).status).to.equal(200)
    const entries = (await superAdmin.client.get('/api/admin/audit?targetType=settings')).body as Entry[]
    expect(entries.map((e) => [e.target.id, e.changes])).to.deep.equal([
      ['security.recaptchaSecretKey', { recaptchaSecretKey: { from: '(hidden)', to: '(hidden)' } }],
      ['general.siteName', { siteName: { from: 'Expo Atlas', to: 'Atlas Expo' } }],
    ])
    expect(JSON.stringify(await t.sql.all('select * from audit_entries'))).not.to.include('s3cr3t')
  })

  it('filters by actor, action, target type and days (in the platform time zone), and pages', async () => {
    const { admin, manager, companyId } = await setUp()
    const other = await signedIn(t, 'super_admin', { firstName: 'Sofia' })
    testClock.set(new Date('2026-11-22T10:00:00Z'))
    await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status: 'approved' })
    testClock.set(new Date('2026-11-24T23:30:00Z'))
    await other.client.patch(`/api/admin/companies/${companyId}/verify`, { verified: true })
    testClock.set(new Date('2026-11-25T10:00:00Z'))
    await admin.client.patch(`/api/admin/companies/${companyId}`, { city: 'Kiel' })

    const ask = async (query: string) => {
      const r = await admin.client.get(`/api/admin/audit?${query}`)
      expect(r.status, `${query}: ${r.text}`).to.equal(200)
      return { actions: (r.body as Entry[]).map((e) => e.action), total: Number(r.headers.get('x-total-count')) }
    }
    expect(await ask(`actorId=${admin.id}`)).to.deep.equal({ actions: ['CompanyEdited', 'CompanyApproved'], total: 2 })
    expect(await ask(`actorId=${manager.id}`)).to.deep.equal({ actions: ['CompanyCreated'], total: 1 })
    expect(await ask('action=CompanyVerified')).to.deep.equal({ actions: ['CompanyVerified'], total: 1 })
    expect(await ask('targetType=exhibition')).to.deep.equal({ actions: [], total: 0 })
    expect(await ask('from=2026-11-22&to=2026-11-24')).to.deep.equal({ actions: ['CompanyVerified', 'CompanyApproved'], total: 2 })
    expect(await ask('from=2026-11-25')).to.deep.equal({ actions: ['CompanyEdited'], total: 1 })
    expect(await ask('pageSize=1&page=2')).to.deep.equal({ actions: ['CompanyVerified'], total: 4 })
    // Days are the platform's: 23:30 UTC on the 24th is the 25th in Berlin.
    await other.client.patch('/api/admin/settings', { section: 'general', key: 'timezone', value: 'Europe/Berlin' })
    expect((await ask('from=2026-11-25&action=CompanyVerified')).total).to.equal(1)

    const facets = await admin.client.get('/api/admin/audit/facets')
    expect(facets.body.actors.map((a: { name: string }) => a.name)).to.deep.equal(['Ada Tester', 'Max Tester', 'Sofia Tester'])
    expect(facets.body.actions).to.deep.equal(['CompanyApproved', 'CompanyCreated', 'CompanyEdited', 'CompanyVerified', 'SettingChanged'])

    for (const [query, field] of [['from=2026-11-25&to=2026-11-24', 'to'], ['from=2026-02-30', 'from'], ['targetType=planet', 'targetType'], ['action=a;b', 'action'], ['pageSize=101', 'pageSize'], ['actorId=x', 'actorId']]) {
      const r = await admin.client.get(`/api/admin/audit?${query}`)
      expect([r.status, Object.keys(r.body.fieldErrors ?? {})], query).to.deep.equal([400, [field]])
    }
  })

  it('exports the filter as CSV: one line per entry, formula cells neutralised, other records left out', async () => {
    const { admin, companyId } = await setUp()
    const otherCompany = (await admin.client.post('/api/admin/companies', { ...companyForm(ids, { name: 'Other One' }) })).body.id as number
    await admin.client.patch(`/api/admin/companies/${companyId}`, { name: '=HYPERLINK("http://evil.example.com","Click")', city: '+1 555', description: '@SUM(A1)' })
    await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status: 'rejected', reason: '-2+3 is not a website' })
    await admin.client.patch(`/api/admin/companies/${otherCompany}`, { city: 'Kiel' })

    const r = await admin.client.get(`/api/admin/audit/export?targetType=company&targetId=${companyId}`)
    expect(r.status).to.equal(200)
    expect(r.headers.get('content-type')).to.match(/^text\/csv/)
    expect(r.headers.get('content-disposition')).to.match(/^attachment; filename="audit-trail-2026-11-20\.csv"$/)
    const rows = parse<Record<string, string>>(r.text, { bom: true, columns: true })
    expect(rows.map((row) => row.Action)).to.deep.equal(['CompanyRejected', 'CompanyEdited', 'CompanyCreated'])
    expect(rows.every((row) => row['Target ID'] === String(companyId))).to.equal(true)
    expect(rows[0]).to.include({ Actor: 'Ada Tester', 'Actor ID': String(admin.id), 'Actor role': 'admin', Reason: "'-2+3 is not a website", 'Target type': 'company' })
    // The rejection's target label is the name of the time, a formula: neutralised.
    expect(rows[0].Target).to.equal(`'=HYPERLINK("http://evil.example.com","Click")`)
    expect(rows[1].Changes.split('\n')).to.include.members([
      'name: Nordlicht Robotics → =HYPERLINK("http://evil.example.com","Click")', 'city: — → +1 555',
    ])
    // No cell of the file starts a formula.
    const cells: string[][] = parse(r.text, { bom: true })
    for (const row of cells) for (const c of row) expect(c, c).not.to.match(/^[=+\-@\t\r]/)

    const all = await admin.client.get('/api/admin/audit/export')
    expect(parse(all.text, { bom: true, columns: true }).length).to.equal(await count())
    expect((await admin.client.get('/api/admin/audit/export?from=2026-11-25&to=2026-11-24')).status).to.equal(400)
  })

  it('exports past one batch of rows, newest first, every entry once', async () => {
    const admin = await signedIn(t, 'admin')
    await t.sql.run(`insert into audit_entries (occurred_at, actor_id, actor_name, action, summary, target_type, target_id, target_label, changes)
      select now() - (g || ' seconds')::interval, ?, 'Ada Tester', 'CompanyEdited', 'Company ' || g || ' was edited', 'company', g::text, 'Company ' || g,
        jsonb_build_object('city', jsonb_build_object('from', null, 'to', '=cmd' || g))
      from generate_series(1, 1234) g`, [admin.id])
    const r = await admin.client.get('/api/admin/audit/export?action=CompanyEdited')
    const rows = parse<Record<string, string>>(r.text, { bom: true, columns: true })
    expect(rows).to.have.length(1234)
    expect(rows.map((row) => Number(row['Target ID']))).to.deep.equal(Array.from({ length: 1234 }, (_, i) => 1234 - i))
    expect(rows[0].Changes).to.equal('city: — → =cmd1234')
  })

  it('fills an empty trail once from the event log: older events without their changes, views and favourites left out', async () => {
    const admin = await signedIn(t, 'admin', { firstName: 'Ada' })
    await t.sql.run(`insert into domain_events (type, aggregate_type, aggregate_id, actor_id, payload, occurred_at) values
      ('CompanyRejected', 'company', '5', ?, '{"companyName": "Old Co", "reason": "No website"}', '2026-01-02T10:00:00Z'),
      ('CompanyViewed', 'company', '5', null, '{"companyName": "Old Co"}', '2026-01-03T10:00:00Z'),
      ('FavoriteAdded', 'favorite', '9', ?, '{"companyName": "Old Co"}', '2026-01-03T11:00:00Z')`, [admin.id, admin.id])
    const projector = new AuditTrailProjector(t.sql)
    expect(await projector.backfill()).to.equal(1)
    expect(await projector.backfill()).to.equal(0)
    const [entry] = (await admin.client.get('/api/admin/audit')).body as Entry[]
    expect(entry).to.deep.include({
      occurredAt: '2026-01-02T10:00:00.000Z', action: 'CompanyRejected', reason: 'No website', changes: {},
      actor: { id: admin.id, name: 'Ada Tester', role: 'admin' }, target: { type: 'company', id: '5', label: 'Old Co' },
    })
    expect(await count()).to.equal(1)
  })
})

describe('Recent Activity (HTTP): names the actor, filtered by kind', () => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  before(async () => { t = await testApp(); ids = await catalogueIds(t) })
  beforeEach(() => t.reset())

  it('each entry names who did it; `type` keeps one kind; the platform itself is named by no one', async () => {
    const admin = await signedIn(t, 'admin', { firstName: 'Ada' })
    const superAdmin = await signedIn(t, 'super_admin', { firstName: 'Sofia' })
    const manager = await signedIn(t, 'company_manager', { firstName: 'Max' })
    const company = (await manager.client.post('/api/companies', companyForm(ids))).body
    await admin.client.patch(`/api/admin/companies/${company.id}/status`, { status: 'approved' })
    await admin.client.post('/api/admin/users', { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', role: 'individual', password: 'Cobol-1959!x' })
    await superAdmin.client.patch('/api/admin/settings', { section: 'general', key: 'siteName', value: 'Atlas Expo' })
    await t.sql.run(`insert into domain_events (type, aggregate_type, aggregate_id, actor_id, payload) values ('CompanyApproved', 'company', ?, null, '{"companyName": "Nordlicht Robotics", "automatic": true}')`, [String(company.id)])

    const feed = async (query = '') => {
      const r = await superAdmin.client.get(`/api/admin/activities${query}`)
      expect(r.status, r.text).to.equal(200)
      return (r.body as { eventType: string; actorName: string | null }[]).map((e) => [e.eventType, e.actorName])
    }
    expect(await feed()).to.deep.equal([
      ['CompanyApproved', null], ['SettingChanged', 'Sofia Tester'], ['UserCreated', 'Ada Tester'], ['CompanyApproved', 'Ada Tester'], ['CompanyCreated', 'Max Tester'],
    ])
    expect(await feed('?type=company')).to.deep.equal([['CompanyApproved', null], ['CompanyApproved', 'Ada Tester'], ['CompanyCreated', 'Max Tester']])
    expect(await feed('?type=user')).to.deep.equal([['UserCreated', 'Ada Tester']])
    expect(await feed('?type=other')).to.deep.equal([['SettingChanged', 'Sofia Tester']])
    expect(await feed('?type=exhibition&limit=5')).to.deep.equal([])
    expect(await feed('?type=all&limit=1')).to.deep.equal([['CompanyApproved', null]])
    // An actor deleted since is named by id.
    await superAdmin.client.delete(`/api/admin/users/${admin.id}`)
    expect((await feed('?type=user'))[0]).to.deep.equal(['UserDeleted', 'Sofia Tester'])
    expect(await feed('?type=company&limit=2')).to.deep.include(['CompanyApproved', `User #${admin.id}`])
    const bad = await superAdmin.client.get('/api/admin/activities?type=planet')
    expect([bad.status, Object.keys(bad.body.fieldErrors)]).to.deep.equal([400, ['type']])
  })
})

describe('CSV cells', () => {
  it('neutralises a text a spreadsheet would run as a formula, and only that', () => {
    for (const formula of ['=1+2', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) expect(neutralised(formula)).to.equal(`'${formula}`)
    for (const text of ['Nordlicht', ' =1', 'a=b', '', "'=1", '1-2']) expect(neutralised(text)).to.equal(text)
  })
})
