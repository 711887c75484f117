import { expect } from 'chai'
import { catalogueIds, signedIn, TEST_PASSWORD } from './support/accounts'
import { Client } from './support/client'
import { PgAdminStatsReadModel } from '../../src/adapters/projections/admin-stats/pg-admin.read-model'
import { AdminStatsProjector } from '../../src/adapters/projections/admin-stats/admin-stats.projector'
import { testApp, testClock, type TestApp } from './support/test-app'

describe('admin users, dashboard and profile (HTTP)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())

  /** A company the admin creates and approves (and verifies when asked); answers its id. */
  const approvedCompany = async (admin: Client, name: string, sectorId: number, verified = false) => {
    const { countryId } = await catalogueIds(t)
    const c = (await admin.post('/api/admin/companies', { name, description: 'x', countryId, contactEmail: 'c@example.com', sectorId })).body
    await admin.patch(`/api/admin/companies/${c.id}/status`, { status: 'approved' })
    if (verified) await admin.patch(`/api/admin/companies/${c.id}/verify`, { verified: true })
    return c.id as number
  }

  const person = (over: Record<string, unknown> = {}) => ({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', role: 'individual', password: 'Cobol-1959', ...over })

  describe('users', () => {
    it('an admin creates ordinary users but not admins (403); a super admin creates any', async () => {
      const admin = await signedIn(t, 'admin')
      const superAdmin = await signedIn(t, 'super_admin')
      const created = await admin.client.post('/api/admin/users', person({ role: 'media', mobileNumber: '+1 555 0100' }))
      expect(created.status).to.equal(201)
      expect(created.body).to.include({ email: 'grace@example.com', role: 'media' })
      expect(created.text).not.to.match(/password|\$2[aby]\$/i)
      const escalate = await admin.client.post('/api/admin/users', person({ email: 'x@example.com', role: 'admin' }))
      expect([escalate.status, escalate.body.message]).to.deep.equal([403, 'You cannot give the role admin'])
      expect((await superAdmin.client.post('/api/admin/users', person({ email: 'y@example.com', role: 'super_admin' }))).status).to.equal(201)
      expect((await admin.client.post('/api/admin/users', person())).status).to.equal(409)
      const bad = await admin.client.post('/api/admin/users', { firstName: '', email: 'no', role: 'king' })
      expect(bad.status).to.equal(400)
      expect(bad.body.fieldErrors).to.deep.include({ firstName: 'Required', email: 'Please enter a valid email', password: 'Required' })
    })

    it('an admin edits and deletes only users who are neither admin nor super admin', async () => {
      const admin = await signedIn(t, 'admin')
      const other = await signedIn(t, 'admin')
      const sa = await signedIn(t, 'super_admin')
      const body = (id: number, role: string) => ({ firstName: 'X', lastName: 'Y', email: `e${id}@example.com`, role })
      expect((await admin.client.patch(`/api/admin/users/${other.id}`, body(other.id, 'admin'))).status).to.equal(403)
      expect((await admin.client.delete(`/api/admin/users/${sa.id}`)).status).to.equal(403)
      expect((await admin.client.delete(`/api/admin/users/${other.id}`)).status).to.equal(403)
      expect((await t.sql.all('select id from users'))).to.have.length(3)
      const m = await signedIn(t, 'company_manager')
      expect((await admin.client.patch(`/api/admin/users/${m.id}`, body(m.id, 'individual'))).body.role).to.equal('individual')
      expect((await admin.client.patch(`/api/admin/users/${m.id}`, body(m.id, 'super_admin'))).status).to.equal(403)
    })

    it('PATCH is partial: a role alone keeps the mobile number and the rest; nothing new writes nothing', async () => {
      const admin = await signedIn(t, 'admin')
      const created = (await admin.client.post('/api/admin/users', person({ mobileNumber: '+1 555 0100' }))).body as { id: number }
      const events = async () => (await t.sql.all<{ type: string }>(`select type from domain_events where aggregate_type = 'user' order by id`)).map((e) => e.type)
      const before = await events()
      const changed = await admin.client.patch(`/api/admin/users/${created.id}`, { role: 'media' })
      expect(changed.status).to.equal(200)
      expect(changed.body).to.include({ role: 'media', firstName: 'Grace', email: 'grace@example.com', mobileNumber: '+1 555 0100' })
      expect(await t.sql.one('select first_name, mobile_number, role from users where id = ?', [created.id]))
        .to.deep.equal({ first_name: 'Grace', mobile_number: '+1 555 0100', role: 'media' })
      const afterChange = await events()
      expect(afterChange.slice(before.length)).to.deep.equal(['UserUpdated', 'UserRoleChanged'])
      // The same values again, or nothing at all: no write, no event.
      expect((await admin.client.patch(`/api/admin/users/${created.id}`, { role: 'media', firstName: 'Grace' })).status).to.equal(200)
      expect((await admin.client.patch(`/api/admin/users/${created.id}`, {})).status).to.equal(200)
      expect(await events()).to.deep.equal(afterChange)
      // A blank mobile number clears it; a blank name is refused and changes nothing.
      expect((await admin.client.patch(`/api/admin/users/${created.id}`, { mobileNumber: '' })).body).to.include({ mobileNumber: null })
      const blank = await admin.client.patch(`/api/admin/users/${created.id}`, { lastName: ' ' })
      expect([blank.status, blank.body.fieldErrors]).to.deep.equal([400, { lastName: 'Required' }])
      expect(await t.sql.one('select last_name from users where id = ?', [created.id])).to.deep.equal({ last_name: 'Hopper' })
    })

    it('a role change ends the user\'s sessions and shows in Recent Activity', async () => {
      const sa = await signedIn(t, 'super_admin')
      const m = await signedIn(t, 'company_manager', { firstName: 'Marco' })
      expect((await m.client.get('/api/user')).status).to.equal(200)
      await sa.client.patch(`/api/admin/users/${m.id}`, { firstName: 'Marco', lastName: 'Tester', email: m.email, role: 'media' })
      expect((await m.client.get('/api/user')).status).to.equal(401)
      const activity = await sa.client.get('/api/admin/activities')
      expect(activity.body.map((a: { description: string }) => a.description)).to.include('Marco Tester is now media')
    })

    it('nobody deletes or demotes the last super admin, nor themselves', async () => {
      const sa = await signedIn(t, 'super_admin', { firstName: 'Sofia' })
      const self = await sa.client.delete(`/api/admin/users/${sa.id}`)
      expect([self.status, self.body.message]).to.deep.equal([409, 'You cannot delete your own account'])
      const demoteSelf = await sa.client.patch(`/api/admin/users/${sa.id}`, { firstName: 'Sofia', lastName: 'Tester', email: sa.email, role: 'admin' })
      expect([demoteSelf.status, demoteSelf.body.message]).to.deep.equal([409, 'You cannot change your own role'])
      const second = await signedIn(t, 'super_admin')
      expect((await second.client.patch(`/api/admin/users/${sa.id}`, { firstName: 'Sofia', lastName: 'Tester', email: sa.email, role: 'admin' })).status).to.equal(200)
      const last = await sa.client.delete(`/api/admin/users/${second.id}`)
      expect(last.status).to.equal(401) // Sofia was demoted: her sessions ended
      const admin = await signedIn(t, 'admin')
      expect((await admin.client.delete(`/api/admin/users/${second.id}`)).status).to.equal(403)
      expect((await t.sql.all(`select id from users where role = 'super_admin'`))).to.have.length(1)
    })

    it('deleting a user ends their sessions and removes their companies from the directory', async () => {
      const admin = await signedIn(t, 'admin')
      const m = await signedIn(t, 'company_manager')
      const ids = await catalogueIds(t)
      const { id } = (await m.client.post('/api/companies', { name: 'Gone Co', description: 'x', countryId: ids.countryId, contactEmail: 'g@example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId })).body
      await admin.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })
      expect((await new Client(t.baseUrl).get('/api/companies')).body).to.have.length(1)
      expect((await admin.client.delete(`/api/admin/users/${m.id}`)).status).to.equal(204)
      expect((await m.client.get('/api/user')).status).to.equal(401)
      expect((await new Client(t.baseUrl).get('/api/companies')).body).to.have.length(0)
      expect((await admin.client.get('/api/admin/stats')).body.companies.total).to.equal(0)
    })

    it('lists with search and role filter in the spec\'s envelope; Super Admin filter only for super admins', async () => {
      const admin = await signedIn(t, 'admin')
      await signedIn(t, 'media', { firstName: 'Hannah' })
      const res = await admin.client.get('/api/admin/users?search=hannah&role=media')
      expect(res.body).to.include({ totalUsers: 1, totalPages: 1 })
      expect(res.body.users[0]).to.include({ firstName: 'Hannah', role: 'media' })
      expect((await admin.client.get('/api/admin/users?role=super_admin')).status).to.equal(403)
      const detail = await admin.client.get(`/api/admin/users/${res.body.users[0].id}`)
      expect(detail.body).to.include.keys(['companies', 'recentActivity', 'activeSessions'])
    })

    it('the admin tables and Recent Activity hold 10 rows unless asked for more (at most 100 a page), as the screens show them', async () => {
      const admin = await signedIn(t, 'admin')
      for (let i = 0; i < 11; i++) expect((await admin.client.post('/api/admin/users', person({ email: `p${i}@example.com` }))).status).to.equal(201)
      const first = (await admin.client.get('/api/admin/users')).body
      expect([first.users.length, first.totalUsers, first.totalPages]).to.deep.equal([10, 12, 2])
      expect((await admin.client.get('/api/admin/users?pageSize=100')).body.users).to.have.length(12)
      expect((await admin.client.get('/api/admin/users?pageSize=101')).status).to.equal(400)
      // The companies table pages like the others (it took the directory's 48 as its most).
      expect((await admin.client.get('/api/admin/companies?pageSize=100')).status).to.equal(200)
      expect((await admin.client.get('/api/admin/companies?pageSize=101')).status).to.equal(400)
      expect((await admin.client.get('/api/admin/activities')).body).to.have.length(10)
      expect((await admin.client.get('/api/admin/activities?limit=11')).body).to.have.length(11)
    })

    it('an admin ends a user\'s sessions', async () => {
      const admin = await signedIn(t, 'admin')
      const v = await signedIn(t, 'individual')
      expect((await admin.client.delete(`/api/admin/users/${v.id}/sessions`)).body).to.deep.equal({ ended: 1 })
      expect((await v.client.get('/api/user')).status).to.equal(401)
    })

    it('a role change to an email already in use answers 409, and the role, the email, the sessions and the activity stay as they were', async () => {
      const admin = await signedIn(t, 'admin')
      const m = await signedIn(t, 'company_manager', { firstName: 'Marco' })
      const other = await signedIn(t, 'individual')
      const refused = await admin.client.patch(`/api/admin/users/${m.id}`, { firstName: 'Marco', lastName: 'Tester', email: other.email.toUpperCase(), role: 'media' })
      expect([refused.status, refused.body.message]).to.deep.equal([409, 'An account with this email already exists'])
      expect(await t.sql.one('select role, email from users where id = ?', [m.id])).to.deep.equal({ role: 'company_manager', email: m.email })
      expect((await m.client.get('/api/user')).body).to.include({ role: 'company_manager' })
      expect(await t.sql.all(`select type from domain_events where aggregate_type = 'user' and aggregate_id = ?`, [String(m.id)])).to.deep.equal([])
    })
  })

  describe('dashboard', () => {
    it('stats come from the projection and follow commands at once', async () => {
      const admin = await signedIn(t, 'admin')
      await new Client(t.baseUrl).post('/api/register', { firstName: 'N', lastName: 'U', email: 'nu@example.com', password: 'Passw0rd!x', confirmPassword: 'Passw0rd!x' })
      const after = (await admin.client.get('/api/admin/stats')).body
      const users = await t.sql.one<{ n: number }>('select count(*)::int as n from users')
      expect(after.users.total).to.equal(users!.n)
      expect(after.users.growth).to.equal(100)
      expect(after).to.have.keys(['users', 'companies', 'exhibitions', 'mediaItems', 'pendingMediaAccess', 'topSector', 'topCompany', 'avgViews'])
      expect((await admin.client.get('/api/admin/pending-approvals')).body).to.have.keys(['companies', 'mediaItems', 'mediaAccessRequests'])
      const m = await signedIn(t, 'company_manager')
      expect((await m.client.get('/api/admin/stats')).status).to.equal(403)
    })

    it('growth follows deletions: a user and a company added and deleted this month change nothing; deleting an older one is a fall', async () => {
      const at = (iso: string) => testClock.set(new Date(iso))
      at('2026-10-15T10:00:00Z')
      const admin = await signedIn(t, 'admin')
      const ids = await catalogueIds(t)
      const october: number[] = []
      for (let i = 0; i < 4; i++) october.push((await admin.client.post('/api/admin/users', person({ email: `oct${i}@example.com` }))).body.id)
      const oldCompanies = [await approvedCompany(admin.client, 'Old One', ids.sectorId), await approvedCompany(admin.client, 'Old Two', ids.sectorId)]
      at('2026-11-20T10:00:00Z')
      await admin.client.post('/api/admin/users', person({ email: 'nov@example.com' }))
      await approvedCompany(admin.client, 'New One', ids.sectorId)
      const figures = async () => {
        const s = (await admin.client.get('/api/admin/stats')).body
        return { users: [s.users.total, s.users.growth], companies: [s.companies.total, s.companies.growth] }
      }
      // 6 users (the admin, 4 of October, 1 of November): 1 added to 5, +20 %; 3 companies: 1 added to 2, +50 %.
      expect(await figures()).to.deep.equal({ users: [6, 20], companies: [3, 50] })

      const user = (await admin.client.post('/api/admin/users', person({ email: 'brief@example.com' }))).body
      const company = await approvedCompany(admin.client, 'Brief Co', ids.sectorId)
      expect(await figures()).to.deep.equal({ users: [7, 40], companies: [4, 100] })
      expect((await admin.client.delete(`/api/admin/users/${user.id}`)).status).to.equal(204)
      expect((await admin.client.delete(`/api/admin/companies/${company}`)).status).to.equal(204)
      expect(await figures()).to.deep.equal({ users: [6, 20], companies: [3, 50] })

      // One of October's goes: 6 → 5 users since the month began (6 then), 0 net; 3 → 2 companies, 0 net.
      await admin.client.delete(`/api/admin/users/${october[0]}`)
      await admin.client.delete(`/api/admin/companies/${oldCompanies[0]}`)
      expect(await figures()).to.deep.equal({ users: [5, 0], companies: [2, 0] })
      await admin.client.delete(`/api/admin/users/${october[1]}`)
      expect((await figures()).users).to.deep.equal([4, -20])

      // A rebuild from the event log agrees.
      const before = await t.sql.all('select * from admin_stats_monthly order by month, metric')
      await new AdminStatsProjector(t.sql).rebuild()
      expect(await t.sql.all('select * from admin_stats_monthly order by month, metric')).to.deep.equal(before)
    })

    it('upcoming exhibitions and the 30-day views come from the projection and agree with counting, as time passes and things change', async () => {
      const at = (iso: string) => testClock.set(new Date(iso))
      at('2026-11-20T10:00:00Z')
      const admin = await signedIn(t, 'admin')
      const ids = await catalogueIds(t)
      const details = (name: string, startDate: string, status = 'upcoming') =>
        ({ name, description: 'x', startDate, endDate: startDate, location: 'Online', sectorId: ids.sectorId, allowedSectors: [], status })
      const expo = (name: string, startDate: string, status?: string) =>
        admin.client.post('/api/admin/exhibitions', details(name, startDate, status)).then((r) => r.body as { id: number })
      const company = (name: string) => approvedCompany(admin.client, name, ids.sectorId)
      const view = async (id: number, iso: string) => { at(iso); await new Client(t.baseUrl).get(`/api/companies/${id}`) }

      await expo('Soon', '2026-11-25')
      const later = await expo('Later', '2026-12-10')
      await expo('Called off', '2026-12-01', 'cancelled')
      await expo('Past', '2026-10-01')
      const a = await company('Alpha Co')
      const b = await company('Beta Co')
      await view(a, '2026-10-01T09:00:00Z') // long ago
      await view(a, '2026-10-21T08:00:00Z') // the first day of the window, before its first moment
      await view(b, '2026-10-21T12:00:00Z') // the first day of the window, inside it
      for (const iso of ['2026-11-19T23:00:00Z', '2026-11-20T09:00:00Z', '2026-11-20T09:30:00Z']) await view(a, iso)
      await view(b, '2026-11-20T09:45:00Z')

      const reads = new PgAdminStatsReadModel(t.sql)
      const counted = async (now: Date) => ({
        upcoming: (await t.sql.one<{ n: number }>('select count(*)::int as n from exhibitions where start_date > ? and not cancelled', [now]))!.n,
        views: (await t.sql.one<{ n: number }>('select count(*)::int as n from company_views where viewed_at >= ?', [new Date(now.getTime() - 30 * 86_400_000)]))!.n,
      })
      const projected = async (now: Date) => ({ upcoming: await reads.upcomingExhibitions(now), views: await reads.viewsSince(new Date(now.getTime() - 30 * 86_400_000)) })
      const agree = async (iso: string, expected: { upcoming: number; views: number }) => {
        at(iso)
        const now = new Date(iso)
        expect(await projected(now), iso).to.deep.equal(expected)
        expect(await counted(now), iso).to.deep.equal(expected)
        const stats = (await admin.client.get('/api/admin/stats')).body
        expect([stats.exhibitions.upcoming, stats.avgViews], iso).to.deep.equal([expected.upcoming, Math.round((expected.views / 30) * 10) / 10])
      }
      await agree('2026-11-20T10:00:00Z', { upcoming: 2, views: 5 })
      // The company_views rows themselves are not counted over the whole window: days come from the projection.
      expect((await t.sql.all(`select distinct split_part(metric, ':', 2) as day from admin_stats where metric like 'sector_views_day:%' order by 1`)).map((r) => r.day))
        .to.deep.equal(['2026-10-01', '2026-10-21', '2026-11-19', '2026-11-20'])
      // Time alone: 'Soon' starts, the early views leave the window.
      await agree('2026-11-25T00:00:00.001Z', { upcoming: 1, views: 4 })
      // Back in time, and then changes through commands.
      await agree('2026-11-20T10:00:00Z', { upcoming: 2, views: 5 })
      expect((await admin.client.patch(`/api/admin/exhibitions/${later.id}`, details('Later', '2026-12-10', 'cancelled'))).status).to.equal(200)
      await agree('2026-11-20T10:00:00Z', { upcoming: 1, views: 5 })
      await admin.client.delete(`/api/admin/companies/${a}`)
      await agree('2026-11-20T10:00:00Z', { upcoming: 1, views: 2 })
    })

    it('Most Active Sector: the sector whose companies were viewed most in the last 30 days, else the one with the most companies', async () => {
      const at = (iso: string) => testClock.set(new Date(iso))
      at('2026-11-20T10:00:00Z')
      const admin = await signedIn(t, 'admin')
      const [crowded, viewed] = await t.sql.all<{ id: number; name: string }>('select id, name from sectors order by id limit 2')
      const company = (name: string, sectorId: number) => approvedCompany(admin.client, name, sectorId)
      const crowd = [await company('One', crowded.id), await company('Two', crowded.id), await company('Three', crowded.id)]
      const lone = await company('Lone', viewed.id)
      const topSector = async () => (await admin.client.get('/api/admin/stats')).body.topSector
      expect(await topSector()).to.equal(crowded.name) // no views: the most companies
      const view = async (id: number, iso: string) => { at(iso); await new Client(t.baseUrl).get(`/api/companies/${id}`) }
      for (const id of crowd) await view(id, '2026-10-10T12:00:00Z') // more views, but long ago
      await view(crowd[0], '2026-10-10T13:00:00Z')
      await view(lone, '2026-11-01T12:00:00Z')
      await view(lone, '2026-11-19T12:00:00Z')
      at('2026-11-20T10:00:00Z')
      expect(await topSector()).to.equal(viewed.name)
      expect((await t.sql.all(`select metric, total from admin_stats where metric like 'sector_views_day:%' order by metric`))).to.deep.equal([
        { metric: `sector_views_day:2026-10-10:${crowded.id}`, total: 4 },
        { metric: `sector_views_day:2026-11-01:${viewed.id}`, total: 1 },
        { metric: `sector_views_day:2026-11-19:${viewed.id}`, total: 1 },
      ])
      // The per-day rows stay out of the totals.
      expect(Object.keys((await admin.client.get('/api/admin/stats')).body)).to.have.length(8)
      // Time passes: nothing viewed in the last 30 days, back to the most companies.
      at('2026-12-20T10:00:00Z')
      expect(await topSector()).to.equal(crowded.name)
      // A deleted company takes its views with it: they are recounted per sector too.
      at('2026-11-20T10:00:00Z')
      for (const iso of ['2026-11-20T09:00:00Z', '2026-11-20T09:30:00Z', '2026-11-20T09:45:00Z']) await view(crowd[1], iso)
      at('2026-11-20T10:00:00Z')
      expect(await topSector()).to.equal(crowded.name) // 3 views against 2
      await admin.client.delete(`/api/admin/companies/${crowd[1]}`)
      expect(await topSector()).to.equal(viewed.name)
      expect((await t.sql.all(`select metric from admin_stats where metric like 'sector_views_day:%' order by metric`)).map((r) => r.metric))
        .to.deep.equal([`sector_views_day:2026-10-10:${crowded.id}`, `sector_views_day:2026-11-01:${viewed.id}`, `sector_views_day:2026-11-19:${viewed.id}`])
    })
  })

  describe('recommendations', () => {
    type Item = { kind: string; reason: string; company?: { id: number; name: string }; exhibition?: { id: number; name: string } }
    const summary = (items: Item[]) => items.map((i) => [i.kind, i.company?.name ?? i.exhibition?.name, i.reason])

    /** Two sectors, approved companies in each, exhibitions past, upcoming, cancelled and open to all. */
    const world = async () => {
      testClock.set(new Date('2026-11-20T10:00:00Z'))
      const admin = await signedIn(t, 'admin')
      const [tech, green] = await t.sql.all<{ id: number; name: string }>('select id, name from sectors order by id limit 2')
      const company = (name: string, sectorId: number, verified = false) => approvedCompany(admin.client, name, sectorId, verified)
      const expo = async (name: string, startDate: string, endDate: string, allowedSectors: number[], over: Record<string, unknown> = {}) => {
        const res = await admin.client.post('/api/admin/exhibitions', {
          name, description: 'x', startDate, endDate, location: 'Online', sectorId: tech.id, allowedSectors, status: 'upcoming', ...over,
        })
        expect(res.status, res.text).to.equal(201)
        return res.body.id as number
      }
      const confirm = async (exhibitionId: number, companyId: number, client = admin.client) => {
        const applied = await client.post(`/api/exhibitions/${exhibitionId}/participants`, { companyId })
        expect(applied.status, applied.text).to.equal(201)
        expect((await admin.client.patch(`/api/admin/exhibitions/${exhibitionId}/participants/${applied.body.id}`, { status: 'approved' })).status).to.equal(200)
      }
      const c = {
        alpha: await company('Alpha Tech', tech.id), beta: await company('Beta Tech', tech.id),
        gamma: await company('Gamma Green', green.id, true), delta: await company('Delta Green', green.id, true), popular: await company('Zeta Popular', green.id, true),
      }
      await new Client(t.baseUrl).get(`/api/companies/${c.popular}`)
      const x = {
        techDays: await expo('Tech Days', '2026-12-01', '2026-12-03', [tech.id]),
        greenWeek: await expo('Green Week', '2026-12-10', '2026-12-12', [green.id]),
        past: await expo('Past Fair', '2026-10-01', '2026-10-02', [tech.id]),
        calledOff: await expo('Called Off', '2026-12-05', '2026-12-06', [tech.id], { status: 'cancelled' }),
        openToAll: await expo('Open House', '2026-12-15', '2026-12-16', []),
        closedToAll: await expo('Late Comers', '2026-12-20', '2026-12-21', [], { registrationDeadline: '2026-11-15' }),
      }
      await confirm(x.greenWeek, c.gamma)
      await confirm(x.greenWeek, c.delta)
      return { admin, tech: tech, green: green, c, x, confirm }
    }

    it('an individual gets companies like their favourites and the exhibitions of their sectors and favourites, each with its reason', async () => {
      const { c, tech, green } = await world()
      const v = await signedIn(t, 'individual')
      await v.client.post('/api/favorites', { companyId: c.alpha })
      const one = await v.client.get('/api/recommendations?limit=6')
      expect(one.status).to.equal(200)
      // About a third exhibitions, after the companies picked for the user, before the popular ones.
      expect(summary(one.body)).to.deep.equal([
        ['company', 'Beta Tech', `Because you saved Alpha Tech, also in ${tech.name}`],
        ['company', 'Zeta Popular', 'From Germany, like companies you saved'],
        ['company', 'Gamma Green', 'From Germany, like companies you saved'],
        ['company', 'Delta Green', 'From Germany, like companies you saved'],
        ['exhibition', 'Tech Days', `Because you saved companies in ${tech.name}`],
      ])
      // Unless asked, as many as the dashboard shows.
      expect((await v.client.get('/api/recommendations')).body).to.have.length(4)
      // A company item keeps the shape the dashboard always read; an exhibition item says when and where.
      expect(one.body[0].company).to.have.keys(['id', 'name', 'logo', 'country', 'sector', 'subsector', 'isVerified', 'views', 'description'])
      expect(one.body[4].exhibition).to.deep.equal({
        id: one.body[4].exhibition.id, name: 'Tech Days', startDate: '2026-12-01T00:00:00.000Z', endDate: '2026-12-03T00:00:00.000Z',
        location: 'Online', isVirtual: false, posterImage: null,
      })
      // A saved company exhibiting is the stronger reason.
      await v.client.post('/api/favorites', { companyId: c.gamma })
      const two = (await v.client.get('/api/recommendations?limit=6')).body
      expect(summary(two)).to.deep.equal([
        ['company', 'Zeta Popular', `Because you saved Gamma Green, also in ${green.name}`],
        ['company', 'Delta Green', `Because you saved Gamma Green, also in ${green.name}`],
        ['company', 'Beta Tech', `Because you saved Alpha Tech, also in ${tech.name}`],
        ['exhibition', 'Green Week', 'Gamma Green, which you saved, exhibits there'],
        ['exhibition', 'Tech Days', `Because you saved companies in ${tech.name}`],
      ])
      // A list of one has no room for an exhibition; an ongoing one is still suggested, an ended one no more.
      expect(summary((await v.client.get('/api/recommendations?limit=1')).body).map(([kind]) => kind)).to.deep.equal(['company'])
      testClock.set(new Date('2026-12-02T12:00:00Z'))
      expect(summary((await v.client.get('/api/recommendations?limit=6')).body).filter(([kind]) => kind === 'exhibition').map(([, name]) => name))
        .to.deep.equal(['Green Week', 'Tech Days'])
      testClock.set(new Date('2026-12-04T00:00:00Z'))
      expect(summary((await v.client.get('/api/recommendations?limit=6')).body).filter(([kind]) => kind === 'exhibition').map(([, name]) => name))
        .to.deep.equal(['Green Week'])
    })

    it('a manager gets fellow exhibitors and the exhibitions open to their company, never the ones it joined', async () => {
      const { admin, x, green, confirm } = await world()
      const m = await signedIn(t, 'company_manager')
      const ids = await catalogueIds(t)
      const subsector = await t.sql.one<{ id: number }>('select id from subsectors where sector_id = ? order by id limit 1', [green.id])
      const own = (await m.client.post('/api/companies', {
        name: 'Mine Green', description: 'x', countryId: ids.countryId, contactEmail: 'm@example.com', sectorId: green.id, subsectorId: subsector!.id,
      })).body
      // Neither approved nor verified yet: no exhibition it could apply to.
      const exhibitions = async () => summary((await m.client.get('/api/recommendations?limit=6')).body).filter(([kind]) => kind === 'exhibition')
      expect(await exhibitions()).to.deep.equal([])
      await admin.client.patch(`/api/admin/companies/${own.id}/status`, { status: 'approved' })
      expect(await exhibitions()).to.deep.equal([])
      await admin.client.patch(`/api/admin/companies/${own.id}/verify`, { verified: true })
      expect(await exhibitions()).to.deep.equal([
        ['exhibition', 'Green Week', `Open to ${green.name} companies like Mine Green`],
        ['exhibition', 'Open House', `Open to ${green.name} companies like Mine Green`],
      ])
      await confirm(x.greenWeek, own.id, m.client)
      const after = summary((await m.client.get('/api/recommendations?limit=6')).body)
      expect(after).to.deep.include.members([
        ['company', 'Delta Green', 'Exhibits at Green Week, like Mine Green'],
        ['company', 'Gamma Green', 'Exhibits at Green Week, like Mine Green'],
        ['exhibition', 'Open House', `Open to ${green.name} companies like Mine Green`],
      ])
      for (const name of ['Green Week', 'Mine Green', 'Late Comers', 'Called Off', 'Past Fair']) expect(after.map(([, n]) => n)).not.to.include(name)
    })

    it('a new user gets the most viewed verified companies', async () => {
      await world()
      const v = await signedIn(t, 'individual')
      expect(summary((await v.client.get('/api/recommendations')).body)).to.deep.equal([
        ['company', 'Zeta Popular', 'Popular on Expo Atlas'],
        ['company', 'Gamma Green', 'Popular on Expo Atlas'],
        ['company', 'Delta Green', 'Popular on Expo Atlas'],
      ])
    })
  })

  describe('profile', () => {
    it('edits the name and mobile number; never the role', async () => {
      const v = await signedIn(t, 'individual')
      const res = await v.client.patch('/api/user', { firstName: 'Emily', lastName: 'Carter', mobileNumber: '+44 7700 900123', role: 'admin' })
      expect(res.status).to.equal(200)
      expect(res.body).to.include({ firstName: 'Emily', mobileNumber: '+44 7700 900123', role: 'individual' })
    })

    it('a password change needs the current password and ends the other sessions', async () => {
      const v = await signedIn(t, 'individual')
      const otherDevice = new Client(t.baseUrl)
      await otherDevice.post('/api/login', { email: v.email, password: TEST_PASSWORD })
      const wrong = await v.client.post('/api/user/password', { currentPassword: 'nope', newPassword: 'N3w-password', confirmPassword: 'N3w-password' })
      expect(wrong.body.fieldErrors).to.deep.equal({ currentPassword: 'Current password is incorrect' })
      const ok = await v.client.post('/api/user/password', { currentPassword: TEST_PASSWORD, newPassword: 'N3w-password', confirmPassword: 'N3w-password' })
      expect(ok.status).to.equal(200)
      expect((await v.client.get('/api/user')).status).to.equal(200)
      expect((await otherDevice.get('/api/user')).status).to.equal(401)
      expect((await new Client(t.baseUrl).post('/api/login', { email: v.email, password: 'N3w-password' })).status).to.equal(200)
    })

    it('a tour finished for the first time shows once in the user\'s Activity, not in the admins\' Recent Activity', async () => {
      const v = await signedIn(t, 'individual')
      const admin = await signedIn(t, 'admin')
      for (const route of ['/', '/', '/directory', '/']) expect((await v.client.post('/api/user/tours', { route })).status).to.equal(200)
      const tours = (await v.client.get('/api/user/activity')).body.filter((a: { eventType: string }) => a.eventType === 'TourCompleted')
      expect(tours.map((a: { description: string; link: string; type: string }) => [a.description, a.link, a.type])).to.deep.equal([
        ['Directory tour completed', '/directory', 'user'],
        ['Welcome tour completed', '/', 'user'],
      ])
      expect(await t.sql.all(`select aggregate_id, actor_id, payload from domain_events where type = 'TourCompleted' order by id`)).to.deep.equal([
        { aggregate_id: String(v.id), actor_id: v.id, payload: { route: '/' } },
        { aggregate_id: String(v.id), actor_id: v.id, payload: { route: '/directory' } },
      ])
      const recent = (await admin.client.get('/api/admin/activities')).body as { eventType: string }[]
      expect(recent.map((a) => a.eventType)).not.to.include('TourCompleted')
      // Tours restarted (DELETE) and finished again: a new completion.
      await v.client.delete('/api/user/tours')
      await v.client.post('/api/user/tours', { route: '/' })
      expect((await t.sql.all(`select id from domain_events where type = 'TourCompleted'`))).to.have.length(3)
      // A refused route records nothing.
      expect((await v.client.post('/api/user/tours', { route: '/../admin' })).status).to.equal(400)
      expect((await t.sql.all(`select id from domain_events where type = 'TourCompleted'`))).to.have.length(3)
    })

    it('remembers completed tours on the server and lists the user\'s own activity', async () => {
      const v = await signedIn(t, 'individual')
      expect((await v.client.post('/api/user/tours', { route: '/directory' })).body).to.deep.equal({ completed: { '/directory': true } })
      expect((await v.client.get('/api/user/tours')).body).to.deep.equal({ completed: { '/directory': true } })
      expect((await v.client.post('/api/user/tours', { route: 'javascript:x' })).status).to.equal(400)
      expect((await v.client.get('/api/user/activity')).status).to.equal(200)
      expect((await new Client(t.baseUrl).get('/api/recommendations')).status).to.equal(401)
      expect((await v.client.get('/api/recommendations')).status).to.equal(200)
    })
  })
})
