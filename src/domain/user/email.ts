import * as E from 'fp-ts/lib/Either.js'
import { EMAIL_MAX_LENGTH } from './email-length'

declare const EmailBrand: unique symbol
/** An email address, trimmed and lower-cased: accounts are unique by email, case-insensitively. */
export type Email = string & { readonly [EmailBrand]: true }

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/

export type EmailError = { readonly _tag: 'InvalidEmail' }

export const parseEmail = (raw: string): E.Either<EmailError, Email> => {
  const email = raw.trim().toLowerCase()
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email)
    ? E.right(email as Email)
    : E.left({ _tag: 'InvalidEmail' })
}
