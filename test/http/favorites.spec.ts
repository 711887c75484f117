// Favourites worth having on PostgreSQL (issue 21): lists of one's own beside the default list, moving a
// saved company, a private note, sorting and filtering, the CSV export, and the directory's "saved" filter.
// Another user's ids are not found, and every refusal leaves no row and no event.
import { expect } from 'chai'
import { catalogueIds, companyForm, signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'

describe('favourites: lists, notes, export, saved filter (HTTP)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())

  /** Three approved companies: Zeta (Germany), Acme (France), Borealis (Germany), created in that order. */
  const companies = async () => {
    const ids = await catalogueIds(t)
    const fr = (await t.sql.one<{ id: number }>(`select id from countries where code = 'FR'`))!.id
    const admin = await signedIn(t, 'admin')
    const make = async (name: string, countryId: number) => {
      const r = await admin.client.post('/api/admin/companies', { ...companyForm(ids, { name, countryId, contactEmail: `hello@${name.toLowerCase().replace(/\W/g, '')}.example.com` }), status: 'approved' })
      expect(r.status, r.text).to.equal(201)
      return r.body.id as number
    }
    return { zeta: await make('Zeta Tools', ids.countryId), acme: await make('Acme Robotics', fr), borealis: await make('Borealis Energy', ids.countryId), fr, de: ids.countryId, sectorId: ids.sectorId }
  }
  const rows = async () => ({
    lists: (await t.sql.all('select id from favorite_lists')).length,
    events: (await t.sql.all(`select id from domain_events where type like 'Favorite%'`)).length,
    places: await t.sql.all<{ company_id: number; list_id: number | null; note: string | null }>('select company_id, list_id, note from favorites order by company_id'),
  })

  it('creates, renames and deletes lists; the default list comes first and always; deleting a list moves its companies back to it', async () => {
    const c = await companies()
    const v = await signedIn(t, 'individual')
    for (const id of [c.zeta, c.acme]) expect((await v.client.post('/api/favorites', { companyId: id })).status).to.equal(201)
    expect((await v.client.get('/api/favorite-lists')).body).to.deep.equal([{ id: null, name: 'Saved', isDefault: true, count: 2 }])

    const made = await v.client.post('/api/favorite-lists', { name: '  Suppliers ' })
    expect(made.status).to.equal(201)
    expect(made.body).to.deep.include({ name: 'Suppliers', isDefault: false, count: 0 })
    const listId = made.body.id as number
    expect((await v.client.patch(`/api/favorites/${c.acme}`, { listId })).status).to.equal(204)
    expect((await v.client.get('/api/favorite-lists')).body).to.deep.equal([
      { id: null, name: 'Saved', isDefault: true, count: 1 }, { id: listId, name: 'Suppliers', isDefault: false, count: 1 },
    ])
    const renamed = await v.client.patch(`/api/favorite-lists/${listId}`, { name: 'Key suppliers' })
    expect([renamed.status, renamed.body]).to.deep.equal([200, { id: listId, name: 'Key suppliers', isDefault: false, count: 1 }])
    expect((await v.client.get(`/api/favorites?list=${listId}`)).body.map((f: { companyId: number }) => f.companyId)).to.deep.equal([c.acme])
    expect((await v.client.get('/api/favorites?list=default')).body.map((f: { companyId: number }) => f.companyId)).to.deep.equal([c.zeta])

    expect((await v.client.delete(`/api/favorite-lists/${listId}`)).status).to.equal(204)
    expect((await v.client.get('/api/favorite-lists')).body).to.deep.equal([{ id: null, name: 'Saved', isDefault: true, count: 2 }])
    expect((await rows()).places.map((p) => p.list_id)).to.deep.equal([null, null])
    expect((await v.client.delete(`/api/favorite-lists/${listId}`)).status).to.equal(404)
    // The dashboard's shapes stay: a favourite still has its id, companyId, createdAt and company.
    const [first] = (await v.client.get('/api/favorites')).body
    expect(first).to.include.keys('id', 'companyId', 'createdAt', 'company')
    expect(first.company).to.include({ name: 'Acme Robotics' })
  })

  it('refuses bad names, duplicates whatever the case, "Saved" and a 21st list, leaving no row and no event', async () => {
    const v = await signedIn(t, 'individual')
    expect((await v.client.post('/api/favorite-lists', { name: 'Suppliers' })).status).to.equal(201)
    const before = await rows()
    const refused: [unknown, number, Record<string, string> | undefined][] = [
      [{ name: '' }, 400, { name: 'Required' }],
      [{ name: '   ' }, 400, { name: 'Required' }],
      [{ name: 'x'.repeat(61) }, 400, { name: 'At most 60 characters' }],
      [{ name: 'tab\there' }, 400, { name: 'Must not contain control characters' }],
      [{ name: 'SAVED' }, 400, { name: '"Saved" is the default list\'s name' }],
      [{ name: 'suppliers' }, 409, { name: 'You already have a list of that name' }],
      [{ name: 42 }, 400, undefined],
      [{}, 400, undefined],
    ]
    for (const [body, status, fieldErrors] of refused) {
      const r = await v.client.post('/api/favorite-lists', body)
      expect(r.status, JSON.stringify(body)).to.equal(status)
      if (fieldErrors) expect(r.body.fieldErrors, JSON.stringify(body)).to.deep.equal(fieldErrors)
    }
    expect(await rows()).to.deep.equal(before)
    for (let i = 2; i <= 20; i++) expect((await v.client.post('/api/favorite-lists', { name: `List ${i}` })).status).to.equal(201)
    const full = await rows()
    const r = await v.client.post('/api/favorite-lists', { name: 'One too many' })
    expect([r.status, r.body.message]).to.deep.equal([409, 'You can keep at most 20 lists'])
    expect(await rows()).to.deep.equal(full)
    // Hostile names are stored as the text they are, never run.
    const other = await signedIn(t, 'individual')
    for (const name of [']]>', '</script><script>alert(1)</script>', '=HYPERLINK("http://evil")']) {
      const made = await other.client.post('/api/favorite-lists', { name })
      expect([made.status, made.body.name]).to.deep.equal([201, name])
    }
    // A huge body is refused before it is read.
    const huge = await other.client.post('/api/favorite-lists', { name: 'x'.repeat(5_000_000) })
    expect(huge.status).to.be.oneOf([400, 413])
  })

  it("another user's lists and favourites are not found; nothing of theirs changes", async () => {
    const c = await companies()
    const ada = await signedIn(t, 'individual')
    const bob = await signedIn(t, 'individual')
    await ada.client.post('/api/favorites', { companyId: c.acme })
    await bob.client.post('/api/favorites', { companyId: c.acme })
    const adas = (await ada.client.post('/api/favorite-lists', { name: 'Ada list' })).body.id
    await ada.client.patch(`/api/favorites/${c.acme}`, { listId: adas, note: 'Ada only' })
    const before = await rows()
    expect((await bob.client.patch(`/api/favorite-lists/${adas}`, { name: 'Mine' })).status).to.equal(404)
    expect((await bob.client.delete(`/api/favorite-lists/${adas}`)).status).to.equal(404)
    expect((await bob.client.patch(`/api/favorites/${c.acme}`, { listId: adas })).status).to.equal(404)
    expect((await bob.client.patch(`/api/favorites/${c.zeta}`, { note: 'not saved' })).status).to.equal(404)
    expect((await bob.client.get(`/api/favorites?list=${adas}`)).body).to.deep.equal([])
    expect((await bob.client.get(`/api/favorites/export?list=${adas}`)).status).to.equal(404)
    expect(await rows()).to.deep.equal(before)
    // Bob's own favourite shows no note of Ada's; Ada's shows hers.
    expect((await bob.client.get('/api/favorites')).body.map((f: { note: string | null }) => f.note)).to.deep.equal([null])
    expect((await ada.client.get('/api/favorites')).body.map((f: { note: string | null }) => f.note)).to.deep.equal(['Ada only'])
    // Without a session: 401.
    const anon = new Client(t.baseUrl)
    for (const r of [await anon.get('/api/favorite-lists'), await anon.post('/api/favorite-lists', { name: 'x' }), await anon.get('/api/favorites/export')]) expect(r.status).to.equal(401)
  })

  it('writes, clears and refuses notes; moves between lists; sorts by date saved, name and country; filters by text, sector and country', async () => {
    const c = await companies()
    const v = await signedIn(t, 'individual')
    for (const id of [c.zeta, c.acme, c.borealis]) await v.client.post('/api/favorites', { companyId: id })
    const before = await rows()
    for (const [note, message] of [['x'.repeat(1001), 'At most 1000 characters'], ['bell\u0007', 'Must not contain control characters']]) {
      const r = await v.client.patch(`/api/favorites/${c.acme}`, { note })
      expect([r.status, r.body.fieldErrors]).to.deep.equal([400, { note: message }])
    }
    expect((await v.client.patch(`/api/favorites/${c.acme}`, { listId: 'x' })).status).to.equal(400)
    expect(await rows()).to.deep.equal(before)
    expect((await v.client.patch(`/api/favorites/${c.acme}`, { note: ' Met at Hannover.\nAsk for the catalogue. ' })).status).to.equal(204)
    expect((await rows()).places.find((p) => p.company_id === c.acme)?.note).to.equal('Met at Hannover.\nAsk for the catalogue.')
    const names = async (q: string) => (await v.client.get(`/api/favorites${q}`)).body.map((f: { company: { name: string } }) => f.company.name)
    expect(await names('')).to.deep.equal(['Borealis Energy', 'Acme Robotics', 'Zeta Tools'])
    expect(await names('?sort=saved')).to.deep.equal(['Borealis Energy', 'Acme Robotics', 'Zeta Tools'])
    expect(await names('?sort=name')).to.deep.equal(['Acme Robotics', 'Borealis Energy', 'Zeta Tools'])
    // By country (France before Germany), then by name.
    expect(await names('?sort=country')).to.deep.equal(['Acme Robotics', 'Borealis Energy', 'Zeta Tools'])
    // (the directory's copy of the country's name, which the order reads)
    await t.sql.run('update directory_entries set country = ? where country_id = ?', ['AAA', c.de])
    expect(await names('?sort=country')).to.deep.equal(['Borealis Energy', 'Zeta Tools', 'Acme Robotics'])
    expect(await names('?search=hannover')).to.deep.equal(['Acme Robotics'])
    expect(await names('?search=ENERGY')).to.deep.equal(['Borealis Energy'])
    expect(await names(`?countryId=${c.fr}`)).to.deep.equal(['Acme Robotics'])
    expect(await names(`?sectorId=${c.sectorId}&sort=name`)).to.deep.equal(['Acme Robotics', 'Borealis Energy', 'Zeta Tools'])
    expect((await v.client.get('/api/favorites?sort=views')).status).to.equal(400)
    expect((await v.client.get('/api/favorites?list=-1')).status).to.equal(400)
    expect((await v.client.patch(`/api/favorites/${c.acme}`, { note: null })).status).to.equal(204)
    expect((await rows()).places.find((p) => p.company_id === c.acme)?.note).to.equal(null)
  })

  it('exports the favourites as CSV, all or one list, with lists and notes, formulas neutralised', async () => {
    const c = await companies()
    const v = await signedIn(t, 'individual')
    for (const id of [c.zeta, c.acme]) await v.client.post('/api/favorites', { companyId: id })
    const listId = (await v.client.post('/api/favorite-lists', { name: 'Suppliers' })).body.id
    await v.client.patch(`/api/favorites/${c.acme}`, { listId, note: '=HYPERLINK("http://evil.example","x")' })
    const all = await v.client.get('/api/favorites/export')
    expect(all.status).to.equal(200)
    expect(all.headers.get('content-type')).to.equal('text/csv; charset=utf-8')
    expect(all.headers.get('content-disposition')).to.match(/^attachment; filename="favorites-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = all.text.replace(/^\uFEFF/, '').trim().split('\n')
    expect(lines[0]).to.equal('Company,Sector,Country,Verified,List,Note,Saved,Company ID')
    expect(lines).to.have.length(3)
    expect(lines[1]).to.match(/^Acme Robotics,[^,]+,France,false,Suppliers,"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)",/)
    expect(lines[2]).to.match(new RegExp(`^Zeta Tools,[^,]+,Germany,false,Saved,,[^,]+,${c.zeta}$`))
    const one = await v.client.get(`/api/favorites/export?list=${listId}`)
    expect(one.text.trim().split('\n')).to.have.length(2)
    const dflt = await v.client.get('/api/favorites/export?list=default')
    expect(dflt.text).to.contain('Zeta Tools').and.not.contain('Acme Robotics')
    expect((await v.client.get('/api/favorites/export?list=abc')).status).to.equal(400)
  })

  it('filters the directory to the companies the caller saved, with the other filters and text; 401 without a session', async () => {
    const c = await companies()
    const v = await signedIn(t, 'individual')
    for (const id of [c.zeta, c.acme]) await v.client.post('/api/favorites', { companyId: id })
    const names = async (q: string) => {
      const r = await v.client.get(`/api/companies?saved=true${q}`)
      expect(r.status, r.text).to.equal(200)
      return { names: r.body.map((e: { name: string }) => e.name), total: r.headers.get('x-total-count') }
    }
    expect(await names('&sort=a-z')).to.deep.equal({ names: ['Acme Robotics', 'Zeta Tools'], total: '2' })
    expect(await names('&country=DE')).to.deep.equal({ names: ['Zeta Tools'], total: '1' })
    expect(await names('&search=acme')).to.deep.equal({ names: ['Acme Robotics'], total: '1' })
    expect(await names('&search=cobot&sort=a-z')).to.deep.equal({ names: ['Acme Robotics', 'Zeta Tools'], total: '2' })
    expect(await names('&sort=a-z&pageSize=1&page=2')).to.deep.equal({ names: ['Zeta Tools'], total: '2' })
    expect(await names('&pageSize=1&page=5')).to.deep.equal({ names: [], total: '2' })
    // The facets of the saved companies: each counted with the other filters.
    const facets = (await v.client.get('/api/companies/facets?saved=true&country=DE')).body
    expect(facets.countries.map((x: { code: string; count: number }) => [x.code, x.count])).to.deep.equal([['FR', 1], ['DE', 1]])
    expect(facets.sectors.map((x: { count: number }) => x.count)).to.deep.equal([1])
    expect((await new Client(t.baseUrl).get('/api/companies/facets?saved=true')).status).to.equal(401)
    // Unsaved: at once (not cached), and the whole directory without the filter.
    await v.client.delete(`/api/favorites/${c.zeta}`)
    expect((await names('')).names).to.deep.equal(['Acme Robotics'])
    expect((await v.client.get('/api/companies?saved=false')).body).to.have.length(3)
    // Another user's favourites are not theirs.
    const other = await signedIn(t, 'individual')
    expect((await other.client.get('/api/companies?saved=true')).body).to.deep.equal([])
    expect((await new Client(t.baseUrl).get('/api/companies?saved=true')).status).to.equal(401)
    expect((await v.client.get('/api/companies?saved=maybe')).status).to.equal(400)
  })

  it('the database holds the rules: a favourite in another user\'s list, a duplicate name whatever the case, "saved", a long note are refused', async () => {
    const c = await companies()
    const ada = await signedIn(t, 'individual')
    const bob = await signedIn(t, 'individual')
    await ada.client.post('/api/favorites', { companyId: c.acme })
    const bobs = (await bob.client.post('/api/favorite-lists', { name: 'Bob' })).body.id
    const refused = async (sql: string, params: unknown[]) => {
      let error: unknown
      try { await t.sql.run(sql, params) } catch (e) { error = e }
      expect(error, sql).to.be.an('error')
    }
    await refused('update favorites set list_id = ? where user_id = ?', [bobs, ada.id])
    await refused('insert into favorite_lists (user_id, name) values (?, ?)', [bob.id, 'BOB'])
    await refused('insert into favorite_lists (user_id, name) values (?, ?)', [bob.id, 'Saved'])
    await refused('insert into favorite_lists (user_id, name) values (?, ?)', [bob.id, ' padded'])
    await refused('update favorites set note = ? where user_id = ?', ['x'.repeat(1001), ada.id])
    await refused('update favorites set note = ? where user_id = ?', ['', ada.id])
  })
})
