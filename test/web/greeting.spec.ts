/// <reference types="mocha" />
// The dashboard's greeting: "Welcome" on an account's first day, "Welcome back" after (issue 21).
import { expect } from 'chai'
import { greeting } from '../../web/src/features/dashboard/utils/greeting'

describe('dashboard greeting', () => {
  const createdAt = '2026-11-20T09:00:00Z'
  const at = (hours: number) => Date.parse(createdAt) + hours * 3600_000
  it('says Welcome on the first day and Welcome back after', () => {
    expect(greeting({ firstName: 'Ada', createdAt }, at(0.1))).to.equal('Welcome, Ada!')
    expect(greeting({ firstName: 'Ada', createdAt }, at(23.9))).to.equal('Welcome, Ada!')
    expect(greeting({ firstName: 'Ada', createdAt }, at(24))).to.equal('Welcome back, Ada!')
  })
})
