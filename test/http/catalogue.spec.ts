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
    expect(refused.body.message).to.equal('This sector is used by 1 company: choose a sector to move them to (moveTo)')
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

describe('catalogue: deleting a sector in use moves what uses it to another sector (HTTP, issue 19)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())
  afterEach(async () => {
    await t.sql.run(`delete from companies where sector_id in (select id from sectors where name in ('Orbital Logistics', 'Airships'))`)
    await t.sql.run(`delete from sectors where name in ('Orbital Logistics', 'Airships')`)
    await t.sql.run(`delete from products where name = 'Hall thruster'`)
  })

  /** Orbital Logistics with a subsector, a product category and its product, two companies (one public, using the product) and an exhibition open to it; Airships to move to. */
  const inUse = async () => {
    const a = await signedIn(t, 'admin')
    const ids = await catalogueIds(t)
    const space = (await a.client.post('/api/sectors', { name: 'Orbital Logistics' })).body
    const air = (await a.client.post('/api/sectors', { name: 'Airships' })).body
    const launchers = (await a.client.post('/api/subsectors', { name: 'Launchers', sectorId: space.id })).body
    const parts = (await a.client.post('/api/admin/product-categories', { name: 'Orbital parts', sectorId: space.id })).body
    await t.sql.run('insert into products (name, category_id) values (?, ?)', ['Hall thruster', parts.id])
    const company = (name: string, status: string) => a.client.post('/api/admin/companies', {
      name, description: 'Small satellites.', countryId: ids.countryId, contactEmail: 'hi@orbit.example.com', sectorId: space.id,
      subsectorId: launchers.id, status, products: ['hall THRUSTER'],
    }).then((r) => { expect(r.status, r.text).to.equal(201); return r.body.id as number })
    const listed = await company('Orbit Works', 'active')
    const waiting = await company('Tether Co', 'pending')
    const expo = (await a.client.post('/api/admin/exhibitions', {
      name: 'Space Week', description: 'x', startDate: '2026-12-01', endDate: '2026-12-02', location: 'Online', sectorId: space.id, allowedSectors: [space.id, ids.sectorId],
    })).body
    const state = async () => ({
      sectors: (await t.sql.all<{ name: string }>(`select name from sectors where name in ('Orbital Logistics', 'Airships') order by name`)).map((r) => r.name),
      companies: await t.sql.all('select id, sector_id, subsector_id, version from companies where id in (?, ?) order by id', [listed, waiting]),
      exhibition: await t.sql.one('select sector_id, allowed_sectors from exhibitions where id = ?', [expo.id]),
      subsectors: (await t.sql.all('select id from subsectors where sector_id = ?', [space.id])).length,
      events: (await t.sql.all<{ type: string }>('select type from domain_events order by id')).map((e) => e.type),
    })
    return { a, ids, space, air, listed, waiting, expo, state }
  }

  it('says what uses a sector, for the dialog: its companies and the exhibitions that name it', async () => {
    const { a, space, air } = await inUse()
    expect((await a.client.get(`/api/admin/sectors/${space.id}/usage`)).body).to.deep.equal({ companies: 2, exhibitions: 1 })
    expect((await a.client.get(`/api/admin/sectors/${air.id}/usage`)).body).to.deep.equal({ companies: 0, exhibitions: 0 })
    expect((await a.client.get('/api/admin/sectors/999999/usage')).status).to.equal(404)
    const m = await signedIn(t, 'company_manager')
    expect((await m.client.get(`/api/admin/sectors/${space.id}/usage`)).status).to.equal(403)
  })

  it('without a sector to move to, or with one that is unknown or the same, answers 409 or 400 and changes nothing', async () => {
    const { a, space, state } = await inUse()
    const before = await state()
    const none = await a.client.delete(`/api/sectors/${space.id}`)
    expect([none.status, none.body.message]).to.deep.equal([409, 'This sector is used by 2 companies and 1 exhibition: choose a sector to move them to (moveTo)'])
    const unknown = await a.client.delete(`/api/sectors/${space.id}?moveTo=999999`)
    expect([unknown.status, unknown.body.fieldErrors]).to.deep.equal([400, { moveTo: 'Unknown sector' }])
    const same = await a.client.delete(`/api/sectors/${space.id}?moveTo=${space.id}`)
    expect([same.status, same.body.fieldErrors]).to.deep.equal([400, { moveTo: 'Choose another sector than the one deleted' }])
    expect((await a.client.delete(`/api/sectors/${space.id}?moveTo=abc`)).status).to.equal(400)
    expect(await state()).to.deep.equal(before)
  })

  it('moves the companies (their products kept) and the exhibitions, then deletes it, in one request; the directory follows', async () => {
    const { a, ids, space, air, listed, waiting, expo, state } = await inUse()
    const entry = async () => ((await new Client(t.baseUrl).get('/api/companies?search=orbit')).body as { id: number; sector: string; subsector: string | null }[]).find((c) => c.id === listed)
    expect(await entry()).to.include({ sector: 'Orbital Logistics', subsector: 'Launchers' })
    const before = await state()
    const res = await a.client.delete(`/api/sectors/${space.id}?moveTo=${air.id}`)
    expect(res.status, res.text).to.equal(204)
    const after = await state()
    expect(after.sectors).to.deep.equal(['Airships'])
    expect(after.companies).to.deep.equal((before.companies as { id: number; version: number }[]).map((c) => ({ id: c.id, sector_id: air.id, subsector_id: null, version: c.version + 1 })))
    expect(after.exhibition).to.deep.equal({ sector_id: air.id, allowed_sectors: [air.id, ids.sectorId] })
    expect(after.subsectors).to.equal(0)
    expect(after.events.slice(before.events.length)).to.deep.equal(['CompanySectorChanged', 'CompanySectorChanged', 'ExhibitionUpdated', 'CatalogueEntryDeleted'])
    // The directory's row follows at once; the products stay (their category went with the sector).
    expect(await entry()).to.include({ sector: 'Airships', subsector: null })
    const profile = (await a.client.get(`/api/companies/${waiting}`)).body
    expect([profile.sectorId, profile.products]).to.deep.equal([air.id, ['Hall thruster']])
    expect((await new Client(t.baseUrl).get(`/api/exhibitions/${expo.id}`)).body).to.include({ sectorId: air.id, sectorName: 'Airships' })
    const activity = (await a.client.get('/api/admin/activities?limit=5')).body as { description: string }[]
    expect(activity.map((e) => e.description)).to.include('Orbit Works moved from Orbital Logistics to Airships')
  })
})
