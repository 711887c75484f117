/// <reference types="mocha" />
// The data side of server rendering (web/src/app/ssr.ts, ssr-seed.ts): which answers a page needs,
// what the browser's fetchers would make of them, and how they travel inside the page. Type-checked
// with the web client (web/tsconfig.json).
import { expect } from 'chai'
import type { RouteObject } from 'react-router-dom'
import { seedOf, ssrNeeds, ssrPlan } from '../../web/src/app/ssr'
import { seedScript, SEED_ELEMENT_ID } from '../../web/src/app/ssr-seed'
import { companyProfileData, exhibitionData, exhibitionsData } from '../../web/src/app/screen-data'
import { correctedOf } from '../../web/src/lib/api-client'

const loadCode = () => Promise.resolve()
// The shape of the route table (router.tsx): screens carry their handle.
const routes: RouteObject[] = [{
  path: '/',
  children: [
    { index: true, handle: { loadCode, ssr: true } },
    { path: 'companies/:id', handle: { loadCode, ssr: true, data: companyProfileData } },
    { path: 'exhibitions', handle: { loadCode, ssr: true, data: exhibitionsData } },
    { path: 'exhibitions/:id', handle: { loadCode, ssr: true, data: exhibitionData } },
    { path: 'dashboard', handle: { loadCode } },
    { path: '*', handle: { loadCode, ssr: true, notFoundOn404: true } },
  ],
}]
const plan = (url: string) => ssrPlan(routes, new URL(url, 'http://localhost'))

describe('server rendering: the data of a page', () => {
  it('asks for the session and the public settings, and a profile for its company', () => {
    expect(plan('/')).to.deep.equal(['/api/session', '/api/settings/public'])
    expect(plan('/companies/42?tab=contact')).to.deep.equal(['/api/session', '/api/settings/public', '/api/companies/42'])
  })

  it('asks for the exhibitions tab and page of the URL, and an exhibition with its exhibitors and the sectors', () => {
    expect(plan('/exhibitions?tab=past&page=2')).to.deep.equal(['/api/session', '/api/settings/public', '/api/exhibitions?tab=past&limit=12&page=2'])
    expect(plan('/exhibitions?tab=<script>')).to.deep.equal(['/api/session', '/api/settings/public', '/api/exhibitions?tab=upcoming&limit=12&page=1'])
    expect(plan('/exhibitions/3')).to.deep.equal(['/api/session', '/api/settings/public', '/api/exhibitions/3', '/api/exhibitions/3/companies', '/api/sectors'])
    expect(plan('/exhibitions/..%2F..%2Fadmin')).to.deep.equal(['/api/session', '/api/settings/public'])
  })

  it('renders nothing on the server for pages without the mark, or with an id that is not one', () => {
    expect(plan('/dashboard')).to.equal(null)
    // Never an API path built from what is not a number.
    expect(plan('/companies/..%2Fadmin%2Fusers')).to.deep.equal(['/api/session', '/api/settings/public'])
    expect(plan('/companies/0')).to.deep.equal(['/api/session', '/api/settings/public'])
  })

  it('draws an unknown address on the server (its Not Found page, answered 404), with the session and settings only', () => {
    expect(plan('/no/such/page')).to.deep.equal(['/api/session', '/api/settings/public'])
    expect(plan('/this-does-not-exist?page=2')).to.deep.equal(['/api/session', '/api/settings/public'])
  })

  it("keeps what the fetchers would: the session's user, failures are left to the browser", () => {
    const settings = { siteName: 'Expo Atlas', maintenanceMode: false }
    expect(seedOf({
      '/api/session': { status: 200, body: { user: null } },
      '/api/settings/public': { status: 200, body: settings },
      '/api/companies/7': { status: 404, body: { message: 'Company not found' } },
    })).to.deep.equal({ '/api/session': null, '/api/settings/public': settings })
    // An unknown role reads as 'individual', as lib/session.ts does for the answer it fetches.
    expect(seedOf({ '/api/session': { status: 200, body: { user: { id: 1, role: 'astronaut' } } } })).to.deep.equal({ '/api/session': { id: 1, role: 'individual' } })
    expect(seedOf({ '/api/session': { status: 503, body: {} } })).to.deep.equal({})
  })

  it('keeps a paged list as fetchPaged does: its items and the total of X-Total-Count', () => {
    const url = new URL('/exhibitions?tab=past', 'http://localhost')
    const key = '/api/exhibitions?tab=past&limit=12&page=1'
    const needs = ssrNeeds(routes, url)!
    expect(seedOf({ [key]: { status: 200, body: [{ id: 1 }], total: '13', totalRelation: null } }, needs)).to.deep.equal({ [key]: { items: [{ id: 1 }], total: 13, exact: true } })
    expect(seedOf({ [key]: { status: 200, body: [{ id: 1 }], total: '1000', totalRelation: 'gte' } }, needs)).to.deep.equal({ [key]: { items: [{ id: 1 }], total: 1000, exact: false } })
    expect(seedOf({ [key]: { status: 200, body: [{ id: 1 }, { id: 2 }] } }, needs)).to.deep.equal({ [key]: { items: [{ id: 1 }, { id: 2 }], total: 2, exact: true } })
  })

  it('keeps the words a search was corrected to (X-Search-Corrected, decoded), as fetchPaged does (issue 23)', () => {
    const url = new URL('/exhibitions?tab=past', 'http://localhost')
    const key = '/api/exhibitions?tab=past&limit=12&page=1'
    const needs = ssrNeeds(routes, url)!
    expect(seedOf({ [key]: { status: 200, body: [{ id: 1 }], total: '2', corrected: 'pr%C3%A4zision%20freight' } }, needs))
      .to.deep.equal({ [key]: { items: [{ id: 1 }], total: 2, exact: true, corrected: 'präzision freight' } })
    // A header that is not URI-encoded text, or empty, says nothing.
    expect(seedOf({ [key]: { status: 200, body: [], total: '0', corrected: '%E0%A4%A' } }, needs)).to.deep.equal({ [key]: { items: [], total: 0, exact: true } })
    expect([correctedOf(''), correctedOf(null), correctedOf(undefined), correctedOf('%'), correctedOf('freight')]).to.deep.equal([undefined, undefined, undefined, undefined, 'freight'])
  })

  it('puts the answers in the page as data that no text in them can break out of', () => {
    const seed = { answers: { '/api/companies/1': { description: '</script><script>alert(1)</script> <!-- \u2028\u2029 &amp;' } }, renderedAt: 1_700_000_000_000 }
    const tag = seedScript(seed)
    const prefix = `<script type="application/json" id="${SEED_ELEMENT_ID}">`
    expect(tag.startsWith(prefix)).to.equal(true)
    const inside = tag.slice(prefix.length, -'</script>'.length)
    expect(inside).not.to.match(/<|\u2028|\u2029/)
    expect(JSON.parse(inside)).to.deep.equal(seed)
  })
})
