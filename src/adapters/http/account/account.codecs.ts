import * as t from 'io-ts'
import * as E from 'fp-ts/lib/Either.js'
import { parseEmail, type Email } from '../../../domain/user/email'
import { EMAIL_MAX_LENGTH } from '../../../domain/user/email-length'
import { personName } from '../../../domain/user/person-name'
import { FIELD_LENGTHS as L } from '../field-lengths'
import { withSchema } from '../openapi/json-schema'
import { nameC, optionalPhone, requiredSecret } from '../validation'

const INVALID_EMAIL = 'Please enter a valid email'

export const EmailC = withSchema(new t.Type<Email, string, unknown>('Email', (u): u is Email => typeof u === 'string',
  (u, c) => typeof u === 'string' && E.isRight(parseEmail(u)) ? t.success((parseEmail(u) as E.Right<Email>).right) : t.failure(u, c, INVALID_EMAIL),
  String), { type: 'string', format: 'email', maxLength: EMAIL_MAX_LENGTH, description: 'Trimmed and lower-cased' })

/** A first or last name (person-name.ts: no hidden characters). */
export const PersonNameC = nameC('PersonName', personName)

/** A person's mobile number (sign-up, profile, the admin's user form). */
export const MobileNumber = optionalPhone(L.person.mobileNumber)

const CONFIRMATION_MISMATCH = "Passwords don't match"

/**
 * A password typed twice: `confirm` must equal `password` when both are strings, else the field
 * `confirm` says so (unless the body's own codec already found something wrong with it: the
 * first message of a field wins, so `body` comes first in the intersection).
 */
const confirmed = <C extends t.Mixed>(body: C, password: string, confirm: string) => t.intersection([body, withSchema(
  new t.Type<object, object, unknown>('Confirmation', (u): u is object => typeof u === 'object' && u !== null, (u, c) => {
    const raw = (typeof u === 'object' && u !== null ? u : {}) as Record<string, unknown>
    return typeof raw[password] === 'string' && typeof raw[confirm] === 'string' && raw[password] !== raw[confirm]
      ? t.failure(raw[confirm], t.appendContext(c, confirm, t.string, raw[confirm]), CONFIRMATION_MISMATCH)
      : t.success({})
  }, () => ({})),
  { description: `\`${confirm}\` must be the same as \`${password}\`` })])

export const LoginBody = t.exact(t.type({
  email: EmailC,
  password: requiredSecret('Password is required'),
}))

export const RegisterBody = confirmed(t.exact(t.intersection([
  t.type({
    firstName: PersonNameC,
    lastName: PersonNameC,
    email: EmailC,
    password: requiredSecret(),
    confirmPassword: requiredSecret(),
  }),
  t.partial({
    mobileNumber: MobileNumber,
    // The account type asked for; anything but the two self-registration roles becomes `individual`.
    role: withSchema(new t.UnknownType(), {
      examples: ['individual', 'company_manager'],
      description: 'The account type asked for: `company_manager` (while company registration is open) or `individual`; any other value means `individual`',
    }),
    // Sent by the sign-up form (false), and ignored: an address is verified by the link sent to it.
    isEmailVerified: withSchema(new t.UnknownType(), { description: 'Ignored: an email address is verified by the link sent to it' }),
  }),
])), 'password', 'confirmPassword')

/** A password change: the current one, and the new one twice. */
export const PasswordBody = confirmed(t.exact(t.type({
  currentPassword: requiredSecret('Current password is required'), newPassword: requiredSecret(), confirmPassword: requiredSecret(),
})), 'newPassword', 'confirmPassword')

/** The token of an invitation link (`#token=…` of its address). */
const InvitationToken = requiredSecret('The invitation link is incomplete')

export const InvitationLookupBody = t.exact(t.type({ token: InvitationToken }))

/** Accepting an invitation: its token, and the chosen password twice. */
export const AcceptInvitationBody = confirmed(t.exact(t.type({
  token: InvitationToken, password: requiredSecret(), confirmPassword: requiredSecret(),
})), 'password', 'confirmPassword')

/** "Forgot password?": the address to send a reset link to. */
export const ForgotPasswordBody = t.exact(t.type({ email: EmailC }))

/** The token of a reset link (`#token=…` of its address). */
const ResetToken = requiredSecret('The reset link is incomplete')

export const ResetLookupBody = t.exact(t.type({ token: ResetToken }))

/** A new password through a reset link: its token, and the password twice. */
export const ResetPasswordBody = confirmed(t.exact(t.type({
  token: ResetToken, password: requiredSecret(), confirmPassword: requiredSecret(),
})), 'password', 'confirmPassword')
