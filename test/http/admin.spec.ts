import { expect } from 'chai'
import { catalogueIds, signedIn, TEST_PASSWORD } from './support/accounts'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'

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
