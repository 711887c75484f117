// Issue 23: a profile view counts once per visitor and day. Five requests without cookies used to add
// five views (six with the server renderer's own request). A visitor is their visitor cookie where the
// request carries one, else a salted hash of their address and User-Agent for the day; crawlers and
// generic HTTP clients count nothing; X-Forwarded-For is the client's word and names no one unless
// the proxy is trusted. Rows of who was counted are kept for two days, and hold no address.
import { createHmac } from 'node:crypto'
import { expect } from 'chai'
import { catalogueIds, companyForm, signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, testClock, type TestApp } from './support/test-app'
import { withRealRenderer } from './support/real-renderer'
import { purgeViewVisitors } from '../../src/adapters/projections/company/pg-company-view.counter'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const OTHER_BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

describe('profile views: once per visitor and day (HTTP, issue 23)', () => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  before(async () => {
    t = await testApp()
    ids = await catalogueIds(t)
  })
  beforeEach(async () => {
    await t.reset()
    testClock.set(new Date('2026-12-03T10:00:00Z'))
  })
  after(() => testClock.useRealTime())

  /** A public company: its id. */
  const aCompany = async (name = 'Navigli Software') => {
    const manager = await signedIn(t, 'company_manager')
    const admin = await signedIn(t, 'admin')
    const { id } = (await manager.client.post('/api/companies', companyForm(ids, { name }))).body as { id: number }
    expect((await admin.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })).status).to.equal(200)
    return id
  }
  /** The company's views as stored, with its directory row's and its view events. */
  const stored = async (id: number) => t.sql.one<{ views: number; directory: number; events: number; logged: number }>(`select
      (select views from companies where id = ?) as views, (select views from directory_entries where company_id = ?) as directory,
      (select count(*)::int from domain_events where type = 'CompanyViewed' and aggregate_id = ?) as events,
      (select count(*)::int from company_views where company_id = ?) as logged`, [id, id, String(id), id])
  /** A request of a new client (no cookie) with these headers: its answer. */
  const fresh = (id: number, headers: Record<string, string> = {}) => new Client(t.baseUrl).get(`/api/companies/${id}`, { 'User-Agent': BROWSER, ...headers })

  it('five requests without a cookie from the same address and browser add one view; another browser one more', async () => {
    const id = await aCompany()
    for (let i = 0; i < 5; i++) {
      const res = await fresh(id)
      expect(res.status).to.equal(200)
      expect(res.body.views, `request ${i + 1}`).to.equal(1)
    }
    expect(await stored(id)).to.deep.equal({ views: 1, directory: 1, events: 1, logged: 1 })
    expect((await fresh(id, { 'User-Agent': OTHER_BROWSER })).body.views).to.equal(2)
    expect((await fresh(id)).body.views).to.equal(2)
    expect(await stored(id)).to.deep.equal({ views: 2, directory: 2, events: 2, logged: 2 })
  })

  it('crawlers, link previews and generic HTTP clients read the profile and add nothing', async () => {
    const id = await aCompany()
    // A visitor first (the profile is then kept in memory): the crawlers read the count as it is now.
    expect((await fresh(id)).body.views).to.equal(1)
    await t.sql.run('update companies set views = views + 5 where id = ?', [id])
    for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'facebookexternalhit/1.1', 'Mozilla/5.0 (compatible; GPTBot/1.2)',
      'curl/8.5.0', 'python-requests/2.31.0', 'Wget/1.21', 'node', '']) {
      const res = await new Client(t.baseUrl).get(`/api/companies/${id}`, { 'User-Agent': agent })
      expect(res.status, agent).to.equal(200)
      expect(res.body).to.include({ name: 'Navigli Software', views: 6 })
      expect(res.headers.getSetCookie().join(), agent).not.to.include('expo.vid')
    }
    expect(await stored(id)).to.deep.equal({ views: 6, directory: 1, events: 1, logged: 1 })
    expect((await t.sql.one<{ n: number }>('select count(*)::int as n from company_view_visitors'))!.n).to.equal(1)
  })

  it('a visitor with the cookie is that visitor wherever they are: one view, whatever their browser says', async () => {
    const id = await aCompany()
    const other = await aCompany('Elbe Freight Solutions')
    const visitor = new Client(t.baseUrl)
    const first = await visitor.get(`/api/companies/${id}`)
    expect(first.body.views).to.equal(1)
    expect(first.headers.getSetCookie().join()).to.match(/expo\.vid=[A-Za-z0-9_-]{16,}/)
    for (let i = 0; i < 4; i++) expect((await visitor.get(`/api/companies/${id}`)).body.views).to.equal(1)
    // The same cookie from another browser's User-Agent (an update, a desktop-site switch): the same visitor.
    expect((await visitor.get(`/api/companies/${id}`, { 'User-Agent': OTHER_BROWSER })).body.views).to.equal(1)
    // Another company: a view of its own.
    expect((await visitor.get(`/api/companies/${other}`)).body.views).to.equal(1)
    expect(await stored(id)).to.include({ views: 1, events: 1 })
  })

  it('the next day (UTC) the same visitor counts again, once', async () => {
    const id = await aCompany()
    const visitor = new Client(t.baseUrl)
    await fresh(id)
    await visitor.get(`/api/companies/${id}`)
    testClock.set(new Date('2026-12-03T23:59:59Z'))
    expect((await fresh(id)).body.views).to.equal(2)
    expect((await visitor.get(`/api/companies/${id}`)).body.views).to.equal(2)
    testClock.set(new Date('2026-12-04T00:00:01Z'))
    expect((await fresh(id)).body.views).to.equal(3)
    expect((await fresh(id)).body.views).to.equal(3)
    expect((await visitor.get(`/api/companies/${id}`)).body.views).to.equal(4)
    expect((await visitor.get(`/api/companies/${id}`)).body.views).to.equal(4)
    expect(await stored(id)).to.deep.equal({ views: 4, directory: 4, events: 4, logged: 4 })
    expect(await t.sql.all(`select metric, total from admin_stats where metric like 'sector_views_day:%' order by metric`)).to.deep.equal([
      { metric: `sector_views_day:2026-12-03:${ids.sectorId}`, total: 2 }, { metric: `sector_views_day:2026-12-04:${ids.sectorId}`, total: 2 },
    ])
  })

  it('X-Forwarded-For is not trusted here (no TRUST_PROXY): spoofed addresses are the same visitor', async () => {
    const id = await aCompany()
    for (const xff of ['198.51.100.1', '198.51.100.2', '203.0.113.9, 198.51.100.3', 'not an address']) {
      expect((await fresh(id, { 'X-Forwarded-For': xff })).body.views, xff).to.equal(1)
    }
  })

  it('the renderer\'s word for the address counts only with the app\'s signature: a forged one is ignored', async () => {
    const id = await aCompany()
    expect((await fresh(id)).body.views).to.equal(1)
    for (const forged of ['198.51.100.7', '198.51.100.7 c2lnbmF0dXJl', `198.51.100.7 ${'A'.repeat(43)}`, `198.51.100.7 ${'x'.repeat(300)}`]) {
      const res = await fresh(id, { 'X-Expo-Client-Address': forged })
      expect(res.status, forged).to.equal(200)
      expect(res.body.views, forged).to.equal(1)
    }
    // Signed with the app's key (as the server renderer does for the visitor it renders for): that address.
    const key = (await t.sql.one<{ value: string }>(`select value from app_secrets where name = 'session-signing-key'`))!.value
    const signed = `198.51.100.7 ${createHmac('sha256', process.env.SESSION_SECRET ?? key).update('client-address:198.51.100.7').digest('base64url')}`
    expect((await fresh(id, { 'X-Expo-Client-Address': signed })).body.views).to.equal(2)
    expect((await fresh(id, { 'X-Expo-Client-Address': signed })).body.views).to.equal(2)
  })

  it('requests of the same visitor at the same moment count once (the database refuses a second row)', async () => {
    const id = await aCompany()
    const answers = await Promise.all(Array.from({ length: 12 }, () => fresh(id)))
    expect(answers.map((r) => r.status)).to.deep.equal(Array(12).fill(200))
    expect(await stored(id)).to.deep.equal({ views: 1, directory: 1, events: 1, logged: 1 })
    const other = await Promise.all(Array.from({ length: 6 }, (_, i) => fresh(id, { 'User-Agent': `${BROWSER} Visitor/${i % 3}` })))
    expect(other.map((r) => r.status)).to.deep.equal(Array(6).fill(200))
    expect(await stored(id)).to.include({ views: 4, events: 4 })
    let refused = false
    try {
      await t.sql.run(`insert into company_view_visitors (view_day, company_id, visitor_key) select view_day, company_id, visitor_key from company_view_visitors limit 1`)
    } catch {
      refused = true
    }
    expect(refused).to.equal(true)
  })

  it('keeps no address nor User-Agent, only keys; who was counted before yesterday is deleted', async () => {
    const id = await aCompany()
    await fresh(id, { 'User-Agent': `${BROWSER} Marker/4242` })
    const rows = await t.sql.all<{ view_day: string; visitor_key: string }>(`select to_char(view_day, 'YYYY-MM-DD') as view_day, visitor_key from company_view_visitors`)
    expect(rows).to.have.length(1)
    expect(rows[0].view_day).to.equal('2026-12-03')
    expect(rows[0].visitor_key).to.match(/^[A-Za-z0-9_-]{24}$/)
    const everything = JSON.stringify(await t.sql.all('select * from company_view_visitors')) + JSON.stringify(await t.sql.all('select * from company_views'))
      + JSON.stringify(await t.sql.all(`select payload from domain_events where type = 'CompanyViewed'`))
    for (const secret of ['127.0.0.1', 'Marker/4242', '::1']) expect(everything).not.to.include(secret)
    await t.sql.run(`insert into company_view_visitors (view_day, company_id, visitor_key) values ('2026-12-02', ?, 'yesterday-visitor-key'), ('2026-12-01', ?, 'old-visitor-key-0000')`, [id, id])
    expect(await purgeViewVisitors(t.sql, new Date('2026-12-03T10:00:00Z'))).to.equal(1)
    expect((await t.sql.all<{ d: string }>(`select to_char(view_day, 'YYYY-MM-DD') as d from company_view_visitors order by 1`)).map((r) => r.d)).to.deep.equal(['2026-12-02', '2026-12-03'])
    // The views themselves stay counted.
    expect(await stored(id)).to.include({ views: 1, logged: 1 })
  })

  describe('a page drawn on the server (the real renderer)', () => {
    withRealRenderer(testApp)

    it('one page load is one view: the renderer\'s request counts as the visitor, the browser\'s own requests after it do not', async () => {
      const id = await aCompany()
      const browser = new Client(t.baseUrl)
      const page = await browser.get(`/companies/${id}`, { Accept: 'text/html', 'User-Agent': BROWSER })
      expect(page.status).to.equal(200)
      expect(page.text).to.include('Navigli Software')
      expect(page.headers.getSetCookie().join()).to.include('expo.vid=')
      expect(await stored(id)).to.include({ views: 1, events: 1 })
      // Hydration asking again, with the cookie the page set, or without it (cookies blocked): the same visitor.
      expect((await browser.get(`/api/companies/${id}`, { 'User-Agent': BROWSER })).body.views).to.equal(1)
      expect((await fresh(id)).body.views).to.equal(1)
      // A reload.
      expect((await browser.get(`/companies/${id}`, { Accept: 'text/html', 'User-Agent': BROWSER })).status).to.equal(200)
      expect(await stored(id)).to.include({ views: 1, events: 1 })
    })

    it('a crawler\'s page load counts nothing', async () => {
      const id = await aCompany()
      const page = await new Client(t.baseUrl).get(`/companies/${id}`, { Accept: 'text/html', 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' })
      expect(page.status).to.equal(200)
      expect(page.text).to.include('Navigli Software')
      expect(await stored(id)).to.include({ views: 0, events: 0 })
    })
  })
})
