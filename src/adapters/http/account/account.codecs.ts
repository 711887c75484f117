import * as t from 'io-ts'
import * as E from 'fp-ts/lib/Either.js'
import { parseEmail, type Email } from '../../../domain/user/email'
import { FIELD_LENGTHS as L } from '../field-lengths'
import { optionalPhone, requiredSecret, requiredText } from '../validation'

const INVALID_EMAIL = 'Please enter a valid email'

export const EmailC = new t.Type<Email, string, unknown>('Email', (u): u is Email => typeof u === 'string',
  (u, c) => typeof u === 'string' && E.isRight(parseEmail(u)) ? t.success((parseEmail(u) as E.Right<Email>).right) : t.failure(u, c, INVALID_EMAIL),
  String)

/** A person's mobile number (sign-up, profile, the admin's user form). */
export const MobileNumber = optionalPhone(L.person.mobileNumber)

export const LoginBody = t.exact(t.type({
  email: EmailC,
  password: requiredSecret('Password is required'),
}))

export const RegisterBody = t.exact(t.intersection([
  t.type({
    firstName: requiredText(L.person.firstName),
    lastName: requiredText(L.person.lastName),
    email: EmailC,
    password: requiredSecret(),
    confirmPassword: requiredSecret(),
  }),
  t.partial({
    mobileNumber: MobileNumber,
    // The account type asked for; anything but the two self-registration roles becomes `individual`.
    role: t.unknown,
    isEmailVerified: t.unknown,
  }),
]))
