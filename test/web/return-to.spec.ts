/// <reference types="mocha" />
// "Return to where you were": only a path of this site is followed after signing in (no open redirect).
import { expect } from 'chai'
import { authPath, safeReturnPath } from '../../web/src/lib/return-to'

describe('return to where you were (web/src/lib/return-to.ts)', () => {
  it('follows a path of this site, with its query and fragment', () => {
    expect(safeReturnPath('/companies/12')).to.equal('/companies/12')
    expect(safeReturnPath('/directory?sector=3&country=DE#results')).to.equal('/directory?sector=3&country=DE#results')
    expect(safeReturnPath('/companies/./12/../13')).to.equal('/companies/13')
  })

  it('refuses another site, a scheme, control characters, backslashes, the account pages and nothing', () => {
    for (const raw of [
      'https://evil.example/', '//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)',
      'evil.example', ' /companies', '/companies\n/x', '/comp\u0000anies', '/auth', '/auth?returnTo=/x', '/forgot-password', '/reset-password#token=x',
      '/accept-invitation', '', null, undefined, `/${'a'.repeat(2000)}`,
    ]) expect(safeReturnPath(raw), String(raw)).to.equal(undefined)
  })

  it('builds the log-in and sign-up addresses that return to a page', () => {
    expect(authPath('/companies/12')).to.equal('/auth?returnTo=%2Fcompanies%2F12')
    expect(authPath('/companies/12', 'register')).to.equal('/auth?tab=register&returnTo=%2Fcompanies%2F12')
    expect(authPath('/')).to.equal('/auth')
    expect(authPath('https://evil.example')).to.equal('/auth')
    expect(authPath('/auth?tab=register')).to.equal('/auth')
    // The header's Sign up on the log-in page keeps the page it returns to.
    expect(authPath('/auth?returnTo=%2Fdashboard', 'register')).to.equal('/auth?tab=register&returnTo=%2Fdashboard')
    expect(authPath('/auth?returnTo=https%3A%2F%2Fevil.example', 'register')).to.equal('/auth?tab=register')
  })
})
