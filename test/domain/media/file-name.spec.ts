import { expect } from 'chai'
import fc from 'fast-check'
import { safeFileName } from '../../../src/domain/media/file-name'

describe('safeFileName', () => {
  it('makes one plain name of whatever a user typed', () => {
    const cases: [string, string][] = [
      ['Press kit 2026.pdf', 'Press kit 2026.pdf'], ['..', 'file'], ['.', 'file'], ['', 'file'], ['   ', 'file'], ['/etc/passwd', '_etc_passwd'],
      ['a/../../b.pdf', 'a_.._.._b.pdf'], ['..\\..\\win.ini', '_.._win.ini'], ['C:evil.pdf', 'C_evil.pdf'], ['.htaccess', 'htaccess'],
      ['name. ', 'name'], ['tab\tname\n.pdf', 'tab name .pdf'], ['report\u202Efdp.exe', 'reportfdp.exe'], ['\u200B\uFEFF', 'file'],
      ['CON', '_CON'], ['nul.txt', '_nul.txt'], ['console.log', 'console.log'], ['a"b<c>d|e?f*g', 'a_b_c_d_e_f_g'], ['Zoe\u0308.pdf', 'Zoë.pdf'],
    ]
    for (const [raw, safe] of cases) expect(safeFileName(raw), JSON.stringify(raw)).to.equal(safe)
  })

  it('keeps the extension of a long name within 150 characters', () => {
    const name = safeFileName(`${'é'.repeat(200)}.pdf`)
    expect(Array.from(name)).to.have.length(150)
    expect(name.endsWith('é.pdf')).to.equal(true)
  })

  it('for any text: a non-empty single name, no separator, control or hidden character, no dot or space at an end; the same when made again (property)', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.array(fc.constantFrom('.', '..', '/', '\\', ':', ' ', '\u202E', '\u0000', 'CON', 'a'), { maxLength: 20 }).map((a) => a.join(''))), (raw) => {
      const name = safeFileName(raw)
      expect(name).not.to.equal('')
      expect(name).not.to.match(/[/\\:*?"<>|\p{Cc}\p{Cf}\p{Cs}]|^[\s.]|[\s.]$/u)
      expect(Array.from(name).length).to.be.at.most(150)
      expect(safeFileName(name)).to.equal(name)
    }), { numRuns: 300, seed: Number(process.env.FC_SEED ?? 20261122) })
  })
})
