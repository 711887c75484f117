// "Become a company manager" on PostgreSQL (issue 21): an individual's own account turns into a company manager's,
// keeping its session and favourites; admins see it in the activity; refusals change nothing.
import { expect } from 'chai'
import { catalogueIds, signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'

describe('become a company manager (HTTP)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())

  const roleOf = async (id: number) => (await t.sql.one<{ role: string }>('select role from users where id = ?', [id]))!.role
  const events = async () => (await t.sql.all<{ type: string }>(`select type from domain_events where type = 'UserBecameCompanyManager'`)).length

  it('an individual becomes a company manager in the same session and creates a company; admins see it in the activity', async () => {
    const ada = await signedIn(t, 'individual', { firstName: 'Ada' })
    const admin = await signedIn(t, 'admin')
    expect((await ada.client.post('/api/companies', {})).status).to.equal(403)
    const r = await ada.client.post('/api/user/become-manager')
    expect([r.status, r.body.role, r.body.id]).to.deep.equal([200, 'company_manager', ada.id])
    expect((await ada.client.get('/api/user')).body.role).to.equal('company_manager')
    const ids = await catalogueIds(t)
    const created = await ada.client.post('/api/companies', {
      name: 'Ada Analytics', description: 'Engines of difference.', contactEmail: 'hello@ada.example.com', countryId: ids.countryId, sectorId: ids.sectorId, subsectorId: ids.subsectorId,
    })
    expect(created.status).to.equal(201)
    const activity = (await admin.client.get('/api/admin/activities')).body.map((a: { description: string }) => a.description)
    expect(activity).to.include('Ada Tester became a company manager')

    // Once is enough: a manager is refused, and nothing is written again.
    const again = await ada.client.post('/api/user/become-manager')
    expect([again.status, again.body.message]).to.deep.equal([409, 'Only an individual account can become a company manager'])
    expect(await events()).to.equal(1)
  })

  it('refuses other roles, a closed company registration and an unverified address when required, leaving the role and no event', async () => {
    const sa = await signedIn(t, 'super_admin')
    for (const role of ['media', 'admin'] as const) {
      const u = await signedIn(t, role)
      expect((await u.client.post('/api/user/become-manager')).status).to.equal(409)
      expect(await roleOf(u.id)).to.equal(role)
    }
    expect((await sa.client.post('/api/user/become-manager')).status).to.equal(409)
    const unverified = await signedIn(t, 'individual', { isEmailVerified: false })
    await sa.client.patch('/api/admin/settings', { section: 'registration', key: 'requireEmailVerification', value: true })
    const r1 = await unverified.client.post('/api/user/become-manager')
    expect([r1.status, r1.body.message]).to.deep.equal([403, 'Please verify your email address before creating a company'])
    await sa.client.patch('/api/admin/settings', { section: 'registration', key: 'requireEmailVerification', value: false })
    await sa.client.patch('/api/admin/settings', { section: 'registration', key: 'allowCompanyRegistration', value: false })
    const r2 = await unverified.client.post('/api/user/become-manager')
    expect([r2.status, r2.body.message]).to.deep.equal([403, 'Company registration is currently closed'])
    expect(await roleOf(unverified.id)).to.equal('individual')
    expect(await events()).to.equal(0)
    // No session: 401; a body is ignored (nothing to choose), a foreign Origin is refused.
    expect((await new Client(t.baseUrl).post('/api/user/become-manager')).status).to.equal(401)
    const foreign = await unverified.client.post('/api/user/become-manager', { role: 'admin' }, { Origin: 'https://evil.example' })
    expect(foreign.status).to.equal(403)
    expect(await roleOf(unverified.id)).to.equal('individual')
  })
})
