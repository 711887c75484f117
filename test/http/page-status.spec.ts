// Issue 23: what the server answers for addresses that are no page, and for pages past the end of a
// list. An unknown address is the Not Found page with HTTP 404 and noindex (no soft 404s); the app's
// own screens (signed-in and admin ones too) are still 200; a page past the end of the directory or the
// exhibitions is a redirect (302) to the last page, never "Showing 1,177–48 of 48" over an empty list.
// Drawn by the web client's real renderer (web/dist, `npm run build:web`), as media-pages.spec.ts.
import { expect } from 'chai'
import { catalogueIds, companyForm, signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'
import { withRealRenderer } from './support/real-renderer'

describe('page statuses: unknown addresses and pages past the end (HTTP, issue 23)', () => {
  let t: TestApp
  withRealRenderer(async () => (t = await testApp()))
  beforeEach(() => t.reset())

  const page = (p: string, client = new Client(t.baseUrl)) => client.get(p, { Accept: 'text/html' })

  it('an unknown address: the Page Not Found screen, HTTP 404, not to be indexed', async () => {
    for (const p of ['/this-does-not-exist', '/no/such/page?x=1', '/companies/1/nonsense/more', '/directory/extra', '/Directory%20x', '/%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/x]]%3E']) {
      const res = await page(p)
      expect(res.status, p).to.equal(404)
      expect(res.headers.get('content-type'), p).to.match(/^text\/html/)
      expect(res.text, p).to.include('Page Not Found')
      expect(res.text, p).to.include('Back to Home')
      expect(res.text, p).to.include('<meta name="robots" content="noindex" />')
      expect(res.text, p).not.to.include('<script>alert(1)</script>')
      expect(res.headers.get('cache-control'), p).to.equal('private, no-cache')
    }
    // HEAD as GET, without a body.
    const head = await fetch(`${t.baseUrl}/this-does-not-exist`, { method: 'HEAD', headers: { Accept: 'text/html' } })
    expect(head.status).to.equal(404)
  })

  it('the app\'s own pages are 200: public ones, and the deep links of signed-in and admin screens the browser draws', async () => {
    for (const p of ['/', '/directory', '/exhibitions', '/media-center', '/auth', '/forgot-password', '/dashboard', '/my-companies', '/favorites', '/saved-searches', '/companies/create',
      '/admin', '/admin/users', '/admin/companies', '/admin/settings']) {
      const res = await page(p)
      expect(res.status, p).to.equal(200)
      expect(res.text, p).not.to.include('Page Not Found')
    }
    // Signed in, too.
    const { client } = await signedIn(t, 'individual')
    expect((await page('/dashboard', client)).status).to.equal(200)
    expect((await page('/this-does-not-exist', client)).status).to.equal(404)
  })

  it('the API, static files, robots.txt and the sitemap answer as before', async () => {
    const api = await new Client(t.baseUrl).get('/api/no-such-route')
    expect(api.status).to.equal(404)
    expect(api.headers.get('content-type')).to.match(/json/)
    expect((await page('/assets/no-such-file.js')).status).to.equal(404)
    const robots = await page('/robots.txt')
    expect(robots.status).to.equal(200)
    expect(robots.text).to.include('Sitemap:')
    const sitemap = await page('/sitemap.xml')
    expect(sitemap.status).to.equal(200)
    expect(sitemap.text).to.include('<sitemapindex')
  })

  it('the directory past its last page: a redirect (302) to the last page, the search kept; an empty directory stays', async () => {
    // No company yet: page 99 of nothing is the empty directory itself.
    const empty = await page('/directory?page=99')
    expect(empty.status).to.equal(200)
    expect(empty.text).to.include('No companies found')
    const manager = await signedIn(t, 'company_manager')
    const admin = await signedIn(t, 'admin')
    const { id } = (await manager.client.post('/api/companies', companyForm(await catalogueIds(t)))).body as { id: number }
    expect((await admin.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })).status).to.equal(200)
    // Past the 10,000 results the server pages through too (the API would answer 400 for that page).
    for (const [asked, last] of [['/directory?page=99', '/directory'], ['/directory?page=99999', '/directory'], ['/directory?sort=a-z&page=2', '/directory?sort=a-z'], ['/directory?search=robot&page=40', '/directory?search=robot']]) {
      const res = await page(asked)
      expect(res.status, asked).to.equal(302)
      expect(res.headers.get('location'), asked).to.equal(last)
    }
    const first = await page('/directory')
    expect(first.status).to.equal(200)
    expect(first.text).to.include('Showing 1–1 of 1 company')
    expect(first.text).not.to.match(/Showing [\d,]+–\d+ of 1 company[\s\S]*No companies found/)
  })

  it('the exhibitions past their last page: to the last page (page 2 of 13), the tab kept', async () => {
    const admin = await signedIn(t, 'admin')
    const { sectorId } = await catalogueIds(t)
    for (let i = 1; i <= 13; i++) {
      const res = await admin.client.post('/api/admin/exhibitions', {
        name: `Expo ${i}`, description: 'x', startDate: `2030-01-${String(i).padStart(2, '0')}`, endDate: `2030-01-${String(i).padStart(2, '0')}`, location: 'Online', sectorId, allowedSectors: [], status: 'upcoming',
      })
      expect(res.status, JSON.stringify(res.body)).to.equal(201)
    }
    const res = await page('/exhibitions?page=5')
    expect(res.status).to.equal(302)
    expect(res.headers.get('location')).to.equal('/exhibitions?page=2')
    const last = await page('/exhibitions?page=2')
    expect(last.status).to.equal(200)
    expect(last.text).to.include('Showing 13–13 of 13 upcoming exhibitions')
    expect((await page('/exhibitions?tab=past&page=3')).status).to.equal(200)
  })
})
