import Router from '@koa/router'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { ProfileCommands, PasswordChangeError } from '../../../application/account/commands/profile'
import { RECOMMENDATION_LIMIT, RECOMMENDATION_MAX, USER_ACTIVITY_LIMIT, USER_ACTIVITY_MAX } from '../../../application/activity/activity-limits'
import type { TourCommands } from '../../../application/activity/tours'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import type { Clock } from '../../../domain/shared/clock'
import { passwordRejectedMessage } from '../../../domain/user/password-policy'
import type { PgUserAdminStore } from '../../persistence/admin/pg-user-admin'
import type { PgSessionStore } from '../../persistence/session/pg-session.store'
import type { PgActivityReadModel } from '../../projections/admin-stats/pg-admin.read-model'
import type { PgRecommendations } from '../../projections/admin-stats/pg-recommendations'
import type { AppState } from '../app-state'
import { requireUser } from '../auth'
import { badRequest, HttpError, tooManyAttempts, unauthorized } from '../http-error'
import type { SessionManager } from '../middleware/session'
import { decodeOrThrow, decodePatchOrThrow, intInRange, queryOf, requiredSecret, toFieldErrors } from '../validation'
import { MobileNumber, PersonNameC } from './account.codecs'
import { userDto } from './user.dto'

/** PATCH: any subset of the fields; those left out keep their value (a blank mobile number clears it). */
const ProfileBody = t.exact(t.partial({
  firstName: PersonNameC, lastName: PersonNameC, mobileNumber: MobileNumber,
}))
const PasswordBody = t.exact(t.type({ currentPassword: requiredSecret('Current password is required'), newPassword: requiredSecret(), confirmPassword: requiredSecret() }))
const TourBody = t.exact(t.type({ route: new t.Type<string, string, unknown>('Route', (u): u is string => typeof u === 'string',
  (u, c) => typeof u === 'string' && /^\/[a-z0-9/-]{0,60}$/.test(u) ? t.success(u) : t.failure(u, c, 'Invalid route'), t.identity) }))
const ActivityQuery = t.partial({ limit: intInRange(1, USER_ACTIVITY_MAX) })
const RecommendationQuery = t.partial({ limit: intInRange(1, RECOMMENDATION_MAX) })

const passwordError = (e: PasswordChangeError): HttpError => {
  switch (e._tag) {
    case 'WrongCurrentPassword': return badRequest({ currentPassword: 'Current password is incorrect' })
    case 'SamePassword': return badRequest({ newPassword: 'Choose a password different from the current one' })
    case 'LockedOut': return tooManyAttempts('Too many wrong passwords', e)
    case 'PasswordTooShort':
    case 'PasswordTooLong':
    case 'PasswordTooWeak':
    case 'PasswordTooCommon': return badRequest({ newPassword: passwordRejectedMessage(e) })
  }
}

/** The signed-in user's own things: profile, password, activity, recommendations, guided tours. */
export const profileRoutes = (d: {
  profile: ProfileCommands; sessions: SessionManager; sessionStore: PgSessionStore; activity: PgActivityReadModel
  recommendations: PgRecommendations; store: PgUserAdminStore; tours: TourCommands; settings: SettingsReader; clock: Clock
}) => {
  const router = new Router<AppState>()

  router.patch('/api/user', async (ctx) => {
    const user = requireUser(ctx)
    const r = await d.profile.update(user.id, decodePatchOrThrow(ProfileBody, ctx.request.body))
    if (E.isLeft(r)) throw unauthorized()
    ctx.body = userDto(r.right)
  })

  router.post('/api/user/password', async (ctx) => {
    const user = requireUser(ctx)
    const raw = ctx.request.body as Record<string, unknown> | undefined
    const decoded = PasswordBody.decode(raw)
    const fieldErrors = E.isLeft(decoded) ? toFieldErrors(decoded.left) : {}
    if (typeof raw?.newPassword === 'string' && typeof raw.confirmPassword === 'string' && raw.newPassword !== raw.confirmPassword) fieldErrors.confirmPassword ??= "Passwords don't match"
    if (E.isLeft(decoded) || Object.keys(fieldErrors).length) throw badRequest(fieldErrors)
    const r = await d.profile.changePassword(user, decoded.right.currentPassword, decoded.right.newPassword, undefined, ctx.ip)
    if (E.isLeft(r)) throw passwordError(r.left)
    // Every session ended with the change; this browser signs in again under a new session id.
    await d.sessions.signIn(ctx, { ...user })
    ctx.body = { message: 'Password changed. You were signed out everywhere else.' }
  })

  router.get('/api/user/activity', async (ctx) => {
    const user = requireUser(ctx)
    ctx.body = await d.activity.ofUser(user.id, decodeOrThrow(ActivityQuery, queryOf(ctx.query)).limit ?? USER_ACTIVITY_LIMIT)
  })

  router.get('/api/recommendations', async (ctx) => {
    const user = requireUser(ctx)
    const limit = decodeOrThrow(RecommendationQuery, queryOf(ctx.query)).limit ?? RECOMMENDATION_LIMIT
    ctx.body = await d.recommendations.for(user.id, limit, d.clock.now(), (await d.settings.current()).general.timezone)
  })

  router.get('/api/user/tours', async (ctx) => {
    ctx.body = { completed: await d.store.toursOf(requireUser(ctx).id) }
  })
  router.post('/api/user/tours', async (ctx) => {
    const user = requireUser(ctx)
    const { route } = decodeOrThrow(TourBody, ctx.request.body)
    await d.tours.complete(user.id, route)
    ctx.body = { completed: await d.store.toursOf(user.id) }
  })
  router.delete('/api/user/tours', async (ctx) => {
    const user = requireUser(ctx)
    await d.store.resetTours(user.id)
    ctx.body = { completed: {} }
  })

  return router
}
