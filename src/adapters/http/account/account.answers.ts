// What the account routes answer (the session, the profile, activity, recommendations, guided tours),
// each codec checked against its view with answerOf.
import * as t from 'io-ts'
import type { InvitationView } from '../../../application/account/invitations'
import type { ActivityView } from '../../../application/activity/describe-event'
import type { ToursView } from '../../../application/activity/tours'
import { ROLES, type Role } from '../../../domain/user/role'
import type { CompanyRecommendation as CompanyRecommendationView, ExhibitionRecommendation as ExhibitionRecommendationView, Recommendation as RecommendationView } from '../../projections/admin-stats/pg-recommendations'
import { answerOf, DateTime, Integer, nullable } from '../answers'
import type { SessionView, UserView } from './user.dto'

export const RoleC = t.keyof(Object.fromEntries(ROLES.map((r) => [r, null])) as Record<Role, null>, 'Role')

/** A user as the session and the profile show them: never a password or a hash. */
export const User = answerOf<UserView>()(t.type({
  id: Integer, firstName: t.string, lastName: t.string, email: t.string, mobileNumber: nullable(t.string),
  role: RoleC, isEmailVerified: t.boolean, createdAt: DateTime,
}, 'User'))

/** An invitation whose link works: whom it is for, and until when. */
export const Invitation = answerOf<InvitationView>()(t.type({ firstName: t.string, lastName: t.string, email: t.string, expiresAt: DateTime }, 'Invitation'))

/** Whom a password-reset link is for. */
export const ResetLink = t.type({ email: t.string }, 'ResetLink')

/** The session probe: the signed-in user, or null. */
export const Session = answerOf<SessionView>()(t.type({ user: nullable(User) }, 'Session'))

/** An entry of an activity feed: what happened, in words, with a link to where it happened. */
export const ActivityEntry = answerOf<ActivityView>()(t.type({
  id: t.string,
  type: t.keyof({ user: null, company: null, exhibition: null, media: null, view: null, other: null }),
  eventType: t.string, description: t.string, timestamp: DateTime, link: nullable(t.string), actorName: nullable(t.string),
}, 'ActivityEntry'))

const CompanyRecommendation = answerOf<CompanyRecommendationView>()(t.type({
  kind: t.literal('company'),
  company: t.type({
    id: Integer, name: t.string, logo: nullable(t.string), country: t.string, sector: t.string, subsector: nullable(t.string),
    isVerified: t.boolean, views: Integer, description: t.string,
  }),
  reason: t.string,
}, 'CompanyRecommendation'))

const ExhibitionRecommendation = answerOf<ExhibitionRecommendationView>()(t.type({
  kind: t.literal('exhibition'),
  exhibition: t.type({
    id: Integer, name: t.string, startDate: DateTime, endDate: DateTime, location: nullable(t.string), isVirtual: t.boolean, posterImage: nullable(t.string),
  }),
  reason: t.string,
}, 'ExhibitionRecommendation'))

/** A suggestion, a company or an exhibition (by `kind`), with the reason in plain words. */
export const Recommendation = answerOf<RecommendationView>()(t.union([CompanyRecommendation, ExhibitionRecommendation]))

/** The routes whose guided tour the user finished (or skipped): `{"/directory": true}`. */
export const CompletedTours = answerOf<ToursView>()(t.type({ completed: t.record(t.string, t.literal(true)) }, 'CompletedTours'))

/** Sign-in during maintenance mode, for anyone but an admin (middleware/maintenance.ts). */
export const Maintenance = answerOf<{ readonly message: string; readonly maintenance: true }>()(
  t.type({ message: t.string, maintenance: t.literal(true) }, 'Maintenance'))
