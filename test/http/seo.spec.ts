import { expect } from 'chai'
import { catalogueIds, companyForm, signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'

/** robots.txt and the sitemap, as search engines read them (issue 16). */
describe('robots.txt and sitemap (HTTP)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())

  const text = async (p: string) => {
    const res = await fetch(`${t.baseUrl}${p}`)
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() }
  }
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])

  it('robots.txt allows the public pages, keeps crawlers out of the API and the back office, and names the sitemap', async () => {
    const robots = await text('/robots.txt')
    expect(robots.status).to.equal(200)
    expect(robots.type).to.match(/^text\/plain/)
    const lines = robots.body.split('\n')
    expect(lines).to.include.members(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin'])
    expect(lines.find((l) => l.startsWith('Sitemap: '))).to.match(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/)
  })

  it('lists approved companies only: a pending one never, an approved one at once, a suspended one no more', async () => {
    const ids = await catalogueIds(t)
    const m = await signedIn(t, 'company_manager')
    const a = await signedIn(t, 'admin')
    const pending = (await m.client.post('/api/companies', companyForm(ids, { name: 'Pending Pumps' }))).body.id as number
    const listed = (await m.client.post('/api/companies', companyForm(ids, { name: 'Listed Lenses' }))).body.id as number
    expect((await a.client.patch(`/api/admin/companies/${listed}/status`, { status: 'approved' })).status).to.equal(200)

    const index = await text('/sitemap.xml')
    expect(index.status).to.equal(200)
    expect(index.type).to.match(/^application\/xml/)
    expect(index.body).to.match(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/)
    const files = locs(index.body)
    expect(files.map((f) => new URL(f).pathname)).to.deep.equal(['/sitemaps/pages.xml', '/sitemaps/media.xml', '/sitemaps/companies-1.xml'])

    const pages = await text('/sitemaps/pages.xml')
    expect(locs(pages.body).map((l) => new URL(l).pathname)).to.include.members(['/', '/directory', '/exhibitions', '/privacy', '/terms'])
    const companies = await text('/sitemaps/companies-1.xml')
    expect(companies.status).to.equal(200)
    const listedPaths = locs(companies.body).map((l) => new URL(l).pathname)
    expect(listedPaths).to.include(`/companies/${listed}`).and.not.include(`/companies/${pending}`)
    expect(companies.body).to.match(new RegExp(`<loc>[^<]*/companies/${listed}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod>`))

    expect((await a.client.patch(`/api/admin/companies/${listed}/status`, { status: 'suspended', reason: 'Unpaid invoice' })).status).to.equal(200)
    expect(locs((await text('/sitemaps/companies-1.xml')).body).map((l) => new URL(l).pathname)).to.not.include(`/companies/${listed}`)
  })

  it('answers 404 for a file that is not one of the sitemap, whatever is asked', async () => {
    const anon = new Client(t.baseUrl)
    for (const p of ['/sitemaps/companies-0.xml', '/sitemaps/companies-2.xml', '/sitemaps/companies-9999999.xml', '/sitemaps/companies-1.xml.bak',
      '/sitemaps/..%2F..%2Fetc%2Fpasswd', '/sitemaps/companies-%31%00.xml', '/sitemaps/companies--1.xml', '/sitemaps/companies-01.xml']) {
      expect((await anon.get(p)).status, p).to.equal(404)
    }
  })
})
