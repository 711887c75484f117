import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { Logger } from 'pino'
import type { LogInHandler } from '../../../application/account/commands/log-in'
import type { EmailVerification } from '../../../application/account/email-verification'
import type { Invitations } from '../../../application/account/invitations'
import type { PasswordReset } from '../../../application/account/password-reset'
import type { RegisterUserError, RegisterUserHandler } from '../../../application/account/commands/register-user'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import { passwordRejectedMessage } from '../../../domain/user/password-policy'
import { isAdministrator } from '../../../domain/user/role'
import { ErrorBody, MessageBody } from '../answers'
import { ApiRouter } from '../api-router'
import { badRequest, HttpError, notFound, tooManyAttempts, unauthorized } from '../http-error'
import { answerMaintenance } from '../middleware/maintenance'
import type { SessionManager } from '../middleware/session'
import { Invitation, Maintenance, ResetLink, Session, User } from './account.answers'
import { AcceptInvitationBody, ForgotPasswordBody, InvitationLookupBody, LoginBody, RegisterBody, ResetLookupBody, ResetPasswordBody } from './account.codecs'
import { userDto } from './user.dto'

export interface AccountRoutesDeps {
  readonly register: RegisterUserHandler
  readonly logIn: LogInHandler
  readonly sessions: SessionManager
  readonly verification: EmailVerification
  readonly invitations: Invitations
  readonly passwordReset: PasswordReset
  /** For maintenance mode: only admins may sign in while it is on. */
  readonly settings: SettingsReader
  readonly log: Logger
}

const registerError = (e: RegisterUserError): HttpError => {
  switch (e._tag) {
    case 'EmailTaken': return new HttpError(409, 'An account with this email already exists')
    case 'RegistrationClosed': return new HttpError(403, 'Registration is currently closed')
    case 'LockedOut': return tooManyAttempts('Too many sign-up attempts', e)
    case 'PasswordTooShort':
    case 'PasswordTooLong':
    case 'PasswordTooWeak':
    case 'PasswordTooCommon': return badRequest({ password: passwordRejectedMessage(e) })
  }
}

/** What a suspended user reads on the sign-in form. */
const suspendedMessage = (reason: string, contactEmail: string): string =>
  `Your account is suspended. Reason: ${reason}${contactEmail ? ` If you think this is a mistake, write to ${contactEmail}.` : ''}`

/** One answer for every link that does not work (unknown, used, expired, or for an address changed since). */
const INVALID_INVITATION = 'This invitation link is not valid or has expired. Ask an administrator to send you a new one.'

/** The answer to "Forgot password?", whether the address has an account or not. */
const RESET_REQUESTED = 'If an account exists for this email, we have sent a link to reset its password. The link works for 1 hour.'
/** One answer for every reset link that does not work (unknown, used, expired, replaced, or for an address changed since). */
const INVALID_RESET_LINK = 'This password reset link is not valid or has expired. Ask for a new one.'

