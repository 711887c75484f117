import { expect } from 'chai'
import fc from 'fast-check'
import type { MediaItemView } from '../../src/application/media/media-views'
import { mediaRss } from '../../src/adapters/http/media/media-feeds'
import { catalogueIds, signedIn } from './support/accounts'
import { Client } from './support/client'
import { parseFeed, xmlCharsOf } from './support/feed'
import { testApp, type TestApp } from './support/test-app'

/** The defects an outside probe of the API found (issue 18), each as the attacker tried it. */
describe('what an outside probe found (HTTP)', () => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  before(async () => { t = await testApp(); ids = await catalogueIds(t) })
  beforeEach(() => t.reset())

  /** A manager with an approved company, and a moderator. */
  const world = async () => {
    const admin = await signedIn(t, 'admin')
    const manager = await signedIn(t, 'company_manager')
    const company = await manager.client.post('/api/companies', {
      name: 'Navigli Software', description: 'ERP.', countryId: ids.countryId, contactEmail: 'hi@navigli.example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId,
    })
    expect(company.status).to.equal(201)
    await admin.client.patch(`/api/admin/companies/${company.body.id}/status`, { status: 'approved' })
    return { admin, manager, companyId: company.body.id as number }
  }

  describe('RSS feeds', () => {
    const feeds = (companyId: number) => ['/api/media/rss.xml', `/api/companies/${companyId}/media/rss.xml`]

    it('a title that closes its CDATA section forges no item and no link; two of them do not break the feed', async () => {
      const { admin, manager, companyId } = await world()
      const forged = 'Quarterly update ]]> x]]></title><link>https://evil.example/phish</link></item><item><title><![CDATA[URGENT: Navigli recalls all turbines'
      const titles = [forged, 'Two ]]> in ]]> one', 'Nested <![CDATA[ inner ]]> ]]]]>> end']
      for (const title of titles) {
        const { id } = (await manager.client.post(`/api/companies/${companyId}/media`, { title, content: `${title}\n]]></description><x>`, type: 'news' })).body
        expect((await admin.client.post(`/api/company-media/${id}/approve`, { status: 'approved' })).status).to.equal(200)
      }
      for (const path of feeds(companyId)) {
        const res = await new Client(t.baseUrl).get(path)
        expect(res.status, path).to.equal(200)
        const feed = parseFeed(res.text)
        expect(feed.items.map((i) => i.title).sort(), path).to.deep.equal(titles.map((x) => `${x} (News, Navigli Software)`).sort())
        expect(feed.items.map((i) => i.link), path).to.deep.equal(titles.map(() => `${t.baseUrl}/companies/${companyId}`))
        expect(res.text).not.to.match(/<link>https:\/\/evil/)
      }
    })

    it('whatever titles and texts hold, both feeds stay well-formed XML with exactly one item per approved item (property)', async function () {
      this.timeout(120_000)
      const nasty = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.array(fc.constantFrom(']]>', ']]]]>>', '<![CDATA[', ']]', '>', '<', '&', '&amp;', '"', "'", '\uFFFE', '\uFFFF', '\uD800', '\u202E', '\r\n', '\r', 'x', ' '), { minLength: 1, maxLength: 12 }).map((a) => a.join('')),
      )
      await fc.assert(fc.asyncProperty(fc.array(fc.record({ title: nasty, content: nasty }), { minLength: 1, maxLength: 3 }), async (drafts) => {
        await t.reset()
        const { admin, manager, companyId } = await world()
        const published: { title: string; id: number }[] = []
        for (const d of drafts) {
          const res = await manager.client.post(`/api/companies/${companyId}/media`, { ...d, type: 'press_release' })
          expect(res.status, JSON.stringify(d)).to.be.oneOf([201, 400])
          if (res.status !== 201) continue
          expect((await admin.client.post(`/api/company-media/${res.body.id}/approve`, { status: 'approved' })).status).to.equal(200)
          published.push({ title: res.body.title, id: res.body.id })
        }
        for (const path of feeds(companyId)) {
          const feed = parseFeed((await new Client(t.baseUrl).get(path)).text)
          expect(feed.items.map((i) => i.guid).sort()).to.deep.equal(published.map((p) => `${t.baseUrl}/media/${p.id}`).sort())
          expect(feed.items.map((i) => i.title).sort()).to.deep.equal(published.map((p) => xmlCharsOf(`${p.title} (Press release, Navigli Software)`)).sort())
        }
      }), { numRuns: Number(process.env.FC_RUNS ?? 12), seed: Number(process.env.FC_SEED ?? 20261122) })
    })

    it('the feed writer, for any texts and company names: well-formed, one item each, texts kept, no markup of theirs (property)', () => {
      const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }),
        fc.array(fc.constantFrom(']]>', ']]]]>>', '<![CDATA[', '<b onmouseover=x>', '&lt;', '\u0000', '\u0008', '\u001b', '\uFFFE', '\uDFFF', '\r', '\n\n', 'é'), { maxLength: 15 }).map((a) => a.join('')))
      const view = fc.record({ id: fc.nat(), companyId: fc.nat(), companyName: text, title: text, content: text, type: fc.constantFrom('news', 'event', 'press_kit', 'press_release' as const) })
      fc.assert(fc.property(text, fc.array(view, { maxLength: 5 }), (channel, items) => {
        const views = items.map((v) => ({ ...v, publishedAt: '2026-11-01T10:00:00.000Z', createdAt: '2026-11-01T10:00:00.000Z' }) as unknown as MediaItemView)
        const feed = parseFeed(mediaRss(channel, views, 'https://atlas.example.com', '/api/media/rss.xml'))
        expect(feed.title).to.equal(xmlCharsOf(channel))
        expect(feed.items.map((i) => i.guid)).to.deep.equal(items.map((v) => `https://atlas.example.com/media/${v.id}`))
        expect(feed.items.map((i) => i.title)).to.deep.equal(views.map((v) => xmlCharsOf(`${v.title} (${{ news: 'News', event: 'Event', press_kit: 'Press kit', press_release: 'Press release' }[v.type]}, ${v.companyName})`)))
        expect(feed.items.map((i) => i['dc:creator'])).to.deep.equal(items.map((v) => xmlCharsOf(v.companyName)))
        // The HTML of a description is the text's: paragraphs and line breaks, never a tag of its own.
        for (const i of feed.items) expect(i['content:encoded'].replace(/<\/?p>|<br>/g, '')).not.to.match(/[<>]/)
      }), { numRuns: 300, seed: Number(process.env.FC_SEED ?? 20261122) })
    })
  })
})
