import { expect } from 'chai'
import * as E from 'fp-ts/lib/Either.js'
import { characterKinds, checkPassword, passwordRejectedMessage } from '../../../src/domain/user/password-policy'

describe('password policy', () => {
  const strict = { minLength: 8, requireStrong: true }
  const lenient = { minLength: 8, requireStrong: false }

  const cases: [string, typeof strict, string | null][] = [
    ['Passw0rd!demo', strict, null],
    ['Password1', strict, null],
    ['password1', strict, 'PasswordTooWeak'],
    ['password1', lenient, null],
    ['Ab1!', strict, 'PasswordTooShort'],
    ['1234567', lenient, 'PasswordTooShort'],
    ['12345678', lenient, null],
    ['Aa1!' + 'x'.repeat(68), strict, null],
    ['Aa1!' + 'x'.repeat(69), strict, 'PasswordTooLong'],
    ['Ää1!' + 'x'.repeat(67), strict, 'PasswordTooLong'], // 71 characters but 73 bytes in UTF-8
  ]
  for (const [password, policy, expected] of cases) {
    it(`${expected ?? 'accepts'}: ${password.slice(0, 16)}… (${[...password].length} chars, strong=${policy.requireStrong})`, () => {
      const r = checkPassword(password, policy)
      if (expected === null) expect(r).to.deep.equal(E.right(password))
      else expect(E.isLeft(r) && r.left._tag).to.equal(expected)
    })
  }

  it('counts the minimum length from the settings', () => {
    const r = checkPassword('Abcdef1!x', { minLength: 12, requireStrong: false })
    expect(E.isLeft(r) && passwordRejectedMessage(r.left)).to.equal('Password must be at least 12 characters')
  })

  it('counts kinds of characters, unicode included', () => {
    expect(characterKinds('abc')).to.equal(1)
    expect(characterKinds('Abc')).to.equal(2)
    expect(characterKinds('Ab1')).to.equal(3)
    expect(characterKinds('Ab1 !')).to.equal(4)
    expect(characterKinds('Éa٣')).to.equal(3)
  })
})
