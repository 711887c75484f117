import { expect } from 'chai'
import { MATRIX, WHO, type Who } from './authz-matrix'
import { catalogueIds, signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'

/** A path with every parameter filled by an id that does not exist (nothing real is touched). */
const probePath = (path: string) => path.replace(/:(id|participantId|companyId)/g, '999999').replace(':key', 'AAAAAAAAAAAAAAAAAAAAAAAA').replace(':name', 'nothing.svg').replace(':file', 'companies-1.xml')

describe('authorisation matrix (HTTP)', function () {
  this.timeout(120_000)
  let t: TestApp
  const clients = new Map<Who, Client>()

  before(async () => {
    t = await testApp()
    await t.reset()
    clients.set('anonymous', new Client(t.baseUrl))
    for (const who of WHO.filter((w) => w !== 'anonymous')) clients.set(who, (await signedIn(t, who)).client)
  })

  it('has a row for every route of the router, and no row for a route that does not exist', () => {
    const routes = t.app.routes.map((r) => `${r.method} ${r.path}`)
    expect(routes.filter((r) => !MATRIX[r]), 'routes without a row in test/http/authz-matrix.ts').to.deep.equal([])
    expect(Object.keys(MATRIX).filter((k) => !routes.includes(k)), 'rows without a route').to.deep.equal([])
  })

  it('answers every route as the matrix says, for every role, never with a 5xx or a stack trace', async () => {
    const wrong: string[] = []
    for (const route of t.app.routes) {
      const key = `${route.method} ${route.path}`
      const row = MATRIX[key]
      for (const who of WHO) {
        const res = await clients.get(who)!.request(route.method, probePath(route.path), route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} })
        const expected = row[who]
        const ok = expected === 'allow' ? res.status !== 401 && res.status !== 403 && res.status < 500 : res.status === expected
        if (!ok) wrong.push(`${key} as ${who}: ${res.status} (expected ${expected})`)
        if (/at .*\.(ts|js):\d+|node_modules/.test(res.text)) wrong.push(`${key} as ${who}: stack trace in the answer`)
      }
      // A signed-in role can lose its session: sign in again where a route ended it (logout).
      if (key === 'POST /api/logout') for (const who of WHO.filter((w) => w !== 'anonymous')) clients.set(who, (await signedIn(t, who)).client)
    }
    expect(wrong).to.deep.equal([])
  })

  describe('owner versus other owner', () => {
    it('companies, media items, applications and favourites of one manager are out of another\'s reach', async () => {
      await t.reset()
      const ids = await catalogueIds(t)
      const admin = await signedIn(t, 'admin')
      const owner = await signedIn(t, 'company_manager')
      const other = await signedIn(t, 'company_manager')
      const form = { name: 'Owned Co', description: 'x', countryId: ids.countryId, contactEmail: 'o@example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId }
      const company = (await owner.client.post('/api/companies', form)).body
      await admin.client.patch(`/api/admin/companies/${company.id}/status`, { status: 'approved' })
      await admin.client.patch(`/api/admin/companies/${company.id}/verify`, { verified: true })
      const item = (await owner.client.post(`/api/companies/${company.id}/media`, { title: 'Mine', content: 'x', type: 'news' })).body
      const expo = (await admin.client.post('/api/admin/exhibitions', { name: 'E', description: 'x', startDate: '2099-01-01', endDate: '2099-01-02', location: 'Online' })).body
      const application = (await owner.client.post(`/api/exhibitions/${expo.id}/participants`, { companyId: company.id })).body
      await owner.client.post('/api/favorites', { companyId: company.id })

      const attempts = [
        other.client.patch(`/api/companies/${company.id}`, { ...form, name: 'Taken' }),
        other.client.delete(`/api/companies/${company.id}`),
        other.client.post(`/api/companies/${company.id}/media`, { title: 'Not mine', content: 'x', type: 'news' }),
        other.client.patch(`/api/company-media/${item.id}`, { title: 'Taken', content: 'x', type: 'news' }),
        other.client.delete(`/api/company-media/${item.id}`),
        other.client.delete(`/api/exhibitions/${expo.id}/participants/${application.id}`),
        other.client.post(`/api/exhibitions/${expo.id}/participants`, { companyId: company.id }),
      ]
      for (const res of await Promise.all(attempts)) expect([403, 404]).to.include(res.status)
      await other.client.delete(`/api/favorites/${company.id}`)
      expect((await other.client.get('/api/my-companies')).body).to.deep.equal([])
      expect((await other.client.get('/api/my-applications')).body).to.deep.equal([])
      expect((await other.client.get('/api/favorites')).body).to.deep.equal([])

      // Nothing of the owner's changed.
      expect((await t.sql.one<{ name: string }>('select name from companies where id = ?', [company.id]))!.name).to.equal('Owned Co')
      expect((await t.sql.one<{ title: string }>('select title from company_media where id = ?', [item.id]))!.title).to.equal('Mine')
      expect((await t.sql.one<{ status: string }>('select status from exhibition_participants where id = ?', [application.id]))!.status).to.equal('pending')
      expect((await owner.client.get('/api/favorites')).body).to.have.length(1)
      expect(await t.sql.all('select id from company_media where company_id = ?', [company.id])).to.have.length(1)
    })
  })
})
