import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { FIELD_LENGTHS } from '../../../src/adapters/http/field-lengths'
import { decisionReason, REASON_MAX } from '../../../src/domain/shared/reason'

describe('A decision reason', () => {
  it('is trimmed, and refused when blank', () => {
    expect(decisionReason('  Unpaid invoice \n')).to.deep.equal(E.right('Unpaid invoice'))
    for (const blank of [null, undefined, '', ' \t\n ']) expect(decisionReason(blank)).to.deep.equal(E.left('ReasonRequired'))
  })
  it('is cut at the limit the forms and the codecs share', () => {
    expect(FIELD_LENGTHS.company.reason).to.equal(REASON_MAX)
    expect(FIELD_LENGTHS.media.reason).to.equal(REASON_MAX)
    expect(FIELD_LENGTHS.participation.reason).to.equal(REASON_MAX)
    expect(decisionReason('x'.repeat(REASON_MAX + 5))).to.deep.equal(E.right('x'.repeat(REASON_MAX)))
  })
})
