// Issue 22: embargo and scheduled publication of media items, and preview links, on PostgreSQL. An item
// approved before its publication time stays private until that moment and then is everywhere at once
// (media center, its page, newsroom, feeds, sitemap, attachments, followers); the time is moved with the
// app's clock (testClock). Preview links open an embargoed item's page (and its files) before its time.
import { expect } from 'chai'
import { catalogueIds, managerWithApprovedCompany, signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, testClock, type TestApp } from './support/test-app'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
const HOUR = 3600_000

/** An instant as a form sends it: with an offset (+01:00), not in UTC. */
const withOffset = (d: Date) => {
  const local = new Date(d.getTime() + HOUR).toISOString().slice(0, 19)
  return `${local}+01:00`
}

describe('media embargo and preview links (HTTP, issue 22)', () => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  before(async () => { t = await testApp(); ids = await catalogueIds(t) })
  beforeEach(() => t.reset())
  afterEach(() => testClock.useRealTime())

  const anonymous = () => new Client(t.baseUrl)
  const count = async (sql: string, params: unknown[] = []) => (await t.sql.one<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params))!.n
  const eventsOf = (type: string) => count('select 1 from domain_events where type = ?', [type])

  /** A company (approved) with its manager, another manager, a media user, an admin, a reader following the company; a PDF. */
  const world = async () => {
    const T0 = new Date(Math.floor(Date.now() / 1000) * 1000)
    testClock.set(T0)
    const admin = await signedIn(t, 'admin')
    const manager = await managerWithApprovedCompany(t, ids, admin.client, 'Navigli Software')
    const otherManager = await signedIn(t, 'company_manager')
    const media = await signedIn(t, 'media')
    const reader = await signedIn(t, 'individual')
    const { companyId } = manager
    expect((await reader.client.post('/api/follows', { companyId })).status).to.equal(201)
    const up = await manager.client.upload('/api/uploads', { name: 'Results 2026.pdf', bytes: PDF })
    expect(up.status).to.equal(201)
    const fileUrl = up.body.fileUrl as string
    const publish = async (title: string, extra: Record<string, unknown> = {}) => {
      const res = await manager.client.post(`/api/companies/${companyId}/media`, { title, content: 'Our numbers for 2026.', type: 'press_release', attachments: [{ fileUrl }], ...extra })
      expect(res.status, JSON.stringify(res.body)).to.equal(201)
      return res.body as { id: number; publishAt: string | null }
    }
    const approve = async (id: number) => {
      const res = await admin.client.post(`/api/company-media/${id}/approve`, { status: 'approved' })
      expect(res.status, JSON.stringify(res.body)).to.equal(200)
      return res.body as { publishedAt: string; embargoUntil: string | null }
    }
    return { T0, admin, manager, otherManager, media, reader, companyId, fileUrl, publish, approve }
  }

  type World = Awaited<ReturnType<typeof world>>

  /** Where the public sees items: does each place show the item? */
  const seenPublicly = async (w: World, id: number, title: string) => {
    const center = await w.reader.client.get('/api/media')
    const companyList = await anonymous().get(`/api/companies/${w.companyId}/media`)
    const newsroom = await anonymous().get(`/api/companies/${w.companyId}/news`)
    const rss = await anonymous().get('/api/media/rss.xml')
    const companyRss = await anonymous().get(`/api/companies/${w.companyId}/media/rss.xml`)
    const sitemap = await anonymous().get('/sitemaps/media.xml')
    const page = await anonymous().get(`/api/media-pages/${id}`)
    const item = await w.reader.client.get(`/api/company-media/${id}`)
    const file = await anonymous().get(w.fileUrl)
    return {
      center: (center.body as { id: number }[]).some((m) => m.id === id),
      companyList: (companyList.body as { id: number }[]).some((m) => m.id === id),
      newsroom: (newsroom.body.items as { id: number }[]).some((m) => m.id === id),
      rss: rss.text.includes(title),
      companyRss: companyRss.text.includes(title),
      sitemap: sitemap.text.includes(`/media/${id}/`),
      page: page.status,
      item: item.status,
      file: file.status,
    }
  }
  const NOWHERE = { center: false, companyList: false, newsroom: false, rss: false, companyRss: false, sitemap: false, page: 404, item: 404, file: 404 }
  const EVERYWHERE = { center: true, companyList: true, newsroom: true, rss: true, companyRss: true, sitemap: true, page: 200, item: 200, file: 200 }

  it('approved before its publication time, an item is nowhere public until that very second, then everywhere at once; its manager and moderators see it with its embargo', async () => {
    const w = await world()
    const at = new Date(w.T0.getTime() + HOUR)
    const created = await w.publish('Results 2026', { publishAt: withOffset(at) })
    expect(created.publishAt).to.equal(at.toISOString())
    const approved = await w.approve(created.id)
    expect([approved.publishedAt, approved.embargoUntil]).to.deep.equal([at.toISOString(), at.toISOString()])
    // The lists are asked (and kept in the cache) before the time: they must not keep serving that answer after it.
    expect(await seenPublicly(w, created.id, 'Results 2026')).to.deep.equal(NOWHERE)
    // Its manager and moderators see it, with its embargo; its files too (for themselves only).
    const own = await w.manager.client.get(`/api/companies/${w.companyId}/media`)
    expect((own.body as { id: number; embargoUntil: string }[]).map((m) => [m.id, m.embargoUntil])).to.deep.equal([[created.id, at.toISOString()]])
    const moderation = await w.media.client.get('/api/media?status=approved')
    expect((moderation.body as { id: number; embargoUntil: string }[]).map((m) => [m.id, m.embargoUntil])).to.deep.equal([[created.id, at.toISOString()]])
    for (const [who, client] of Object.entries({ manager: w.manager.client, media: w.media.client, admin: w.admin.client })) {
      const file = await client.get(w.fileUrl)
      expect([file.status, file.headers.get('cache-control')], who).to.deep.equal([200, 'private, no-store'])
      const page = await client.get(`/api/media-pages/${created.id}`)
      expect([page.status, page.body.embargoUntil, page.headers.get('cache-control')], who).to.deep.equal([200, at.toISOString(), 'private, no-store'])
    }
    expect((await w.otherManager.client.get(w.fileUrl)).status).to.equal(404)
    // Media professionals see it under embargo: what and when, not its text.
    const embargoed = await w.media.client.get('/api/media/embargoed')
    expect(embargoed.body).to.deep.equal([{ id: created.id, title: 'Results 2026', type: 'press_release', companyId: w.companyId, companyName: 'Navigli Software', embargoUntil: at.toISOString() }])
    // Followers are not told at the approval, and there is no publication to tell yet.
    testClock.advance(5000)
    await t.app.runWatchlistJobs()
    expect(await count(`select 1 from notifications where kind = 'media_approved'`)).to.equal(0)
    expect(await t.app.runPublicationJobs()).to.equal(0)

    // A second before: still nowhere. At the second: everywhere, with nothing to do.
    testClock.set(new Date(at.getTime() - 1000))
    expect(await seenPublicly(w, created.id, 'Results 2026')).to.deep.equal(NOWHERE)
    testClock.set(at)
    expect(await seenPublicly(w, created.id, 'Results 2026')).to.deep.equal(EVERYWHERE)
    expect((await anonymous().get(`/api/media-pages/${created.id}`)).headers.get('cache-control')).to.not.equal('private, no-store')
    expect((await w.media.client.get('/api/media/embargoed')).body).to.deep.equal([])
    expect((await w.manager.client.get(`/api/companies/${w.companyId}/media`)).body[0].embargoUntil).to.equal(null)

    // Its publication is told once, however often the job runs; then the followers hear of it.
    expect(await t.app.runPublicationJobs()).to.equal(1)
    expect(await t.app.runPublicationJobs()).to.equal(0)
    expect(await eventsOf('MediaItemPublished')).to.equal(1)
    expect((await t.sql.one<{ actor_id: number | null }>(`select actor_id from domain_events where type = 'MediaItemPublished'`))!.actor_id).to.equal(null)
    // In the audit trail, by the platform (no actor).
    expect(await t.sql.all(`select actor_id, summary from audit_entries where action = 'MediaItemPublished'`))
      .to.deep.equal([{ actor_id: null, summary: '"Results 2026" was published (its embargo ended)' }])
    testClock.advance(5000)
    await t.app.runWatchlistJobs()
    expect(await t.sql.all(`select user_id, subject_id from notifications where kind = 'media_approved'`)).to.deep.equal([{ user_id: w.reader.id, subject_id: created.id }])
  })

  it('an item without a publication time keeps today\'s ways: public at approval, followers told then, no publication event', async () => {
    const w = await world()
    const created = await w.publish('Results now')
    expect(created.publishAt).to.equal(null)
    const approved = await w.approve(created.id)
    expect([approved.publishedAt, approved.embargoUntil]).to.deep.equal([w.T0.toISOString(), null])
    expect(await seenPublicly(w, created.id, 'Results now')).to.deep.equal(EVERYWHERE)
    expect(await t.app.runPublicationJobs()).to.equal(0)
    testClock.advance(5000)
    await t.app.runWatchlistJobs()
    expect(await count(`select 1 from notifications where kind = 'media_approved'`)).to.equal(1)
    expect(await eventsOf('MediaItemPublished')).to.equal(0)
  })

  it('a publication time in the past, too far ahead, without its offset, with a NUL, or on a press kit is refused with a clear message; nothing is written', async () => {
    const w = await world()
    const before = [await count('select 1 from company_media'), await count('select 1 from domain_events')]
    const refused = async (publishAt: unknown, type = 'press_release') => {
      const res = await w.manager.client.post(`/api/companies/${w.companyId}/media`, { title: 'Early', content: 'Text.', type, attachments: [{ fileUrl: w.fileUrl }], publishAt })
      expect(res.status, JSON.stringify(res.body)).to.equal(400)
      return res.body.fieldErrors.publishAt as string
    }
    expect(await refused(withOffset(new Date(w.T0.getTime() - 60_000)))).to.equal('The publication time must be in the future')
    expect(await refused(withOffset(w.T0))).to.equal('The publication time must be in the future')
    expect(await refused(withOffset(new Date(w.T0.getTime() + 400 * 24 * HOUR)))).to.equal('The publication time can be at most a year ahead')
    expect(await refused('2030-01-15T09:00:00')).to.equal('Please enter a date and time with its time zone')
    expect(await refused('2030-01-15')).to.equal('Please enter a date and time with its time zone')
    expect(await refused('2030-01-15T09:00:00Z\u0000')).to.equal('Please enter a date and time with its time zone')
    expect(await refused(42)).to.equal('Please enter a date and time with its time zone')
    expect(await refused(withOffset(new Date(w.T0.getTime() + HOUR)), 'press_kit')).to.equal('A press kit has no publication time: it is for media professionals only')
    const huge = await w.manager.client.request('POST', `/api/companies/${w.companyId}/media`, {
      raw: JSON.stringify({ title: 'Huge', content: 'x', type: 'news', publishAt: 'x'.repeat(3_000_000) }), headers: { 'Content-Type': 'application/json' },
    })
    expect(huge.status).to.be.oneOf([400, 413])
    expect([await count('select 1 from company_media'), await count('select 1 from domain_events')]).to.deep.equal(before)
  })

  it('changing the publication time of an approved item sends it back to review: it leaves the public places and its embargo is forgotten', async () => {
    const w = await world()
    const created = await w.publish('Results 2026', { publishAt: withOffset(new Date(w.T0.getTime() + HOUR)) })
    await w.approve(created.id)
    // An edit of another field resends the stored time, even once it has passed: accepted.
    testClock.set(new Date(w.T0.getTime() + 2 * HOUR))
    const same = await w.manager.client.patch(`/api/company-media/${created.id}`, { publishAt: created.publishAt })
    expect([same.status, same.body.status]).to.deep.equal([200, 'approved'])
    const later = new Date(w.T0.getTime() + 5 * HOUR)
    const edited = await w.manager.client.patch(`/api/company-media/${created.id}`, { publishAt: withOffset(later) })
    expect([edited.status, edited.body.status, edited.body.publishAt], JSON.stringify(edited.body)).to.deep.equal([200, 'pending', later.toISOString()])
    expect((await anonymous().get(`/api/media-pages/${created.id}`)).status).to.equal(404)
    // Approved again, it waits for its new time (the first publication was a published one: the new embargo wins).
    const again = await w.approve(created.id)
    expect(again.embargoUntil).to.equal(later.toISOString())
    expect((await anonymous().get(`/api/media-pages/${created.id}`)).status).to.equal(404)
  })

  it('preview links: a media user, the manager or an admin gets one; it opens the page and the files before the time, never in a shared cache; tampered 404, expired 410, after publication the public page', async () => {
    const w = await world()
    const at = new Date(w.T0.getTime() + 5 * 24 * HOUR)
    const created = await w.publish('Results 2026', { publishAt: withOffset(at) })
    await w.approve(created.id)
    const link = await w.media.client.post(`/api/media/${created.id}/preview-links`, {})
    expect(link.status, JSON.stringify(link.body)).to.equal(201)
    expect(link.body.expiresAt).to.equal(new Date(w.T0.getTime() + 72 * HOUR).toISOString())
    const path = link.body.path as string
    expect(path).to.match(new RegExp(`^/media/${created.id}/results-2026\\?preview=[A-Za-z0-9_-]{43}\\.\\d+$`))
    expect(link.body.url).to.equal(`${t.publicUrl}${path}`)
    const token = new URL(link.body.url as string).searchParams.get('preview')!
    // The creation is recorded, with its expiry and never the token.
    const recorded = await t.sql.all<{ actor_id: number; payload: unknown }>(`select actor_id, payload from domain_events where type = 'MediaPreviewLinkCreated'`)
    expect(recorded.map((e) => e.actor_id)).to.deep.equal([w.media.id])
    expect(JSON.stringify(recorded[0].payload)).to.include(link.body.expiresAt).and.not.include(token.slice(0, 20))
    const audited = await t.sql.all<{ actor_id: number; summary: string; changes: unknown }>(`select actor_id, summary, changes from audit_entries where action = 'MediaPreviewLinkCreated'`)
    expect(audited.map((e) => [e.actor_id, e.summary])).to.deep.equal([[w.media.id, `A preview link to "Results 2026" was created, valid until ${link.body.expiresAt}`]])
    expect(JSON.stringify(audited)).to.not.include(token.slice(0, 20))

    const opened = await anonymous().get(`/api/media-pages/${created.id}?preview=${encodeURIComponent(token)}`)
    expect([opened.status, opened.body.title, opened.body.embargoUntil]).to.deep.equal([200, 'Results 2026', at.toISOString()])
    expect([opened.headers.get('cache-control'), opened.headers.get('x-robots-tag')]).to.deep.equal(['private, no-store', 'noindex'])
    const file = await anonymous().get(`${w.fileUrl}?preview=${encodeURIComponent(token)}`)
    expect([file.status, file.headers.get('cache-control')]).to.deep.equal([200, 'private, no-store'])
    // Tampered: another item's id, a changed expiry, a changed signature, rubbish: as an unknown item.
    const [sig, expiry] = token.split('.')
    const other = await w.publish('Other news', { publishAt: withOffset(at) })
    await w.approve(other.id)
    for (const bad of [`${sig}.${Number(expiry) + 3600}`, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}.${expiry}`, 'x', '</script>', 'y'.repeat(5000)]) {
      expect((await anonymous().get(`/api/media-pages/${created.id}?preview=${encodeURIComponent(bad)}`)).status, bad).to.be.oneOf(bad.length > 200 ? [400] : [404])
      expect((await anonymous().get(`${w.fileUrl}?preview=${encodeURIComponent(bad)}`)).status, bad).to.be.oneOf(bad.length > 200 ? [400] : [404])
    }
    // A control character is not a token: refused as input (400), never a 500.
    expect((await anonymous().get(`/api/media-pages/${created.id}?preview=${encodeURIComponent(`${token}\u0000`)}`)).status).to.equal(400)
    expect((await anonymous().get(`/api/media-pages/${other.id}?preview=${encodeURIComponent(token)}`)).status).to.equal(404)
    // Expired while the embargo lasts: said so (410); its files are hidden again.
    testClock.set(new Date(w.T0.getTime() + 72 * HOUR))
    const expired = await anonymous().get(`/api/media-pages/${created.id}?preview=${encodeURIComponent(token)}`)
    expect([expired.status, expired.body.message]).to.deep.equal([410, 'This preview link has expired: ask for a new one'])
    expect((await anonymous().get(`${w.fileUrl}?preview=${encodeURIComponent(token)}`)).status).to.equal(404)
    // Published: the link simply shows the public page.
    testClock.set(at)
    const published = await anonymous().get(`/api/media-pages/${created.id}?preview=${encodeURIComponent(token)}`)
    expect([published.status, published.body.embargoUntil, published.headers.get('cache-control')]).to.not.deep.equal([200, null, 'private, no-store'])
    expect([published.status, published.body.embargoUntil]).to.deep.equal([200, null])
  })

  it('preview links are refused to readers (403), other companies\' managers (403), anonymous callers (401), for items not under embargo (409) or unknown (404); a refusal records nothing', async () => {
    const w = await world()
    const created = await w.publish('Results 2026', { publishAt: withOffset(new Date(w.T0.getTime() + HOUR)) })
    const before = await count('select 1 from domain_events')
    // Pending (not approved yet): no preview, whoever asks.
    expect((await w.media.client.post(`/api/media/${created.id}/preview-links`, {})).status).to.equal(409)
    await w.approve(created.id)
    const afterApproval = await count('select 1 from domain_events')
    expect(afterApproval).to.be.greaterThan(before)
    const refusals = [
      [await w.reader.client.post(`/api/media/${created.id}/preview-links`, {}), 403],
      [await w.otherManager.client.post(`/api/media/${created.id}/preview-links`, {}), 403],
      [await anonymous().post(`/api/media/${created.id}/preview-links`, {}), 401],
      [await w.media.client.post('/api/media/999999/preview-links', {}), 404],
      [await w.media.client.post('/api/media/abc/preview-links', {}), 400],
    ] as const
    expect(refusals.map(([r]) => r.status)).to.deep.equal(refusals.map(([, s]) => s))
    const published = await w.publish('Old news')
    await w.approve(published.id)
    const n = await count('select 1 from domain_events')
    expect((await w.manager.client.post(`/api/media/${published.id}/preview-links`, {})).status).to.equal(409)
    expect(await count('select 1 from domain_events')).to.equal(n)
    expect(await eventsOf('MediaPreviewLinkCreated')).to.equal(0)
    // Its own manager and an admin get one.
    expect((await w.manager.client.post(`/api/media/${created.id}/preview-links`, {})).status).to.equal(201)
    expect((await w.admin.client.post(`/api/media/${created.id}/preview-links`, {})).status).to.equal(201)
    // A link never outlives the publication by more than an hour.
    const link = await w.manager.client.post(`/api/media/${created.id}/preview-links`, {})
    expect(link.body.expiresAt).to.equal(new Date(w.T0.getTime() + 2 * HOUR).toISOString())
    // The list under embargo is for media professionals only.
    expect((await w.reader.client.get('/api/media/embargoed')).status).to.equal(403)
    expect((await w.manager.client.get('/api/media/embargoed')).status).to.equal(403)
    expect((await anonymous().get('/api/media/embargoed')).status).to.equal(401)
  })

  it('the feeds escape a hostile title of an item published after its embargo', async () => {
    const w = await world()
    const at = new Date(w.T0.getTime() + HOUR)
    const hostile = 'Launch </script><script>alert(1)</script> ]]> & more'
    const created = await w.publish(hostile, { publishAt: withOffset(at) })
    await w.approve(created.id)
    expect((await anonymous().get('/api/media/rss.xml')).text).to.not.include('Launch')
    testClock.set(at)
    const rss = (await anonymous().get('/api/media/rss.xml')).text
    expect(rss).to.include('Launch &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; &amp; more')
    expect(rss).to.not.include('</script>')
  })
})
