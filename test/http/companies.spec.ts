import { expect } from 'chai'
import { catalogueIds, companyForm, signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'
import { PgCompanyViewCounter } from '../../src/adapters/projections/company/pg-company-view.counter'
import { companyViewed } from '../../src/domain/company/company'
import type { CompanyName } from '../../src/domain/company/company-name'

describe('companies (HTTP)', () => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  before(async () => { t = await testApp(); ids = await catalogueIds(t) })
  beforeEach(() => t.reset())

  const form = (over: Record<string, unknown> = {}) => companyForm(ids, over)

  const approveAndVerify = async (admin: Client, id: number) => {
    expect((await admin.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })).status).to.equal(200)
    expect((await admin.patch(`/api/admin/companies/${id}/verify`, { verified: true })).status).to.equal(200)
  }

  describe('creation', () => {
    it('a manager creates a company under review; it is not public yet', async () => {
      const m = await signedIn(t, 'company_manager')
      const res = await m.client.post('/api/companies', form())
      expect(res.status).to.equal(201)
      expect(res.body).to.include({ name: 'Nordlicht Robotics', status: 'pending', isVerified: false, views: 0, website: 'https://nordlicht.example.com/' })
      expect(res.body.products).to.deep.equal(['Cobot arm', 'Gripper'])
      expect((await new Client(t.baseUrl).get(`/api/companies/${res.body.id}`)).status).to.equal(404)
      expect((await m.client.get(`/api/companies/${res.body.id}`)).status).to.equal(200)
      const listed = await new Client(t.baseUrl).get('/api/companies')
      expect(listed.body).to.deep.equal([])
      const mine = await m.client.get('/api/my-companies')
      expect(mine.body.map((c: { name: string; status: string }) => [c.name, c.status])).to.deep.equal([['Nordlicht Robotics', 'pending']])
      const events = await t.sql.all<{ type: string }>(`select type from domain_events where aggregate_type = 'company'`)
      expect(events.map((e) => e.type)).to.deep.equal(['CompanyCreated'])
    })

    it('answers 400 with field messages for a bad form, and stores nothing', async () => {
      const m = await signedIn(t, 'company_manager')
      const res = await m.client.post('/api/companies', { name: ' ', contactEmail: 'nope', countryId: 'x', sectorId: 0, website: 'javascript:alert(1)', products: 'Gripper' })
      expect(res.status).to.equal(400)
      expect(res.body.fieldErrors).to.deep.include({
        name: 'Required', description: 'Required', contactEmail: 'Please enter a valid email', subsectorId: 'Required',
        website: 'Please enter a valid URL', products: 'Invalid input',
      })
      expect(res.body.fieldErrors.countryId).to.equal('Invalid input')
      const wrongSub = await m.client.post('/api/companies', form({ subsectorId: ids.otherSubsectorId }))
      expect(wrongSub.status).to.equal(400)
      expect(wrongSub.body.fieldErrors).to.deep.equal({ subsectorId: 'This subsector belongs to another sector' })
      const unknownCountry = await m.client.post('/api/companies', form({ countryId: 999999 }))
      expect(unknownCountry.body.fieldErrors).to.deep.equal({ countryId: 'Unknown country' })
      expect(await t.sql.all('select id from companies')).to.have.length(0)
    })

    it('refuses visitors (401) and individuals and media users (403)', async () => {
      expect((await new Client(t.baseUrl).post('/api/companies', form())).status).to.equal(401)
      for (const role of ['individual', 'media'] as const) {
        const u = await signedIn(t, role)
        expect((await u.client.post('/api/companies', form())).status, role).to.equal(403)
      }
      expect(await t.sql.all('select id from companies')).to.have.length(0)
    })

    it('holds the quota of 3 under concurrency: five parallel creates by a manager holding two leave exactly three', async () => {
      const m = await signedIn(t, 'company_manager')
      for (const n of [1, 2]) expect((await m.client.post('/api/companies', form({ name: `Company ${n}` }))).status).to.equal(201)
      const results = await Promise.all([3, 4, 5, 6, 7].map((n) => m.client.post('/api/companies', form({ name: `Company ${n}` }))))
      const statuses = results.map((r) => r.status).sort()
      expect(statuses).to.deep.equal([201, 409, 409, 409, 409])
      expect(results.find((r) => r.status === 409)!.body.message).to.equal('A company manager can manage up to 3 companies')
      const count = await t.sql.one<{ n: number }>('select count(*)::int as n from companies where manager_id = ?', [m.id])
      expect(count!.n).to.equal(3)
    })

    it('refuses an admin\'s pending company marked verified with 409, and stores neither the company nor an event (issue 17)', async () => {
      const a = await signedIn(t, 'admin')
      const res = await a.client.post('/api/admin/companies', form({ name: 'Refused Co', status: 'pending', verified: true }))
      expect(res.status).to.equal(409)
      expect(res.body.message).to.equal('Only an approved company can be verified (this one is pending)')
      expect(await t.sql.all(`select id from companies where name = 'Refused Co'`)).to.have.length(0)
      expect(await t.sql.all(`select id from domain_events where aggregate_type = 'company'`)).to.have.length(0)
      // The same form without the contradiction is stored.
      expect((await a.client.post('/api/admin/companies', form({ name: 'Refused Co', status: 'approved', verified: true }))).status).to.equal(201)
    })

    it('does not limit admins', async () => {
      const a = await signedIn(t, 'admin')
      for (const n of [1, 2, 3, 4]) expect((await a.client.post('/api/admin/companies', form({ name: `Admin Co ${n}` }))).status).to.equal(201)
    })

    it('starts approved when company moderation is off', async () => {
      await t.sql.run(`insert into settings (section, key, value) values ('registration', 'moderateCompanies', 'false')`)
      t.app.settings.invalidate()
      const m = await signedIn(t, 'company_manager')
      const res = await m.client.post('/api/companies', form())
      expect(res.body.status).to.equal('approved')
      expect((await new Client(t.baseUrl).get('/api/companies')).body).to.have.length(1)
    })
  })

  describe('lifecycle by admins', () => {
    it('approve, verify, suspend (clears the badge), reinstate; illegal transitions are 409', async () => {
      const m = await signedIn(t, 'company_manager')
      const a = await signedIn(t, 'admin')
      const { id } = (await m.client.post('/api/companies', form())).body
      expect((await a.client.patch(`/api/admin/companies/${id}/verify`, { verified: true })).status).to.equal(409)
      await approveAndVerify(a.client, id)
      expect((await new Client(t.baseUrl).get(`/api/companies/${id}`)).body).to.include({ status: 'approved', isVerified: true })
      const again = await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })
      expect(again.status).to.equal(409)
      expect(again.body.message).to.equal('Cannot approve a company that is approved')
      const suspended = await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'suspended', reason: 'Unpaid invoice' })
      expect(suspended.body).to.include({ status: 'suspended', isVerified: false })
      expect((await new Client(t.baseUrl).get(`/api/companies/${id}`)).status).to.equal(404)
      const back = await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'active' })
      expect(back.body).to.include({ status: 'approved', isVerified: false })
      const types = await t.sql.all<{ type: string }>(`select type from domain_events where aggregate_type = 'company' and type <> 'CompanyViewed' order by id`)
      expect(types.map((e) => e.type)).to.deep.equal(['CompanyCreated', 'CompanyApproved', 'CompanyVerified', 'CompanySuspended', 'CompanyVerificationRevoked', 'CompanyReinstated'])
    })

    it('a rejection needs a reason, which the manager sees; an edit resubmits the company', async () => {
      const m = await signedIn(t, 'company_manager')
      const a = await signedIn(t, 'admin')
      const { id } = (await m.client.post('/api/companies', form())).body
      const noReason = await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'rejected' })
      expect(noReason.status).to.equal(400)
      expect(noReason.body.fieldErrors).to.deep.equal({ reason: 'Please give a reason for the rejection' })
      expect((await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'rejected', reason: 'The website does not load' })).status).to.equal(200)
      const mine = await m.client.get('/api/my-companies')
      expect(mine.body[0]).to.include({ status: 'rejected', rejectionReason: 'The website does not load' })
      const edited = await m.client.patch(`/api/companies/${id}`, form({ website: 'https://nordlicht.example.org' }))
      expect(edited.status).to.equal(200)
      expect(edited.body).to.include({ status: 'pending', rejectionReason: null })
    })

    it('only admins decide: managers and others get 403, visitors 401', async () => {
      const m = await signedIn(t, 'company_manager')
      const media = await signedIn(t, 'media')
      const { id } = (await m.client.post('/api/companies', form())).body
      for (const c of [m.client, media.client]) {
        expect((await c.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })).status).to.equal(403)
        expect((await c.patch(`/api/admin/companies/${id}/verify`, { verified: true })).status).to.equal(403)
        expect((await c.get('/api/admin/companies')).status).to.equal(403)
      }
      expect((await new Client(t.baseUrl).patch(`/api/admin/companies/${id}/status`, { status: 'approved' })).status).to.equal(401)
      const row = await t.sql.one<{ status: string }>('select status from companies where id = ?', [id])
      expect(row!.status).to.equal('pending')
    })

    it('a refused decision changes nothing: no row, no event (verifying a pending company, an edit on an old version)', async () => {
      const m = await signedIn(t, 'company_manager')
      const a = await signedIn(t, 'admin')
      const { id } = (await m.client.post('/api/companies', form({ name: 'Still Pending Co' }))).body
      const events = async () => (await t.sql.all<{ type: string }>('select type from domain_events where aggregate_id = ? order by id', [String(id)])).map((e) => e.type)
      const before = await events()
      const state = async () => t.sql.one('select status, is_verified, version, name from companies where id = ?', [id])
      const stored = await state()
      expect((await a.client.patch(`/api/admin/companies/${id}/verify`, { verified: true })).status).to.equal(409)
      expect((await m.client.patch(`/api/companies/${id}`, { name: 'Renamed', version: 99 })).status).to.equal(409)
      expect(await state()).to.deep.equal(stored)
      expect(await events()).to.deep.equal(before)
    })

    it('bad status bodies are 400, unknown companies 404', async () => {
      const a = await signedIn(t, 'admin')
      expect((await a.client.patch('/api/admin/companies/999999/status', { status: 'approved' })).status).to.equal(404)
      expect((await a.client.patch('/api/admin/companies/abc/status', { status: 'approved' })).status).to.equal(400)
      const bad = await a.client.patch('/api/admin/companies/1/status', { status: 'archived' })
      expect(bad.status).to.equal(400)
      expect(bad.body.fieldErrors.status).to.match(/approved, rejected, suspended or pending/)
      expect((await a.client.patch('/api/admin/companies/1/verify', { verified: 'maybe' })).status).to.equal(400)
    })

    it('the admin list answers the spec\'s envelope with filters', async () => {
      const m = await signedIn(t, 'company_manager')
      const a = await signedIn(t, 'admin')
      const first = (await m.client.post('/api/companies', form({ name: 'Alpha Foods' }))).body
      await m.client.post('/api/companies', form({ name: 'Beta Metals' }))
      await approveAndVerify(a.client, first.id)
      const all = await a.client.get('/api/admin/companies?page=1')
      expect(all.body).to.include({ totalCompanies: 2, totalPages: 1 })
      expect(all.body.companies.map((c: { name: string }) => c.name)).to.have.members(['Alpha Foods', 'Beta Metals'])
      const verified = await a.client.get('/api/admin/companies?status=verified')
      expect(verified.body.companies.map((c: { name: string; verified: boolean }) => [c.name, c.verified])).to.deep.equal([['Alpha Foods', true]])
      const pending = await a.client.get('/api/admin/companies?status=pending&search=beta')
      expect(pending.body.totalCompanies).to.equal(1)
    })
  })

  describe('PATCH (partial)', () => {
    it('changes only the fields sent; the others, products included, keep their stored value', async () => {
      const m = await signedIn(t, 'company_manager')
      const created = await m.client.post('/api/companies', form({ name: 'Partial Co', website: 'https://partial.example', products: ['Cranes', 'Hoists'], contactPhone: '+49 30 1234567' }))
      expect(created.status).to.equal(201)
      const id = created.body.id as number
      const renamed = await m.client.patch(`/api/companies/${id}`, { name: 'Partial Company' })
      expect(renamed.status).to.equal(200)
      expect(renamed.body).to.include({ name: 'Partial Company', website: 'https://partial.example/', contactPhone: '+49 30 1234567' })
      expect(renamed.body.products).to.deep.equal(['Cranes', 'Hoists'])
      // A blank optional field clears it; an empty list empties it.
      const cleared = await m.client.patch(`/api/companies/${id}`, { website: '', products: [] })
      expect(cleared.body).to.include({ name: 'Partial Company', website: null })
      expect(cleared.body.products).to.deep.equal([])
      const row = await t.sql.one<{ name: string; website: string | null; contact_phone: string | null }>('select name, website, contact_phone from companies where id = ?', [id])
      expect(row).to.deep.equal({ name: 'Partial Company', website: null, contact_phone: '+49 30 1234567' })
    })

    it('refuses a blank required field or an unknown reference with 400 and changes nothing', async () => {
      const m = await signedIn(t, 'company_manager')
      const id = (await m.client.post('/api/companies', form({ name: 'Kept Co' }))).body.id as number
      const blank = await m.client.patch(`/api/companies/${id}`, { name: '  ' })
      expect(blank.status).to.equal(400)
      expect(blank.body.fieldErrors).to.deep.equal({ name: 'Required' })
      const unknown = await m.client.patch(`/api/companies/${id}`, { countryId: 999999 })
      expect(unknown.status).to.equal(400)
      expect(unknown.body.fieldErrors).to.have.property('countryId')
      // The three references read at once: each wrong one named.
      const all = await m.client.patch(`/api/companies/${id}`, { countryId: 999999, sectorId: 999999, subsectorId: ids.otherSubsectorId })
      expect(all.status).to.equal(400)
      expect(all.body.fieldErrors).to.deep.equal({ countryId: 'Unknown country', sectorId: 'Unknown sector', subsectorId: 'This subsector belongs to another sector' })
      expect(await t.sql.one('select name, version from companies where id = ?', [id])).to.deep.equal({ name: 'Kept Co', version: 1 })
      expect(await t.sql.all(`select id from domain_events where type = 'CompanyEdited'`)).to.have.length(0)
      expect(await t.sql.all(`select id from audit_entries where action = 'CompanyEdited'`)).to.have.length(0)
    })
  })

  describe('registration number', () => {
    it('is stored as the rule writes it, shown on the profile, and changed alone by a PATCH', async () => {
      const m = await signedIn(t, 'company_manager')
      const created = await m.client.post('/api/companies', form({ name: 'Registered Co', registrationNumber: 'de 123.456.789' }))
      expect(created.status).to.equal(201)
      expect(created.body).to.include({ registrationNumber: 'DE123456789' })
      const id = created.body.id as number
      const changed = await m.client.patch(`/api/companies/${id}`, { registrationNumber: 'HRB 12345' })
      expect(changed.status).to.equal(200)
      expect(changed.body).to.include({ name: 'Registered Co', registrationNumber: 'HRB 12345' })
      // A PATCH of another field keeps it; a blank one clears it.
      expect((await m.client.patch(`/api/companies/${id}`, { city: 'Hamburg' })).body).to.include({ registrationNumber: 'HRB 12345' })
      expect((await m.client.patch(`/api/companies/${id}`, { registrationNumber: '' })).body).to.include({ registrationNumber: null })
    })

    it('refuses a malformed number with 400 and its message, and stores nothing', async () => {
      const m = await signedIn(t, 'company_manager')
      const bad = await m.client.post('/api/companies', form({ name: 'Malformed Co', registrationNumber: 'DE12345' }))
      expect(bad.status).to.equal(400)
      expect(bad.body.fieldErrors).to.deep.equal({ registrationNumber: 'This is not a valid DE VAT number' })
      const markup = await m.client.post('/api/companies', form({ name: 'Malformed Co', registrationNumber: '</script>1' }))
      expect(markup.status).to.equal(400)
      expect(markup.body.fieldErrors).to.have.property('registrationNumber')
      expect(await t.sql.all(`select id from companies where name = 'Malformed Co'`)).to.have.length(0)
      expect(await t.sql.all('select id from domain_events')).to.have.length(0)
    })

    it('holds its form in the database too, whatever writes the row', async () => {
      const m = await signedIn(t, 'company_manager')
      const { id } = (await m.client.post('/api/companies', form({ name: 'Checked Co' }))).body as { id: number }
      let refused: unknown
      try {
        await t.sql.run('update companies set registration_number = ? where id = ?', ['hrb 1<2', id])
      } catch (err) {
        refused = err
      }
      expect(String(refused)).to.match(/companies_registration_number_form/)
    })
  })

  describe('ownership', () => {
    it('another manager cannot edit or delete a company (403 when public, 404 when not)', async () => {
      const owner = await signedIn(t, 'company_manager')
      const other = await signedIn(t, 'company_manager')
      const a = await signedIn(t, 'admin')
      const { id } = (await owner.client.post('/api/companies', form())).body
      expect((await other.client.patch(`/api/companies/${id}`, form({ name: 'Hijacked' }))).status).to.equal(404)
      expect((await other.client.delete(`/api/companies/${id}`)).status).to.equal(404)
      await approveAndVerify(a.client, id)
      expect((await other.client.patch(`/api/companies/${id}`, form({ name: 'Hijacked' }))).status).to.equal(403)
      expect((await other.client.delete(`/api/companies/${id}`)).status).to.equal(403)
      const row = await t.sql.one<{ name: string }>('select name from companies where id = ?', [id])
      expect(row!.name).to.equal('Nordlicht Robotics')
      expect((await owner.client.delete(`/api/companies/${id}`)).status).to.equal(204)
      expect(await t.sql.all('select company_id from directory_entries')).to.have.length(0)
    })
  })

  describe('directory', () => {
    const seedPublic = async () => {
      const m1 = await signedIn(t, 'company_manager')
      const m2 = await signedIn(t, 'company_manager')
      const a = await signedIn(t, 'admin')
      const made = []
      for (const [client, over] of [
        [m1.client, { name: 'Navigli Software', products: ['Cloud ERP'], description: 'Business software from Milan.' }],
        [m1.client, { name: 'Elbe Freight Solutions', products: ['Customs filing'], services: ['Sea freight'], description: 'Freight forwarding.' }],
        [m2.client, { name: 'Kaizen Robotics', products: ['Welding robot'], description: 'Robots for car plants.' }],
      ] as const) {
        const { id } = (await client.post('/api/companies', form(over))).body
        await approveAndVerify(a.client, id)
        made.push(id)
      }
      await m2.client.post('/api/companies', form({ name: 'Pending Pixels' }))
      return made
    }

    it('finds a company by a misspelt name, by a product and by a prefix; lists only approved ones', async () => {
      await seedPublic()
      const anon = new Client(t.baseUrl)
      const names = async (qs: string) => ((await anon.get(`/api/companies?${qs}`)).body as { name: string }[]).map((c) => c.name)
      expect(await names('search=navgli')).to.deep.equal(['Navigli Software'])
      expect(await names('search=welding')).to.deep.equal(['Kaizen Robotics'])
      expect(await names('search=frei')).to.deep.equal(['Elbe Freight Solutions'])
      expect(await names('search=Pending')).to.deep.equal([])
      expect(await names('sort=a-z')).to.deep.equal(['Elbe Freight Solutions', 'Kaizen Robotics', 'Navigli Software'])
      const paged = await anon.get('/api/companies?sort=a-z&page=2&pageSize=2')
      expect(paged.headers.get('x-total-count')).to.equal('3')
      expect(paged.body.map((c: { name: string }) => c.name)).to.deep.equal(['Navigli Software'])
      expect(await names('country=Germany,France')).to.have.length(3)
      expect(await names('country=FR')).to.deep.equal([])
      expect((await anon.get('/api/companies?status=pending')).body).to.deep.equal([])
    })

    it('answers bad queries with 400, never 500', async () => {
      const anon = new Client(t.baseUrl)
      for (const qs of ['page=0', 'pageSize=1000', 'sort=best', 'sectorId=abc', 'verified=perhaps', 'page=1e9', `search=${'x'.repeat(200)}`]) {
        const res = await anon.get(`/api/companies?${qs}`)
        expect(res.status, qs).to.equal(400)
      }
      expect((await anon.get('/api/companies?search=%27%3B%20drop%20table%20companies%3B--')).status).to.equal(200)
      expect((await anon.get('/api/companies?search=%F0%9F%98%80%20%3A*%20%26%7C!')).status).to.equal(200)
    })

    it('counts a view once per visitor session, not on every reload', async () => {
      const [id] = await seedPublic()
      const visitor = new Client(t.baseUrl)
      for (let i = 0; i < 3; i++) expect((await visitor.get(`/api/companies/${id}`)).status).to.equal(200)
      await new Client(t.baseUrl).get(`/api/companies/${id}`)
      const row = await t.sql.one<{ views: number }>('select views from companies where id = ?', [id])
      expect(row!.views).to.equal(2)
      const entry = await t.sql.one<{ views: number }>('select views from directory_entries where company_id = ?', [id])
      expect(entry!.views).to.equal(2)
    })

    it('a view writes everything it moves at once and answers the count, counted or not', async () => {
      const [id] = await seedPublic()
      const visitor = new Client(t.baseUrl)
      expect((await visitor.get(`/api/companies/${id}`)).body.views).to.equal(1)
      expect((await visitor.get(`/api/companies/${id}`)).body.views).to.equal(1)
      expect((await new Client(t.baseUrl).get(`/api/companies/${id}`)).body.views).to.equal(2)
      // Another visitor's view counted elsewhere shows at once, although the profile itself is kept in memory.
      await t.sql.run('update companies set views = views + 5 where id = ?', [id])
      expect((await visitor.get(`/api/companies/${id}`)).body.views).to.equal(7)
      const day = `sector_views_day:${new Date().toISOString().slice(0, 10)}:${ids.sectorId}`
      const row = await t.sql.one<Record<string, number>>(`select
          (select count(*)::int from company_views where company_id = ?) as visitors,
          (select count(*)::int from domain_events where type = 'CompanyViewed' and aggregate_id = ?) as events,
          (select total from admin_stats where metric = ?) as day,
          (select views from directory_entries where company_id = ?) as directory`, [id, String(id), day, id])
      expect(row).to.deep.equal({ visitors: 2, events: 2, day: 2, directory: 2 })
    })

    it('a view of a company deleted meanwhile counts nothing and is no error', async () => {
      const [id] = await seedPublic()
      const counter = new PgCompanyViewCounter(t.sql)
      const view = companyViewed({ id: id + 1000, name: 'Gone' as CompanyName }, null, new Date())
      expect(await counter.count(view, 'visitor-1')).to.equal(undefined)
      expect((await t.sql.one<{ n: number }>(`select count(*)::int as n from domain_events where type = 'CompanyViewed'`))!.n).to.equal(0)
    })

    it('views that arrive together are counted in one statement, each as if alone', async () => {
      const [a, b] = await seedPublic()
      const counter = new PgCompanyViewCounter(t.sql)
      const at = new Date('2026-11-21T23:59:59Z')
      const view = (id: number, actorId: number | null = null, when = at) => companyViewed({ id, name: `Company ${id}` as CompanyName }, actorId, when)
      const answers = await Promise.all([
        counter.count(view(a), 'v1'), counter.count(view(a), 'v2'), counter.count(view(a), 'v1'),
        counter.count(view(b, 7, new Date('2026-11-22T00:00:01Z')), 'v1'), counter.count(view(a! + 1000), 'v3'),
      ])
      expect(answers).to.deep.equal([2, 2, 2, 1, undefined])
      expect(await counter.count(view(a), 'v1')).to.equal(2)
      const events = await t.sql.all<{ aggregate_id: string; actor_id: number | null; day: string }>(`select aggregate_id, actor_id,
          to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day from domain_events where type = 'CompanyViewed' order by aggregate_id, day`)
      expect(events).to.deep.equal([
        { aggregate_id: String(a), actor_id: null, day: '2026-11-21' }, { aggregate_id: String(a), actor_id: null, day: '2026-11-21' },
        { aggregate_id: String(b), actor_id: 7, day: '2026-11-22' },
      ].sort((x, y) => x.aggregate_id.localeCompare(y.aggregate_id)))
      expect(await t.sql.all(`select metric, total from admin_stats where metric like 'sector_views_day:%' order by metric`)).to.deep.equal([
        { metric: `sector_views_day:2026-11-21:${ids.sectorId}`, total: 2 }, { metric: `sector_views_day:2026-11-22:${ids.sectorId}`, total: 1 },
      ])
      expect(await t.sql.all('select company_id, views from directory_entries where company_id in (?, ?) order by company_id', [a, b]))
        .to.deep.equal([{ company_id: a, views: 2 }, { company_id: b, views: 1 }].sort((x, y) => x.company_id! - y.company_id!))
    })

    it('profiles kept in memory follow every change at once: edits, status, verification, exhibitions', async () => {
      const m = await signedIn(t, 'company_manager')
      const a = await signedIn(t, 'admin')
      const { id } = (await m.client.post('/api/companies', form())).body
      await approveAndVerify(a.client, id)
      const anon = new Client(t.baseUrl)
      const profile = async () => (await anon.get(`/api/companies/${id}`))
      expect((await profile()).body).to.include({ name: 'Nordlicht Robotics', isVerified: true })
      expect((await m.client.patch(`/api/companies/${id}`, form({ name: 'Nordlicht Cobots', products: ['Gripper'] }))).status).to.equal(200)
      expect((await profile()).body).to.deep.include({ name: 'Nordlicht Cobots', products: ['Gripper'] })
      await a.client.patch(`/api/admin/companies/${id}/verify`, { verified: false })
      expect((await profile()).body.isVerified).to.equal(false)
      await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'suspended', reason: 'Unpaid invoice' })
      expect((await profile()).status).to.equal(404)
      // Its manager still sees it, read fresh.
      expect((await m.client.get(`/api/companies/${id}`)).body.status).to.equal('suspended')
      await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })
      expect((await profile()).status).to.equal(200)
      const expo = (await a.client.post('/api/admin/exhibitions', {
        name: 'Hannover Messe', description: 'x', startDate: '2030-04-01', endDate: '2030-04-05', location: 'Hannover', sectorId: ids.sectorId, allowedSectors: [], status: 'upcoming',
      })).body
      await a.client.patch(`/api/admin/companies/${id}/verify`, { verified: true })
      const applied = await m.client.post(`/api/exhibitions/${expo.id}/participants`, { companyId: id })
      expect(applied.status).to.equal(201)
      expect((await profile()).body.exhibitions).to.deep.equal([])
      expect((await a.client.patch(`/api/admin/exhibitions/${expo.id}/participants/${applied.body.id}`, { status: 'approved', boothNumber: 'B12' })).status).to.equal(200)
      expect((await profile()).body.exhibitions.map((e: { name: string; boothNumber: string }) => [e.name, e.boothNumber])).to.deep.equal([['Hannover Messe', 'B12']])
      await a.client.patch(`/api/admin/exhibitions/${expo.id}`, { ...expo, name: 'Hannover Messe 2030', allowedSectors: [] })
      expect((await profile()).body.exhibitions.map((e: { name: string }) => e.name)).to.deep.equal(['Hannover Messe 2030'])
    })

    it('a profile kept in memory is dropped when another instance announces a change (NOTIFY)', async () => {
      const [id] = await seedPublic()
      const anon = new Client(t.baseUrl)
      expect((await anon.get(`/api/companies/${id}`)).body.name).to.equal('Navigli Software')
      await t.sql.run(`update companies set name = 'Navigli Cloud' where id = ?`, [id])
      expect((await anon.get(`/api/companies/${id}`)).body.name).to.equal('Navigli Software')
      await t.sql.run(`select pg_notify('expo_atlas_changes', 'profiles')`)
      let seen = 'Navigli Software'
      for (let i = 0; i < 50 && seen !== 'Navigli Cloud'; i++) {
        await new Promise((r) => setTimeout(r, 20))
        seen = (await anon.get(`/api/companies/${id}`)).body.name
      }
      expect(seen).to.equal('Navigli Cloud')
    })

    it('features verified companies, most viewed first, capped by the settings', async () => {
      const made = await seedPublic()
      await t.sql.run('update directory_entries set views = ? where company_id = ?', [50, made[2]])
      const featured = await new Client(t.baseUrl).get('/api/companies?featured=true&limit=3')
      expect(featured.body.map((c: { id: number }) => c.id)[0]).to.equal(made[2])
      await t.sql.run(`insert into settings (section, key, value) values ('content', 'maxFeaturedCompanies', '1')`)
      t.app.settings.invalidate()
      expect((await new Client(t.baseUrl).get('/api/companies?featured=true&limit=3')).body).to.have.length(1)
    })

    it('matches whole words and prefixes before similar spellings: a typo only when the words find nothing', async () => {
      const m = await signedIn(t, 'company_manager')
      const a = await signedIn(t, 'admin')
      for (const name of ['Nordic Foods', 'Northstar Logistics']) {
        const { id } = (await m.client.post('/api/companies', form({ name, products: [], services: [], description: 'A company.' }))).body
        await approveAndVerify(a.client, id)
      }
      const anon = new Client(t.baseUrl)
      const names = async (qs: string) => ((await anon.get(`/api/companies?${qs}`)).body as { name: string }[]).map((c) => c.name)
      expect(await names('search=nordic')).to.deep.equal(['Nordic Foods'])
      expect(await names('search=nord')).to.deep.equal(['Nordic Foods'])
      expect(await names('search=northstra')).to.deep.equal(['Northstar Logistics'])
      expect(await names('search=nordik&sort=a-z')).to.include('Nordic Foods')
      // Three letters match a whole word; a name that merely starts so is found as a near spelling.
      expect(await names('search=nor&sort=a-z')).to.deep.equal(['Nordic Foods', 'Northstar Logistics'])
      const facets = (await anon.get('/api/companies/facets?search=nordic')).body
      expect(facets.sectors.map((s: { count: number }) => s.count)).to.deep.equal([1])
    })

    it('shows a change at once, though answers are kept in memory: approval, edit and suspension', async () => {
      await seedPublic()
      const anon = new Client(t.baseUrl)
      const list = async () => {
        const res = await anon.get('/api/companies?sort=a-z')
        return { names: (res.body as { name: string }[]).map((c) => c.name), total: res.headers.get('x-total-count') }
      }
      expect(await list()).to.deep.equal({ names: ['Elbe Freight Solutions', 'Kaizen Robotics', 'Navigli Software'], total: '3' })
      const m = await signedIn(t, 'company_manager')
      const a = await signedIn(t, 'admin')
      const { id } = (await m.client.post('/api/companies', form({ name: 'Aurora Optics' }))).body
      expect((await list()).names).to.not.include('Aurora Optics')
      await approveAndVerify(a.client, id)
      expect(await list()).to.deep.equal({ names: ['Aurora Optics', 'Elbe Freight Solutions', 'Kaizen Robotics', 'Navigli Software'], total: '4' })
      expect((await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'suspended', reason: 'Unpaid invoice' })).status).to.equal(200)
      expect(await list()).to.deep.equal({ names: ['Elbe Freight Solutions', 'Kaizen Robotics', 'Navigli Software'], total: '3' })
    })

    it('drops the answers it keeps when another instance announces a change (NOTIFY)', async () => {
      const [id] = await seedPublic()
      const anon = new Client(t.baseUrl)
      const first = async () => (await anon.get('/api/companies?sort=a-z&search=navigli')).body[0]?.name
      expect(await first()).to.equal('Navigli Software')
      // Another instance's projector wrote the row (here: directly) and announced it.
      await t.sql.run('update directory_entries set name = ? where company_id = ?', ['Navigli Systems', id])
      expect(await first()).to.equal('Navigli Software')
      await t.sql.run(`select pg_notify('expo_atlas_changes', 'directory')`)
      let name: string | undefined
      for (let i = 0; i < 50 && name !== 'Navigli Systems'; i++) {
        await new Promise((r) => setTimeout(r, 20))
        name = await first()
      }
      expect(name).to.equal('Navigli Systems')
    })

    it('pages through the first 10,000 results only (400 past them)', async () => {
      await seedPublic()
      const anon = new Client(t.baseUrl)
      expect((await anon.get('/api/companies?page=833&pageSize=12')).status).to.equal(200)
      const deep = await anon.get('/api/companies?page=834&pageSize=12')
      expect(deep.status).to.equal(400)
      expect(deep.body.fieldErrors.page).to.match(/first 10,000 results/)
      expect((await anon.get('/api/companies?page=209&pageSize=48')).status).to.equal(400)
    })

    it('counts facets per sector and country', async () => {
      await seedPublic()
      const facets = await new Client(t.baseUrl).get('/api/companies/facets?search=robot')
      expect(facets.body.countries).to.deep.equal([{ id: ids.countryId, name: 'Germany', code: 'DE', count: 1 }])
    })
  })

  describe('contact', () => {
    it('sends a signed-in user\'s message to the company through the outbox, five an hour at most', async () => {
      const m = await signedIn(t, 'company_manager')
      const a = await signedIn(t, 'admin')
      const v = await signedIn(t, 'individual', { firstName: 'Vera' })
      const { id } = (await m.client.post('/api/companies', form())).body
      expect((await v.client.post(`/api/companies/${id}/contact`, { subject: 'Hi', message: 'Hello' })).status).to.equal(404)
      await approveAndVerify(a.client, id)
      expect((await new Client(t.baseUrl).post(`/api/companies/${id}/contact`, { subject: 'Hi', message: 'Hello' })).status).to.equal(401)
      expect((await v.client.post(`/api/companies/${id}/contact`, { subject: '', message: 'Hello' })).body.fieldErrors).to.deep.equal({ subject: 'Required' })
      for (let i = 0; i < 5; i++) expect((await v.client.post(`/api/companies/${id}/contact`, { subject: `Question ${i}`, message: 'Do you ship to Chile?' })).status).to.equal(202)
      const limited = await v.client.post(`/api/companies/${id}/contact`, { subject: 'Again', message: 'Hello?' })
      expect(limited.status).to.equal(429)
      expect(limited.headers.get('retry-after')).to.equal('3600')
      const mails = await t.sql.all<{ to_address: string; reply_to: string; subject: string; body: string }>(`select to_address, reply_to, subject, body from email_outbox where kind = 'company_contact' order by id`)
      expect(mails).to.have.length(5)
      expect(mails[0]).to.include({ to_address: 'hello@nordlicht.example.com', reply_to: v.email, subject: '[Expo Atlas] Question 0' })
      expect(mails[0].body).to.contain('Do you ship to Chile?').and.contain('Vera Tester')
    })
  })

  describe('favourites', () => {
    it('saves and removes idempotently; only public companies; listed with the company name', async () => {
      const m = await signedIn(t, 'company_manager')
      const a = await signedIn(t, 'admin')
      const v = await signedIn(t, 'individual')
      const { id } = (await m.client.post('/api/companies', form())).body
      expect((await v.client.post('/api/favorites', { companyId: id })).status).to.equal(404)
      await approveAndVerify(a.client, id)
      expect((await v.client.post('/api/favorites', { companyId: id })).status).to.equal(201)
      expect((await v.client.post('/api/favorites', { companyId: id })).status).to.equal(201)
      expect((await v.client.get(`/api/companies/${id}/is-favorite`)).body).to.deep.equal({ isFavorite: true })
      const list = await v.client.get('/api/favorites')
      expect(list.body).to.have.length(1)
      expect(list.body[0].company.name).to.equal('Nordlicht Robotics')
      expect((await v.client.delete(`/api/favorites/${id}`)).status).to.equal(204)
      expect((await v.client.delete(`/api/favorites/${id}`)).status).to.equal(204)
      expect((await v.client.get(`/api/companies/${id}/is-favorite`)).body).to.deep.equal({ isFavorite: false })
      expect((await new Client(t.baseUrl).post('/api/favorites', { companyId: id })).status).to.equal(401)
      expect((await v.client.post('/api/favorites', { companyId: 'x' })).status).to.equal(400)
    })
  })
})
