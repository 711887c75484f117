import { expect } from 'chai'
import { catalogueIds, companyForm, signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'
import { DirectoryProjector, RECOUNT, REWORD } from '../../src/adapters/projections/directory/directory.projector'
import { PgDirectoryReadModel, TEXT_WINDOW } from '../../src/adapters/projections/directory/pg-directory.read-model'
import { ReadCache } from '../../src/adapters/projections/read-cache'
import type { SearchDirectory } from '../../src/application/directory/search-directory'
import { sqlOf } from '../../src/adapters/persistence/sql'
import { preparedSqlOf } from '../../src/adapters/persistence/prepared-sql'
import { TEXT_LIMITS } from '../../src/adapters/projections/directory/text-matches'

/** The directory's maintained counts and words (docs/performance.md, "Bounded work per question"). */
describe('directory at scale (HTTP)', () => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  before(async () => { t = await testApp(); ids = await catalogueIds(t) })
  beforeEach(() => t.reset())

  const form = (over: Record<string, unknown> = {}) => companyForm(ids, over)

  /** The maintained tables as they are, and as a fresh recount from directory_entries makes them. */
  const snapshot = async () => ({
    counts: await t.sql.all(`select sector_id, subsector_id, country_id, is_verified, companies from directory_counts
      where companies > 0 order by 1, 2, 3, 4`),
    words: await t.sql.all(`select word, companies, terms from directory_words where companies > 0 order by word`),
  })
  const recount = async () => {
    await t.sql.run('create temp table saved_counts as select * from directory_counts; create temp table saved_words as select * from directory_words')
    await t.sql.run('truncate directory_counts, directory_words')
    await t.sql.run(RECOUNT)
    await t.sql.run(REWORD)
    const fresh = await snapshot()
    await t.sql.run('truncate directory_counts, directory_words')
    await t.sql.run('insert into directory_counts select * from saved_counts; insert into directory_words select * from saved_words')
    await t.sql.run('drop table saved_counts; drop table saved_words')
    return fresh
  }
  /** The ordered word index as it is, and as the directory rows make it: each word of a name, product or service, and the company's words. */
  const wordIndex = () => t.sql.all(`select company_id, word, tier, words::text as words from directory_terms order by 1, 2`)
  const freshWordIndex = () => t.sql.all(`select d.company_id, l.lexeme as word, (case when 'A' = any(l.weights) then 0 else 1 end)::smallint as tier,
      strip(ts_filter(d.search, '{a,b}'))::text as words
    from directory_entries d cross join lateral unnest(d.search) l where l.weights && array['A', 'B'] order by 1, 2`)
  const expectConsistent = async (step: string) => {
    const kept = await snapshot()
    expect(kept, step).to.deep.equal(await recount())
    expect(await wordIndex(), `${step}: the word index`).to.deep.equal(await freshWordIndex())
    return kept
  }

  it('keeps counts and words equal to a fresh recount through every kind of change, and rebuild() makes the same', async () => {
    const m = await signedIn(t, 'company_manager')
    const a = await signedIn(t, 'admin')
    const other = await t.sql.one<{ id: number }>(`select id from countries where code = 'FR'`)
    const otherSector = await t.sql.one<{ id: number; sector_id: number }>('select id, sector_id from subsectors where id = ?', [ids.otherSubsectorId])
    const made: number[] = []
    for (const name of ['Nordlicht Robotics', 'Elbe Freight Solutions', 'Kaizen Welding']) {
      made.push((await m.client.post('/api/companies', form({ name }))).body.id)
    }
    await expectConsistent('pending companies are not listed')
    for (const id of made) expect((await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })).status).to.equal(200)
    const approved = await expectConsistent('approved')
    expect(approved.counts).to.deep.include({ sector_id: -1, subsector_id: -1, country_id: -1, is_verified: false, companies: 3 })
    expect(approved.words).to.deep.include({ word: 'freight', companies: 1, terms: 1 })
    expect((await a.client.patch(`/api/admin/companies/${made[0]}/verify`, { verified: true })).status).to.equal(200)
    await expectConsistent('verified')
    const edit = await m.client.patch(`/api/companies/${made[1]}`, form({ name: 'Elbe Cargo Solutions', countryId: other!.id,
      sectorId: otherSector!.sector_id, subsectorId: otherSector!.id }))
    expect(edit.status, JSON.stringify(edit.body)).to.equal(200)
    const edited = await expectConsistent('edited: name, country, sector and subsector')
    expect(edited.words.map((w) => w.word)).to.include('cargo').and.not.include('freight')
    // A phrase read from the ordered word index tests its other words on the index's entries: they follow the edit.
    const byWordIndex = new PgDirectoryReadModel(t.sql, new ReadCache(), { results: 0, counts: 0 }, { filterFirst: 0, rareWord: 0, termsBudget: 10_000 })
    const phrase = (search: string) => byWordIndex.search({ search, sort: 'relevant', page: 1, pageSize: 12 }).then((p) => p.items.map((c) => c.name))
    expect(await phrase('solutions carg')).to.deep.equal(['Elbe Cargo Solutions'])
    expect(await phrase('solutions freight')).to.deep.equal([])
    expect((await a.client.patch(`/api/admin/companies/${made[2]}/status`, { status: 'suspended', reason: 'Unpaid invoice' })).status).to.equal(200)
    await expectConsistent('suspended')
    expect((await a.client.patch(`/api/admin/companies/${made[2]}/status`, { status: 'active' })).status).to.equal(200)
    await expectConsistent('reinstated')
    const m2 = await signedIn(t, 'company_manager')
    const rejected = (await m2.client.post('/api/companies', form({ name: 'Rejected Rivets' }))).body.id
    expect((await a.client.patch(`/api/admin/companies/${rejected}/status`, { status: 'rejected', reason: 'No website' })).status).to.equal(200)
    await expectConsistent('rejected')
    expect((await a.client.delete(`/api/admin/companies/${made[0]}`)).status).to.be.oneOf([200, 204])
    const final = await expectConsistent('deleted')
    expect(final.counts).to.deep.include({ sector_id: -1, subsector_id: -1, country_id: -1, is_verified: false, companies: 2 })

    // The admin dashboard's company totals follow the companies table likewise (its triggers).
    const totals = await t.sql.all<{ metric: string; total: number }>(`select metric, total from admin_stats where metric in ('companies', 'companies_pending') order by metric`)
    const real = await t.sql.one<{ all: number; pending: number }>(`select count(*)::int as all, (count(*) filter (where status = 'pending'))::int as pending from companies`)
    expect(totals).to.deep.equal([{ metric: 'companies', total: real!.all }, { metric: 'companies_pending', total: real!.pending }])
    expect(real!.all).to.equal(3)

    await t.orm.em.fork().transactional(() => new DirectoryProjector(sqlOf(t.orm)).rebuild())
    expect(await snapshot()).to.deep.equal(final)
  })

  it('writes every change of a listed company into the directory\'s GIN indexes at once: no pending list for a search to read', async () => {
    const m = await signedIn(t, 'company_manager')
    const a = await signedIn(t, 'admin')
    const id = (await m.client.post('/api/companies', form({ name: 'Nordlicht Robotics' }))).body.id
    expect((await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })).status).to.equal(200)
    // A counted view changes the entry's views (a sort key: a new entry in every index), an edit its words.
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
    expect((await new Client(t.baseUrl).get(`/api/companies/${id}`, { 'User-Agent': browser })).status).to.equal(200)
    expect((await t.sql.one<{ views: number }>('select views from directory_entries where company_id = ?', [id]))!.views).to.equal(1)
    expect((await m.client.patch(`/api/companies/${id}`, form({ name: 'Nordlicht Cargo Robotics' }))).status).to.equal(200)
    for (const index of ['directory_entries_search_idx', 'directory_words_trgm_idx']) {
      const options = await t.sql.one<{ options: string[] | null }>('select reloptions as options from pg_class where oid = ?::regclass', [index])
      expect(options!.options, index).to.include('fastupdate=off')
      // gin_clean_pending_list answers how many pending pages it merged: none were left for a search to read.
      expect((await t.sql.one<{ pages: number }>('select gin_clean_pending_list(?::regclass)::int as pages', [index]))!.pages, index).to.equal(0)
    }
    expect((await new Client(t.baseUrl).get('/api/companies?search=cargo')).body.map((c: { name: string }) => c.name)).to.deep.equal(['Nordlicht Cargo Robotics'])
  })

  it('answers totals and facets of filters from the counts, exactly as counting the rows would', async () => {
    const m = await signedIn(t, 'company_manager')
    const a = await signedIn(t, 'admin')
    for (const [name, verified] of [['Alpha Optics', true], ['Beta Optics', false], ['Gamma Optics', false]] as const) {
      const { id } = (await m.client.post('/api/companies', form({ name }))).body
      await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })
      if (verified) await a.client.patch(`/api/admin/companies/${id}/verify`, { verified: true })
    }
    const anon = new Client(t.baseUrl)
    const page = await anon.get(`/api/companies?verified=true&sectorId=${ids.sectorId}&pageSize=1&page=1`)
    expect(page.headers.get('x-total-count')).to.equal('1')
    expect((await anon.get('/api/companies?pageSize=1&sort=a-z')).headers.get('x-total-count')).to.equal('3')
    expect((await anon.get(`/api/companies?pageSize=1&subsectorId=${ids.subsectorId}`)).headers.get('x-total-count')).to.equal('3')
    expect((await anon.get(`/api/companies?pageSize=1&subsectorId=${ids.otherSubsectorId}`)).headers.get('x-total-count')).to.equal('0')
    expect((await anon.get('/api/companies?pageSize=1&country=DE,FR')).headers.get('x-total-count')).to.equal('3')
    const facets = (await anon.get('/api/companies/facets?verified=false')).body
    expect(facets.countries).to.deep.equal([{ id: ids.countryId, name: 'Germany', code: 'DE', count: 2 }])
    expect(facets.sectors.map((s: { count: number }) => s.count)).to.deep.equal([2])
    expect(facets.capped).to.equal(false)
    expect((await anon.get('/api/companies/facets?country=FR')).body.sectors).to.deep.equal([])
  })

  it('corrects a misspelt word from the dictionary and says so; a word found as typed is not corrected', async () => {
    const m = await signedIn(t, 'company_manager')
    const a = await signedIn(t, 'admin')
    const { id } = (await m.client.post('/api/companies', form({ name: 'Elbe Freight Solutions', products: ['Customs filing'] }))).body
    await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })
    const anon = new Client(t.baseUrl)
    const typo = await anon.get('/api/companies?search=frieght')
    expect(typo.body.map((c: { name: string }) => c.name)).to.deep.equal(['Elbe Freight Solutions'])
    expect(typo.headers.get('x-search-corrected')).to.equal('freight')
    expect(typo.headers.get('x-total-relation')).to.equal('eq')
    expect((await anon.get('/api/companies?search=custmos')).body.map((c: { name: string }) => c.name)).to.deep.equal(['Elbe Freight Solutions'])
    const exact = await anon.get('/api/companies?search=freight')
    expect(exact.headers.get('x-search-corrected')).to.equal(null)
    expect((await anon.get('/api/companies?search=qqqqzzzz')).body).to.deep.equal([])
    expect((await anon.get('/api/companies/facets?search=frieght')).body.sectors.map((s: { count: number }) => s.count)).to.deep.equal([1])
  })

  it('keeps every word of the dictionary under its one-letter deletions, so that a typo of any kind, at any length, finds its word', async () => {
    const m = await signedIn(t, 'company_manager')
    const a = await signedIn(t, 'admin')
    const { id } = (await m.client.post('/api/companies', form({ name: 'Elbe Freight Solutions', products: ['Jaén olives'] }))).body
    // Pending: its words are not in the dictionary yet, nor their keys.
    expect(await t.sql.all(`select key from directory_word_keys where word = 'freight'`)).to.deep.equal([])
    await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })
    // The word itself (pos 0) and the word less each letter, accents left out (jaén: jaen, aen, jen, jan, jae).
    expect(await t.sql.all(`select key, pos from directory_word_keys where word = 'freight' order by pos`)).to.deep.equal(
      ['freight', 'reight', 'feight', 'fright', 'freght', 'freiht', 'freigt', 'freigh'].map((key, pos) => ({ key, pos })))
    expect((await t.sql.all<{ key: string }>(`select key from directory_word_keys where word = 'jaén' order by pos`)).map((r) => r.key))
      .to.deep.equal(['jaen', 'aen', 'jen', 'jan', 'jae'])
    const anon = new Client(t.baseUrl)
    const corrected = async (search: string) => {
      const r = await anon.get(`/api/companies?search=${encodeURIComponent(search)}`)
      expect(r.status, search).to.equal(200)
      const said = r.headers.get('x-search-corrected')
      return [said === null ? null : decodeURIComponent(said), r.body.map((c: { name: string }) => c.name)]
    }
    // Each kind of typo in a word longer than six letters (a replaced or added letter used to be left to trigrams).
    for (const typo of ['freigxt', 'freighxt', 'freigt', 'frieght', 'fréight']) {
      expect(await corrected(typo), typo).to.deep.equal(['freight', ['Elbe Freight Solutions']])
    }
    expect(await corrected('jaem')).to.deep.equal(['jaén', ['Elbe Freight Solutions']])
    // Too far from every word: nothing, and no correction said.
    expect(await corrected('fxxxxxt')).to.deep.equal([null, []])
    // A word that arrives later is keyed by the same trigger; a rebuild of the directory keeps the keys.
    await t.orm.em.fork().transactional(() => new DirectoryProjector(sqlOf(t.orm)).rebuild())
    expect(await corrected('freigxt')).to.deep.equal(['freight', ['Elbe Freight Solutions']])
    const fresh = await t.sql.all(`select k.key, w.word, k.pos from directory_words w cross join lateral directory_word_keys_of(w.word) k order by 1, 2, 3`)
    expect(await t.sql.all('select key, word, pos from directory_word_keys order by 1, 2, 3')).to.deep.equal(fresh)
  })

  it(`ranks at most ${TEXT_WINDOW} matches of a text and says the total is a lower bound past them`, async () => {
    const m = await signedIn(t, 'company_manager')
    const a = await signedIn(t, 'admin')
    const { id } = (await m.client.post('/api/companies', form({ name: 'Copyable Optics' }))).body
    await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })
    // Many more matching companies than the window, written straight into the tables (as a bulk import and a rebuild would).
    await t.sql.run(`with made as (
        insert into companies (name, description, country_id, website, contact_email, sector_id, subsector_id, manager_id, status, created_at, updated_at)
        select 'Optics ' || g, c.description, c.country_id, c.website, c.contact_email, c.sector_id, c.subsector_id, c.manager_id, 'approved', c.created_at, c.updated_at
        from companies c cross join generate_series(1, ${TEXT_WINDOW + 20}) g where c.id = ? returning id, name)
      insert into directory_entries (company_id, name, logo, description, country_id, country, country_code, sector_id, sector,
        subsector_id, subsector, products, services, is_verified, views, created_at, search, name_search)
      select made.id, made.name, null, d.description, d.country_id, d.country, d.country_code, d.sector_id, d.sector, d.subsector_id, d.subsector,
        d.products, d.services, false, 0, d.created_at, setweight(to_tsvector('simple', made.name), 'A'), to_tsvector('simple', made.name)
      from made cross join directory_entries d where d.company_id = ?`, [id, id])
    const res = await new Client(t.baseUrl).get('/api/companies?search=optics&pageSize=12')
    expect(res.status).to.equal(200)
    expect(res.headers.get('x-total-count')).to.equal(String(TEXT_WINDOW))
    expect(res.headers.get('x-total-relation')).to.equal('gte')
    expect(res.body).to.have.length(12)
    const facets = (await new Client(t.baseUrl).get('/api/companies/facets?search=optics')).body
    expect(facets.capped).to.equal(true)
  })

  it('finds the same companies, in the same order, whichever way a text question takes (filters first, full-text index, ordered word index)', async () => {
    const a = await signedIn(t, 'admin')
    const fr = (await t.sql.one<{ id: number }>(`select id from countries where code = 'FR'`))!.id
    const other = (await t.sql.one<{ id: number; sector_id: number }>('select id, sector_id from subsectors where id = ?', [ids.otherSubsectorId]))!
    const companies = [
      { name: 'Nordic Foods', products: ['Smoked salmon'] }, { name: 'Nordic Freight', services: ['Sea freight'], countryId: fr },
      { name: 'Northstar Logistics', products: ['Freight tracking'] }, { name: 'Bianchi Robotics', products: ['Welding robot'] },
      { name: 'Elbe Freight Solutions', countryId: fr, sectorId: other.sector_id, subsectorId: other.id },
      { name: 'Kaizen Welding', products: ['Nordic welding torch'] }, { name: 'Robot Nordic', products: ['Robot arm'] },
    ]
    for (const [i, c] of companies.entries()) {
      const m = i % 3 === 0 ? await signedIn(t, 'company_manager') : undefined
      const manager = m ?? (await signedIn(t, 'company_manager'))
      const { id } = (await manager.client.post('/api/companies', form({ products: [], services: [], description: 'A company.', ...c }))).body
      expect((await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })).status).to.equal(200)
    }
    const ways = {
      filter: { filterFirst: 1e9, rareWord: 0, termsBudget: 10_000 },
      index: { filterFirst: 0, rareWord: 1e9, termsBudget: 10_000 },
      terms: { filterFirst: 0, rareWord: 0, termsBudget: 10_000 },
      'terms, a small budget': { filterFirst: 0, rareWord: 0, termsBudget: 2 },
    }
    const model = (limits: (typeof ways)[keyof typeof ways]) => new PgDirectoryReadModel(t.sql, new ReadCache(), { results: 0, counts: 0 }, limits)
    const prepared = new PgDirectoryReadModel(t.sql, new ReadCache(), { results: 0, counts: 0 }, TEXT_LIMITS, preparedSqlOf(t.orm))
    const questions: Partial<SearchDirectory>[] = [
      { search: 'nordic' }, { search: 'nord' }, { search: 'freight' }, { search: 'freight', sort: 'a-z' }, { search: 'welding' },
      { search: 'nordic robot' }, { search: 'nordic weld' }, { search: 'freight nord' }, { search: 'freight', countries: ['FR'] }, { search: 'freight', sectorId: ids.sectorId },
      { search: 'nordic', verified: false, sort: 'popular' }, { search: 'freight', subsectorId: other.id },
      // A word alone on a later page: the ordered word index is read up to that page only, the total from the dictionary.
      { search: 'nordic', page: 2, pageSize: 2 }, { search: 'freight', page: 3, pageSize: 1 }, { search: 'nord', page: 2, pageSize: 3 },
      // A beginning of several words (robot, robotics), one company holding both: counted once, at its best row.
      { search: 'robo' }, { search: 'robo', page: 2, pageSize: 1 }, { search: 'robo', sort: 'recent' },
    ]
    for (const question of questions) {
      const q: SearchDirectory = { sort: 'relevant', page: 1, pageSize: 12, ...question }
      const expected = await model(ways.index).search(q)
      expect(expected.items.length, JSON.stringify(question)).to.be.greaterThan(0)
      for (const [way, limits] of Object.entries(ways)) {
        const found = await model(limits).search(q)
        const what = `${JSON.stringify(question)} by ${way}`
        if (way === 'terms, a small budget' && (q.countries || q.sectorId || q.subsectorId || q.verified !== undefined || question.search!.includes(' '))) {
          // Cut short after two rows of the word index: fewer may be found, and the total says "at least".
          expect(found.totalRelation, what).to.equal('gte')
          continue
        }
        expect(found.items.map((c) => c.name), what).to.deep.equal(expected.items.map((c) => c.name))
        expect([found.total, found.totalRelation], what).to.deep.equal([expected.total, 'eq'])
        if (way !== 'terms, a small budget') expect(await model(limits).facets(q), what).to.deep.equal(await model(ways.index).facets(q))
      }
      // As the app runs it: the statements whose plan does not depend on the values prepared once, with bound parameters.
      const plain = new PgDirectoryReadModel(t.sql, new ReadCache(), { results: 0, counts: 0 })
      for (const sort of ['relevant', 'a-z'] as const) {
        const asked = { ...q, sort }
        expect(await prepared.search(asked), `${JSON.stringify(asked)} prepared`).to.deep.equal(await plain.search(asked))
        expect(await prepared.facets(asked), `${JSON.stringify(asked)} prepared`).to.deep.equal(await plain.facets(asked))
      }
    }
    // A page past the last match: no company, the same total, whichever way.
    for (const limits of [ways.index, ways.terms]) {
      const past = await model(limits).search({ sort: 'relevant', search: 'nordic', page: 9, pageSize: 2 })
      expect([past.items, past.total, past.totalRelation]).to.deep.equal([[], (await model(ways.index).search({ sort: 'relevant', search: 'nordic', page: 1, pageSize: 2 })).total, 'eq'])
    }
  })

  it('walks a beginning through the words the word index has: a word found only in descriptions is never walked, and the dictionary knows which', async () => {
    const a = await signedIn(t, 'admin')
    const make = async (c: Record<string, unknown>) => {
      const m = await signedIn(t, 'company_manager')
      const { id } = (await m.client.post('/api/companies', form({ products: [], services: [], ...c }))).body
      expect((await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })).status).to.equal(200)
    }
    // "pharmaceuticals" is the most used word that "pharm" begins, but in descriptions only.
    await make({ name: 'Pharma Nova', description: 'A pharmaceuticals wholesaler.' })
    await make({ name: 'Baltic Labs', description: 'Pharmaceuticals and vaccines.' })
    await make({ name: 'Rhine Chemicals', description: 'Pharmaceuticals for clinics.' })
    expect(await t.sql.all(`select word, companies, terms from directory_words where word like 'pharma%' order by word`)).to.deep.equal([
      { word: 'pharma', companies: 1, terms: 1 }, { word: 'pharmaceuticals', companies: 3, terms: 0 },
    ])
    // The database refuses a count of the word index above the word's companies.
    let refused = ''
    try { await t.sql.run(`update directory_words set terms = companies + 1 where word = 'pharma'`) } catch (e) { refused = String(e) }
    expect(refused).to.match(/directory_words_terms_check/)

    const sent: string[] = []
    const recording = { ...t.sql, all: <T>(sql: string, params?: readonly unknown[]) => { sent.push(sql); return t.sql.all<T>(sql, params) } }
    const byWordIndex = new PgDirectoryReadModel(recording, new ReadCache(), { results: 0, counts: 0 }, { filterFirst: 0, rareWord: 0, termsBudget: 10_000 })
    const page = await byWordIndex.search({ search: 'pharm', sort: 'relevant', page: 1, pageSize: 12 })
    expect(page.items.map((c) => c.name)).to.deep.equal(['Pharma Nova'])
    expect([page.total, page.totalRelation]).to.deep.equal([1, 'eq'])
    const walks = sent.filter((s) => s.includes('from directory_terms w'))
    expect(walks).to.have.length(1)
    expect(walks[0]).not.to.include('union all')
    // A beginning whose every word is in descriptions only finds nothing through the word index (as before), without a walk.
    sent.length = 0
    const none = await byWordIndex.search({ search: 'pharmaceutical', sort: 'relevant', page: 1, pageSize: 12 })
    expect([none.items, none.total, none.totalRelation]).to.deep.equal([[], 0, 'eq'])
    expect(sent.filter((s) => s.includes('from directory_terms w'))).to.deep.equal([])
  })

  it('answers every question without text exactly as counting and sorting all the rows would (ids, order, total)', async () => {
    const a = await signedIn(t, 'admin')
    const fr = (await t.sql.one<{ id: number }>(`select id from countries where code = 'FR'`))!.id
    const other = (await t.sql.one<{ id: number; sector_id: number }>('select id, sector_id from subsectors where id = ?', [ids.otherSubsectorId]))!
    for (let i = 0; i < 9; i++) {
      const m = await signedIn(t, 'company_manager')
      const { id } = (await m.client.post('/api/companies', form({ name: `Company ${String.fromCharCode(65 + ((i * 5) % 9))} ${i}`,
        ...(i % 3 === 1 ? { countryId: fr } : {}), ...(i % 2 ? { sectorId: other.sector_id, subsectorId: other.id } : {}) }))).body
      expect((await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })).status).to.equal(200)
      if (i % 4 === 0) await a.client.patch(`/api/admin/companies/${id}/verify`, { verified: true })
      await t.sql.run('update directory_entries set views = ? where company_id = ?', [(i * 7) % 5, id])
    }
    const plain = new PgDirectoryReadModel(t.sql, new ReadCache(), { results: 0, counts: 0 })
    const prepared = new PgDirectoryReadModel(t.sql, new ReadCache(), { results: 0, counts: 0 }, TEXT_LIMITS, preparedSqlOf(t.orm))
    const ORDER = { 'relevant': 'is_verified desc, views desc, company_id', 'a-z': 'lower(name), company_id',
      'recent': 'created_at desc, company_id desc', 'popular': 'views desc, company_id' } as const
    const filters: [Partial<SearchDirectory>, string][] = [
      [{}, 'true'], [{ sectorId: ids.sectorId }, `sector_id = ${ids.sectorId}`], [{ subsectorId: other.id }, `subsector_id = ${other.id}`],
      [{ sectorId: other.sector_id, subsectorId: other.id }, `subsector_id = ${other.id}`], [{ sectorId: ids.sectorId, subsectorId: other.id }, 'false'],
      [{ countries: ['FR'] }, `country_id = ${fr}`], [{ countries: ['de', 'France'] }, `country_id in (${ids.countryId}, ${fr})`],
      [{ verified: true }, 'is_verified'], [{ verified: false, countries: ['DE'], sectorId: other.sector_id }, `not is_verified and country_id = ${ids.countryId} and sector_id = ${other.sector_id}`],
    ]
    for (const [f, where] of filters) {
      for (const sort of Object.keys(ORDER) as (keyof typeof ORDER)[]) {
        for (const [page, pageSize] of [[1, 12], [1, 2], [2, 2], [3, 4], [9, 2]]) {
          const found = await plain.search({ sort, page: page, pageSize: pageSize, ...f })
          expect(await prepared.search({ sort, page: page, pageSize: pageSize, ...f }), 'prepared').to.deep.equal(found)
          const rows = await t.sql.all<{ company_id: number }>(`select company_id from directory_entries where ${where} order by ${ORDER[sort]} limit ? offset ?`,
            [pageSize, (page - 1) * pageSize])
          const total = (await t.sql.one<{ n: number }>(`select count(*)::int as n from directory_entries where ${where}`))!.n
          const what = `${JSON.stringify(f)} ${sort} page ${page} of ${pageSize}`
          expect(found.items.map((c) => c.id), what).to.deep.equal(rows.map((r) => r.company_id))
          expect([found.total, found.totalRelation], what).to.deep.equal([total, 'eq'])
        }
      }
      const facets = await plain.facets(f)
      expect(facets.capped).to.equal(false)
      expect(await prepared.facets(f)).to.deep.equal(facets)
    }
  })
})
