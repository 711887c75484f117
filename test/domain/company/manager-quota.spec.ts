import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { remainingQuota, reserve } from '../../../src/domain/company/manager-quota'

describe('Manager quota', () => {
  it('lets a company manager hold at most 3 companies', () => {
    expect(reserve('company_manager', 0)).to.deep.equal(E.right(undefined))
    expect(reserve('company_manager', 2)).to.deep.equal(E.right(undefined))
    expect(reserve('company_manager', 3)).to.deep.equal(E.left({ _tag: 'QuotaExceeded', limit: 3 }))
    expect(reserve('company_manager', 7)).to.deep.equal(E.left({ _tag: 'QuotaExceeded', limit: 3 }))
  })
  it('does not limit admins', () => {
    expect(reserve('admin', 50)).to.deep.equal(E.right(undefined))
    expect(reserve('super_admin', 50)).to.deep.equal(E.right(undefined))
  })
  it('gives other roles no companies', () => {
    for (const role of ['individual', 'media'] as const) expect(E.isLeft(reserve(role, 0))).to.equal(true)
  })
  it('says how many more may be created', () => {
    expect(remainingQuota('company_manager', 1)).to.equal(2)
    expect(remainingQuota('company_manager', 4)).to.equal(0)
    expect(remainingQuota('admin', 4)).to.equal(Infinity)
  })
})
