// What the back office's dashboard and Users page answer, each codec checked against its view with answerOf.
import * as t from 'io-ts'
import type { AdminStats as AdminStatsView } from '../../../application/admin/admin-dashboard'
import { GROWTH_RANGES, type GrowthSeries } from '../../../application/admin/growth'
import type { AdminUserDetail as AdminUserDetailView, AdminUserPage, AdminUserRow as AdminUserRowView, PendingApprovalsView } from '../../../application/admin/admin-views'
import { MEDIA_TYPES, type MediaType } from '../../../domain/media/media-type'
import { ACCOUNT_STATUSES } from '../../../domain/user/account-status'
import { oneOf } from '../validation'
import { ActivityEntry, RoleC } from '../account/account.answers'
import { answerOf, DateTime, Day, Integer, nullable } from '../answers'

const CompanyStatus = t.keyof({ pending: null, approved: null, rejected: null, suspended: null })
const MediaTypeC = t.keyof(Object.fromEntries(MEDIA_TYPES.map((m) => [m, null])) as Record<MediaType, null>)

/** The dashboard's stat cards and Platform Insights; growth in percent, month over month. */
export const AdminStats = answerOf<AdminStatsView>()(t.type({
  users: t.type({ total: Integer, growth: t.number }),
  companies: t.type({ total: Integer, growth: t.number, pending: Integer }),
  exhibitions: t.type({ total: Integer, upcoming: Integer }),
  mediaItems: t.type({ total: Integer, pending: Integer }),
  pendingMediaAccess: Integer,
  topSector: t.string,
  topCompany: t.string,
  avgViews: t.number,
}, 'AdminStats'))

/** The pending approvals card (at most 50 of each, oldest first). */
export const PendingApprovals = answerOf<PendingApprovalsView>()(t.type({
  companies: t.array(t.type({
    id: Integer, name: t.string, logo: nullable(t.string), sector: t.string, country: t.string,
    status: CompanyStatus, isVerified: t.boolean, createdAt: DateTime, submittedAt: DateTime,
  }, 'PendingCompany')),
  mediaItems: t.array(t.type({
    id: Integer, title: t.string, type: MediaTypeC, companyId: Integer, companyName: t.string, createdAt: DateTime, submittedAt: DateTime,
  }, 'PendingMediaItem')),
  mediaAccessRequests: t.array(t.type({
    id: Integer, userId: Integer, userName: t.string, email: t.string, message: nullable(t.string), createdAt: DateTime,
  }, 'PendingMediaAccessRequest')),
}, 'PendingApprovals'))

const userRowFields = {
  id: Integer, firstName: t.string, lastName: t.string, email: t.string, role: RoleC, mobileNumber: nullable(t.string),
  isEmailVerified: t.boolean, status: oneOf(ACCOUNT_STATUSES), createdAt: DateTime, lastSignInAt: nullable(DateTime), companyCount: Integer,
}

/** A row of the admin users table. */
export const AdminUserRow = answerOf<AdminUserRowView>()(t.type(userRowFields, 'AdminUserRow'))

/** A page of the admin users table. */
export const AdminUserList = answerOf<AdminUserPage>()(t.type({ users: t.array(AdminUserRow), totalPages: Integer, totalUsers: Integer }, 'AdminUserList'))

/** One user for the detail panel: their row, live sessions, companies and recent activity. */
export const AdminUserDetail = answerOf<AdminUserDetailView>()(t.type({
  ...userRowFields,
  suspension: nullable(t.type({ since: DateTime, reason: t.string, by: nullable(t.string) }, 'AccountSuspension')),
  invitationExpiresAt: nullable(DateTime),
  activeSessions: Integer,
  companies: t.array(t.type({ id: Integer, name: t.string, status: CompanyStatus, isVerified: t.boolean, createdAt: DateTime }, 'AdminUserCompany')),
  recentActivity: t.array(ActivityEntry),
}, 'AdminUserDetail'))

/** How many sessions were ended. */
export const SessionsEnded = answerOf<{ readonly ended: number }>()(t.type({ ended: Integer }, 'SessionsEnded'))

const Totals = t.type({ users: Integer, companies: Integer, mediaItems: Integer }, 'GrowthTotals')

/** The dashboard's growth charts: the periods of a range (UTC days), the totals at each one's end and the views within it. */
export const AdminGrowth = answerOf<GrowthSeries>()(t.type({
  range: oneOf(GROWTH_RANGES),
  interval: oneOf(['day', 'week', 'month'] as const),
  from: Day,
  to: Day,
  start: Totals,
  points: t.array(t.type({ from: Day, to: Day, users: Integer, companies: Integer, mediaItems: Integer, views: Integer }, 'GrowthPoint')),
}, 'AdminGrowth'))
