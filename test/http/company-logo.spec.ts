// A manager's logo on PostgreSQL (issue 21): an upload cut to a square, stored at 64, 128 and 256
// pixels, served as WebP with long caching, named by the company form; every refusal leaves no
// file, no row and no event.
import fs from 'node:fs'
import path from 'node:path'
import { expect } from 'chai'
import { pixelBomb, png, pngOverGarbage } from '../support/png'
import { signedIn } from './support/accounts'
import { Client } from './support/client'
import { onFreshApp, type CatalogueIds } from './support/suite'
import type { TestApp } from './support/test-app'

/** The width and height a WebP file's header gives (lossy, lossless or extended). */
const webpSize = (b: Buffer): [number, number] => {
  expect(b.subarray(0, 4).toString('latin1')).to.equal('RIFF')
  expect(b.subarray(8, 12).toString('latin1')).to.equal('WEBP')
  const kind = b.subarray(12, 16).toString('latin1')
  if (kind === 'VP8 ') return [b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff]
  if (kind === 'VP8L') { const bits = b.readUInt32LE(21); return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1] }
  return [b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1]
}

describe('company logos (HTTP)', () => {
  let t: TestApp
  let ids: CatalogueIds
  onFreshApp((app, catalogue) => { t = app; ids = catalogue })

  const world = async () => {
    const manager = await signedIn(t, 'company_manager')
    const other = await signedIn(t, 'company_manager')
    const company = await manager.client.post('/api/companies', {
      name: 'Navigli Software', description: 'ERP.', countryId: ids.countryId, contactEmail: 'hi@navigli.example.com', sectorId: ids.sectorId, subsectorId: ids.subsectorId,
    })
    expect(company.status).to.equal(201)
    return { manager, other, companyId: company.body.id as number }
  }
  const upload = async (client: Client, bytes: Buffer, name = 'wide.png') => {
    const r = await client.upload('/api/uploads', { name, bytes, type: 'image/png' })
    expect(r.status, r.text).to.equal(201)
    return r.body.fileUrl as string
  }
  const files = () => fs.readdirSync(path.join(t.dataDir, 'uploads')).sort()
  const rows = async () => (await t.sql.all<{ key: string }>('select key from uploads order by key')).map((r) => r.key)
  const events = async () => (await t.sql.all<{ n: number }>('select count(*)::int as n from domain_events'))[0].n

  it('cuts an uploaded wide image to the square chosen, stores 64, 128 and 256 px as WebP served with long caching, and the company form names it', async () => {
    const { manager, companyId } = await world()
    const source = await upload(manager.client, png(600, 200), '../..\u202Ewide logo.png')
    expect((await t.sql.one<{ filename: string }>('select filename from uploads'))!.filename).to.equal('wide logo.png')
    const cut = await manager.client.post('/api/company-logos', { source, crop: { x: 200, y: 0, size: 200 } })
    expect(cut.status, cut.text).to.equal(201)
    const base = /^\/uploads\/([0-9a-f]{32})-256$/.exec(cut.body.logo)![1]
    expect(cut.body.sizes).to.deep.equal({ 64: `/uploads/${base}-64`, 128: `/uploads/${base}-128`, 256: `/uploads/${base}-256` })

    const anyone = new Client(t.baseUrl)
    for (const size of [64, 128, 256]) {
      const res = await fetch(`${t.baseUrl}/uploads/${base}-${size}`)
      expect(res.status).to.equal(200)
      expect(res.headers.get('content-type')).to.equal('image/webp')
      expect(res.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable')
      expect(res.headers.get('content-disposition')).to.match(new RegExp(`^inline; filename="logo-${size}.webp"`))
      expect(webpSize(Buffer.from(await res.arrayBuffer()))).to.deep.equal([size, size])
    }
    // The uploaded original is not a logo: private caching, as before.
    expect((await anyone.get(source)).headers.get('cache-control')).to.equal('private, max-age=86400')

    const saved = await manager.client.patch(`/api/companies/${companyId}`, { logo: cut.body.logo })
    expect(saved.status, saved.text).to.equal(200)
    expect((await manager.client.get(`/api/companies/${companyId}`)).body.logo).to.equal(cut.body.logo)

    // A day on, the sweep deletes the unused original and keeps every size of the logo the company names.
    await t.sql.run(`update uploads set created_at = ?`, [new Date('2026-11-19T09:00:00Z')]) // the test clock is at 2026-11-20 10:00
    expect(await t.app.sweepUploads()).to.equal(1)
    expect(await rows()).to.deep.equal([`${base}-128`, `${base}-256`, `${base}-64`])
    expect(files()).to.deep.equal([`${base}-128`, `${base}-256`, `${base}-64`])
  })

  it('refuses what is no logo, and a square outside the image, with a clear 4xx that leaves no file, no row and no event', async () => {
    const { manager, other } = await world()
    const wide = await upload(manager.client, png(600, 200))
    const theirs = await upload(other.client, png(300, 100))
    const pdf = (await manager.client.upload('/api/uploads', { name: 'a.pdf', bytes: '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n' })).body.fileUrl as string
    const garbage = await upload(manager.client, pngOverGarbage())
    const bomb = await upload(manager.client, pixelBomb())
    const [filesBefore, rowsBefore, eventsBefore] = [files(), await rows(), await events()]
    const square = { x: 0, y: 0, size: 100 }
    const cases: [unknown, number, Record<string, string> | undefined, RegExp?][] = [
      [{ source: theirs, crop: square }, 400, { source: 'Unknown file: upload it first' }],
      [{ source: '/uploads/AAAAAAAAAAAAAAAAAAAAAAAA', crop: square }, 400, { source: 'Unknown file: upload it first' }],
      [{ source: '/uploads/../api/users', crop: square }, 400, { source: 'Unknown file: upload it first' }],
      [{ source: pdf, crop: square }, 415, undefined, /PNG, JPEG or WebP/],
      [{ source: garbage, crop: square }, 415, undefined, /PNG, JPEG or WebP/],
      [{ source: bomb, crop: square }, 413, undefined, /larger than 40 megapixels/],
      [{ source: wide, crop: { x: 450, y: 0, size: 200 } }, 400, { crop: 'The square must lie inside the image (600 × 200 pixels)' }],
      [{ source: wide, crop: { x: 0, y: 0, size: 201 } }, 400, { crop: 'The square must lie inside the image (600 × 200 pixels)' }],
      [{ source: wide, crop: { x: 0, y: 0, size: 16 } }, 400, { 'crop.size': 'The square must be at least 32 pixels on a side' }],
      [{ source: wide, crop: { x: -1, y: 0, size: 100 } }, 400, { 'crop.x': 'A whole number of pixels from the left edge' }],
      [{ source: wide, crop: { x: 1.5, y: '</script>', size: 100 } }, 400, { 'crop.x': 'A whole number of pixels from the left edge', 'crop.y': 'A whole number of pixels from the top edge' }],
      [{ source: wide }, 400, { crop: 'Required' }],
      [{ source: ']]>\u0000\u0007', crop: square }, 400, { source: 'Unknown file: upload it first' }],
      [{ source: wide, crop: square, extra: 'x'.repeat(2 * 1024 * 1024) }, 413, undefined],
    ]
    for (const [body, status, fieldErrors, message] of cases) {
      const r = await manager.client.post('/api/company-logos', body)
      expect([r.status, r.body?.fieldErrors], JSON.stringify(body).slice(0, 120)).to.deep.equal([status, fieldErrors])
      if (message) expect(r.body.message).to.match(message)
    }
    // A file name with control characters is no valid multipart header: refused before anything is stored.
    const named = await manager.client.upload('/api/uploads', { name: '../..\u0001\u0007logo.png', bytes: png(600, 200), type: 'image/png' })
    expect(named.status).to.equal(400)
    expect((await (await signedIn(t, 'individual')).client.post('/api/company-logos', { source: wide, crop: square })).status).to.equal(403)
    expect((await new Client(t.baseUrl).post('/api/company-logos', { source: wide, crop: square })).status).to.equal(401)
    expect([files(), await rows(), await events()]).to.deep.equal([filesBefore, rowsBefore, eventsBefore])
  })

  it("lets only the company's manager (or an admin) set the logo: another manager's PATCH is refused and changes nothing", async () => {
    const { manager, other, companyId } = await world()
    const mine = (await other.client.post('/api/company-logos', { source: await upload(other.client, png(300, 100)), crop: { x: 0, y: 0, size: 100 } })).body.logo as string
    const eventsBefore = await events()
    const refused = await other.client.patch(`/api/companies/${companyId}`, { logo: mine })
    expect(refused.status).to.be.oneOf([403, 404])
    expect((await manager.client.get(`/api/companies/${companyId}`)).body.logo).to.equal(null)
    expect(await events()).to.equal(eventsBefore)
    const admin = await signedIn(t, 'admin')
    const adminLogo = (await admin.client.post('/api/company-logos', { source: await upload(admin.client, png(300, 100)), crop: { x: 100, y: 0, size: 100 } })).body.logo as string
    expect((await admin.client.patch(`/api/admin/companies/${companyId}`, { logo: adminLogo })).status).to.equal(200)
    expect((await manager.client.get(`/api/companies/${companyId}`)).body.logo).to.equal(adminLogo)
  })
})
