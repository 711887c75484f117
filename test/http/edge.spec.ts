import zlib from 'node:zlib'
import { expect } from 'chai'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'

describe('the HTTP edge', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())

  it('refuses a state-changing request from a foreign Origin with 403 and changes nothing', async () => {
    const evil = new Client(t.baseUrl, 'https://evil.example')
    const res = await evil.post('/api/register', { firstName: 'E', lastName: 'V', email: 'e@example.com', password: 'Passw0rd!x', confirmPassword: 'Passw0rd!x' })
    expect(res.status).to.equal(403)
    expect(res.body.message).to.equal('Cross-origin request refused')
    expect(await t.sql.all('select id from users')).to.have.length(0)
  })

  it('refuses a cross-site browser request without Origin (Sec-Fetch-Site)', async () => {
    const res = await new Client(t.baseUrl, null).post('/api/logout', undefined, { 'Sec-Fetch-Site': 'cross-site' })
    expect(res.status).to.equal(403)
  })

  it('answers malformed JSON with 400 and a JSON message', async () => {
    const res = await new Client(t.baseUrl).request('POST', '/api/login', { raw: '{"email": ', headers: { 'Content-Type': 'application/json' } })
    expect(res.status).to.equal(400)
    expect(res.body).to.deep.equal({ message: 'Malformed JSON in request body' })
  })

  it('answers a body over 1 MB with 413', async () => {
    const res = await new Client(t.baseUrl).request('POST', '/api/register', {
      raw: JSON.stringify({ firstName: 'x'.repeat(1_100_000) }), headers: { 'Content-Type': 'application/json' },
    })
    expect(res.status).to.equal(413)
    expect(res.body.message).to.match(/too large/)
  })

  it('reads a compressed body, and answers one that is not what its Content-Encoding says with 400 and creates nothing', async () => {
    const register = JSON.stringify({ firstName: 'Zip', lastName: 'Per', email: 'zip@example.com', password: 'Passw0rd!x', confirmPassword: 'Passw0rd!x' })
    const post = (raw: Buffer, encoding: string) =>
      new Client(t.baseUrl).request('POST', '/api/register', { raw, headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding } })
    for (const [encoding, raw] of [
      ['gzip', Buffer.from('not gzip at all')],
      ['deflate', Buffer.from('not deflate')],
      ['br', Buffer.from('not brotli')],
      ['gzip', zlib.gzipSync(register).subarray(0, 20)],
      ['br', zlib.brotliCompressSync(register).subarray(0, 10)],
    ] as const) {
      const res = await post(raw, encoding)
      expect(res.status, encoding).to.equal(400)
      expect(res.body).to.deep.equal({ message: 'The request body could not be decoded as its Content-Encoding says' })
    }
    // Over 1 MB once decompressed (a 1 KB gzip bomb): 413, not read to the end.
    const bomb = zlib.gzipSync(JSON.stringify({ firstName: 'x'.repeat(5_000_000) }))
    expect(bomb.length).to.be.lessThan(10_000)
    expect((await post(bomb, 'gzip')).status).to.equal(413)
    expect(await t.sql.all('select id from users')).to.have.length(0)
    // A body that is what it says is read.
    const ok = await post(zlib.gzipSync(register), 'gzip')
    expect(ok.status).to.equal(201)
    expect(await t.sql.all('select id from users')).to.have.length(1)
  })

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await new Client(t.baseUrl).get('/api/no-such-route')
    expect(res.status).to.equal(404)
    expect(res.headers.get('content-type')).to.match(/application\/json/)
    expect(res.body.message).to.match(/No API route/)
  })

  it('serves index.html for deep links to client routes', async () => {
    // A segment the static files would call hidden ('..a', '..%20', '.env') is still a page's address (found by ssr.e2e's property).
    for (const route of ['/companies/42', '/admin/settings', '/no/such/page', '/exhibitions/..a', '/exhibitions/..%20', '/x/.env']) {
      const res = await new Client(t.baseUrl).get(route, { Accept: 'text/html' })
      expect(res.status, route).to.equal(200)
      expect(res.text, route).to.match(/<div id="root">/)
      expect(res.headers.get('cache-control')).to.equal('no-cache')
    }
  })

  it('sends security headers and no x-powered-by, with a request id', async () => {
    const res = await new Client(t.baseUrl).get('/api/user')
    expect(res.headers.get('x-content-type-options')).to.equal('nosniff')
    expect(res.headers.get('x-frame-options')).to.equal('SAMEORIGIN')
    expect(res.headers.get('content-security-policy')).to.match(/script-src 'self'/)
    expect(res.headers.get('content-security-policy')).to.match(/frame-ancestors 'none'/)
    expect(res.headers.get('referrer-policy')).to.equal('strict-origin-when-cross-origin')
    expect(res.headers.get('x-powered-by')).to.equal(null)
    expect(res.headers.get('strict-transport-security')).to.equal(null)
    expect(res.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/)
  })

  it('answers a wrong body type with 400 and field messages, never 500', async () => {
    for (const body of [[], 'text', 42, null, { email: ['a@b.co'], password: { $gt: '' } }, { __proto__: { admin: true }, email: 1 }]) {
      const res = await new Client(t.baseUrl).post('/api/login', body)
      expect(res.status, JSON.stringify(body)).to.equal(400)
      expect(res.text).not.to.match(/at .*\.ts:\d+/)
    }
  })

  it('serves the catalogue: the full country list and the sectors', async () => {
    const countries = await new Client(t.baseUrl).get('/api/countries')
    expect(countries.status).to.equal(200)
    expect(countries.body.length).to.be.greaterThan(240)
    expect(countries.body.find((c: { code: string }) => c.code === 'DE')).to.include({ name: 'Germany', region: 'Europe' })
    const sectors = await new Client(t.baseUrl).get('/api/sectors')
    expect(sectors.body.length).to.be.greaterThan(5)
    const subs = await new Client(t.baseUrl).get(`/api/sectors/${sectors.body[0].id}/subsectors`)
    expect(subs.status).to.equal(200)
    expect(subs.body.every((s: { sectorId: number }) => s.sectorId === sectors.body[0].id)).to.equal(true)
    expect((await new Client(t.baseUrl).get('/api/sectors/999999')).status).to.equal(404)
    expect((await new Client(t.baseUrl).get('/api/sectors/abc')).status).to.equal(400)
  })

  it('answers health and readiness', async () => {
    expect((await new Client(t.baseUrl).get('/api/health')).body.status).to.equal('ok')
    expect((await new Client(t.baseUrl).get('/api/ready')).body.status).to.equal('ready')
  })
})
