import { expect } from 'chai'
import { firstHiddenCharacter, withoutHiddenCharacters } from '../../../src/domain/shared/hidden-characters'

describe('hidden characters', () => {
  it('finds text-direction controls, zero-width and other invisible characters', () => {
    const hidden: [string, string][] = [
      ['\u202Eevil', 'U+202E'], ['ad\u200Bmin', 'U+200B'], ['Adm\u200Din', 'U+200D'], ['\u2066x\u2069', 'U+2066'], ['x\u200E', 'U+200E'],
      ['\u061C', 'U+061C'], ['\uFEFFAda', 'U+FEFF'], ['\u3164', 'U+3164'], ['x\u00ADy', 'U+00AD'], ['a\u2028b', 'U+2028'], ['\uD800', 'U+D800'],
      ['tab\there', 'U+0009'], ['\u0085', 'U+0085'], ['a\uFE0F', 'U+FE0F'], ['👍🏽\u200D', 'U+200D'], ['\u{E0041}', 'U+E0041'],
    ]
    for (const [text, found] of hidden) expect(firstHiddenCharacter(text), JSON.stringify(text)).to.equal(found)
  })

  it('keeps the joiners of scripts that write words with them, and of emoji', () => {
    for (const text of ['Ada Lovelace', 'Zoë', 'Łódź', '日本', 'محمد\u200Cزاده', 'क्\u200Dष', '👨\u200D👩\u200D👧', '❤\uFE0F NY', 'Ölçü']) {
      expect(firstHiddenCharacter(text), text).to.equal(undefined)
      expect(withoutHiddenCharacters(text)).to.equal(text)
    }
  })

  it('leaves them out of a text', () => {
    expect(withoutHiddenCharacters('\u202Eevil\u200B \u2066admin\u2069')).to.equal('evil admin')
  })
})
