import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { BecomeCompanyManager } from '../../../application/account/commands/become-manager'
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
import { MessageBody } from '../answers'
import { ApiRouter } from '../api-router'
import { badRequest, HttpError, tooManyAttempts, unauthorized } from '../http-error'
import type { SessionManager } from '../middleware/session'
import { withSchema } from '../openapi/json-schema'
import { intInRange } from '../validation'
import { ActivityEntry, CompletedTours, Recommendation, User } from './account.answers'
import { MobileNumber, PasswordBody, PersonNameC } from './account.codecs'
import { userDto } from './user.dto'

/** PATCH: any subset of the fields; those left out keep their value (a blank mobile number clears it). */
const ProfileBody = t.exact(t.partial({
  firstName: PersonNameC, lastName: PersonNameC, mobileNumber: MobileNumber,
}))
const TOUR_ROUTE = /^\/[a-z0-9/-]{0,60}$/
const TourBody = t.exact(t.type({ route: withSchema(new t.Type<string, string, unknown>('Route', (u): u is string => typeof u === 'string',
  (u, c) => typeof u === 'string' && TOUR_ROUTE.test(u) ? t.success(u) : t.failure(u, c, 'Invalid route'), t.identity),
{ type: 'string', pattern: TOUR_ROUTE.source, description: 'The path of the page whose tour was finished or skipped (`/directory`)' }) }))
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
  profile: ProfileCommands; becomeManager: BecomeCompanyManager; sessions: SessionManager; sessionStore: PgSessionStore; activity: PgActivityReadModel
  recommendations: PgRecommendations; store: PgUserAdminStore; tours: TourCommands; settings: SettingsReader; clock: Clock
}) => {
  const api = new ApiRouter('Profile', 'The signed-in user\'s own things: their profile and password, their activity, recommendations, and the guided tours they finished.')

  api.patch('/api/user', {
    summary: 'Edit the own profile',
    description: 'Any of `firstName`, `lastName`, `mobileNumber`; those left out keep their value, a blank `mobileNumber` clears it. Nothing new: nothing is written.',
    access: 'signed-in', body: ProfileBody, partial: true,
    answers: { 200: { description: 'The user', body: User }, 401: 'No session, or the account is gone' },
  }, async (ctx, { body, user }) => {
    const r = await d.profile.update(user.id, body)
    if (E.isLeft(r)) throw unauthorized()
    ctx.body = userDto(r.right)
  })

  api.post('/api/user/become-manager', {
    summary: 'Become a company manager',
    description: 'The signed-in individual\'s own account becomes a company manager\'s (favourites and history kept), to create companies. '
      + 'Only while company registration is open and, when email verification is required, with a verified address. The session stays.',
    access: 'signed-in',
    answers: {
      200: { description: 'The user, now a company manager', body: User },
      403: 'Company registration is closed, or the email address is not verified while the settings require it',
      409: 'The account is not an individual\'s (a company manager already, or media, admin)',
    },
  }, async (ctx, { user }) => {
    const r = await d.becomeManager.execute(user.id)
    if (E.isLeft(r)) {
      switch (r.left._tag) {
        case 'UserNotFound': throw unauthorized()
        case 'NotAnIndividual': throw new HttpError(409, 'Only an individual account can become a company manager')
        case 'CompanyRegistrationClosed': throw new HttpError(403, 'Company registration is currently closed')
        case 'EmailNotVerified': throw new HttpError(403, 'Please verify your email address before creating a company')
      }
    }
    ctx.body = userDto(r.right)
  })

  api.post('/api/user/password', {
    summary: 'Change the own password',
    description: 'Ends every other session of the user; this browser gets a new session. A wrong `currentPassword` counts as a failed sign-in: while the account or the address is locked, 429.',
    access: 'signed-in', body: PasswordBody,
    answers: {
      200: { description: 'Changed', body: MessageBody, headers: { 'Set-Cookie': 'The new session cookie' } },
      400: 'The input is not valid, the current password is wrong, the passwords differ, or the new password is the current one or does not meet the policy: `fieldErrors` names each field',
      429: { description: 'Too many wrong passwords (sign-ins and changes together) for this account or from this address: locked for a while', headers: { 'Retry-After': 'Seconds until the lock ends' } },
    },
  }, async (ctx, { body, user }) => {
    const r = await d.profile.changePassword(user, body.currentPassword, body.newPassword, undefined, ctx.ip)
    if (E.isLeft(r)) throw passwordError(r.left)
    // Every session ended with the change; this browser signs in again under a new session id.
    await d.sessions.signIn(ctx, { ...user })
    ctx.body = { message: 'Password changed. You were signed out everywhere else.' }
  })

  api.get('/api/user/activity', {
    summary: 'The own activity',
    description: `What the user did, and what happened to their account and companies; newest first. \`limit\`: ${USER_ACTIVITY_LIMIT} by default, at most ${USER_ACTIVITY_MAX}.`,
    access: 'signed-in', query: ActivityQuery,
    answers: { 200: { description: 'The latest `limit` entries', body: t.array(ActivityEntry) } },
  }, async (ctx, { query, user }) => {
    ctx.body = await d.activity.ofUser(user.id, query.limit ?? USER_ACTIVITY_LIMIT)
  })

  api.get('/api/recommendations', {
    summary: 'Recommended for you',
    description: `Companies and exhibitions chosen from what the user did, each with the reason. \`limit\`: ${RECOMMENDATION_LIMIT} by default, at most ${RECOMMENDATION_MAX}.`,
    access: 'signed-in', query: RecommendationQuery,
    answers: { 200: { description: 'At most `limit` suggestions', body: t.array(Recommendation) } },
  }, async (ctx, { query, user }) => {
    ctx.body = await d.recommendations.for(user.id, query.limit ?? RECOMMENDATION_LIMIT, d.clock.now(), (await d.settings.current()).general.timezone)
  })

  api.get('/api/user/tours', {
    summary: 'The guided tours the user finished', access: 'signed-in',
    answers: { 200: { description: 'The routes of the finished tours', body: CompletedTours } },
  }, async (ctx, { user }) => {
    ctx.body = { completed: await d.store.toursOf(user.id) }
  })

  api.post('/api/user/tours', {
    summary: 'Record a finished guided tour', description: 'Recording a route again changes nothing.', access: 'signed-in', body: TourBody,
    answers: { 200: { description: 'The routes of the finished tours', body: CompletedTours } },
  }, async (ctx, { body, user }) => {
    await d.tours.complete(user.id, body.route)
    ctx.body = { completed: await d.store.toursOf(user.id) }
  })

  api.delete('/api/user/tours', {
    summary: 'Forget the finished guided tours', description: 'Every tour shows again.', access: 'signed-in',
    answers: { 200: { description: 'None finished', body: CompletedTours } },
  }, async (ctx, { user }) => {
    await d.store.resetTours(user.id)
    ctx.body = { completed: {} }
  })

  return api
}
