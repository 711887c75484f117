import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { expect } from 'chai'
import { catalogueIds, companyForm, signedIn } from './support/accounts'
import { testApp, type TestApp } from './support/test-app'

interface Raw { status: number; headers: http.IncomingHttpHeaders; body: Buffer }
/** A request with exactly these headers (fetch would add its own Accept-Encoding and decompress). */
const raw = (base: string, p: string, headers: Record<string, string> = {}): Promise<Raw> => new Promise((resolve, reject) => {
  http.get(`${base}${p}`, { headers }, (res) => {
    const chunks: Buffer[] = []
    res.on('data', (c: Buffer) => chunks.push(c))
    res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
  }).on('error', reject)
})
const decoded = (r: Raw): string => {
  switch (r.headers['content-encoding']) {
    case 'br': return zlib.brotliDecompressSync(r.body).toString('utf8')
    case 'gzip': return zlib.gunzipSync(r.body).toString('utf8')
    case 'zstd': return zlib.zstdDecompressSync(r.body).toString('utf8')
    case undefined: return r.body.toString('utf8')
    default: throw new Error(`unexpected encoding ${r.headers['content-encoding']}`)
  }
}

/** Answers compressed as the client accepts them, and never when it does not (issue 16). */
describe('compression (HTTP)', () => {
  let t: TestApp
  before(async () => { t = await testApp() })
  beforeEach(() => t.reset())

  it('compresses JSON of 1 KB or more with brotli or gzip when asked, and sends it as it is otherwise', async () => {
    const ids = await catalogueIds(t)
    const a = await signedIn(t, 'admin')
    for (const name of ['Alpha Optics', 'Beta Optics', 'Gamma Optics', 'Delta Optics', 'Epsilon Optics']) {
      // A manager runs up to three companies.
      const m = await signedIn(t, 'company_manager')
      const { id } = (await m.client.post('/api/companies', companyForm(ids, { name, description: 'Lenses, prisms and mirrors for industrial and scientific instruments. '.repeat(3) }))).body
      expect((await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })).status).to.equal(200)
    }
    const plain = await raw(t.baseUrl, '/api/companies?pageSize=12')
    expect(plain.status).to.equal(200)
    expect(plain.headers['content-encoding']).to.equal(undefined)
    expect(plain.body.length).to.be.greaterThan(1024)
    for (const encoding of ['br', 'gzip']) {
      const r = await raw(t.baseUrl, '/api/companies?pageSize=12', { 'accept-encoding': encoding })
      expect(r.status).to.equal(200)
      expect(r.headers['content-encoding'], encoding).to.equal(encoding)
      expect(r.headers.vary).to.match(/accept-encoding/i)
      expect(r.body.length, encoding).to.be.lessThan(plain.body.length / 2)
      expect(JSON.parse(decoded(r))).to.deep.equal(JSON.parse(plain.body.toString('utf8')))
      expect(r.headers['x-total-count']).to.equal('5')
    }
    // A client that accepts nothing but identity gets it; a small answer is not worth compressing.
    expect((await raw(t.baseUrl, '/api/companies?pageSize=12', { 'accept-encoding': 'identity' })).headers['content-encoding']).to.equal(undefined)
    expect((await raw(t.baseUrl, '/api/health', { 'accept-encoding': 'br' })).headers['content-encoding']).to.equal(undefined)
  })

  it('serializes a JSON answer once, whether it is compressed or not', async () => {
    const ids = await catalogueIds(t)
    const a = await signedIn(t, 'admin')
    const m = await signedIn(t, 'company_manager')
    const { id } = (await m.client.post('/api/companies', companyForm(ids, { name: 'Once Optics' }))).body
    expect((await a.client.patch(`/api/admin/companies/${id}/status`, { status: 'approved' })).status).to.equal(200)
    // The app runs in this process: count the serializations of the answer's array of companies.
    const stringify = JSON.stringify
    let pages = 0
    JSON.stringify = ((value: unknown, ...rest: unknown[]) => {
      if (Array.isArray(value) && (value[0] as { name?: string } | undefined)?.name === 'Once Optics') pages++
      return (stringify as (v: unknown, ...r: unknown[]) => string)(value, ...rest)
    }) as typeof JSON.stringify
    try {
      for (const encoding of ['identity', 'br']) {
        pages = 0
        const r = await raw(t.baseUrl, '/api/companies?search=once', { 'accept-encoding': encoding })
        expect(r.status).to.equal(200)
        expect(r.headers['content-type']).to.match(/^application\/json/)
        expect(JSON.parse(decoded(r)).map((c: { name: string }) => c.name)).to.deep.equal(['Once Optics'])
        expect(pages, encoding).to.equal(1)
      }
    } finally {
      JSON.stringify = stringify
    }
  })

  it('sends a built script in the brotli or gzip file built beside it, an HTML page compressed on the fly (brotli before zstd), and the plain body to a client that refuses every coding', async () => {
    const assets = path.join(t.webDistDir, 'assets')
    fs.mkdirSync(assets, { recursive: true })
    const script = `export const greet = (name) => 'Hello ' + name;\n`.repeat(60)
    fs.writeFileSync(path.join(assets, 'compressed-test.js'), script)
    fs.writeFileSync(path.join(assets, 'compressed-test.js.br'), zlib.brotliCompressSync(script))
    fs.writeFileSync(path.join(assets, 'compressed-test.js.gz'), zlib.gzipSync(script))
    const page = `<!doctype html><html><head><title>Guide</title></head><body>${'<p>How to exhibit at a virtual fair.</p>'.repeat(60)}</body></html>`
    fs.writeFileSync(path.join(t.webDistDir, 'compressed-guide.html'), page)
    try {
      for (const encoding of ['br', 'gzip']) {
        const js = await raw(t.baseUrl, '/assets/compressed-test.js', { 'accept-encoding': `${encoding}, identity` })
        expect(js.status).to.equal(200)
        expect(js.headers['content-encoding'], encoding).to.equal(encoding)
        expect(js.headers['content-type']).to.match(/javascript/)
        expect(js.headers['cache-control']).to.match(/immutable/)
        expect(js.headers.vary).to.match(/accept-encoding/i)
        expect(decoded(js)).to.equal(script)
        const html = await raw(t.baseUrl, '/compressed-guide.html', { 'accept-encoding': encoding })
        expect(html.headers['content-encoding'], encoding).to.equal(encoding)
        expect(decoded(html)).to.equal(page)
      }
      // What Chromium offers: a page comes as brotli (quality 5: smaller than zstd for a page), JSON as zstd.
      const chromium = { 'accept-encoding': 'gzip, deflate, br, zstd' }
      const html = await raw(t.baseUrl, '/compressed-guide.html', chromium)
      expect(html.headers['content-encoding']).to.equal('br')
      expect(decoded(html)).to.equal(page)
      const countries = await raw(t.baseUrl, '/api/countries', chromium)
      expect(countries.headers['content-encoding']).to.equal('zstd')
      expect(JSON.parse(decoded(countries))).to.have.length.greaterThan(100)
      // A client that refuses every coding the server has for an answer, the plain body included, gets the
      // plain body (RFC 9110, 12.5.3), never a 500: a built script, a page, JSON. zstd is not used for pages.
      const plainFor = { 'identity;q=0': 3, '*;q=0': 3, 'compress, identity;q=0': 3, 'br;q=-1': 3, 'zstd, identity;q=0': 1 }
      for (const [refusal, plain] of Object.entries(plainFor)) {
        const answers = await Promise.all([['/assets/compressed-test.js', script], ['/compressed-guide.html', page]].map(async ([p, body]) => {
          const r = await raw(t.baseUrl, p, { 'accept-encoding': refusal })
          expect(r.status, `${refusal} ${p}`).to.equal(200)
          expect(decoded(r), `${refusal} ${p}`).to.equal(body)
          return r
        }))
        const json = await raw(t.baseUrl, '/api/countries', { 'accept-encoding': refusal })
        expect(json.status, refusal).to.equal(200)
        expect(JSON.parse(decoded(json))).to.have.length.greaterThan(100)
        expect([...answers, json].filter((r) => r.headers['content-encoding'] === undefined), refusal).to.have.length(plain)
      }
      const identity = await raw(t.baseUrl, '/assets/compressed-test.js')
      expect(identity.headers['content-encoding']).to.equal(undefined)
      expect(identity.body.toString('utf8')).to.equal(script)
    } finally {
      fs.rmSync(path.join(assets, 'compressed-test.js'))
      fs.rmSync(path.join(assets, 'compressed-test.js.br'))
      fs.rmSync(path.join(assets, 'compressed-test.js.gz'))
      fs.rmSync(path.join(t.webDistDir, 'compressed-guide.html'))
    }
  })
})
