import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { expect } from 'chai'
import { catalogueIds, signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'

/** The smallest valid PDF and PNG headers, enough for type sniffing. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4050000000049454e44ae426082', 'hex')

/** Sends a raw HTTP request in a single write and answers the whole reply. */
const oneShot = (baseUrl: string, request: string) => new Promise<string>((resolve, reject) => {
  const { hostname, port } = new URL(baseUrl)
  const chunks: Buffer[] = []
  const socket = net.connect(Number(port), hostname, () => socket.write(Buffer.from(request, 'latin1')))
  socket.on('data', (c) => chunks.push(c))
  socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')))
  socket.on('error', reject)
})

describe('media (HTTP)', () => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  before(async () => { t = await testApp(); ids = await catalogueIds(t) })
  beforeEach(() => t.reset())

  const item = (over: Record<string, unknown> = {}) => ({ title: 'Navigli opens Lisbon office', content: 'We are growing.', type: 'press_release', ...over })

  /** A manager with an approved company, an admin, a media user and a reader. */
  const world = async () => {
    const admin = await signedIn(t, 'admin')
    const manager = await signedIn(t, 'company_manager')
    const media = await signedIn(t, 'media')
    const reader = await signedIn(t, 'individual')
    const company = await manager.client.post('/api/companies', {
      name: 'Navigli Software', description: 'ERP.', countryId: ids.countryId, contactEmail: 'hi@navigli.example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId,
    })
    await admin.client.patch(`/api/admin/companies/${company.body.id}/status`, { status: 'approved' })
    return { admin, manager, media, reader, companyId: company.body.id as number }
  }

  it('searches titles, texts and company names, whatever the case, with % and _ taken literally; hidden items stay hidden', async () => {
    const { manager, media, reader, companyId } = await world()
    const publish = async (over: Record<string, unknown>, approve = true) => {
      const { id } = (await manager.client.post(`/api/companies/${companyId}/media`, item(over))).body
      if (approve) await media.client.post(`/api/company-media/${id}/approve`, { status: 'approved' })
      return id as number
    }
    await publish({ title: 'Lisbon office opens' })
    await publish({ title: 'Quarterly results', content: 'Revenue grew 100% in LISBON.' })
    await publish({ title: 'Hiring in Porto', content: 'Ten new engineers.' })
    await publish({ title: 'Draft about Lisbon' }, false)
    const found = async (search: string) => ((await reader.client.get(`/api/media?search=${encodeURIComponent(search)}`)).body as { title: string }[]).map((i) => i.title).sort()
    expect(await found('lisbon')).to.deep.equal(['Lisbon office opens', 'Quarterly results'])
    expect(await found('NAVIGLI')).to.deep.equal(['Hiring in Porto', 'Lisbon office opens', 'Quarterly results'])
    expect(await found('100%')).to.deep.equal(['Quarterly results'])
    expect(await found('1_0')).to.deep.equal([])
    expect(await found('porto engineers')).to.deep.equal([])
    expect((await reader.client.get('/api/media?search=lisbon')).headers.get('x-total-count')).to.equal('2')
    expect((await media.client.get('/api/media?search=lisbon&status=all')).headers.get('x-total-count')).to.equal('3')
  })

  it('a manager publishes; it waits for moderation; a media user approves it; readers then see it', async () => {
    const { manager, media, reader, companyId } = await world()
    const created = await manager.client.post(`/api/companies/${companyId}/media`, item())
    expect(created.status).to.equal(201)
    expect(created.body).to.include({ status: 'pending', companyName: 'Navigli Software', publishedAt: null })
    expect((await reader.client.get('/api/media')).body).to.deep.equal([])
    expect((await media.client.get('/api/media')).body.map((m: { status: string }) => m.status)).to.deep.equal(['pending'])
    expect((await manager.client.get(`/api/companies/${companyId}/media`)).body).to.have.length(1)
    expect((await new Client(t.baseUrl).get(`/api/companies/${companyId}/media`)).body).to.deep.equal([])
    const approved = await media.client.post(`/api/company-media/${created.body.id}/approve`, { status: 'approved' })
    expect(approved.status).to.equal(200)
    expect(approved.body.status).to.equal('approved')
    expect(approved.body.publishedAt).to.be.a('string')
    const seen = await reader.client.get('/api/media?type=press_release')
    expect(seen.body.map((m: { title: string }) => m.title)).to.deep.equal(['Navigli opens Lisbon office'])
    expect(seen.headers.get('x-total-count')).to.equal('1')
    expect((await new Client(t.baseUrl).get(`/api/companies/${companyId}/media`)).body).to.have.length(1)
    const again = await media.client.post(`/api/company-media/${created.body.id}/approve`, { status: 'approved' })
    expect([again.status, again.body.message]).to.deep.equal([409, 'This item is already approved'])
  })

  it('moderation: approved → rejected → approved keeps the first publication date; only moderators moderate', async () => {
    const { manager, media, reader, companyId } = await world()
    const { id } = (await manager.client.post(`/api/companies/${companyId}/media`, item())).body
    const first = (await media.client.post(`/api/company-media/${id}/approve`, { status: 'approved' })).body.publishedAt
    expect((await media.client.post(`/api/company-media/${id}/approve`, { status: 'rejected', reason: 'Wrong logo' })).body).to.include({ status: 'rejected', rejectionReason: 'Wrong logo' })
    const twice = await media.client.post(`/api/company-media/${id}/approve`, { status: 'rejected', reason: 'Still the wrong logo' })
    expect([twice.status, twice.body.message]).to.deep.equal([409, 'This item is already rejected'])
    expect((await media.client.post(`/api/company-media/${id}/approve`, { status: 'approved' })).body.publishedAt).to.equal(first)
    for (const c of [manager.client, reader.client]) expect((await c.post(`/api/company-media/${id}/approve`, { status: 'rejected' })).status).to.equal(403)
    expect((await new Client(t.baseUrl).post(`/api/company-media/${id}/approve`, { status: 'rejected' })).status).to.equal(401)
    expect((await media.client.post(`/api/company-media/${id}/approve`, { status: 'maybe' })).status).to.equal(400)
    expect((await media.client.post('/api/company-media/999999/approve', { status: 'approved' })).status).to.equal(404)
  })

  it('a moderation decision keeps the ids of the attachments; an edit that adds a file keeps the ids of those before it', async () => {
    const { manager, media, companyId } = await world()
    const files = [{ fileUrl: 'https://example.com/a.pdf', filename: 'A.pdf' }, { fileUrl: 'https://example.com/b.pdf', filename: 'B.pdf' }]
    const created = (await manager.client.post(`/api/companies/${companyId}/media`, item({ attachments: files }))).body
    const ids = (body: { attachments: { id: number }[] }) => body.attachments.map((a) => a.id)
    expect(ids(created)).to.have.length(2)
    const approved = (await media.client.post(`/api/company-media/${created.id}/approve`, { status: 'approved' })).body
    const rejected = (await media.client.post(`/api/company-media/${created.id}/approve`, { status: 'rejected', reason: 'Blurry' })).body
    expect([ids(approved), ids(rejected)]).to.deep.equal([ids(created), ids(created)])
    const edited = (await manager.client.patch(`/api/company-media/${created.id}`, { attachments: [...files, { fileUrl: 'https://example.com/c.pdf', filename: 'C.pdf' }] })).body
    expect(edited.attachments.map((a: { fileName: string }) => a.fileName)).to.deep.equal(['A.pdf', 'B.pdf', 'C.pdf'])
    expect(ids(edited).slice(0, 2)).to.deep.equal(ids(created))
  })

  it('an edit of an approved item sends it back to review while moderation is on', async () => {
    const { manager, media, companyId } = await world()
    const { id } = (await manager.client.post(`/api/companies/${companyId}/media`, item())).body
    await media.client.post(`/api/company-media/${id}/approve`, { status: 'approved' })
    const edited = await manager.client.patch(`/api/company-media/${id}`, item({ title: 'Navigli opens Porto office' }))
    expect(edited.body).to.include({ status: 'pending', title: 'Navigli opens Porto office' })
    await t.sql.run(`insert into settings (section, key, value) values ('content', 'moderateMediaContent', 'false')`)
    t.app.settings.invalidate()
    const auto = await manager.client.post(`/api/companies/${companyId}/media`, item({ title: 'Straight out' }))
    expect(auto.body.status).to.equal('approved')
  })

  it('only a manager of an approved company publishes, within the per-company limit (409)', async () => {
    const { admin, manager, companyId } = await world()
    const other = await signedIn(t, 'company_manager')
    expect((await other.client.post(`/api/companies/${companyId}/media`, item())).status).to.equal(403)
    const pending = (await manager.client.post('/api/companies', {
      name: 'Pending Co', description: 'x', countryId: ids.countryId, contactEmail: 'p@example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId,
    })).body
    const notApproved = await manager.client.post(`/api/companies/${pending.id}/media`, item())
    expect([notApproved.status, notApproved.body.message]).to.deep.equal([409, 'Only an approved company can publish media'])
    await t.sql.run(`insert into settings (section, key, value) values ('content', 'maxMediaItemsPerCompany', '2')`)
    t.app.settings.invalidate()
    const results = await Promise.all([1, 2, 3, 4].map((n) => manager.client.post(`/api/companies/${companyId}/media`, item({ title: `Item ${n}` }))))
    expect(results.map((r) => r.status).sort()).to.deep.equal([201, 201, 409, 409])
    expect(results.find((r) => r.status === 409)!.body.message).to.equal('A company can publish at most 2 media items')
    expect((await admin.client.get('/api/admin/media?tab=pending')).body.totalItems).to.equal(2)
  })

  it('validates items: event dates, press kit files, types', async () => {
    const { manager, companyId } = await world()
    const bad = await manager.client.post(`/api/companies/${companyId}/media`, { title: '', content: 'x', type: 'blog' })
    expect(bad.status).to.equal(400)
    expect(bad.body.fieldErrors).to.deep.include({ title: 'Required' })
    expect(bad.body.fieldErrors.type).to.match(/Type must be one of/)
    expect((await manager.client.post(`/api/companies/${companyId}/media`, item({ type: 'event' }))).body.fieldErrors).to.deep.equal({ eventDate: 'An event needs a date' })
    expect((await manager.client.post(`/api/companies/${companyId}/media`, item({ type: 'press_kit' }))).body.fieldErrors).to.deep.equal({ attachments: 'A press kit needs at least one file' })
    const forged = await manager.client.post(`/api/companies/${companyId}/media`, item({ type: 'press_kit', attachments: [{ fileUrl: '/uploads/AAAAAAAAAAAAAAAAAAAAAAAA' }] }))
    expect(forged.body.fieldErrors).to.deep.equal({ 'attachments.0': 'Unknown file: upload it first' })
    expect(await t.sql.all('select id from company_media')).to.have.length(0)
  })

  it('an upload no item, logo or poster uses is deleted, file and row, a day after it was made', async () => {
    const { manager, companyId } = await world()
    const upload = async (name: string) => (await manager.client.upload('/api/uploads', { name, bytes: PDF })).body as { fileUrl: string }
    const [attached, logo, lost, fresh] = [await upload('a.pdf'), await upload('logo.pdf'), await upload('lost.pdf'), await upload('fresh.pdf')]
    const kit = await manager.client.post(`/api/companies/${companyId}/media`, item({ type: 'press_kit', title: 'Kit', attachments: [{ fileUrl: attached.fileUrl }] }))
    expect(kit.status).to.equal(201)
    await t.sql.run('update companies set logo = ? where id = ?', [`https://atlas.example.com${logo.fileUrl}`, companyId])
    const key = (u: { fileUrl: string }) => u.fileUrl.split('/').pop()!
    await t.sql.run(`update uploads set created_at = now() - interval '25 hours' where key = any(?::text[])`, [[attached, logo, lost].map(key)])
    expect(await t.app.sweepUploads()).to.equal(1)
    expect((await t.sql.all<{ key: string }>('select key from uploads order by key')).map((r) => r.key)).to.have.members([attached, logo, fresh].map(key))
    expect((await new Client(t.baseUrl).get(lost.fileUrl)).status).to.equal(404)
    expect([lost, fresh].map((u) => fs.existsSync(path.join(t.dataDir, 'uploads', key(u))))).to.deep.equal([false, true])
    for (const kept of [logo, fresh]) expect((await new Client(t.baseUrl).get(kept.fileUrl)).status).to.equal(200)
    // The kept attachment is the pending kit's: its manager reads it, no one else (issue 22).
    expect([(await manager.client.get(attached.fileUrl)).status, (await new Client(t.baseUrl).get(attached.fileUrl)).status]).to.deep.equal([200, 404])
    expect(await t.app.sweepUploads()).to.equal(0)
  })

  it('uploads real files with checked types and sizes; refused uploads leave nothing behind', async () => {
    const { manager, media, reader, companyId } = await world()
    const up = await manager.client.upload('/api/uploads', { name: 'Press kit 2026.pdf', bytes: PDF, type: 'text/html' })
    expect(up.status).to.equal(201)
    expect(up.body).to.include({ filename: 'Press kit 2026.pdf', fileType: 'application/pdf', fileSize: PDF.length })
    const served = await new Client(t.baseUrl).get(up.body.fileUrl)
    expect(served.headers.get('content-type')).to.equal('application/pdf')
    expect(served.headers.get('content-disposition')).to.match(/^attachment; filename="Press kit 2026.pdf"/)
    expect(served.headers.get('x-content-type-options')).to.equal('nosniff')

    const html = await manager.client.upload('/api/uploads', { name: 'evil.pdf', bytes: '<html><script>alert(1)</script></html>', type: 'application/pdf' })
    expect(html.status).to.equal(415)
    expect((await manager.client.post('/api/uploads', { file: 'x' })).status).to.equal(415)
    expect((await manager.client.upload('/api/uploads', { name: 'x.pdf', bytes: PDF }, 'other')).status).to.equal(400)
    await t.sql.run(`insert into settings (section, key, value) values ('general', 'maxUploadSize', '1')`)
    t.app.settings.invalidate()
    const big = await manager.client.upload('/api/uploads', { name: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10)]) })
    expect([big.status, big.body.message]).to.deep.equal([413, 'The file is larger than 1 MB'])
    expect((await reader.client.upload('/api/uploads', { name: 'x.pdf', bytes: PDF })).status).to.equal(403)
    expect((await t.sql.all('select key from uploads'))).to.have.length(1)
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads'))).to.have.length(1)

    const png = (await manager.client.upload('/api/uploads', { name: 'logo.png', bytes: PNG })).body
    const kit = await manager.client.post(`/api/companies/${companyId}/media`, item({
      type: 'press_kit', title: 'Press kit', attachments: [{ fileUrl: up.body.fileUrl, fileSize: 1 }, { fileUrl: png.fileUrl, filename: 'Logo.png' }],
    }))
    expect(kit.status).to.equal(201)
    expect(kit.body.attachments.map((a: { fileName: string; fileSize: number }) => [a.fileName, a.fileSize])).to.deep.equal([['Press kit 2026.pdf', PDF.length], ['Logo.png', PNG.length]])
    await media.client.post(`/api/company-media/${kit.body.id}/approve`, { status: 'approved' })
    expect((await reader.client.get('/api/media?type=press_kit')).status).to.equal(403)
    expect((await reader.client.get('/api/media')).body).to.deep.equal([])
    expect((await media.client.get('/api/media?type=press_kit')).body).to.have.length(1)
    const zip = await media.client.get(`/api/media/${kit.body.id}/attachments.zip`)
    expect(zip.status).to.equal(200)
    expect(zip.text.startsWith('PK')).to.equal(true)
    expect(zip.text).to.contain('Press kit 2026.pdf').and.contain('Logo.png').and.contain('%PDF-1.4')
    expect((await reader.client.get(`/api/media/${kit.body.id}/attachments.zip`)).status).to.equal(404)
  })

  /** A multipart upload of `size` bytes made on the fly, in 64 KB chunks (chunked, no Content-Length); `stopAfter` bytes then abort. */
  const streamUpload = async (client: Client, size: number, opts: { stopAfter?: number } = {}) => {
    const boundary = 'ExpoAtlasBoundary7MA4YWxkTrZu0gW'
    const enc = new TextEncoder()
    const abort = new AbortController()
    const chunk = new Uint8Array(64 * 1024).fill(0x41)
    let sent = 0
    let stage = 0
    const body = new ReadableStream<Uint8Array>({
      async pull(c) {
        if (stage === 0) {
          stage = 1
          c.enqueue(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`))
          c.enqueue(PDF)
          return
        }
        if (opts.stopAfter !== undefined && sent >= opts.stopAfter) {
          await new Promise((r) => setTimeout(r, 100))
          abort.abort()
          c.close()
          return
        }
        if (sent < size) {
          const n = Math.min(chunk.length, size - sent)
          sent += n
          c.enqueue(chunk.subarray(0, n))
          return
        }
        c.enqueue(enc.encode(`\r\n--${boundary}--\r\n`))
        c.close()
      },
    })
    try {
      const res = await fetch(`${t.baseUrl}/api/uploads`, {
        method: 'POST', body, duplex: 'half', signal: abort.signal,
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Cookie: client.cookieHeader, Origin: t.baseUrl, Accept: 'application/json' },
      })
      return { status: res.status, body: await res.json() as { message?: string } }
    } catch (e) {
      return { status: 0, body: { message: (e as Error).name } }
    }
  }

  /** The files of the uploads folder. */
  const uploadedFiles = () => fs.readdirSync(path.join(t.dataDir, 'uploads'))

  /** Waits until the uploads folder holds only the files it held before (a refused upload's partial file goes once its stream ends). */
  const newFilesOnceSettled = async (before: string[]) => {
    const added = () => uploadedFiles().filter((f) => !before.includes(f))
    for (let i = 0; i < 50 && added().length; i++) await new Promise((r) => setTimeout(r, 50))
    return added()
  }

  it('a body far over the limit, streamed, is a 413; the server keeps answering and keeps no file', async () => {
    const { manager } = await world()
    const health = new Client(t.baseUrl)
    const before = uploadedFiles()
    for (const size of [30 * 1024 * 1024, 7 * 1024 * 1024]) {
      const big = await streamUpload(manager.client, size)
      expect([big.status, big.body.message]).to.deep.equal([413, 'The file is larger than 5 MB'])
      expect((await health.get('/api/health')).status).to.equal(200)
    }
    expect(await newFilesOnceSettled(before)).to.deep.equal([])
    expect(await t.sql.all('select key from uploads')).to.have.length(0)
    const small = await manager.client.upload('/api/uploads', { name: 'ok.pdf', bytes: PDF })
    expect(small.status).to.equal(201)
  })

  it('an upload cut off mid-way, or a body that ends inside the file, leaves no file behind', async () => {
    const { manager } = await world()
    const before = uploadedFiles()
    const cut = await streamUpload(manager.client, 4 * 1024 * 1024, { stopAfter: 1024 * 1024 })
    expect(cut.status).to.equal(0)
    // Headers and the whole (unfinished) body in one packet: the body ends before the file is even open.
    const body = `--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n${PDF.toString('latin1')}`
    const { host } = new URL(t.baseUrl)
    const truncated = await Promise.all(Array.from({ length: 10 }, () => oneShot(t.baseUrl, [
      'POST /api/uploads HTTP/1.1', `Host: ${host}`, `Origin: ${t.baseUrl}`, `Cookie: ${manager.client.cookieHeader}`,
      'Content-Type: multipart/form-data; boundary=xyz', `Content-Length: ${Buffer.byteLength(body, 'latin1')}`, 'Connection: close', '', body,
    ].join('\r\n'))))
    for (const r of truncated) expect(r).to.match(/^HTTP\/1.1 400 [^]*Malformed multipart request/)
    expect(await newFilesOnceSettled(before)).to.deep.equal([])
    expect(await t.sql.all('select key from uploads')).to.have.length(0)
    expect((await new Client(t.baseUrl).get('/api/health')).status).to.equal(200)
  })

  it('the media center needs a session; RSS feeds are public and list approved items', async () => {
    const { manager, media, companyId } = await world()
    expect((await new Client(t.baseUrl).get('/api/media')).status).to.equal(401)
    const { id } = (await manager.client.post(`/api/companies/${companyId}/media`, item({ title: 'Quarterly <results> & more' }))).body
    await media.client.post(`/api/company-media/${id}/approve`, { status: 'approved' })
    const rss = await new Client(t.baseUrl).get('/api/media/rss.xml')
    expect(rss.headers.get('content-type')).to.match(/application\/rss\+xml/)
    expect(rss.text).to.contain('<rss version="2.0"').and.contain('<title>Quarterly &lt;results&gt; &amp; more (Press Release, Navigli Software)</title>')
    // The kind in the words the screens show ('Press Release' on a badge), not a spelling of the feed's own.
    expect(rss.text).to.contain('<category>Press Release</category>')
    const companyRss = await new Client(t.baseUrl).get(`/api/companies/${companyId}/media/rss.xml`)
    expect(companyRss.text).to.contain('Navigli Software on Expo Atlas')
    // No feed for a company that is not public (or does not exist), as for its page.
    expect((await new Client(t.baseUrl).get('/api/companies/999999/media/rss.xml')).status).to.equal(404)
  })

  it('another manager cannot edit or delete an item; admins can', async () => {
    const { admin, manager, companyId } = await world()
    const other = await signedIn(t, 'company_manager')
    const { id } = (await manager.client.post(`/api/companies/${companyId}/media`, item())).body
    expect((await other.client.patch(`/api/company-media/${id}`, item({ title: 'Hijacked' }))).status).to.equal(404)
    expect((await other.client.delete(`/api/company-media/${id}`)).status).to.equal(404)
    expect((await t.sql.one<{ title: string }>('select title from company_media where id = ?', [id]))!.title).to.equal('Navigli opens Lisbon office')
    const detail = await admin.client.get(`/api/admin/media/${id}`)
    expect(detail.body).to.include({ title: 'Navigli opens Lisbon office', status: 'pending' })
    expect((await admin.client.delete(`/api/admin/media/${id}`)).status).to.equal(204)
    expect(await t.sql.all('select id from company_media')).to.have.length(0)
  })

  describe('PATCH is partial', () => {
    /** What the database holds of an item (its row and its attachments) and how many events there are of it. */
    const stored = async (id: number) => ({
      row: await t.sql.one('select * from company_media where id = ?', [id]),
      attachments: await t.sql.all('select filename, file_url, file_type, file_size from media_attachments where media_id = ? order by id', [id]),
      events: (await t.sql.one<{ n: number }>(`select count(*)::int as n from domain_events where aggregate_type = 'media' and aggregate_id = ?`, [String(id)]))!.n,
    })
    /** An approved event with a place and a linked file. */
    const anEvent = async () => {
      const w = await world()
      const { id } = (await w.manager.client.post(`/api/companies/${w.companyId}/media`, item({
        type: 'event', eventDate: '2027-03-01', eventLocation: 'Lisbon', thumbnailUrl: 'https://cdn.example.com/t.png',
        attachments: [{ fileUrl: 'https://example.com/programme.pdf', filename: 'Programme.pdf' }],
      }))).body as { id: number }
      await w.media.client.post(`/api/company-media/${id}/approve`, { status: 'approved' })
      return { ...w, id }
    }

    it('changes only the fields sent and keeps the others as stored', async () => {
      const { manager, admin, id } = await anEvent()
      const edited = await manager.client.patch(`/api/company-media/${id}`, { content: 'Doors open at nine.' })
      expect(edited.status).to.equal(200)
      expect(edited.body).to.include({
        title: 'Navigli opens Lisbon office', content: 'Doors open at nine.', type: 'event', eventDate: '2027-03-01T00:00:00.000Z',
        eventLocation: 'Lisbon', thumbnailUrl: 'https://cdn.example.com/t.png', status: 'pending',
      })
      expect(edited.body.attachments.map((a: { fileName: string }) => a.fileName)).to.deep.equal(['Programme.pdf'])
      const byAdmin = await admin.client.patch(`/api/admin/media/${id}`, { eventLocation: '' })
      expect(byAdmin.body).to.include({ content: 'Doors open at nine.', eventLocation: null, eventDate: '2027-03-01T00:00:00.000Z' })
      expect((await admin.client.get(`/api/admin/media/${id}`)).body).to.deep.equal(byAdmin.body)
    })

    it('a PATCH that changes nothing writes nothing: the item stays published, no event', async () => {
      const { manager, reader, id } = await anEvent()
      const before = await stored(id)
      for (const body of [{}, { title: 'Navigli opens Lisbon office', eventLocation: 'Lisbon' }, { unknown: 'ignored' }]) {
        const r = await manager.client.patch(`/api/company-media/${id}`, body)
        expect([r.status, r.body.status], JSON.stringify(body)).to.deep.equal([200, 'approved'])
      }
      expect(await stored(id)).to.deep.equal(before)
      expect((await reader.client.get(`/api/company-media/${id}`)).status).to.equal(200)
    })

    it('a bad field answers 400 with its message and changes nothing', async () => {
      const { manager, admin, id } = await anEvent()
      const before = await stored(id)
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ title: '' }, { title: 'Required' }],
        [{ title: null, content: 'Kept?' }, { title: 'Required' }],
        [{ type: 'podcast' }, { type: 'Type must be one of press_release, news, press_kit, event' }],
        [{ eventDate: 'soon' }, { eventDate: 'Please enter a valid date' }],
        [{ eventDate: '' }, { eventDate: 'An event needs a date' }],
        [{ type: 'press_kit', attachments: [] }, { attachments: 'A press kit needs at least one file' }],
        [{ attachments: [{ fileUrl: 'javascript:alert(1)' }] }, { 'attachments.0': 'Please enter a valid URL' }],
      ]
      for (const [body, fieldErrors] of cases) {
        for (const path of [`/api/company-media/${id}`, `/api/admin/media/${id}`]) {
          const client = path.startsWith('/api/admin') ? admin.client : manager.client
          const r = await client.patch(path, body)
          expect([r.status, r.body.fieldErrors], `${path} ${JSON.stringify(body)}`).to.deep.equal([400, fieldErrors])
        }
      }
      expect(await stored(id)).to.deep.equal(before)
    })
  })

  describe('pages and totals kept in memory', () => {
    const total = async (c: Client, query = '') => (await c.get(`/api/media${query}`)).headers.get('x-total-count')

    it('stay exact right after an item is created, approved, rejected or deleted and after its company is suspended', async () => {
      const { admin, manager, media, reader, companyId } = await world()
      expect([await total(reader.client), await total(media.client), await total(reader.client, '?type=press_release')]).to.deep.equal(['0', '0', '0'])
      const first = (await manager.client.post(`/api/companies/${companyId}/media`, item())).body.id as number
      expect([await total(reader.client), await total(media.client)]).to.deep.equal(['0', '1'])
      await media.client.post(`/api/company-media/${first}/approve`, { status: 'approved' })
      expect([await total(reader.client), await total(reader.client, '?type=press_release')]).to.deep.equal(['1', '1'])
      const second = (await manager.client.post(`/api/companies/${companyId}/media`, item({ title: 'Navigli at CeBIT' }))).body.id as number
      expect(await total(media.client)).to.equal('2')
      await media.client.post(`/api/company-media/${second}/approve`, { status: 'approved' })
      expect(await total(reader.client)).to.equal('2')
      const titles = async () => ((await reader.client.get('/api/media')).body as { title: string }[]).map((i) => i.title)
      expect(await titles()).to.have.members([item().title, 'Navigli at CeBIT'])
      await media.client.post(`/api/company-media/${first}/approve`, { status: 'rejected', reason: 'Wrong logo' })
      expect([await total(reader.client), await total(reader.client, '?type=press_release')]).to.deep.equal(['1', '1'])
      expect((await manager.client.delete(`/api/company-media/${second}`)).status).to.equal(204)
      expect([await total(reader.client), await total(media.client)]).to.deep.equal(['0', '1'])
      expect(await titles()).to.deep.equal([])
      await media.client.post(`/api/company-media/${first}/approve`, { status: 'approved' })
      expect(await total(reader.client)).to.equal('1')
      await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status: 'suspended', reason: 'Unpaid invoice' })
      expect([await total(reader.client), await total(reader.client, '?type=press_release')]).to.deep.equal(['0', '0'])
      await admin.client.patch(`/api/admin/companies/${companyId}/status`, { status: 'approved' })
      expect(await total(reader.client)).to.equal('1')
    })

    it('are dropped when another instance announces a change (NOTIFY)', async () => {
      const { manager, media, reader, companyId } = await world()
      const { id } = (await manager.client.post(`/api/companies/${companyId}/media`, item())).body
      await media.client.post(`/api/company-media/${id}/approve`, { status: 'approved' })
      expect(await total(reader.client)).to.equal('1')
      // Another instance changed the row (here: directly) and announced it.
      await t.sql.run(`update company_media set status = 'rejected' where id = ?`, [id])
      expect(await total(reader.client)).to.equal('1')
      await t.sql.run(`select pg_notify('expo_atlas_changes', 'media')`)
      let seen: string | null = '1'
      for (let i = 0; i < 50 && seen !== '0'; i++) {
        await new Promise((r) => setTimeout(r, 20))
        seen = await total(reader.client)
      }
      expect(seen).to.equal('0')
    })
  })
})

describe('media access requests (HTTP)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())

  it('a user asks; an admin approves: the user becomes a media user and their sessions end', async () => {
    const reader = await signedIn(t, 'individual')
    const admin = await signedIn(t, 'admin')
    const asked = await reader.client.post('/api/media-access-requests', { message: 'I write for Trade Weekly' })
    expect(asked.status).to.equal(201)
    expect((await reader.client.post('/api/media-access-requests', {})).body.id).to.equal(asked.body.id)
    expect((await reader.client.get('/api/media-access-requests/mine')).body.request.status).to.equal('pending')
    const pending = await admin.client.get('/api/admin/media-access-requests')
    expect(pending.body.map((r: { user: { email: string } }) => r.user.email)).to.deep.equal([reader.email])
    expect((await reader.client.patch(`/api/admin/media-access-requests/${asked.body.id}`, { status: 'approved' })).status).to.equal(403)
    expect((await admin.client.patch(`/api/admin/media-access-requests/${asked.body.id}`, { status: 'approved' })).status).to.equal(200)
    expect((await reader.client.get('/api/user')).status).to.equal(401)
    const role = await t.sql.one<{ role: string }>('select role from users where id = ?', [reader.id])
    expect(role!.role).to.equal('media')
    expect((await admin.client.patch(`/api/admin/media-access-requests/${asked.body.id}`, { status: 'rejected' })).status).to.equal(409)
    const types = await t.sql.all<{ type: string }>(`select type from domain_events order by id`)
    expect(types.map((e) => e.type)).to.deep.equal(['MediaAccessRequested', 'MediaAccessGranted', 'UserRoleChanged'])
  })

  it('media users need not ask (409); visitors must sign in (401)', async () => {
    const media = await signedIn(t, 'media')
    expect((await media.client.post('/api/media-access-requests', {})).status).to.equal(409)
    expect((await new Client(t.baseUrl).post('/api/media-access-requests', {})).status).to.equal(401)
  })
})
