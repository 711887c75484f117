import * as E from 'fp-ts/lib/Either.js'

/** From the security settings: minimum length (6 to 20) and whether a strong password is required. */
export interface PasswordPolicy {
  readonly minLength: number
  readonly requireStrong: boolean
  /** Whether a password is one of the most common ones (ASVS: refuse them). */
  readonly isCommon?: (password: string) => boolean
}

/** bcrypt reads at most 72 bytes; a longer password is refused rather than silently truncated. */
const PASSWORD_MAX_BYTES = 72

export type PasswordRejected =
  | { readonly _tag: 'PasswordTooShort'; readonly minLength: number }
  | { readonly _tag: 'PasswordTooLong'; readonly maxBytes: number }
  | { readonly _tag: 'PasswordTooWeak' }
  | { readonly _tag: 'PasswordTooCommon' }

/** Strong means at least three of four kinds of character: lower case, upper case, digits, symbols. */
export const characterKinds = (password: string): number =>
  [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}\s]/u].filter((re) => re.test(password)).length

export const checkPassword = (password: string, policy: PasswordPolicy): E.Either<PasswordRejected, string> => {
  if ([...password].length < policy.minLength) return E.left({ _tag: 'PasswordTooShort', minLength: policy.minLength })
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES) return E.left({ _tag: 'PasswordTooLong', maxBytes: PASSWORD_MAX_BYTES })
  if (policy.isCommon?.(password)) return E.left({ _tag: 'PasswordTooCommon' })
  if (policy.requireStrong && characterKinds(password) < 3) return E.left({ _tag: 'PasswordTooWeak' })
  return E.right(password)
}

export const passwordRejectedMessage = (e: PasswordRejected): string => {
  switch (e._tag) {
    case 'PasswordTooShort': return `Password must be at least ${e.minLength} characters`
    case 'PasswordTooLong': return `Password must be at most ${e.maxBytes} bytes`
    case 'PasswordTooWeak': return 'Password must mix at least three of: lower-case letters, upper-case letters, numbers and symbols'
    case 'PasswordTooCommon': return 'This password is one of the most common ones; choose another'
  }
}
