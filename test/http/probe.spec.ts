import { MEDIA_TYPE_LABEL } from '../../src/domain/media/media-type'
import fs from 'node:fs'
import { expect } from 'chai'
import fc from 'fast-check'
import type { MediaItemView } from '../../src/application/media/media-views'
import { mediaRss } from '../../src/adapters/http/media/media-feeds'
import { catalogueIds, signedIn, TEST_PASSWORD } from './support/accounts'
import { Client } from './support/client'
import { parseFeed, xmlCharsOf } from './support/feed'
import { testApp, type TestApp } from './support/test-app'
import { mediaPagePath } from '../../src/domain/media/media-type'

/** The smallest valid PDF header, enough for type sniffing. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')

/** The entry names of a zip, from its central directory. */
const zipEntries = (zip: Buffer): string[] => {
  const names: string[] = []
  const central = Buffer.from([0x50, 0x4b, 0x01, 0x02])
  for (let i = zip.indexOf(central); i >= 0; i = zip.indexOf(central, i + 46)) {
    const length = zip.readUInt16LE(i + 28)
    names.push(zip.subarray(i + 46, i + 46 + length).toString('utf8'))
  }
  return names
}

/** How many files this process holds open (the app under test runs in it). */
const openFiles = () => fs.readdirSync('/proc/self/fd').length