export const accountRoutes = ({ register, logIn, sessions, verification, invitations, passwordReset, settings, log }: AccountRoutesDeps) => {
  const api = new ApiRouter('Account', 'Signing up, in and out. `POST /api/register` and `POST /api/login` set the session cookie; `GET /api/session` tells a client who is signed in, with no error when nobody is (what the web client asks).')

  api.get('/api/user', {
    summary: 'The signed-in user', description: 'Without a session: 401 (`GET /api/session` answers 200 either way).', access: 'signed-in',
    answers: { 200: { description: 'The user', body: User } },
  }, (ctx, { user }) => { ctx.body = userDto(user) })

  // The web client's probe of the session: always 200, `{user: null}` when logged out (a 401 from
  // /api/user is an error in the browser's console on every logged-out page; docs/decisions.md).
  api.get('/api/session', {
    summary: 'The session: the signed-in user or null', description: 'Always 200, so that a logged-out page logs no error.', access: 'anyone',
    answers: { 200: { description: 'The signed-in user, or `{"user": null}`', body: Session, headers: { 'Cache-Control': '`no-store`' } } },
  }, (ctx, { user }) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { user: user ? userDto(user) : null }
  })

  api.post('/api/register', {
    summary: 'Sign up',
    description: 'Creates an individual or company manager account (`role`), sends the verification link and signs the new user in. '
      + 'A sign-up that meets an existing account (409) counts against the client address; too many lock the address out of signing up for a while (429).',
    access: 'anyone', body: RegisterBody,
    answers: {
      201: { description: 'The new user, signed in', body: User, headers: { 'Set-Cookie': 'The session cookie' } },
      400: 'The input is not valid, the passwords differ, or the password does not meet the policy: `fieldErrors` names each field',
      403: 'Registration is closed, or the request came from a foreign Origin',
      409: 'An account with this email exists',
      429: { description: 'Too many sign-ups from this address met existing accounts: it is locked for a while', headers: { 'Retry-After': 'Seconds until the address may sign up again' } },
    },
  }, async (ctx, { body }) => {
    const result = await register.execute({
      email: body.email, password: body.password, firstName: body.firstName, lastName: body.lastName,
      mobileNumber: body.mobileNumber ?? null, requestedRole: body.role, clientAddress: ctx.ip,
    })
    if (E.isLeft(result)) {
      if (result.left._tag === 'LockedOut') log.warn({ audit: true, event: 'sign_up_locked', email: body.email, clientAddress: ctx.ip }, `Sign-up refused for ${body.email} from ${ctx.ip}: locked until ${result.left.until.toISOString()}`)
      throw registerError(result.left)
    }
    await verification.issue(result.right)
    await sessions.signIn(ctx, result.right)
    await logIn.signedIn(result.right)
    ctx.status = 201
    ctx.body = userDto(result.right)
  })

  api.post('/api/login', {
    summary: 'Sign in', access: 'anyone', body: LoginBody,
    answers: {
      200: { description: 'The user, signed in', body: User, headers: { 'Set-Cookie': 'The session cookie' } },
      401: 'Wrong email or password (also for an invited account that has no password yet)',
      403: 'The password was right, but the account is suspended: the message says why, and whom to contact',
      429: { description: 'Too many wrong passwords for this account or from this address: locked for a while', headers: { 'Retry-After': 'Seconds until the lock ends' } },
      503: {
        description: 'Maintenance mode: the password was right, but only admins may sign in (`maintenance: true`); or the database is out of reach for a moment',
        body: t.union([Maintenance, ErrorBody]), headers: { 'Retry-After': 'Seconds to wait' },
      },
    },
  }, async (ctx, { body }) => {
    const result = await logIn.execute({ ...body, clientAddress: ctx.ip })
    if (E.isLeft(result)) {
      if (result.left._tag === 'InvalidCredentials') {
        log.warn({ audit: true, event: 'login_failed', email: body.email, clientAddress: ctx.ip }, `Failed login for ${body.email} from ${ctx.ip}`)
        throw unauthorized('Invalid email or password')
      }
      if (result.left._tag === 'AccountSuspended') {
        log.warn({ audit: true, event: 'login_refused_suspended', email: body.email, clientAddress: ctx.ip }, `Login refused for ${body.email} from ${ctx.ip}: the account is suspended`)
        const { general } = await settings.current()
        throw new HttpError(403, suspendedMessage(result.left.reason, general.contactEmail))
      }
      log.warn({ audit: true, event: 'login_locked', email: body.email, clientAddress: ctx.ip }, `Login refused for ${body.email} from ${ctx.ip}: locked (${result.left.by}) until ${result.left.until.toISOString()}`)
      throw tooManyAttempts('Too many failed login attempts', result.left)
    }
    const user = result.right
    const { general } = await settings.current()
    if (general.maintenanceMode && !isAdministrator(user.role)) {
      // The password was right, but during maintenance only admins get a session.
      log.info({ audit: true, event: 'login_refused_maintenance', email: user.email, clientAddress: ctx.ip }, `Login refused for ${user.email} from ${ctx.ip}: maintenance mode`)
      answerMaintenance(ctx, general.siteName)
      return
    }
    await sessions.signIn(ctx, user)
    await logIn.signedIn(user)
    ctx.body = userDto(user)
  })

  // The set-password page of an invitation. The token travels in the body, never in a URL the server logs.
  api.post('/api/invitations/lookup', {
    summary: 'Read an invitation', description: 'Whom the invitation link is for, while it works.', access: 'anyone', body: InvitationLookupBody,
    answers: {
      200: { description: 'The invitation', body: Invitation },
      404: 'The link does not work: unknown, used, expired or withdrawn (one answer for all)',
    },
  }, async (ctx, { body }) => {
    const r = await invitations.preview(body.token)
    if (E.isLeft(r)) throw notFound(INVALID_INVITATION)
    ctx.body = r.right
  })

  api.post('/api/invitations/accept', {
    summary: 'Accept an invitation', description: 'Sets the invited account\'s password, marks its email verified and signs the user in. The link works once.',
    access: 'anyone', body: AcceptInvitationBody,
    answers: {
      200: { description: 'The user, signed in', body: User, headers: { 'Set-Cookie': 'The session cookie' } },
      400: 'The input is not valid, the passwords differ, or the password does not meet the policy: `fieldErrors` names each field',
      404: 'The link does not work: unknown, used, expired or withdrawn (one answer for all)',
    },
  }, async (ctx, { body }) => {
    const r = await invitations.accept(body.token, body.password)
    if (E.isLeft(r)) {
      if (r.left._tag === 'InvalidInvitation') throw notFound(INVALID_INVITATION)
      throw badRequest({ password: passwordRejectedMessage(r.left) })
    }
    await sessions.signIn(ctx, r.right)
    await logIn.signedIn(r.right)
    ctx.body = userDto(r.right)
  })

  // Account recovery. The token travels in the body, never in a URL the server logs.
  api.post('/api/password/forgot', {
    summary: 'Ask for a password reset link',
    description: 'Mails a link that works once, for 1 hour, to the address if it has an active account. The answer is the same whether it has one or not. '
      + 'At most 3 requests an hour for one address and 10 from one client address (429, whether the address has an account or not).',
    access: 'anyone', body: ForgotPasswordBody,
    answers: {
      202: { description: 'Taken: a link was mailed if the address has an account', body: MessageBody },
      400: 'The email is missing or not an email address: `fieldErrors.email`',
      429: { description: 'Too many requests for this address or from this client', headers: { 'Retry-After': 'Seconds until another request is taken' } },
    },
  }, async (ctx, { body }) => {
    const r = await passwordReset.request(body.email, ctx.ip)
    if (E.isLeft(r)) {
      log.warn({ audit: true, event: 'password_reset_throttled', email: body.email, clientAddress: ctx.ip }, `Password reset refused for ${body.email} from ${ctx.ip}: too many requests`)
      throw tooManyAttempts('Too many password reset requests', r.left)
    }
    ctx.status = 202
    ctx.body = { message: RESET_REQUESTED }
  })

  api.post('/api/password/reset/lookup', {
    summary: 'Read a password reset link', description: 'The address the link is for, while it works.', access: 'anyone', body: ResetLookupBody,
    answers: {
      200: { description: 'The link works', body: ResetLink },
      404: 'The link does not work: unknown, used, expired or replaced (one answer for all)',
    },
  }, async (ctx, { body }) => {
    const r = await passwordReset.preview(body.token)
    if (E.isLeft(r)) throw notFound(INVALID_RESET_LINK)
    ctx.body = r.right
  })

  api.post('/api/password/reset', {
    summary: 'Set a new password through a reset link',
    description: 'Ends every session of the account, then signs the user in with the new password. The link works once.',
    access: 'anyone', body: ResetPasswordBody,
    answers: {
      200: { description: 'The user, signed in', body: User, headers: { 'Set-Cookie': 'The session cookie' } },
      400: 'The input is not valid, the passwords differ, or the password does not meet the policy: `fieldErrors` names each field',
      404: 'The link does not work: unknown, used, expired or replaced (one answer for all)',
      503: { description: 'Maintenance mode: the password is set, but only admins may sign in', body: t.union([Maintenance, ErrorBody]), headers: { 'Retry-After': 'Seconds to wait' } },
    },
  }, async (ctx, { body }) => {
    const r = await passwordReset.reset(body.token, body.password)
    if (E.isLeft(r)) {
      if (r.left._tag === 'InvalidResetLink') throw notFound(INVALID_RESET_LINK)
      throw badRequest({ password: passwordRejectedMessage(r.left) })
    }
    const user = r.right
    log.info({ audit: true, event: 'password_reset', email: user.email, clientAddress: ctx.ip }, `Password reset for ${user.email} from ${ctx.ip}`)
    const { general } = await settings.current()
    if (general.maintenanceMode && !isAdministrator(user.role)) {
      answerMaintenance(ctx, general.siteName)
      return
    }
    await sessions.signIn(ctx, user)
    await logIn.signedIn(user)
    ctx.body = userDto(user)
  })

  api.post('/api/logout', {
    summary: 'Sign out', description: 'Ends the session, if there is one: 200 without a session too.', access: 'anyone',
    answers: { 200: { description: 'Signed out', body: MessageBody } },
  }, async (ctx) => {
    await sessions.signOut(ctx)
    ctx.body = { message: 'Logged out successfully' }
  })

  return api
}
