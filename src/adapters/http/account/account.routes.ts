import Router from '@koa/router'
import * as E from 'fp-ts/lib/Either.js'
import type { Logger } from 'pino'
import type { LogInHandler } from '../../../application/account/commands/log-in'
import type { EmailVerification } from '../../../application/account/email-verification'
import type { RegisterUserError, RegisterUserHandler } from '../../../application/account/commands/register-user'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import { passwordRejectedMessage } from '../../../domain/user/password-policy'
import { isAdministrator } from '../../../domain/user/role'
import { badRequest, HttpError, tooManyAttempts, unauthorized } from '../http-error'
import { decodeOrThrow, toFieldErrors } from '../validation'
import type { AppState } from '../app-state'
import { answerMaintenance } from '../middleware/maintenance'
import type { SessionManager } from '../middleware/session'
import { LoginBody, RegisterBody } from './account.codecs'
import { userDto } from './user.dto'

export interface AccountRoutesDeps {
  readonly register: RegisterUserHandler
  readonly logIn: LogInHandler
  readonly sessions: SessionManager
  readonly verification: EmailVerification
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

export const accountRoutes = ({ register, logIn, sessions, verification, settings, log }: AccountRoutesDeps) => {
  const router = new Router<AppState>()

  router.get('/api/user', (ctx) => {
    if (!ctx.state.user) throw unauthorized()
    ctx.body = userDto(ctx.state.user)
  })

  // The web client's probe of the session: always 200, `{user: null}` when logged out (a 401 from
  // /api/user is an error in the browser's console on every logged-out page; docs/decisions.md).
  router.get('/api/session', (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { user: ctx.state.user ? userDto(ctx.state.user) : null }
  })

  router.post('/api/register', async (ctx) => {
    const raw = ctx.request.body as Record<string, unknown> | undefined
    const decoded = RegisterBody.decode(raw)
    const fieldErrors = E.isLeft(decoded) ? toFieldErrors(decoded.left) : {}
    if (typeof raw?.password === 'string' && typeof raw.confirmPassword === 'string' && raw.password !== raw.confirmPassword) {
      fieldErrors.confirmPassword ??= "Passwords don't match"
    }
    if (E.isLeft(decoded) || Object.keys(fieldErrors).length > 0) throw badRequest(fieldErrors)
    const body = decoded.right
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
    ctx.status = 201
    ctx.body = userDto(result.right)
  })

  router.post('/api/login', async (ctx) => {
    const body = decodeOrThrow(LoginBody, ctx.request.body)
    const result = await logIn.execute({ ...body, clientAddress: ctx.ip })
    if (E.isLeft(result)) {
      if (result.left._tag === 'InvalidCredentials') {
        log.warn({ audit: true, event: 'login_failed', email: body.email, clientAddress: ctx.ip }, `Failed login for ${body.email} from ${ctx.ip}`)
        throw unauthorized('Invalid email or password')
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
    ctx.body = userDto(user)
  })

  router.post('/api/logout', async (ctx) => {
    await sessions.signOut(ctx)
    ctx.body = { message: 'Logged out successfully' }
  })

  return router
}