/** Waits until the open files settle (closing is asynchronous), then counts them. */
const settledOpenFiles = async () => {
  let last = openFiles()
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 50))
    const now = openFiles()
    if (now === last && i > 3) return now
    last = now
  }
  return last
}

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
      const pages: string[] = []
      for (const title of titles) {
        const { id } = (await manager.client.post(`/api/companies/${companyId}/media`, { title, content: `${title}\n]]></description><x>`, type: 'news' })).body
        expect((await admin.client.post(`/api/company-media/${id}/approve`, { status: 'approved' })).status).to.equal(200)
        pages.push(`${t.publicUrl}${mediaPagePath({ id, title })}`)
      }
      for (const path of feeds(companyId)) {
        const res = await new Client(t.baseUrl).get(path)
        expect(res.status, path).to.equal(200)
        const feed = parseFeed(res.text)
        expect(feed.items.map((i) => i.title).sort(), path).to.deep.equal(titles.map((x) => `${x} (News, Navigli Software)`).sort())
        // Each item links to its own public page (issue 22), whatever its title holds.
        expect(feed.items.map((i) => i.link).sort(), path).to.deep.equal([...pages].sort())
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
          expect(feed.items.map((i) => i.guid).sort()).to.deep.equal(published.map((p) => `${t.publicUrl}/media/${p.id}`).sort())
          expect(feed.items.map((i) => i.title).sort()).to.deep.equal(published.map((p) => xmlCharsOf(`${p.title} (Press Release, Navigli Software)`)).sort())
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
        expect(feed.items.map((i) => i.title)).to.deep.equal(views.map((v) => xmlCharsOf(`${v.title} (${MEDIA_TYPE_LABEL[v.type]}, ${v.companyName})`)))
        expect(feed.items.map((i) => i['dc:creator'])).to.deep.equal(items.map((v) => xmlCharsOf(v.companyName)))
        // The HTML of a description is the text's: paragraphs and line breaks, never a tag of its own.
        for (const i of feed.items) expect(i['content:encoded'].replace(/<\/?p>|<br>/g, '')).not.to.match(/[<>]/)
      }), { numRuns: 300, seed: Number(process.env.FC_SEED ?? 20261122) })
    })
  })
  describe('press-kit zip', () => {
    /** A press kit whose attachments are one uploaded PDF under each of the given names, approved. */
    const pressKit = async ({ admin, manager, companyId }: Awaited<ReturnType<typeof world>>, names: readonly string[], bytes = PDF) => {
      const up = await manager.client.upload('/api/uploads', { name: 'kit.pdf', bytes })
      expect(up.status).to.equal(201)
      const kit = await manager.client.post(`/api/companies/${companyId}/media`, {
        type: 'press_kit', title: 'Press kit', content: 'Files.', attachments: names.map((filename) => ({ fileUrl: up.body.fileUrl, filename })),
      })
      expect(kit.status, JSON.stringify(kit.body)).to.equal(201)
      await admin.client.post(`/api/company-media/${kit.body.id}/approve`, { status: 'approved' })
      return `/api/media/${kit.body.id}/attachments.zip`
    }
    const NAMES = ['..', '.', '/etc/passwd', 'a/../../b.pdf', '..\\..\\win.ini', 'C:evil.pdf', '\ttab\tname\n.pdf', 'report\u202Efdp.exe', '\u200B', 'CON.pdf', 'same.pdf', 'SAME.pdf', ' ... ']

    it('names like .., ., /etc/passwd or C:evil become plain, distinct file names in the zip', async () => {
      const w = await world()
      const path = await pressKit(w, NAMES)
      const res = await fetch(t.baseUrl + path, { headers: { Cookie: w.admin.client.cookieHeader } })
      expect(res.status).to.equal(200)
      const names = zipEntries(Buffer.from(await res.arrayBuffer()))
      expect(names).to.deep.equal(['file', 'file (2)', '_etc_passwd', 'a_.._.._b.pdf', '_.._win.ini', 'C_evil.pdf', 'tab name .pdf', 'reportfdp.exe', 'file (3)', '_CON.pdf', 'same.pdf', 'SAME (2).pdf', 'file (4)'])
      for (const n of names) expect(n).not.to.match(/[/\\:\p{Cc}\p{Cf}]|^[. ]|[. ]$/u)
    })

    it('closes every file it opens: no descriptor stays open after many zips, refused names or clients that go away', async function () {
      this.timeout(60_000)
      const w = await world()
      const path = await pressKit(w, NAMES)
      // A kit large enough that a client going away leaves the server mid-file.
      const big = await pressKit(w, ['a.pdf', 'b.pdf', 'c.pdf'], Buffer.concat([PDF, Buffer.alloc(4 * 1024 * 1024, 0x20)]))
      const get = (p: string, signal?: AbortSignal) => fetch(t.baseUrl + p, { headers: { Cookie: w.admin.client.cookieHeader }, signal })
      await (await get('/api/health')).arrayBuffer()
      const before = await settledOpenFiles()
      const statuses = new Set<number>()
      for (let i = 0; i < 100; i++) {
        const res = await get(path)
        statuses.add(res.status)
        await res.arrayBuffer()
      }
      for (let i = 0; i < 20; i++) {
        const abort = new AbortController()
        const res = await get(big, abort.signal)
        statuses.add(res.status)
        const reader = res.body!.getReader()
        await reader.read()
        abort.abort()
        await reader.read().catch(() => undefined)
      }
      expect(await settledOpenFiles()).to.be.at.most(before + 5)
      expect([...statuses]).to.deep.equal([200])
      expect((await get('/api/health')).status).to.equal(200)
    })

    it('a file that cannot be read cuts the answer short and closes the others; the process goes on', async () => {
      const w = await world()
      const path = await pressKit(w, ['a.pdf', 'b.pdf'])
      // The stored file turned into something that cannot be read (as a file deleted while the zip is made).
      const [{ key }] = await t.sql.all<{ key: string }>('select key from uploads')
      const file = `${t.dataDir}/uploads/${key}`
      fs.rmSync(file)
      fs.mkdirSync(file)
      try {
        const before = await settledOpenFiles()
        const res = await fetch(t.baseUrl + path, { headers: { Cookie: w.admin.client.cookieHeader } })
        await res.arrayBuffer().catch(() => undefined)
        expect(await settledOpenFiles()).to.be.at.most(before + 2)
        expect((await new Client(t.baseUrl).get('/api/health')).status).to.equal(200)
      } finally {
        fs.rmdirSync(file)
      }
    })
  })
  describe('guessing', () => {
    /** maxLoginAttempts 3. */
    const threeAttempts = async () => {
      const sa = await signedIn(t, 'super_admin')
      expect((await sa.client.patch('/api/admin/settings', { section: 'security', key: 'maxLoginAttempts', value: 3 })).status).to.equal(200)
      return sa
    }
    const change = (c: Client, currentPassword: string) => c.post('/api/user/password', { currentPassword, newPassword: 'Brand-new-pass-1', confirmPassword: 'Brand-new-pass-1' })

    it('wrong current passwords on a password change count with failed logins: 429 once locked, for the change and the login', async () => {
      await threeAttempts()
      const v = await signedIn(t, 'individual')
      for (let i = 0; i < 3; i++) expect((await change(v.client, `guess-${i}`)).body.fieldErrors).to.deep.equal({ currentPassword: 'Current password is incorrect' })
      const locked = await change(v.client, TEST_PASSWORD)
      expect([locked.status, locked.body.message, locked.headers.get('retry-after')]).to.deep.equal([429, 'Too many wrong passwords. Try again in 15 minutes.', '900'])
      expect((await new Client(t.baseUrl).post('/api/login', { email: v.email, password: TEST_PASSWORD })).status).to.equal(429)
      // The password did not change.
      expect((await t.sql.all<{ n: number }>(`select count(*)::int as n from domain_events where type = 'PasswordChanged'`))[0].n).to.equal(0)
    })

    it('an account locked by failed logins cannot change its password either', async () => {
      await threeAttempts()
      const v = await signedIn(t, 'individual')
      for (let i = 0; i < 3; i++) expect((await new Client(t.baseUrl, null).post('/api/login', { email: v.email, password: 'wrong' })).status).to.equal(401)
      expect((await change(v.client, TEST_PASSWORD)).status).to.equal(429)
    })

    it('sign-ups that meet an existing account are throttled per address: 429 once locked, whatever the email', async () => {
      await threeAttempts()
      const taken = await signedIn(t, 'individual')
      const signUp = (email: string) => new Client(t.baseUrl).post('/api/register', { firstName: 'Probe', lastName: 'Er', email, password: 'Passw0rd!x', confirmPassword: 'Passw0rd!x' })
      for (let i = 0; i < 3; i++) expect((await signUp(taken.email)).status).to.equal(409)
      const locked = await signUp('fresh@example.com')
      expect([locked.status, locked.body.message, locked.headers.get('retry-after')]).to.deep.equal([429, 'Too many sign-up attempts. Try again in 15 minutes.', '900'])
      expect((await signUp(taken.email)).status).to.equal(429)
      expect(await t.sql.all(`select id from users where email = 'fresh@example.com'`)).to.deep.equal([])
    })
  })
  describe('images every viewer loads', () => {
    it('a company logo is an http(s) address or an uploaded file: another path of the site is refused', async () => {
      const { admin, manager, companyId } = await world()
      const up = await manager.client.upload('/api/uploads', { name: 'logo.png', bytes: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4050000000049454e44ae426082', 'hex') })
      const refused = ['/api/companies/5', '/api/user', '/uploads/../api/companies/5', '/uploads/./x', '/demo-assets/../api/x', '/media-center', '//evil.example/x.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA']
      for (const logo of refused) {
        for (const [client, path] of [[manager.client, `/api/companies/${companyId}`], [admin.client, `/api/admin/companies/${companyId}`]] as const) {
          const res = await client.patch(path, { logo })
          expect([res.status, Object.keys(res.body.fieldErrors ?? {})], `${path} ${logo}`).to.deep.equal([400, ['logo']])
        }
      }
      for (const logo of [up.body.fileUrl, 'https://cdn.example.com/logo.png', 'cdn.example.com/logo.png']) {
        const res = await manager.client.patch(`/api/companies/${companyId}`, { logo })
        expect(res.status, logo).to.equal(200)
      }
      expect((await manager.client.get(`/api/companies/${companyId}`)).body.logo).to.equal('https://cdn.example.com/logo.png')
    })

    it('an address of the API is not an image: an <img> of it, on any host, is refused before it counts a view', async () => {
      const { companyId } = await world()
      const visitor = await signedIn(t, 'individual')
      for (const dest of ['image', 'script', 'style', 'font', 'video', 'iframe']) {
        const res = await visitor.client.get(`/api/companies/${companyId}`, { 'Sec-Fetch-Dest': dest, 'Sec-Fetch-Mode': 'no-cors', Accept: 'image/*' })
        expect([res.status, res.headers.get('content-type')], dest).to.deep.equal([400, 'application/json; charset=utf-8'])
      }
      expect((await t.sql.one<{ views: number }>('select views from companies where id = ?', [companyId]))!.views).to.equal(0)
      // Scripts (fetch) and opened links (downloads, feeds) are what the API is for.
      expect((await visitor.client.get(`/api/companies/${companyId}`, { 'Sec-Fetch-Dest': 'empty' })).status).to.equal(200)
      expect((await visitor.client.get('/api/media/rss.xml', { 'Sec-Fetch-Dest': 'document' })).status).to.equal(200)
    })
  })
  describe('names', () => {
    const HIDDEN = ['\u202Eevil', 'ad\u200Bmin', 'Adm\u200Din', '\u2066Admin\u2069', 'x\u200E', 'A\uFEFFda', '\u3164', 'Ada\u{E0041}', 'Ada\u2028x', 'Ada\u0085', 'Ada\ud800', 'Ada\nLovelace']
    const KEPT = ['Zoë', 'Łódź', '日本', 'محمد\u200Cزاده', 'क्\u200Dष', 'Saint-Éloi']

    it('a person\'s name with a text-direction override, a zero-width or another hidden character is refused everywhere it is typed, with a field error', async () => {
      const sa = await signedIn(t, 'super_admin')
      const v = await signedIn(t, 'individual')
      const target = await signedIn(t, 'individual')
      for (const name of HIDDEN) {
        const register = await new Client(t.baseUrl).post('/api/register', { firstName: name, lastName: 'B', email: `r${Math.random()}@example.com`, password: 'Passw0rd!x', confirmPassword: 'Passw0rd!x' })
        const profile = await v.client.patch('/api/user', { lastName: name })
        const created = await sa.client.post('/api/admin/users', { firstName: 'A', lastName: name, email: `a${Math.random()}@example.com`, role: 'individual', password: 'Passw0rd!x' })
        const edited = await sa.client.patch(`/api/admin/users/${target.id}`, { firstName: name })
        for (const [what, res, field] of [['register', register, 'firstName'], ['profile', profile, 'lastName'], ['admin create', created, 'lastName'], ['admin edit', edited, 'firstName']] as const) {
          expect(res.status, `${what} ${JSON.stringify(name)}`).to.equal(400)
          expect(res.body.fieldErrors[field], `${what} ${JSON.stringify(name)}`).to.match(/^Names cannot contain invisible or text-direction characters \(U\+[0-9A-F]{4,5}\)$/)
        }
      }
      expect((await t.sql.all<{ n: number }>(`select count(*)::int as n from users`))[0].n).to.equal(3)
      expect((await v.client.get('/api/user')).body.lastName).to.equal('Tester')
      for (const name of KEPT) {
        const res = await v.client.patch('/api/user', { firstName: name })
        expect([res.status, res.body.firstName], name).to.deep.equal([200, name])
      }
    })

    it('a company name with one is refused too, for managers and admins, on creation and edit', async () => {
      const { admin, manager, companyId } = await world()
      const form = { description: 'x', countryId: ids.countryId, contactEmail: 'a@example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId }
      for (const name of HIDDEN) {
        for (const res of [
          await manager.client.post('/api/companies', { ...form, name }), await manager.client.patch(`/api/companies/${companyId}`, { name }),
          await admin.client.post('/api/admin/companies', { ...form, name }), await admin.client.patch(`/api/admin/companies/${companyId}`, { name }),
        ]) {
          expect([res.status, res.body.fieldErrors?.name?.slice(0, 30)], JSON.stringify(name)).to.deep.equal([400, 'Names cannot contain invisible'])
        }
      }
      expect((await t.sql.all<{ name: string }>('select name from companies')).map((c) => c.name)).to.deep.equal(['Navigli Software'])
      for (const name of [...KEPT, '❤\uFE0F NY Bakery', '👨\u200D👩\u200D👧 Family Foods']) {
        const res = await manager.client.patch(`/api/companies/${companyId}`, { name })
        expect([res.status, res.body.name], name).to.deep.equal([200, name])
      }
    })
  })
  describe('methods', () => {
    it('a method a route does not answer is a JSON 405 with every allowed method in Allow, like every other error', async () => {
      const v = await signedIn(t, 'individual')
      const cases: [string, string, string][] = [
        ['PUT', '/api/user', 'GET, HEAD, PATCH'], ['DELETE', '/api/login', 'POST'], ['PUT', '/api/companies/1', 'DELETE, GET, HEAD, PATCH'],
        ['PROPFIND', '/api/media', 'GET, HEAD'], ['POST', '/api/health', 'GET, HEAD'],
      ]
      for (const [method, path, allow] of cases) {
        const res = await v.client.request(method, path, { json: {} })
        expect([res.status, res.headers.get('content-type'), res.body], `${method} ${path}`).to.deep.equal([405, 'application/json; charset=utf-8', { message: `${method} is not allowed on ${path}` }])
        expect(res.headers.get('allow')?.split(', ').sort().join(', '), `${method} ${path}`).to.equal(allow)
      }
      const options = await v.client.request('OPTIONS', '/api/user')
      expect([options.status, options.headers.get('allow')?.split(', ').sort().join(', ')]).to.deep.equal([204, 'GET, HEAD, PATCH'])
      // Unknown paths stay a JSON 404.
      expect((await v.client.request('PUT', '/api/nothing-here', { json: {} })).status).to.equal(404)
    })
  })
})
