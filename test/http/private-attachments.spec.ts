// Issue 22: the attachments of a media item that is not public are private. A file that media items
// carry, none of them public, is served to their company's manager and to moderators only (never kept by
// a shared cache) and is answered 404 to anyone else, as an unknown file; public files are served as before.
import { expect } from 'chai'
import { CARRIERS_SQL } from '../../src/adapters/persistence/media/pg-media.repository'
import { catalogueIds, signedIn } from './support/accounts'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')

describe('private attachments (HTTP, issue 22)', () => {
  let t: TestApp
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  before(async () => { t = await testApp(); ids = await catalogueIds(t) })
  beforeEach(() => t.reset())

  /** An approved company of its own for a new manager. */
  const managerWithCompany = async (admin: Client, name: string) => {
    const manager = await signedIn(t, 'company_manager')
    const company = await manager.client.post('/api/companies', {
      name, description: 'ERP.', countryId: ids.countryId, contactEmail: 'hi@example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId,
    })
    expect(company.status, JSON.stringify(company.body)).to.equal(201)
    expect((await admin.patch(`/api/admin/companies/${company.body.id}/status`, { status: 'approved' })).status).to.equal(200)
    return { ...manager, companyId: company.body.id as number }
  }

  /** A manager, another manager, an admin, the super admin, a media user, a reader; and a PDF the manager uploaded. */
  const world = async () => {
    const admin = await signedIn(t, 'admin')
    const manager = await managerWithCompany(admin.client, 'Navigli Software')
    const otherManager = await managerWithCompany(admin.client, 'Brera Robotics')
    const superAdmin = await signedIn(t, 'super_admin')
    const media = await signedIn(t, 'media')
    const reader = await signedIn(t, 'individual')
    const up = await manager.client.upload('/api/uploads', { name: 'Results 2026.pdf', bytes: PDF })
    expect(up.status).to.equal(201)
    const fileUrl = up.body.fileUrl as string
    /** A news item of the manager's company carrying the file (pending: media moderation is on). */
    const itemWith = async (title: string) => {
      const res = await manager.client.post(`/api/companies/${manager.companyId}/media`, { title, content: 'Numbers.', type: 'news', attachments: [{ fileUrl }] })
      expect(res.status, JSON.stringify(res.body)).to.equal(201)
      expect(res.body.status).to.equal('pending')
      return res.body.id as number
    }
    const moderate = async (id: number, status: 'approved' | 'rejected' | 'pending') => {
      const res = await admin.client.post(`/api/company-media/${id}/approve`, status === 'rejected' ? { status, reason: 'Off topic' } : { status })
      expect(res.status, JSON.stringify(res.body)).to.equal(200)
    }
    return { admin, manager, otherManager, superAdmin, media, reader, fileUrl, itemWith, moderate }
  }

  const anonymous = () => new Client(t.baseUrl)

  /** Status, Cache-Control and body of the file as this client gets it. */
  const got = async (client: Client, url: string) => {
    const res = await client.get(url)
    return { status: res.status, cache: res.headers.get('cache-control'), body: res.text }
  }

  /** What an unknown file answers: the very same for a hidden one. */
  const unknown = async () => {
    const res = await anonymous().get('/uploads/AAAAAAAAAAAAAAAAAAAAAAAA')
    expect([res.status, res.headers.get('cache-control'), res.body.message]).to.deep.equal([404, 'no-store', 'No such file'])
    return { status: res.status, cache: res.headers.get('cache-control'), body: res.text }
  }

  it("a pending item's attachment: 404 as an unknown file to visitors, readers and other managers; its manager and moderators get it, not for a shared cache", async () => {
    const w = await world()
    await w.itemWith('Results')
    const hidden = await unknown()
    for (const [who, client] of Object.entries({ anonymous: anonymous(), reader: w.reader.client, otherManager: w.otherManager.client })) {
      expect(await got(client, w.fileUrl), who).to.deep.equal(hidden)
    }
    for (const [who, client] of Object.entries({ manager: w.manager.client, admin: w.admin.client, superAdmin: w.superAdmin.client, media: w.media.client })) {
      const res = await client.get(w.fileUrl)
      expect([res.status, res.headers.get('cache-control'), res.headers.get('content-type')], who).to.deep.equal([200, 'private, no-store', 'application/pdf'])
      expect(res.text, who).to.equal(PDF.toString())
    }
  })

  it('once the item is approved the file is everybody\'s, with its usual cache; returned to review or rejected it is private again', async () => {
    const w = await world()
    const id = await w.itemWith('Results')
    await w.moderate(id, 'approved')
    for (const client of [anonymous(), w.reader.client, w.otherManager.client, w.manager.client]) {
      expect(await got(client, w.fileUrl)).to.deep.equal({ status: 200, cache: 'private, max-age=86400', body: PDF.toString() })
    }
    await w.moderate(id, 'rejected')
    const hidden = await unknown()
    for (const client of [anonymous(), w.reader.client, w.otherManager.client]) expect(await got(client, w.fileUrl)).to.deep.equal(hidden)
    expect((await got(w.manager.client, w.fileUrl)).cache).to.equal('private, no-store')
    await w.moderate(id, 'approved')
    await w.moderate(id, 'pending')
    expect(await got(anonymous(), w.fileUrl)).to.deep.equal(hidden)
  })

  it("a rejected item's attachment is hidden from all but its manager and moderators", async () => {
    const w = await world()
    await w.moderate(await w.itemWith('Results'), 'rejected')
    const hidden = await unknown()
    for (const client of [anonymous(), w.reader.client, w.otherManager.client]) expect(await got(client, w.fileUrl)).to.deep.equal(hidden)
    for (const client of [w.manager.client, w.admin.client]) expect((await got(client, w.fileUrl)).status).to.equal(200)
  })

  it('a file carried by a public item and a private one is public (public wins); an approved item of a suspended company is not public', async () => {
    const w = await world()
    const published = await w.itemWith('Results')
    await w.itemWith('Results, a draft')
    await w.moderate(published, 'approved')
    expect((await got(anonymous(), w.fileUrl)).status).to.equal(200)
    const suspended = await w.admin.client.patch(`/api/admin/companies/${w.manager.companyId}/status`, { status: 'suspended', reason: 'Unpaid invoice' })
    expect(suspended.status).to.equal(200)
    expect(await got(anonymous(), w.fileUrl)).to.deep.equal(await unknown())
    expect((await got(w.manager.client, w.fileUrl)).status).to.equal(200)
  })

  it('files that are not attachments are served as before: an upload not yet saved with a form, a cut logo', async () => {
    const w = await world()
    expect(await got(anonymous(), w.fileUrl)).to.deep.equal({ status: 200, cache: 'private, max-age=86400', body: PDF.toString() })
    // A cut logo's key, public for a year (the cut itself is company-logo.spec.ts's).
    const logoKey = `${'ab'.repeat(16)}-64`
    await t.sql.run('insert into uploads (key, filename, content_type, size, uploaded_by) values (?, ?, ?, ?, ?)', [logoKey, 'logo.pdf', 'application/pdf', 0, w.manager.id])
    const { writeFileSync } = await import('node:fs')
    writeFileSync(`${t.dataDir}/uploads/${logoKey}`, '')
    expect((await got(anonymous(), `/uploads/${logoKey}`)).cache).to.equal('public, max-age=31536000, immutable')
  })

  it('finds the items carrying a file by the index on its address, not by a scan of the attachments', async () => {
    const w = await world()
    const id = await w.itemWith('Results')
    await t.sql.run(`insert into media_attachments (media_id, filename, file_url, file_type, file_size)
      select ?, 'f.pdf', '/uploads/K' || lpad(g::text, 23, '0'), 'application/pdf', 1 from generate_series(1, 20000) g`, [id])
    await t.sql.run('analyze media_attachments')
    const plan = (await t.sql.all<{ 'QUERY PLAN': string }>(`explain ${CARRIERS_SQL}`, [w.fileUrl]))
      .map((r) => r['QUERY PLAN']).join('\n')
    expect(plan).to.contain('media_attachments_file_url_idx').and.not.match(/Seq Scan on media_attachments/)
    expect((await got(w.manager.client, w.fileUrl)).status).to.equal(200)
    expect((await got(anonymous(), w.fileUrl)).status).to.equal(404)
  })

  it('path tricks around a private file answer 4xx, never 500, and never the file', async () => {
    const w = await world()
    await w.itemWith('Results')
    const key = w.fileUrl.split('/').pop()!
    // One segment after /uploads/: the route answers, 404 as for an unknown file.
    const tricks = [
      `/uploads/${key}%2F..`, `/uploads/..%2F${key}`, `/uploads/%2e%2e%2f${key}`, `/uploads/${key}%00`, `/uploads/${key}%0d%0aSet-Cookie:%20a=b`,
      `/uploads/${key}%1b`, `/uploads/${key}.pdf`, `/uploads/${key.toLowerCase()}`, `/uploads/${key}%20`, `/uploads/%20${key}`,
      `/uploads/${'A'.repeat(5000)}`, `/uploads/${encodeURIComponent(']]></script>')}`, `/uploads/${key}?key=..`, `/uploads/${key}?download=1`,
    ]
    for (const path of tricks) {
      const res = await anonymous().get(path)
      expect([res.status, res.headers.get('content-type')], path).to.deep.equal([404, 'application/json; charset=utf-8'])
      expect(res.text, path).not.to.contain('%PDF')
      expect(res.headers.get('set-cookie'), path).to.equal(null)
    }
    // More segments are not a file's address: the web client's page (its "not found"), never the file, never a 500.
    for (const path of [`/uploads/x/..%2f${key}`, `/uploads/${key}/x`, `/uploads/${key}/`]) {
      const res = await anonymous().get(path)
      expect(res.status, path).to.be.oneOf([200, 404, 503])
      expect(res.headers.get('content-type'), path).not.to.match(/pdf/)
      expect(res.text, path).not.to.contain('%PDF')
    }
    // Its manager still gets it at its one address.
    expect((await got(w.manager.client, w.fileUrl)).status).to.equal(200)
  })
})
