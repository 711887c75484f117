import { expect } from 'chai'
import { catalogueIds, signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'

describe('catalogue (HTTP)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())

  it('admins create, rename and delete sectors; names are unique case-insensitively (409)', async () => {
    const a = await signedIn(t, 'admin')
    const created = await a.client.post('/api/sectors', { name: 'Space Industry', description: 'Launchers and satellites', icon: 'rocket' })
    expect(created.status).to.equal(201)
    expect(created.body).to.include({ name: 'Space Industry', subsectorCount: 0 })
    const dup = await a.client.post('/api/sectors', { name: 'space industry' })
    expect(dup.status).to.equal(409)
    expect(dup.body.message).to.equal('Sector "space industry" already exists')
    const renamed = await a.client.patch(`/api/sectors/${created.body.id}`, { name: 'Space & Aerospace' })
    expect(renamed.body.name).to.equal('Space & Aerospace')
    expect((await a.client.delete(`/api/sectors/${created.body.id}`)).status).to.equal(204)
    expect((await a.client.get(`/api/sectors/${created.body.id}`)).status).to.equal(404)
  })

  it('deleting a sector removes its subsectors and categories, but not while companies use it', async () => {
    const a = await signedIn(t, 'admin')
    const sector = (await a.client.post('/api/sectors', { name: 'Space Industry' })).body
    for (const name of ['Launchers', 'Satellites']) expect((await a.client.post('/api/subsectors', { name, sectorId: sector.id })).status).to.equal(201)
    expect((await a.client.post('/api/subsectors', { name: 'launchers', sectorId: sector.id })).status).to.equal(409)
    expect((await a.client.post('/api/admin/product-categories', { name: 'Rocket parts', sectorId: sector.id })).status).to.equal(201)
    const ids = await catalogueIds(t)
    const company = await a.client.post('/api/admin/companies', {
      name: 'Orbit Works', description: 'Small satellites.', countryId: ids.countryId, contactEmail: 'hi@orbit.example.com', sectorId: sector.id,
    })
    expect(company.status).to.equal(201)
    const refused = await a.client.delete(`/api/sectors/${sector.id}`)
    expect(refused.status).to.equal(409)
    expect(refused.body.message).to.equal('This sector is used by 1 company; move them to another sector first')
    await a.client.delete(`/api/admin/companies/${company.body.id}`)
    expect((await a.client.delete(`/api/sectors/${sector.id}`)).status).to.equal(204)
    expect(await t.sql.all('select id from subsectors where sector_id = ?', [sector.id])).to.have.length(0)
    expect(await t.sql.all('select id from product_categories where sector_id = ?', [sector.id])).to.have.length(0)
  })

  it('renaming a sector renames it in the directory', async () => {
    const a = await signedIn(t, 'admin')
    const ids = await catalogueIds(t)
    const { id } = (await a.client.post('/api/admin/companies', {
      name: 'Orbit Works', description: 'Small satellites.', countryId: ids.countryId, contactEmail: 'hi@orbit.example.com', sectorId: ids.sectorId, status: 'active',
    })).body
    await a.client.patch(`/api/sectors/${ids.sectorId}`, { name: 'Renamed Sector' })
    const listed = await new Client(t.baseUrl).get('/api/companies')
    expect(listed.body.find((c: { id: number }) => c.id === id).sector).to.equal('Renamed Sector')
  })

  it('lists product and service categories with their sector', async () => {
    const res = await new Client(t.baseUrl).get('/api/service-categories')
    expect(res.status).to.equal(200)
    expect(res.body.length).to.be.greaterThan(5)
    expect(res.body[0]).to.have.keys(['id', 'name', 'description', 'sectorId', 'sector'])
  })

  it('only admins write the catalogue; bad bodies are 400', async () => {
    const m = await signedIn(t, 'company_manager')
    expect((await m.client.post('/api/sectors', { name: 'Nope' })).status).to.equal(403)
    expect((await new Client(t.baseUrl).post('/api/sectors', { name: 'Nope' })).status).to.equal(401)
    const a = await signedIn(t, 'admin')
    const bad = await a.client.post('/api/subsectors', { name: '', sectorId: 'x' })
    expect(bad.status).to.equal(400)
    expect(bad.body.fieldErrors).to.deep.equal({ name: 'Required', sectorId: 'Invalid input' })
    expect((await a.client.post('/api/subsectors', { name: 'Orphan', sectorId: 999999 })).body.fieldErrors).to.deep.equal({ sectorId: 'Unknown sector' })
    expect((await a.client.patch('/api/admin/service-categories/999999', { name: 'X' })).status).to.equal(404)
    expect(await t.sql.all(`select id from sectors where name = 'Nope'`)).to.have.length(0)
  })
})

describe('catalogue: a refused change leaves nothing (HTTP, issue 17)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())
  // The catalogue is reference data that a reset keeps: the sectors made here go, whatever the outcome.
  afterEach(() => t.sql.run(`delete from sectors where name in ('Orbital Logistics', 'Airships')`))

  it('moving a subsector next to a namesake answers 409 and leaves it where it was, with no event', async () => {
    const a = await signedIn(t, 'admin')
    const space = (await a.client.post('/api/sectors', { name: 'Orbital Logistics' })).body
    const air = (await a.client.post('/api/sectors', { name: 'Airships' })).body
    const launchers = (await a.client.post('/api/subsectors', { name: 'Launchers', sectorId: space.id })).body
    expect((await a.client.post('/api/subsectors', { name: 'LAUNCHERS', sectorId: air.id })).status).to.equal(201)
    const before = await t.sql.all('select type from domain_events order by id')
    const refused = await a.client.patch(`/api/subsectors/${launchers.id}`, { sectorId: air.id })
    expect([refused.status, refused.body.message]).to.deep.equal([409, 'Subsector "Launchers" already exists'])
    expect(await t.sql.one('select sector_id, name from subsectors where id = ?', [launchers.id])).to.deep.equal({ sector_id: space.id, name: 'Launchers' })
    expect(await t.sql.all('select type from domain_events order by id')).to.deep.equal(before)
  })
})
