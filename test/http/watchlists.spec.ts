// Saved searches, follows, notifications and digests on PostgreSQL (issue 21, docs/ubiquitous-language/watchlists.md):
// a newly approved matching company is notified once, a non-matching one never; the matching job is idempotent and
// resumable; a digest is sent once per period and carries only what is new; its unsubscribe link needs no session.
import { expect } from 'chai'
import { companyForm, signedIn, type catalogueIds } from './support/accounts'
import { Client } from './support/client'
import pino from 'pino'
import { OutboxSender } from '../../src/adapters/mail/outbox-sender'
import { OutboxMailer } from '../../src/adapters/persistence/mail/outbox-mailer'
import { MikroOrmUnitOfWork } from '../../src/adapters/persistence/unit-of-work'
import { fakeSmtp } from './support/fake-smtp'
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

  it('renaming or changing a digest with bad input is a 400 or a 409 in the words the web shows, and leaves the search as it was', async () => {
    const ada = await signedIn(t, 'individual')
    const id = (await ada.client.post('/api/saved-searches', { name: 'Cobots', query: { search: 'cobot' }, frequency: 'daily' })).body.id as number
    await ada.client.post('/api/saved-searches', { name: 'Lathes', query: { search: 'lathe' } })
    const events = await count('domain_events')
    const refused = [
      [{ name: '   ' }, 400, 'Required'],
      [{ name: 'A\u0007B' }, 400, undefined],
      [{ name: 'Ro\u202Ebots' }, 400, undefined],
      [{ name: 'x'.repeat(81) }, 400, 'Must be at most 80 characters'],
      [{ name: ']]></script>', frequency: 'hourly' }, 400, undefined],
      [{ name: 'LATHES', frequency: 'weekly' }, 409, 'You already have a saved search with this name'],
      [{ name: 'x'.repeat(200_000) }, [400, 413], undefined],
    ] as const
    for (const [body, status, message] of refused) {
      const r = await ada.client.patch(`/api/saved-searches/${id}`, body)
      expect(r.status, JSON.stringify(body).slice(0, 60)).to.be.oneOf(Array.isArray(status) ? status : [status])
      if (message) expect(r.body.fieldErrors.name).to.equal(message)
    }
    expect((await ada.client.patch(`/api/saved-searches/${id}`, { frequency: 'hourly' })).status).to.equal(400)
    expect(await t.sql.all('select name, frequency from saved_searches order by id')).to.deep.equal([{ name: 'Cobots', frequency: 'daily' }, { name: 'Lathes', frequency: 'off' }])
    expect(await count('domain_events')).to.equal(events)
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
    const sectorName = (await t.sql.one<{ name: string }>('select name from sectors where id = ?', [ids.sectorId]))!.name
    expect((await ada.client.get('/api/follows')).body).to.deep.equal([{ kind: 'company', id: company, name: 'Nordlicht Robotics' }, { kind: 'sector', id: ids.sectorId, name: sectorName }])
    await runJobs()
    // Its media approved (inserted as the moderation leaves it, with its event).
    // An approved item has its publication time (a check, issue 22).
    const media = await t.sql.one<{ id: number }>(`insert into company_media (company_id, title, content, type, status, published_at) values (?, 'Cobot launch', 'Text', 'news', 'approved', ?) returning id`, [company, testClock.now()])
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

  it("an existing exhibition's registration opened by an edit (reinstated, or its passed deadline moved) is notified to its sector's followers once; other edits tell nothing", async () => {
    const admin = await signedIn(t, 'admin')
    const day = 86_400_000
    const start = new Date(testClock.now().getTime() + 30 * day)
    const expo = async (name: string, over: Record<string, unknown>) => {
      const r = await admin.client.post('/api/admin/exhibitions', {
        name, description: 'Robots.', startDate: start.toISOString(), endDate: new Date(start.getTime() + day).toISOString(), location: 'Online', sectorId: ids.sectorId, ...over,
      })
      expect(r.status, r.text).to.equal(201)
      return r.body.id as number
    }
    const edit = async (id: number, body: Record<string, unknown>) => {
      const r = await admin.client.patch(`/api/admin/exhibitions/${id}`, body)
      expect(r.status, r.text).to.equal(200)
    }
    // Open before Ada follows the sector: an edit of anything later is not news.
    const alreadyOpen = await expo('Already Open Expo', {})
    await runJobs()
    const ada = await signedIn(t, 'individual')
    expect((await ada.client.post('/api/follows', { sectorId: ids.sectorId })).status).to.equal(201)
    const cancelled = await expo('Cancelled Expo', { status: 'cancelled' })
    const closed = await expo('Closed Expo', { registrationDeadline: new Date(testClock.now().getTime() - day).toISOString() })
    await edit(alreadyOpen, { description: 'More robots.', registrationDeadline: new Date(start.getTime() - day).toISOString() })
    await runJobs()
    expect(await notifications()).to.deep.equal([])
    // Reinstated, and its deadline moved into the future: each told once.
    await edit(cancelled, { status: 'upcoming' })
    await edit(closed, { registrationDeadline: new Date(start.getTime() - day).toISOString() })
    await runJobs()
    const told = () => notifications().then((ns) => ns.map((n) => [n.user_id, n.kind, n.subject_id, n.title]))
    expect(await told()).to.deep.equal([
      [ada.id, 'exhibition_registration_open', cancelled, 'Cancelled Expo'],
      [ada.id, 'exhibition_registration_open', closed, 'Closed Expo'],
    ])
    // Moved into the followed sector from another: news to its followers.
    const other = (await t.sql.one<{ id: number }>('select id from sectors where id <> ? order by id limit 1', [ids.sectorId]))!.id
    const moved = await expo('Moved Expo', { sectorId: other })
    await runJobs()
    expect((await told()).length).to.equal(2)
    await edit(moved, { sectorId: ids.sectorId })
    await runJobs()
    expect((await told()).at(-1)).to.deep.equal([ada.id, 'exhibition_registration_open', moved, 'Moved Expo'])
    // Cancelled and reinstated again, edited, and the job run twice: nothing more.
    await edit(cancelled, { status: 'cancelled' })
    await edit(cancelled, { status: 'upcoming' })
    await edit(closed, { description: 'Even more robots.' })
    await runJobs()
    await runJobs()
    expect((await told()).length).to.equal(3)
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
    expect((await ada.client.get('/api/follows')).body.map((f: { kind: string; id: number; name: string }) => [f.kind, f.id])).to.deep.equal([['exhibition', expo.body.id], ['sector', ids.sectorId]])
    expect((await ada.client.get('/api/follows')).body[0].name).to.equal('Harbour Logistics Week')
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

  it("a digest carries RFC 8058's one-click List-Unsubscribe headers to SMTP (no other mail has them); a mail client's POST to their address, without a session, turns the digest off", async () => {
    const ada = await signedIn(t, 'individual')
    const search = (await ada.client.post('/api/saved-searches', { name: 'Cobots', query: { search: 'cobot' }, frequency: 'daily' })).body.id as number
    await approvedCompany({ name: 'Nordlicht Robotics' })
    await runJobs()
    const rows = await t.sql.all<{ kind: string; headers: Record<string, string> | null }>('select kind, headers from email_outbox order by id')
    const digest = rows.filter((r) => r.kind === 'saved_search_digest')
    expect(digest).to.have.length(1)
    expect(rows.filter((r) => r.kind !== 'saved_search_digest' && r.headers !== null)).to.deep.equal([])
    const headers = digest[0].headers!
    expect(Object.keys(headers)).to.deep.equal(['List-Unsubscribe', 'List-Unsubscribe-Post'])
    expect(headers['List-Unsubscribe-Post']).to.equal('List-Unsubscribe=One-Click')
    const address = /^<(.+)>$/.exec(headers['List-Unsubscribe'])![1]
    expect(address).to.match(new RegExp(`^${t.publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/api/unsubscribe/${search}/[A-Za-z0-9_-]{43}$`))

    // The outbox sender hands them to SMTP as they are.
    const smtp = await fakeSmtp(0)
    try {
      await new OutboxSender(t.sql, t.app.settings, pino({ level: 'silent' }), `smtp://127.0.0.1:${smtp.port}`).sendDue(100)
      const sent = smtp.received.map((m) => m.replace(/\n[ \t]+/g, ' '))
      const mail = sent.filter((m) => m.includes('List-Unsubscribe-Post'))
      expect(mail).to.have.length(1)
      expect(mail[0]).to.include(`List-Unsubscribe: <${address}>`).and.include('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
      expect(sent).to.have.length(rows.length)
    } finally {
      await smtp.close()
    }

    // What a mail client sends (RFC 8058 §3.2): a form POST, no cookie, no Origin.
    const oneClick = await fetch(address.replace(t.publicUrl, t.baseUrl), {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).to.equal(200)
    expect((await t.sql.one<{ frequency: string }>('select frequency from saved_searches where id = ?', [search]))!.frequency).to.equal('off')
  })

  it('the outbox refuses a header that could start another one, and keeps nothing', async () => {
    const mailer = new OutboxMailer(t.sql)
    const before = await count('email_outbox')
    for (const headers of <Record<string, string>[]>[{ 'List-Unsubscribe': '<https://x.example>\r\nBcc: all@example.com' }, { 'Bad Name': 'x' }, { 'X-Empty': '' }]) {
      let refused = false
      await mailer.enqueue({ kind: 'test', to: 'a@example.com', subject: 'S', body: 'B', headers }).catch(() => { refused = true })
      expect(refused, JSON.stringify(headers)).to.equal(true)
    }
    expect(await count('email_outbox')).to.equal(before)
    await t.sql.run(`insert into email_outbox (kind, to_address, subject, body, headers) values ('test', 'a@example.com', 'S', 'B', '["x"]'::jsonb)`).then(
      () => expect.fail('a list of headers was kept'), (e: Error) => expect(e.message).to.match(/email_outbox_headers_object/))
  })
})
