import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { parseEmail } from '../../../src/domain/user/email'
import { roleForSelfRegistration } from '../../../src/domain/user/role'

describe('email', () => {
  it('is trimmed and lower-cased, so accounts are unique case-insensitively', () => {
    expect(parseEmail('  Ada@Example.COM ')).to.deep.equal(E.right('ada@example.com'))
  })
  for (const bad of ['', 'ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', 'ada@exa mple.com', `${'a'.repeat(250)}@example.com`, 'a\u0000b@example.com', 'ada@exam\u0001ple.com', 'ada@example.co\u007fm']) {
    it(`refuses ${JSON.stringify(bad.slice(0, 30))}`, () => {
      expect(parseEmail(bad)).to.deep.equal(E.left({ _tag: 'InvalidEmail' }))
    })
  }
})

describe('role at self-registration', () => {
  it('offers individual and company_manager only', () => {
    expect(roleForSelfRegistration('company_manager')).to.equal('company_manager')
    expect(roleForSelfRegistration('individual')).to.equal('individual')
    for (const smuggled of ['admin', 'super_admin', 'media', 'Company_Manager', undefined, null, 1, ['company_manager']]) {
      expect(roleForSelfRegistration(smuggled)).to.equal('individual')
    }
  })
})
