import { expect } from 'chai'
import { catalogueIds, signedIn, TEST_PASSWORD } from './support/accounts'
import { Client } from './support/client'
import { PgAdminStatsReadModel } from '../../src/adapters/projections/admin-stats/pg-admin.read-model'
import { testApp, testClock, type TestApp } from './support/test-app'

describe('admin users, dashboard and profile (HTTP)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())

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

    it('an admin ends a user\'s sessions', async () => {
      const admin = await signedIn(t, 'admin')
      const v = await signedIn(t, 'individual')
      expect((await admin.client.delete(`/api/admin/users/${v.id}/sessions`)).body).to.deep.equal({ ended: 1 })
      expect((await v.client.get('/api/user')).status).to.equal(401)
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

    it('upcoming exhibitions and the 30-day views come from the projection and agree with counting, as time passes and things change', async () => {
      const at = (iso: string) => testClock.set(new Date(iso))
      at('2026-11-20T10:00:00Z')
      const admin = await signedIn(t, 'admin')
      const ids = await catalogueIds(t)
      const details = (name: string, startDate: string, status = 'upcoming') =>
        ({ name, description: 'x', startDate, endDate: startDate, location: 'Online', sectorId: ids.sectorId, allowedSectors: [], status })
      const expo = (name: string, startDate: string, status?: string) =>
        admin.client.post('/api/admin/exhibitions', details(name, startDate, status)).then((r) => r.body as { id: number })
      const company = async (name: string) => {
        const c = (await admin.client.post('/api/admin/companies', { name, description: 'x', countryId: ids.countryId, contactEmail: 'c@example.com', sectorId: ids.sectorId })).body
        await admin.client.patch(`/api/admin/companies/${c.id}/status`, { status: 'approved' })
        return c.id as number
      }
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
      expect((await t.sql.all(`select metric from admin_stats where metric like 'views_day:%' order by metric`)).map((r) => r.metric))
        .to.deep.equal(['views_day:2026-10-01', 'views_day:2026-10-21', 'views_day:2026-11-19', 'views_day:2026-11-20'])
      // Time alone: 'Soon' starts, the early views leave the window.
      await agree('2026-11-25T00:00:00.001Z', { upcoming: 1, views: 4 })
      // Back in time, and then changes through commands.
      await agree('2026-11-20T10:00:00Z', { upcoming: 2, views: 5 })
      expect((await admin.client.patch(`/api/admin/exhibitions/${later.id}`, details('Later', '2026-12-10', 'cancelled'))).status).to.equal(200)
      await agree('2026-11-20T10:00:00Z', { upcoming: 1, views: 5 })
      await admin.client.delete(`/api/admin/companies/${a}`)
      await agree('2026-11-20T10:00:00Z', { upcoming: 1, views: 2 })
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
