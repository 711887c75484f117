import Router from '@koa/router'
import * as E from 'fp-ts/lib/Either.js'
import type { LogInHandler } from '../../../application/account/commands/log-in'
import type { RegisterUserError, RegisterUserHandler } from '../../../application/account/commands/register-user'
import { passwordRejectedMessage } from '../../../domain/user/password-policy'
import { badRequest, HttpError, unauthorized } from '../http-error'
import { decodeOrThrow, toFieldErrors } from '../validation'
import type { AppState } from '../app-state'
import type { SessionManager } from '../middleware/session'
import { LoginBody, RegisterBody } from './account.codecs'
import { userDto } from './user.dto'

export interface AccountRoutesDeps {
  readonly register: RegisterUserHandler
  readonly logIn: LogInHandler
  readonly sessions: SessionManager
}

const registerError = (e: RegisterUserError): HttpError => {
  switch (e._tag) {
    case 'EmailTaken': return new HttpError(409, 'An account with this email already exists')
    case 'RegistrationClosed': return new HttpError(403, 'Registration is currently closed')
    case 'PasswordTooShort':
    case 'PasswordTooLong':
    case 'PasswordTooWeak': return badRequest({ password: passwordRejectedMessage(e) })
  }
}

export const accountRoutes = ({ register, logIn, sessions }: AccountRoutesDeps) => {
  const router = new Router<AppState>()

  router.get('/api/user', (ctx) => {
    if (!ctx.state.user) throw unauthorized()
    ctx.body = userDto(ctx.state.user)
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
      mobileNumber: body.mobileNumber ?? null, requestedRole: body.role,
    })
    if (E.isLeft(result)) throw registerError(result.left)
    await sessions.signIn(ctx, result.right)
    ctx.status = 201
    ctx.body = userDto(result.right)
  })

  router.post('/api/login', async (ctx) => {
    const body = decodeOrThrow(LoginBody, ctx.request.body)
    const result = await logIn.execute(body)
    if (E.isLeft(result)) throw unauthorized('Invalid email or password')
    await sessions.signIn(ctx, result.right)
    ctx.body = userDto(result.right)
  })

  router.post('/api/logout', async (ctx) => {
    await sessions.signOut(ctx)
    ctx.body = { message: 'Logged out successfully' }
  })

  return router
}
