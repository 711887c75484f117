/// <reference types="mocha" />
// The data side of server rendering (web/src/app/ssr.ts, ssr-seed.ts): which answers a page needs,
// what the browser's fetchers would make of them, and how they travel inside the page. Type-checked
// with the web client (web/tsconfig.json).
import { expect } from 'chai'
import type { RouteObject } from 'react-router-dom'
import { seedOf, ssrPlan } from '../../web/src/app/ssr'
import { seedScript, SEED_ELEMENT_ID } from '../../web/src/app/ssr-seed'
import { companyProfileData } from '../../web/src/app/screen-data'

const loadCode = () => Promise.resolve()
// The shape of the route table (router.tsx): screens carry their handle.
const routes: RouteObject[] = [{
  path: '/',
  children: [
    { index: true, handle: { loadCode, ssr: true } },
    { path: 'companies/:id', handle: { loadCode, ssr: true, data: companyProfileData } },
    { path: 'dashboard', handle: { loadCode } },
    { path: '*', handle: { loadCode } },
  ],
}]
const plan = (url: string) => ssrPlan(routes, new URL(url, 'http://localhost'))

describe('server rendering: the data of a page', () => {
  it('asks for the session and the public settings, and a profile for its company', () => {
    expect(plan('/')).to.deep.equal(['/api/user', '/api/settings/public'])
    expect(plan('/companies/42?tab=contact')).to.deep.equal(['/api/user', '/api/settings/public', '/api/companies/42'])
  })

  it('renders nothing on the server for pages without the mark, or with an id that is not one', () => {
    expect(plan('/dashboard')).to.equal(null)
    expect(plan('/no/such/page')).to.equal(null)
    // Never an API path built from what is not a number.
    expect(plan('/companies/..%2Fadmin%2Fusers')).to.deep.equal(['/api/user', '/api/settings/public'])
    expect(plan('/companies/0')).to.deep.equal(['/api/user', '/api/settings/public'])
  })

  it('keeps what the fetchers would: a 401 session is "logged out", failures are left to the browser', () => {
    const settings = { siteName: 'Expo Atlas', maintenanceMode: false }
    expect(seedOf({
      '/api/user': { status: 401, body: { message: 'Not signed in' } },
      '/api/settings/public': { status: 200, body: settings },
      '/api/companies/7': { status: 404, body: { message: 'Company not found' } },
    })).to.deep.equal({ '/api/user': null, '/api/settings/public': settings })
    // An unknown role reads as 'individual', as lib/session.ts does for the answer it fetches.
    expect(seedOf({ '/api/user': { status: 200, body: { id: 1, role: 'astronaut' } } })).to.deep.equal({ '/api/user': { id: 1, role: 'individual' } })
    expect(seedOf({ '/api/user': { status: 503, body: {} } })).to.deep.equal({})
  })

  it('puts the answers in the page as data that no text in them can break out of', () => {
    const seed = { '/api/companies/1': { description: '</script><script>alert(1)</script> <!-- \u2028\u2029 &amp;' } }
    const tag = seedScript(seed)
    const prefix = `<script type="application/json" id="${SEED_ELEMENT_ID}">`
    expect(tag.startsWith(prefix)).to.equal(true)
    const inside = tag.slice(prefix.length, -'</script>'.length)
    expect(inside).not.to.match(/<|\u2028|\u2029/)
    expect(JSON.parse(inside)).to.deep.equal(seed)
  })
})
