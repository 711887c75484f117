// Issue 22: every approved media item (of a public company) has its own public page, /media/{id}/{slug},
// drawn on the server with the web client's real renderer (web/dist, `npm run build:web`): JSON-LD,
// Open Graph and canonical tags, 301 to its one address, 404 for an item that is not public; press kits
// for media professionals only; the sitemap and the RSS feed point to the pages.
import { expect } from 'chai'
import { catalogueIds, signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, testClock, type TestApp } from './support/test-app'
import { withRealRenderer } from './support/real-renderer'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
const HOSTILE = 'Launch </script><script>alert(1)</script> ]]> & <!-- "quoted"'

describe('media items\' public pages (HTTP, issue 22)', () => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  before(async () => {
    t = await testApp()
    ids = await catalogueIds(t)
  })
  // The pages are drawn by the built web client: the stand-in build of the test app gets the real one for this file.
  withRealRenderer(testApp)
  beforeEach(() => t.reset())

  const anonymous = () => new Client(t.baseUrl)
  const page = (client: Client, p: string) => client.get(p, { Accept: 'text/html' })

  /** An approved company with its manager, and a way to publish items of it and moderate them. */
  const world = async () => {
    const admin = await signedIn(t, 'admin')
    const manager = await signedIn(t, 'company_manager')
    const company = await manager.client.post('/api/companies', {
      name: 'Navigli Software', description: 'ERP.', countryId: ids.countryId, contactEmail: 'hi@example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId,
    })
    expect(company.status, JSON.stringify(company.body)).to.equal(201)
    const companyId = company.body.id as number
    expect((await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status: 'approved' })).status).to.equal(200)
    const up = await manager.client.upload('/api/uploads', { name: 'Results 2026.pdf', bytes: PDF })
    expect(up.status).to.equal(201)
    const fileUrl = up.body.fileUrl as string
    const publish = async (title: string, type: 'news' | 'press_release' | 'press_kit' | 'event' = 'news', extra: Record<string, unknown> = {}) => {
      const attachments = type === 'press_kit' || type === 'press_release' ? [{ fileUrl }] : []
      const res = await manager.client.post(`/api/companies/${companyId}/media`, { title, content: 'Our numbers for 2026.\n\nMore to come.', type, attachments, ...extra })
      expect(res.status, JSON.stringify(res.body)).to.equal(201)
      return res.body.id as number
    }
    const moderate = async (id: number, status: 'approved' | 'rejected') => {
      const res = await admin.client.post(`/api/company-media/${id}/approve`, status === 'rejected' ? { status, reason: 'Off topic' } : { status })
      expect(res.status, JSON.stringify(res.body)).to.equal(200)
    }
    const approved = async (title: string, type?: 'news' | 'press_release' | 'press_kit' | 'event', extra?: Record<string, unknown>) => {
      const id = await publish(title, type, extra)
      await moderate(id, 'approved')
      return id
    }
    return { admin, manager, companyId, fileUrl, publish, moderate, approved }
  }

  const jsonLd = (html: string): Record<string, unknown>[] =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>)
  const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]

  it('an approved item: its page to a signed-out visitor, with its text, company, NewsArticle JSON-LD, Open Graph and canonical tags', async () => {
    const w = await world()
    const id = await w.approved('Results 2026: Growth in Milan', 'press_release')
    const api = await anonymous().get(`/api/media-pages/${id}`)
    expect(api.status).to.equal(200)
    expect([api.body.title, api.body.companyName, api.body.companyVerified]).to.deep.equal(['Results 2026: Growth in Milan', 'Navigli Software', false])

    const res = await page(anonymous(), `/media/${id}/results-2026-growth-in-milan`)
    expect(res.status).to.equal(200)
    expect(res.headers.get('content-type')).to.match(/^text\/html/)
    expect(res.text).to.include('<title>Results 2026: Growth in Milan | Expo Atlas</title>')
    expect(res.text).to.include('Our numbers for 2026.')
    expect(res.text).to.include(`href="/companies/${w.companyId}"`)
    expect(res.text).to.include('Press Release')
    // Its attachment, a link to the file (public now that the item is).
    expect(res.text).to.include(`href="${w.fileUrl}"`)
    expect(res.text).to.include('Results 2026.pdf')
    expect(res.text).to.not.include('>Verified<')
    const canonical = `${t.publicUrl}/media/${id}/results-2026-growth-in-milan`
    expect(res.text).to.include(`<link rel="canonical" href="${canonical}" />`)
    expect(meta(res.text, 'og:title')).to.equal('Results 2026: Growth in Milan')
    expect(meta(res.text, 'og:url')).to.equal(canonical)
    expect(meta(res.text, 'og:type')).to.equal('article')
    const article = jsonLd(res.text).find((d) => d['@type'] === 'NewsArticle')
    expect(article, 'NewsArticle JSON-LD').to.include({ headline: 'Results 2026: Growth in Milan', url: canonical })
    expect((article!.publisher as { name: string }).name).to.equal('Navigli Software')
  })

  it('an event is an Event in JSON-LD; a verified company shows its Verified badge and its passport, never the private evidence', async () => {
    const w = await world()
    const note = 'Checked by phone with the registrar on a Tuesday'
    const checks = [
      { kind: 'registry', method: 'Online register', registryName: 'Registro Imprese', registryNumber: 'MI-2034567', note },
      { kind: 'address', method: 'Site visit' },
    ]
    expect((await w.admin.client.patch(`/api/admin/companies/${w.companyId}/verify`, { verified: true, checks })).status).to.equal(200)
    const id = await w.approved('Open Day', 'event', { eventDate: '2027-03-01T09:00:00.000Z', eventLocation: 'Milan' })
    const api = await anonymous().get(`/api/media-pages/${id}`)
    expect(api.body.companyPassport.checks).to.deep.equal([
      { kind: 'registry', label: 'Business registry', registryName: 'Registro Imprese', registryNumber: 'MI-2034567' },
      { kind: 'address', label: 'Street address' },
    ])
    const res = await page(anonymous(), `/media/${id}/open-day`)
    expect(res.status).to.equal(200)
    expect(res.text).to.include('>Verified<')
    expect(res.text).to.include('Verification passport').and.include('Business registry: Registro Imprese, MI-2034567').and.include('Street address')
    for (const secret of [note, 'Online register', 'Site visit']) expect(res.text + api.text).to.not.include(secret)
    const event = jsonLd(res.text).find((d) => d['@type'] === 'Event')
    expect(event, 'Event JSON-LD').to.include({ name: 'Open Day', startDate: '2027-03-01T09:00:00.000Z' })
    expect((event!.location as { name: string }).name).to.equal('Milan')
  })

  it('a title with </script>, ]]> and quotes cannot break out of the JSON-LD, the seed or the tags', async () => {
    const w = await world()
    const id = await w.approved(HOSTILE)
    const api = await anonymous().get(`/api/media-pages/${id}`)
    expect(api.body.title).to.equal(HOSTILE)
    const res = await page(anonymous(), `/media/${id}/launch-script-script-alert-1-script-quoted`)
    expect(res.status).to.equal(200)
    expect(res.text).to.not.include('<script>alert(1)')
    expect(res.text).to.not.include(']]>')
    // Every script on the page is one of the page's own: no script the title opened.
    expect([...res.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((s) => !/type="(application\/ld\+json|application\/json|module)"/.test(s))).to.deep.equal([])
    const article = jsonLd(res.text).find((d) => d['@type'] === 'NewsArticle')
    expect(article!.headline).to.equal(HOSTILE)
    expect(meta(res.text, 'og:title')).to.equal('Launch &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; &amp; &lt;!-- &quot;quoted&quot;')
  })

  it('an embargoed item (issue 22): 404 without a preview link; with one, its page with the banner, noindex, no Open Graph or JSON-LD, never cached, its files linked with the token, a hostile title escaped', async () => {
    const w = await world()
    const T0 = new Date(Math.floor(Date.now() / 1000) * 1000)
    testClock.set(T0)
    const until = new Date(T0.getTime() + 3600_000)
    const id = await w.publish(HOSTILE, 'press_release', { publishAt: until.toISOString() })
    await w.moderate(id, 'approved')
    const slugged = `/media/${id}/launch-script-script-alert-1-script-quoted`
    expect((await page(anonymous(), slugged)).status).to.equal(404)
    const media = await signedIn(t, 'media')
    const link = await media.client.post(`/api/media/${id}/preview-links`, {})
    expect(link.status).to.equal(201)
    const res = await page(anonymous(), link.body.path as string)
    expect(res.status).to.equal(200)
    expect([res.headers.get('cache-control'), res.headers.get('x-robots-tag')]).to.deep.equal(['private, no-store', 'noindex'])
    expect(res.text).to.include('Embargoed until')
    expect(res.text).to.include('do not publish before then')
    expect(res.text).to.include('<meta name="robots" content="noindex" />')
    expect(meta(res.text, 'og:title')).to.equal(undefined)
    expect(jsonLd(res.text)).to.deep.equal([])
    expect(res.text).to.not.include('<meta name="description" content="Navigli Software: Our numbers')
    const token = new URL(link.body.url as string).searchParams.get('preview')!
    expect(res.text).to.include(`href="${w.fileUrl}?preview=${encodeURIComponent(token)}"`)
    expect(res.text).to.not.include('<script>alert(1)')
    expect(res.text).to.not.include(']]>')
    expect([...res.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((x) => !/type="(application\/ld\+json|application\/json|module)"/.test(x))).to.deep.equal([])
    // A tampered link: the Not Found page; after the publication the link shows the public page (indexable).
    expect((await page(anonymous(), `${slugged}?preview=${token.slice(1)}`)).status).to.equal(404)
    testClock.set(until)
    const published = await page(anonymous(), link.body.path as string)
    expect(published.status).to.equal(200)
    expect(published.text).to.not.include('Embargoed until')
    expect(jsonLd(published.text).some((d) => d['@type'] === 'NewsArticle')).to.equal(true)
    testClock.useRealTime()
  })

  it('a wrong or missing slug answers 301 to the one address', async () => {
    const w = await world()
    const id = await w.approved('Results 2026')
    for (const p of [`/media/${id}`, `/media/${id}/`, `/media/${id}/old-title`, `/media/${id}/RESULTS-2026`]) {
      const res = await page(anonymous(), p)
      expect([res.status, res.headers.get('location')], p).to.deep.equal([301, `/media/${id}/results-2026`])
    }
  })

  it('404 (the Not Found page) for an unknown id, a pending or rejected item, and an item of a suspended company', async () => {
    const w = await world()
    const pending = await w.publish('Waiting')
    const rejected = await w.publish('Refused')
    await w.moderate(rejected, 'rejected')
    const suspendedItem = await w.approved('Was public')
    const notFound = async (p: string, apiPath?: string) => {
      for (const client of [anonymous(), w.manager.client]) {
        const res = await page(client, p)
        expect(res.status, p).to.equal(404)
        expect(res.text, p).to.include('Page Not Found')
        if (apiPath) expect((await client.get(apiPath)).status, apiPath).to.equal(404)
      }
    }
    expect((await page(anonymous(), `/media/${suspendedItem}/was-public`)).status).to.equal(200)
    await notFound(`/media/${pending}/waiting`, `/api/media-pages/${pending}`)
    await notFound(`/media/${rejected}/refused`, `/api/media-pages/${rejected}`)
    await notFound('/media/999999/nothing', '/api/media-pages/999999')
    await notFound('/media/abc/nothing')
    await notFound('/media/0')
    expect((await w.admin.client.patch(`/api/admin/companies/${w.companyId}/status`, { status: 'suspended', reason: 'Unpaid invoice' })).status).to.equal(200)
    await notFound(`/media/${suspendedItem}/was-public`, `/api/media-pages/${suspendedItem}`)
  })

  it('a company, its newsroom or an exhibition that is not there: HTTP 404 with the screen\'s own "Not Found" copy, drawn on the server', async () => {
    const w = await world()
    const pending = await w.manager.client.post('/api/companies', {
      name: 'Brera Pending', description: 'Waiting.', countryId: ids.countryId, contactEmail: 'hi@example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId,
    })
    expect(pending.status).to.equal(201)
    const absent: [string, string][] = [
      ['/companies/999999', 'Company Not Found'], ['/companies/999999/news', 'Company Not Found'],
      [`/companies/${pending.body.id as number}`, 'Company Not Found'], [`/companies/${pending.body.id as number}/news`, 'Company Not Found'],
      ['/exhibitions/999999', 'Exhibition Not Found'],
    ]
    for (const [p, copy] of absent) {
      const res = await page(anonymous(), p)
      expect(res.status, p).to.equal(404)
      expect(res.text, p).to.match(new RegExp(`<h1[^>]*>${copy}</h1>`))
      expect(res.text, p).to.include('"missing":[')
      expect(res.text, p).to.not.include('Brera Pending')
    }
    // The company that is there: 200, its name on the page, and its newsroom too.
    for (const p of [`/companies/${w.companyId}`, `/companies/${w.companyId}/news`]) {
      const res = await page(anonymous(), p)
      expect(res.status, p).to.equal(200)
      expect(res.text, p).to.include('Navigli Software')
    }
  })

  it('a malformed id is a clear 4xx from the API and the Not Found page (404) as a page, never a 500', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999', '%3C%2Fscript%3E', '1%00', ']]%3E', 'x'.repeat(5000)]) {
      const api = await anonymous().get(`/api/media-pages/${id}`)
      expect([400, 404], `API ${id.slice(0, 20)}`).to.include(api.status)
      const res = await page(anonymous(), `/media/${id}/x`)
      expect([400, 404], `page ${id.slice(0, 20)}`).to.include(res.status)
      expect(res.text).to.not.include('<script>alert')
    }
  })

  it('a press kit\'s page is for media users and admins only: 404 to visitors, readers and its own manager', async () => {
    const w = await world()
    const kit = await w.approved('Brand Kit', 'press_kit')
    const reader = await signedIn(t, 'individual')
    for (const client of [anonymous(), reader.client, w.manager.client]) {
      expect((await client.get(`/api/media-pages/${kit}`)).status).to.equal(404)
      expect((await page(client, `/media/${kit}/brand-kit`)).status).to.equal(404)
    }
    const media = await signedIn(t, 'media')
    for (const client of [media.client, w.admin.client]) {
      expect((await client.get(`/api/media-pages/${kit}`)).status).to.equal(200)
      const res = await page(client, `/media/${kit}/brand-kit`)
      expect(res.status).to.equal(200)
      expect(res.text).to.include('Brand Kit')
    }
  })

  it('the sitemap lists the public items\' pages (no pending item, no press kit), and the RSS items link to them', async () => {
    const w = await world()
    const id = await w.approved('Results 2026')
    const pending = await w.publish('Waiting')
    const kit = await w.approved('Brand Kit', 'press_kit')
    const index = await anonymous().get('/sitemap.xml')
    expect(index.text).to.include(`<loc>${t.publicUrl}/sitemaps/media.xml</loc>`)
    const sitemap = await anonymous().get('/sitemaps/media.xml')
    expect(sitemap.status).to.equal(200)
    const locs = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    expect(locs).to.deep.equal([`${t.publicUrl}/media/${id}/results-2026`])
    expect(sitemap.text).to.not.include(`/media/${pending}/`).and.not.include(`/media/${kit}/`)
    const rss = await anonymous().get('/api/media/rss.xml')
    expect(rss.text).to.include(`<link>${t.publicUrl}/media/${id}/results-2026</link>`)
  })
})
