// The dashboard's growth charts (issue 19): users, companies, media items and views over a range, from the
// admin-stats read side (admin_stats_daily, kept by triggers; the views per day).
import { expect } from 'chai'
import { catalogueIds, signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, testClock, type TestApp } from './support/test-app'

const DAY = 86_400_000

describe('admin growth series (HTTP)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())

  it('counts each day\'s additions and removals into running totals, and the views of each day', async () => {
    const midnight = Math.floor(Date.now() / DAY) * DAY
    const daysAgo = (n: number) => new Date(midnight - n * DAY + 12 * 3600_000)
    const dayOf = (n: number) => daysAgo(n).toISOString().slice(0, 10)
    const admin = await signedIn(t, 'admin')
    const register = async (email: string, n: number) => {
      testClock.set(daysAgo(n))
      const r = await new Client(t.baseUrl).post('/api/register', { firstName: 'Ada', lastName: 'L', email, password: 'Passw0rd!x', confirmPassword: 'Passw0rd!x' })
      return r.body.id as number
    }
    const first = await register('first@example.com', 40)
    await register('second@example.com', 40)
    await register('third@example.com', 10)
    testClock.set(daysAgo(5))
    const { countryId, sectorId } = await catalogueIds(t)
    const company = (await admin.client.post('/api/admin/companies', { name: 'Growth Co', description: 'x', countryId, contactEmail: 'c@example.com', sectorId, status: 'approved' })).body
    await new Client(t.baseUrl).get(`/api/companies/${company.id}`)
    testClock.set(daysAgo(2))
    await new Client(t.baseUrl).get(`/api/companies/${company.id}`)
    testClock.useRealTime()
    // A deletion counts on the day it happens.
    expect((await admin.client.delete(`/api/admin/users/${first}`)).status).to.equal(204)

    const days = await admin.client.get('/api/admin/stats/growth?range=30d')
    expect(days.status).to.equal(200)
    expect(days.body).to.include({ range: '30d', interval: 'day', from: dayOf(29), to: dayOf(0) })
    expect(days.body.start).to.deep.equal({ users: 2, companies: 0, mediaItems: 0 })
    const at = (n: number) => days.body.points.find((p: { from: string }) => p.from === dayOf(n))
    expect(at(11)).to.include({ users: 2, companies: 0, views: 0 })
    expect(at(10)).to.include({ users: 3 })
    expect(at(5)).to.include({ users: 3, companies: 1, views: 1 })
    expect(at(2)).to.include({ views: 1 })
    // Today: the admin joined, the first user left.
    expect(at(0)).to.include({ users: 3, companies: 1, mediaItems: 0, views: 0 })
    const stats = (await admin.client.get('/api/admin/stats')).body
    expect([at(0).users, at(0).companies]).to.deep.equal([stats.users.total, stats.companies.total])

    const months = (await admin.client.get('/api/admin/stats/growth?range=12m')).body
    expect([months.interval, months.points.length, months.to]).to.deep.equal(['month', 12, dayOf(0)])
    expect(months.start).to.deep.equal({ users: 0, companies: 0, mediaItems: 0 })
    expect(months.points.at(-1)).to.include({ users: 3, companies: 1 })
    expect(months.points.reduce((sum: number, p: { views: number }) => sum + p.views, 0)).to.equal(2)
    const weeks = (await admin.client.get('/api/admin/stats/growth?range=90d')).body
    expect([weeks.interval, weeks.points.length, weeks.start.users]).to.deep.equal(['week', 13, 0])

    // A deleted company leaves the totals on the day of its deletion.
    await admin.client.delete(`/api/admin/companies/${company.id}`)
    expect((await admin.client.get('/api/admin/stats/growth')).body.points.at(-1)).to.include({ companies: 0 })
    const bad = await admin.client.get('/api/admin/stats/growth?range=5y')
    expect([bad.status, bad.body.fieldErrors]).to.deep.equal([400, { range: 'Range must be one of 30d, 90d, 6m, 12m' }])
  })

  it('follows the rows of a cascade: deleting a manager removes their companies and media on that day', async () => {
    const admin = await signedIn(t, 'admin')
    const m = await signedIn(t, 'company_manager')
    const ids = await catalogueIds(t)
    const c = (await m.client.post('/api/companies', { name: 'Cascade Co', description: 'x', countryId: ids.countryId, contactEmail: 'c@example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId })).body
    await admin.client.patch(`/api/admin/companies/${c.id}/status`, { status: 'approved' })
    expect((await m.client.post(`/api/companies/${c.id}/media`, { title: 'News', content: 'x', type: 'news' })).status).to.equal(201)
    expect((await admin.client.get('/api/admin/stats/growth')).body.points.at(-1)).to.include({ users: 2, companies: 1, mediaItems: 1 })
    await admin.client.delete(`/api/admin/users/${m.id}`)
    expect((await admin.client.get('/api/admin/stats/growth')).body.points.at(-1)).to.include({ users: 1, companies: 0, mediaItems: 0 })
    expect(await t.sql.all(`select metric, added, removed from admin_stats_daily order by metric`)).to.deep.equal([
      { metric: 'companies', added: 1, removed: 1 }, { metric: 'media', added: 1, removed: 1 }, { metric: 'users', added: 2, removed: 1 }])
  })
})
