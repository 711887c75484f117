// Saved searches, follows, notifications and digests on PostgreSQL (issue 21, docs/ubiquitous-language/watchlists.md):
// a newly approved matching company is notified once, a non-matching one never; the matching job is idempotent and
// resumable; a digest is sent once per period and carries only what is new; its unsubscribe link needs no session.
import { expect } from 'chai'
import { companyForm, signedIn, type catalogueIds } from './support/accounts'
import { Client } from './support/client'
import { MikroOrmUnitOfWork } from '../../src/adapters/persistence/unit-of-work'
import { PgWatchlistMatcher } from '../../src/adapters/projections/watchlist/pg-watchlist-matcher'
import { onFreshApp } from './support/suite'
import { testClock, type TestApp } from './support/test-app'

describe('watchlists: saved searches, follows, notifications and digests (HTTP)', () => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  onFreshApp((app, catalogue) => { t = app; ids = catalogue })

  const anonymous = () => new Client(t.baseUrl)
  const count = async (table: string) => (await t.sql.one<{ n: number }>(`select count(*)::int as n from ${table}`))!.n
  const notifications = () => t.sql.all<{ user_id: number; kind: string; subject_id: number; saved_search_id: number | null; title: string }>(
    'select user_id, kind, subject_id, saved_search_id, title from notifications order by id')
  const digests = () => t.sql.all<{ to_address: string; subject: string; body: string }>(`select to_address, subject, body from email_outbox where kind = 'saved_search_digest' order by id`)
  /** Runs the jobs as the app's interval does, once the events are a few seconds old. */
  const runJobs = async () => { testClock.advance(5000); return t.app.runWatchlistJobs() }

  /** A company created by a manager and approved by an admin (a CompanyApproved in the log). */
  const approvedCompany = async (over: Record<string, unknown>) => {
    const manager = await signedIn(t, 'company_manager')
    const admin = await signedIn(t, 'admin')
    const created = await manager.client.post('/api/companies', companyForm(ids, over))
    expect(created.status, created.text).to.equal(201)
    if (created.body.status !== 'approved') {
      expect((await admin.client.patch(`/api/admin/companies/${created.body.id}/status`, { status: 'approved' })).status).to.equal(200)
    }
    return created.body.id as number
  }

  it('saves a directory search, lists it, renames it, changes its digest and deletes it; bad input is a 400 that keeps nothing', async () => {
    const ada = await signedIn(t, 'individual')
    const saved = await ada.client.post('/api/saved-searches', { name: ' Cobots in Germany ', query: { search: 'cobot', country: 'DE', sectorId: String(ids.sectorId), sort: 'recent', page: '3' } })
    expect(saved.status, saved.text).to.equal(201)
    expect(saved.body).to.deep.include({ name: 'Cobots in Germany', frequency: 'off', newMatches: 0, query: { search: 'cobot', countries: ['DE'], sectorId: ids.sectorId, sort: 'recent' } })
    const id = saved.body.id as number
    expect((await ada.client.patch(`/api/saved-searches/${id}`, { name: 'German cobots', frequency: 'weekly' })).body).to.deep.include({ name: 'German cobots', frequency: 'weekly' })
    expect((await ada.client.get('/api/saved-searches')).body.map((s: { name: string }) => s.name)).to.deep.equal(['German cobots'])

    const refused = [
      [{ name: '', query: { search: 'x' } }, 400, 'name'],
      [{ name: 'A\u0000B', query: { search: 'x' } }, 400, 'name'],
      [{ name: 'x'.repeat(81), query: { search: 'x' } }, 400, 'name'],
      [{ name: 'Empty', query: {} }, 400, 'query'],
      [{ name: 'Bad sort', query: { search: 'x', sort: '</script>' } }, 400, 'query.sort'],
      [{ name: 'Bad frequency', query: { search: 'x' }, frequency: 'hourly' }, 400, 'frequency'],
      [{ name: 'GERMAN COBOTS', query: { search: 'x' } }, 409, 'name'],
    ] as const
    for (const [body, status, field] of refused) {
      const r = await ada.client.post('/api/saved-searches', body)
      expect([r.status, Object.keys(r.body.fieldErrors ?? {})], JSON.stringify(body)).to.deep.equal([status, [field]])
    }
    const huge = await ada.client.post('/api/saved-searches', { name: 'Huge', query: { search: 'x'.repeat(100_000) } })
    expect(huge.status).to.be.oneOf([400, 413])
    expect(await count('saved_searches')).to.equal(1)

    expect((await ada.client.delete(`/api/saved-searches/${id}`)).status).to.equal(204)
    expect(await count('saved_searches')).to.equal(0)
  })

  it("answers 404 for another user's saved search on every route, and changes nothing", async () => {
    const ada = await signedIn(t, 'individual')
    const bob = await signedIn(t, 'individual')
    const id = (await ada.client.post('/api/saved-searches', { name: 'Mine', query: { search: 'robots' } })).body.id as number
    const before = JSON.stringify(await t.sql.all('select * from saved_searches'))
    for (const r of [
      await bob.client.patch(`/api/saved-searches/${id}`, { name: 'Stolen' }),
      await bob.client.patch(`/api/saved-searches/${id}`, { frequency: 'daily' }),
      await bob.client.post(`/api/saved-searches/${id}/seen`, {}),
      await bob.client.delete(`/api/saved-searches/${id}`),
      await ada.client.delete('/api/saved-searches/999999'),
    ]) expect(r.status).to.equal(404)
    expect(JSON.stringify(await t.sql.all('select * from saved_searches'))).to.equal(before)
    expect((await bob.client.get('/api/saved-searches')).body).to.deep.equal([])
    expect((await anonymous().get('/api/saved-searches')).status).to.equal(401)
  })

  it('a newly approved matching company is notified once; a non-matching one never; the dashboard counts it as new until seen', async () => {
    const ada = await signedIn(t, 'individual')
    const search = (await ada.client.post('/api/saved-searches', { name: 'Cobots', query: { search: 'cobot', country: 'de', sectorId: String(ids.sectorId) } })).body.id as number
    const sectorOnly = (await ada.client.post('/api/saved-searches', { name: 'My sector', query: { sectorId: String(ids.sectorId), verified: 'true' } })).body.id as number
    const matching = await approvedCompany({ name: 'Nordlicht Robotics' })
    await approvedCompany({ name: 'Elsewhere Robotics', countryId: (await t.sql.one<{ id: number }>(`select id from countries where code = 'FR'`))!.id })
    await approvedCompany({ name: 'Gardening Tools', description: 'Spades and rakes.', products: ['Spade'], services: [] })

    const run = await runJobs()
    expect(run.notifications).to.equal(1)
    // Not the company of another country, not the one without the word, and not for the verified-only search (none is verified).
    expect(await notifications()).to.deep.equal([
      { user_id: ada.id, kind: 'company_matched', subject_id: matching, saved_search_id: search, title: 'Nordlicht Robotics' },
    ])
    expect(sectorOnly).to.not.equal(search)

    const list = (await ada.client.get('/api/saved-searches')).body as { id: number; newMatches: number }[]
    expect(list.find((s) => s.id === search)!.newMatches).to.equal(1)
    const centre = await ada.client.get('/api/notifications')
    expect(centre.body.unread).to.equal(1)
    expect(centre.body.items).to.have.length(1)
    expect(centre.body.items[0]).to.deep.include({ kind: 'company_matched', subjectId: matching, savedSearchId: search, title: 'Nordlicht Robotics', readAt: null })

    testClock.advance(1000)
    expect((await ada.client.post(`/api/saved-searches/${search}/seen`, {})).status).to.equal(204)
    expect(((await ada.client.get('/api/saved-searches')).body as { id: number; newMatches: number }[]).find((s) => s.id === search)!.newMatches).to.equal(0)
    const read = await ada.client.post('/api/notifications/read', { ids: [centre.body.items[0].id] })
    expect(read.body).to.deep.equal({ unread: 0 })
    expect((await ada.client.get('/api/notifications')).body.items[0].readAt).to.be.a('string')
    expect((await ada.client.post('/api/notifications/read', { all: true })).body).to.deep.equal({ unread: 0 })
    expect((await ada.client.post('/api/notifications/read', {})).status).to.equal(400)
  })

  it('matches by every kind of question: sector and country, sector, countries, subsector; not an unknown country nor verified-only for an unverified company', async () => {
    const ada = await signedIn(t, 'individual')
    const save = async (name: string, query: Record<string, string>) => (await ada.client.post('/api/saved-searches', { name, query })).body.id as number
    const matching = [
      await save('Sector in Germany', { sectorId: String(ids.sectorId), country: 'DE' }),
      await save('Sector', { sectorId: String(ids.sectorId) }),
      await save('Germany or France', { country: 'fr,Germany' }),
      await save('Subsector', { sectorId: String(ids.sectorId), subsectorId: String(ids.subsectorId) }),
    ]
    await save('Nowhere', { country: 'Atlantis' })
    await save('Verified only', { verified: 'true' })
    await save('Sector elsewhere', { sectorId: String(ids.sectorId), country: 'FR' })
    const company = await approvedCompany({ name: 'Nordlicht Robotics' })
    expect((await runJobs()).notifications).to.equal(4)
    expect((await notifications()).map((n) => [n.subject_id, n.saved_search_id])).to.deep.equal(matching.map((id) => [company, id]))
  })

  it('running the job twice, or again after a crash rolled its checkpoint back, makes no second notification', async () => {
    const ada = await signedIn(t, 'individual')
    await ada.client.post('/api/saved-searches', { name: 'Cobots', query: { search: 'cobot' } })
    await approvedCompany({ name: 'Nordlicht Robotics' })
    expect((await runJobs()).notifications).to.equal(1)
    expect((await runJobs()).notifications).to.equal(0)
    // A crash after the notifications were written but before the checkpoint moved, as the log sees it: read again.
    await t.sql.run(`update job_checkpoints set last_event_id = 0 where name = 'watchlists'`)
    const again = await runJobs()
    expect(again.events).to.be.greaterThan(0)
    expect(again.notifications).to.equal(0)
    expect(await count('notifications')).to.equal(1)
    // An event too fresh is left for the next run (a transaction that took an earlier id may not have committed yet).
    await approvedCompany({ name: 'Second Cobot Works' })
    expect((await t.app.runWatchlistJobs()).notifications).to.equal(0)
    expect((await runJobs()).notifications).to.equal(1)
  })

  it('reads the log in the order of its ids across batches (id 10 after id 9), every event once', async () => {
    const ada = await signedIn(t, 'individual')
    await ada.client.post('/api/saved-searches', { name: 'Cobots', query: { search: 'cobot' } })
    for (let i = 0; i < 6; i++) await approvedCompany({ name: `Cobot Works ${i}` })
    testClock.advance(5000)
    const matcher = new PgWatchlistMatcher(t.sql, new MikroOrmUnitOfWork(t.orm), testClock, { batchSize: 4, settleMs: 0 })
    const run = await matcher.runOnce()
    expect(run.events).to.equal(6)
    expect(run.batches).to.equal(2)
    expect(run.notifications).to.equal(6)
    expect((await t.sql.one<{ id: string }>(`select max(id)::text as id from domain_events where type = 'CompanyApproved'`))!.id)
      .to.equal((await t.sql.one<{ id: string }>(`select last_event_id::text as id from job_checkpoints where name = 'watchlists'`))!.id)
  })

  it('a search saved after the approval is not told of it', async () => {
    const ada = await signedIn(t, 'individual')
    const id = await approvedCompany({ name: 'Nordlicht Robotics' })
    testClock.advance(1000)
    await ada.client.post('/api/saved-searches', { name: 'Cobots', query: { search: 'cobot' } })
    expect((await runJobs()).notifications).to.equal(0)
    expect(await t.sql.one('select 1 from directory_entries where company_id = ?', [id])).to.not.equal(undefined)
  })

  it('follows: a followed company\'s approved media and a new exhibition of a followed sector are notified; another user\'s follows are theirs', async () => {
    const ada = await signedIn(t, 'individual')
    const company = await approvedCompany({ name: 'Nordlicht Robotics' })
    expect((await ada.client.post('/api/follows', { companyId: company })).status).to.equal(201)
    expect((await ada.client.post('/api/follows', { companyId: company })).status).to.equal(201)
    expect((await ada.client.post('/api/follows', { sectorId: ids.sectorId })).status).to.equal(201)
    expect((await ada.client.post('/api/follows', { companyId: 999999 })).status).to.equal(404)
    expect((await ada.client.post('/api/follows', { sectorId: 999999 })).status).to.equal(404)
    expect((await ada.client.post('/api/follows', { companyId: company, sectorId: ids.sectorId })).status).to.equal(400)
    expect(await count('follows')).to.equal(2)
    expect((await ada.client.get('/api/follows')).body).to.deep.equal([{ kind: 'company', id: company }, { kind: 'sector', id: ids.sectorId }])
    await runJobs()
    // Its media approved (inserted as the moderation leaves it, with its event).
    const media = await t.sql.one<{ id: number }>(`insert into company_media (company_id, title, content, type, status) values (?, 'Cobot launch', 'Text', 'news', 'approved') returning id`, [company])
    await t.sql.run(`insert into domain_events (type, aggregate_type, aggregate_id, payload, occurred_at) values ('MediaItemApproved', 'media', ?, '{}', ?)`, [String(media!.id), testClock.now()])
    const admin = await signedIn(t, 'admin')
    const start = new Date(testClock.now().getTime() + 30 * 86_400_000)
    const expo = await admin.client.post('/api/admin/exhibitions', {
      name: 'Robotics Expo', description: 'Robots.', startDate: start.toISOString(), endDate: new Date(start.getTime() + 86_400_000).toISOString(), location: 'Online', sectorId: ids.sectorId, status: 'upcoming',
    })
    expect(expo.status, expo.text).to.equal(201)
    await runJobs()
    expect((await notifications()).map((n) => [n.kind, n.title])).to.deep.equal([['media_approved', 'Cobot launch'], ['exhibition_registration_open', 'Robotics Expo']])
    // Starting soon: a week before its start, once.
    testClock.set(new Date(start.getTime() - 6 * 86_400_000))
    await runJobs()
    await runJobs()
    expect((await notifications()).map((n) => n.kind)).to.deep.equal(['media_approved', 'exhibition_registration_open', 'exhibition_starting_soon'])
    expect((await ada.client.delete(`/api/follows/companies/${company}`)).status).to.equal(204)
    expect((await ada.client.delete(`/api/follows/sectors/${ids.sectorId}`)).status).to.equal(204)
    expect(await count('follows')).to.equal(0)
    const bob = await signedIn(t, 'individual')
    expect((await bob.client.get('/api/notifications')).body).to.deep.equal({ items: [], unread: 0 })
    const adaIds = (await ada.client.get('/api/notifications')).body.items.map((n: { id: number }) => n.id)
    expect((await bob.client.post('/api/notifications/read', { ids: adaIds })).body).to.deep.equal({ unread: 0 })
    expect((await ada.client.get('/api/notifications/unread-count')).body).to.deep.equal({ unread: 3 })
  })

  it('follows one exhibition: its start drawing near is notified once, also to a user who follows its sector too; refusals keep no row', async () => {
    const admin = await signedIn(t, 'admin')
    const start = new Date(testClock.now().getTime() + 30 * 86_400_000)
    const expo = await admin.client.post('/api/admin/exhibitions', {
      name: 'Harbour Logistics Week', description: 'Ports.', startDate: start.toISOString(), endDate: new Date(start.getTime() + 86_400_000).toISOString(), location: 'Online', sectorId: ids.sectorId, status: 'upcoming',
    })
    expect(expo.status, expo.text).to.equal(201)
    await runJobs()
    const ada = await signedIn(t, 'individual')
    const bob = await signedIn(t, 'individual')
    expect((await ada.client.post('/api/follows', { exhibitionId: expo.body.id })).status).to.equal(201)
    expect((await ada.client.post('/api/follows', { exhibitionId: expo.body.id })).status).to.equal(201)
    expect((await ada.client.post('/api/follows', { sectorId: ids.sectorId })).status).to.equal(201)
    expect((await bob.client.post('/api/follows', { exhibitionId: expo.body.id })).status).to.equal(201)
    expect(await count('follows')).to.equal(3)
    // Refused: an unknown exhibition, two subjects at once, a text id; nothing is kept.
    expect((await bob.client.post('/api/follows', { exhibitionId: 999999 })).status).to.equal(404)
    expect((await bob.client.post('/api/follows', { exhibitionId: expo.body.id, sectorId: ids.sectorId })).status).to.equal(400)
    expect((await bob.client.post('/api/follows', { exhibitionId: '1; drop table follows' })).status).to.equal(400)
    expect(await count('follows')).to.equal(3)
    expect((await ada.client.get('/api/follows')).body).to.deep.equal([{ kind: 'exhibition', id: expo.body.id }, { kind: 'sector', id: ids.sectorId }])
    testClock.set(new Date(start.getTime() - 6 * 86_400_000))
    await runJobs()
    await runJobs()
    const soon = (await notifications()).filter((n) => n.kind === 'exhibition_starting_soon')
    expect(soon.map((n) => [n.user_id, n.subject_id, n.title])).to.have.deep.members([[ada.id, expo.body.id, 'Harbour Logistics Week'], [bob.id, expo.body.id, 'Harbour Logistics Week']])
    // Unfollowed, bob's follow is gone; ada's sector follow stays.
    expect((await bob.client.delete(`/api/follows/exhibitions/${expo.body.id}`)).status).to.equal(204)
    expect((await bob.client.get('/api/follows')).body).to.deep.equal([])
    expect(await count('follows')).to.equal(2)
  })

  it('a digest is sent once per period, even when the job runs again (a restart), and carries only what is new since the last', async () => {
    const ada = await signedIn(t, 'individual', { firstName: 'Ada' })
    const search = (await ada.client.post('/api/saved-searches', { name: 'Cobots', query: { search: 'cobot' }, frequency: 'daily' })).body.id as number
    await approvedCompany({ name: 'Nordlicht Robotics' })
    expect((await runJobs()).mailed).to.equal(1)
    expect((await runJobs()).mailed).to.equal(0)
    const [mail] = await digests()
    expect(mail.to_address).to.equal(ada.email)
    expect(mail.subject).to.equal('1 new for "Cobots" on Expo Atlas')
    expect(mail.body).to.include('Hello Ada,').and.include('- Nordlicht Robotics').and.include(`${t.publicUrl}/directory?search=cobot`)
    expect(await count('saved_search_digests')).to.equal(1)

    // The next day: only the company approved since.
    testClock.advance(86_400_000)
    await approvedCompany({ name: 'Second Cobot Works' })
    expect((await runJobs()).mailed).to.equal(1)
    const second = (await digests())[1]
    expect(second.body).to.include('- Second Cobot Works').and.not.include('Nordlicht')
    // A day with nothing new: recorded, no mail.
    testClock.advance(86_400_000)
    expect((await runJobs()).mailed).to.equal(0)
    expect(await digests()).to.have.length(2)
    expect(await t.sql.all('select period, notifications from saved_search_digests where saved_search_id = ? order by period', [search])).to.have.length(3)
  })

  it('the unsubscribe link turns the digest off without a session; a bad token is a 404 that changes nothing', async () => {
    const ada = await signedIn(t, 'individual')
    const search = (await ada.client.post('/api/saved-searches', { name: 'Cobots', query: { search: 'cobot' }, frequency: 'weekly' })).body.id as number
    await approvedCompany({ name: 'Nordlicht Robotics' })
    await runJobs()
    const link = /\/unsubscribe\/(\d+)\/([\w-]+)/.exec((await digests())[0].body)!
    expect(Number(link[1])).to.equal(search)
    const token = link[2]
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const path of [`/api/unsubscribe/${search}/${wrong}`, `/api/unsubscribe/${search + 1}/${token}`, `/api/unsubscribe/${search}/${encodeURIComponent(']]></script>')}`, `/api/unsubscribe/${search}/${'a'.repeat(5000)}`]) {
      expect((await anonymous().get(path)).status, path.slice(0, 60)).to.equal(404)
      expect((await anonymous().post(path, {})).status, path.slice(0, 60)).to.equal(404)
    }
    expect((await anonymous().get(`/api/unsubscribe/x/${token}`)).status).to.equal(400)
    expect((await t.sql.one<{ frequency: string }>('select frequency from saved_searches where id = ?', [search]))!.frequency).to.equal('weekly')
    expect((await anonymous().get(`/api/unsubscribe/${search}/${token}`)).body).to.deep.equal({ name: 'Cobots', frequency: 'weekly' })
    const off = await anonymous().post(`/api/unsubscribe/${search}/${token}`, {})
    expect([off.status, off.body]).to.deep.equal([200, { name: 'Cobots', frequency: 'off' }])
    expect((await t.sql.one<{ frequency: string }>('select frequency from saved_searches where id = ?', [search]))!.frequency).to.equal('off')
  })
})
