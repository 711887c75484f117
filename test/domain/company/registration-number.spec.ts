import { expect } from 'chai'
import { parseRegistrationNumber } from '../../../src/domain/company/registration-number'

describe('registration number (VAT number or trade-register id)', () => {
  it('stores a VAT number compacted and upper-cased, whatever separators were typed', () => {
    expect(parseRegistrationNumber(' de 123.456-789 ')).to.deep.equal({ ok: true, value: 'DE123456789' })
    expect(parseRegistrationNumber('NL123456789B01')).to.deep.equal({ ok: true, value: 'NL123456789B01' })
    expect(parseRegistrationNumber('atu12345678')).to.deep.equal({ ok: true, value: 'ATU12345678' })
    expect(parseRegistrationNumber('FR 40 303265045')).to.deep.equal({ ok: true, value: 'FR40303265045' })
    expect(parseRegistrationNumber('CHE-123.456.789 MWST')).to.deep.equal({ ok: true, value: 'CHE123456789MWST' })
    expect(parseRegistrationNumber('GB 123 4567 89')).to.deep.equal({ ok: true, value: 'GB123456789' })
  })

  it("refuses a VAT number that does not have its country's format, naming the prefix", () => {
    expect(parseRegistrationNumber('DE12345678')).to.deep.equal({ ok: false, error: 'This is not a valid DE VAT number' })
    expect(parseRegistrationNumber('NL123456789X01')).to.deep.equal({ ok: false, error: 'This is not a valid NL VAT number' })
    expect(parseRegistrationNumber('IT1234567890')).to.deep.equal({ ok: false, error: 'This is not a valid IT VAT number' })
  })

  it('keeps a trade-register id as registers write it (upper case, single spaces)', () => {
    expect(parseRegistrationNumber('HRB  12345 b')).to.deep.equal({ ok: true, value: 'HRB 12345 B' })
    expect(parseRegistrationNumber('FN 123456a')).to.deep.equal({ ok: true, value: 'FN 123456A' })
    expect(parseRegistrationNumber('RCS Paris B 123 456 789')).to.deep.equal({ ok: true, value: 'RCS PARIS B 123 456 789' })
    expect(parseRegistrationNumber('12345678')).to.deep.equal({ ok: true, value: '12345678' })
  })

  it('refuses what no register writes: no digit, markup, path tricks, too long', () => {
    const refused = 'Enter a VAT number (such as DE123456789) or a trade register number'
    for (const bad of ['ACME', '</script>', ']]>1', '../../12', 'A1', '12_34', 'HRB 1<2']) {
      expect(parseRegistrationNumber(bad), bad).to.deep.equal({ ok: false, error: refused })
    }
    expect(parseRegistrationNumber('1'.repeat(33))).to.deep.equal({ ok: false, error: 'Must be at most 32 characters' })
  })
})
