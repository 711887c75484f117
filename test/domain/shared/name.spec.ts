import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { companyName } from '../../../src/domain/company/company-name'
import { nameRefusedMessage, parseName } from '../../../src/domain/shared/name'
import { personName } from '../../../src/domain/user/person-name'

describe('names (person and company)', () => {
  it('are trimmed, required and bounded', () => {
    expect(personName('  Ada  ')).to.deep.equal(E.right('Ada'))
    expect(personName('   ')).to.deep.equal(E.left({ _tag: 'NameRequired' }))
    expect(personName('x'.repeat(101))).to.deep.equal(E.left({ _tag: 'NameTooLong', max: 100 }))
    expect(E.isRight(companyName('x'.repeat(200)))).to.equal(true)
    expect(companyName('x'.repeat(201))).to.deep.equal(E.left({ _tag: 'NameTooLong', max: 200 }))
  })

  it('refuse a hidden character, naming it', () => {
    expect(personName('\u202Eevil')).to.deep.equal(E.left({ _tag: 'NameHasHiddenCharacter', character: 'U+202E' }))
    expect(companyName('Nordlicht\u200B Robotics')).to.deep.equal(E.left({ _tag: 'NameHasHiddenCharacter', character: 'U+200B' }))
    expect(nameRefusedMessage({ _tag: 'NameHasHiddenCharacter', character: 'U+202E' })).to.equal('Names cannot contain invisible or text-direction characters (U+202E)')
  })

  it('keep the letters and joiners of every script', () => {
    for (const name of ['Zoë', 'Łódź', '日本', 'محمد\u200Cزاده', 'क्\u200Dष', "O'Brien-Smith"]) expect(parseName(name, 100)).to.deep.equal(E.right(name))
  })
})
