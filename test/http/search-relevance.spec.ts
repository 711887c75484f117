// Issue 23: a misspelt word finds what the rightly spelt word finds. The relevance set
// (fixtures/relevance-set.ts) over the demo companies: exact words, beginnings, one typo of each kind
// (drop, swap, replace, insert) in names, products, services and descriptions, two-word phrases,
// accents and capitals, and words found nowhere. Then the `exact` flag ("Search instead for …") and the
// correction as the server-rendered directory shows it.
import { expect } from 'chai'
import { Client } from './support/client'
import { testApp, type TestApp } from './support/test-app'
import { withRealRenderer } from './support/real-renderer'
import { RELEVANCE_SET } from './fixtures/relevance-set'
import { seedDemoData } from '../../src/adapters/persistence/seed/demo-data'
import { DirectoryProjector } from '../../src/adapters/projections/directory/directory.projector'
import { sqlOf } from '../../src/adapters/persistence/sql'
import { dropCache } from '../../src/adapters/projections/cache-topics'

interface Card { readonly id: number; readonly name: string }

describe('search relevance over the demo companies (HTTP, issue 23)', () => {
  let t: TestApp
  let anon: Client
  withRealRenderer(async () => (t = await testApp()))
  before(async function () {
    this.timeout(60_000)
    await t.reset()
    await t.orm.em.fork().transactional(async () => {
      const sql = sqlOf(t.orm)
      await seedDemoData((q, params = []) => sql.all(q, params), { now: new Date(), passwordHash: 'not-a-hash' })
      await new DirectoryProjector(sql).rebuild()
    })
    dropCache(t.app.readCaches, '*')
    anon = new Client(t.baseUrl)
  })
  after(() => t.reset())

  /** The first `pageSize` companies of a search, the words it says were searched instead, and its total. */
  const search = async (words: string, extra = '', pageSize = 12) => {
    const res = await anon.get(`/api/companies?search=${encodeURIComponent(words)}&pageSize=${pageSize}${extra}`)
    expect(res.status, words).to.equal(200)
    const header = res.headers.get('x-search-corrected')
    return {
      cards: res.body as Card[], total: Number(res.headers.get('x-total-count')), header,
      corrected: header === null ? null : decodeURIComponent(header),
    }
  }

  it(`holds ${RELEVANCE_SET.length} searches with the companies each must return`, async () => {
    expect(RELEVANCE_SET.length).to.be.at.least(40)
    const failures: string[] = []
    for (const c of RELEVANCE_SET) {
      const got = await search(c.search, '', c.includes ? 48 : 12)
      const names = got.cards.map((x) => x.name).sort()
      const fail = (what: string) => failures.push(`${c.search} (${c.kind}): ${what}`)
      if (got.corrected !== c.corrected) fail(`searched ${JSON.stringify(got.corrected)} instead, not ${JSON.stringify(c.corrected)}`)
      if (c.exactly && JSON.stringify(names) !== JSON.stringify([...c.exactly].sort())) fail(`found [${names.join(', ')}], not exactly [${[...c.exactly].sort().join(', ')}]`)
      if (c.exactly && got.total !== c.exactly.length) fail(`counted ${got.total}, not ${c.exactly.length}`)
      if (c.includes) for (const n of c.includes) if (!names.includes(n)) fail(`did not find ${n}`)
      if (c.sameAs) {
        const right = await search(c.sameAs)
        const ids = (cards: Card[]) => cards.map((x) => x.id).sort((a, b) => a - b)
        if (right.cards.length === 0) fail(`the right word ${c.sameAs} finds nothing: no test`)
        if (JSON.stringify(ids(got.cards)) !== JSON.stringify(ids(right.cards))) {
          fail(`found [${names.join(', ')}], ${c.sameAs} finds [${right.cards.map((x) => x.name).sort().join(', ')}]`)
        }
        if (got.total !== right.total) fail(`counted ${got.total}, ${c.sameAs} counts ${right.total}`)
      }
    }
    expect(failures, failures.join('\n')).to.deep.equal([])
  })

  it('exact=true searches the words as typed: nothing for frieght, and no correction said', async () => {
    const exact = await search('frieght', '&exact=true')
    expect([exact.cards.length, exact.total, exact.header]).to.deep.equal([0, 0, null])
    const facets = await anon.get('/api/companies/facets?search=frieght&exact=true')
    expect(facets.body.sectors).to.deep.equal([])
    // A word found as typed is the same with or without the flag; without it, the typo is corrected.
    expect((await search('freight', '&exact=true')).cards.map((c) => c.name).sort()).to.deep.equal(['Elbe Freight Solutions', 'Havenstad Logistics'])
    expect((await search('frieght', '&exact=false')).corrected).to.equal('freight')
    expect((await anon.get('/api/companies?search=frieght&exact=maybe')).status).to.equal(400)
  })

  it('says the corrected words URI-encoded, and only words: hostile text around a typo stays out of the header', async () => {
    const accented = await search('prazision')
    expect(accented.header).to.equal('pr%C3%A4zision')
    for (const words of ['</script>frieght', 'frieght ]]> "x"', '"><img src=x onerror=alert(1)> elbe frieght', 'elbe\r\nX-Evil: 1 frieght']) {
      const got = await search(words)
      expect(got.header, words).to.match(/^[A-Za-z0-9%]+$/)
      expect(got.corrected, words).to.match(/^[\p{L}\p{N} ]+$/u)
    }
    // Control characters are refused before any search.
    for (const words of ['frieght\u0000', 'frieght\u0007']) {
      expect((await anon.get(`/api/companies?search=${encodeURIComponent(words)}`)).status, JSON.stringify(words)).to.equal(400)
    }
  })

  it('the server-rendered directory shows the correction and the link to the typed words, with the other filters', async () => {
    const html = (await anon.get('/directory?search=frieght&verified=true', { Accept: 'text/html' })).text
    expect(html).to.include('Showing results for <em>freight</em>')
    expect(html).to.match(/<a [^>]*href="\/directory\?search=frieght&amp;verified=true&amp;exact=true"[^>]*>Search instead for (<!-- -->)?frieght<\/a>/)
    const exact = (await anon.get('/directory?search=frieght&exact=true', { Accept: 'text/html' })).text
    expect(exact).not.to.include('Showing results for')
    expect(exact).to.include('No companies found')
    // Typed text in the page stays text.
    const hostile = (await anon.get(`/directory?search=${encodeURIComponent('</script><frieght>')}`, { Accept: 'text/html' })).text
    expect(hostile).not.to.include('<frieght>')
    expect(hostile).not.to.include('</script><')
    const typed = (await anon.get(`/directory?search=${encodeURIComponent('<frieght>')}`, { Accept: 'text/html' })).text
    expect(typed).to.include('Showing results for <em>freight</em>')
    expect(typed).to.match(/>Search instead for (<!-- -->)?&lt;frieght&gt;<\/a>/)
    expect(typed).not.to.include('<frieght>')
  })
})
