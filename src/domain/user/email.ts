import * as E from 'fp-ts/lib/Either.js'
import { EMAIL_MAX_LENGTH } from './email-length'

declare const EmailBrand: unique symbol
/** An email address, trimmed and lower-cased: accounts are unique by email, case-insensitively. */
export type Email = string & { readonly [EmailBrand]: true }

/** No spaces, no control characters (PostgreSQL refuses a NUL in text), none of the characters that end an address. */
// eslint-disable-next-line no-control-regex -- control characters are what the pattern refuses
const EMAIL_PATTERN = /^[^\s\u0000-\u001f\u007f@<>()[\]\\,;:"]+@[^\s\u0000-\u001f\u007f@<>()[\]\\,;:"]+\.[^\s\u0000-\u001f\u007f@<>()[\]\\,;:"]{2,}$/

export type EmailError = { readonly _tag: 'InvalidEmail' }

export const parseEmail = (raw: string): E.Either<EmailError, Email> => {
  const email = raw.trim().toLowerCase()
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email)
    ? E.right(email as Email)
    : E.left({ _tag: 'InvalidEmail' })
}
