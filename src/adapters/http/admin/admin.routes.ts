import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { ADMIN_ACTIVITY_FILTERS, ADMIN_ACTIVITY_LIMIT, ADMIN_ACTIVITY_MAX } from '../../../application/activity/activity-limits'
import type { AdminStats as AdminStatsView } from '../../../application/admin/admin-dashboard'
import { GROWTH_RANGES, type GrowthQuery } from '../../../application/admin/growth'
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from '../../../application/admin/admin-list-limits'
import { USER_SORTS } from '../../../application/admin/list-sort'
import { INVITATION_VALID_DAYS } from '../../../application/account/invitation-limits'
import type { InvitationError, Invitations } from '../../../application/account/invitations'
import type { AccountSuspension, AccountSuspensionError } from '../../../application/admin/account-suspension'
import type { ResendVerificationEmail, ResendVerificationError } from '../../../application/admin/resend-verification'
import type { UserAdminError, UserAdministration } from '../../../application/admin/user-admin'
import { passwordRejectedMessage } from '../../../domain/user/password-policy'
import { ROLES, type Role } from '../../../domain/user/role'
import type { PgUserAdminStore } from '../../persistence/admin/pg-user-admin'
import type { PgActivityReadModel } from '../../projections/admin-stats/pg-admin.read-model'
import { ActivityEntry, User } from '../account/account.answers'
import { EmailC, MobileNumber, PersonNameC } from '../account/account.codecs'
import { userDto } from '../account/user.dto'
import { ApiRouter } from '../api-router'
import { ADMINS } from '../auth'
import { badRequest, found, HttpError, notFound } from '../http-error'
import { FIELD_LENGTHS as L } from '../field-lengths'
import { decodeOrThrow, IdFromString, intInRange, oneOf, optionalText, requiredSecret, requiredText, sortOf } from '../validation'
import { MessageBody } from '../answers'
import { AdminGrowth, AdminStats, AdminUserDetail, AdminUserList, AdminUserRow, PendingApprovals, SessionsEnded } from './admin.answers'

const roleC = oneOf(ROLES, `Role must be one of ${ROLES.join(', ')}`)
const fields = {
  firstName: PersonNameC, lastName: PersonNameC, email: EmailC, role: roleC,
}
const CreateUserBody = t.exact(t.intersection([t.type({ ...fields, password: requiredSecret() }), t.partial({ mobileNumber: MobileNumber })]))
const InviteUserBody = t.exact(t.intersection([t.type(fields), t.partial({ mobileNumber: MobileNumber })]))
/** Suspend (with the reason the user will read) or reinstate. */
const UserStatusBody = t.exact(t.intersection([
  t.type({ status: oneOf(['suspended', 'active'] as const, 'Status must be suspended or active') }),
  t.partial({ reason: t.union([t.string, t.null]) }),
]))
const ReasonC = requiredText(L.account.suspensionReason)
/** PATCH: any of the fields; those left out keep their value. */
const UpdateUserBody = t.exact(t.partial({ ...fields, mobileNumber: MobileNumber, password: t.union([t.string, t.null]) }))
/** The users table's filters and sort (its CSV export takes the same). */
export const UsersFilterQuery = t.partial({ search: optionalText(L.search), role: oneOf([...ROLES, 'all', ''] as const), sort: sortOf(USER_SORTS) })
export const UsersQuery = t.partial({
  ...UsersFilterQuery.props,
  page: intInRange(1, 100000), pageSize: intInRange(1, ADMIN_MAX_PAGE_SIZE, `Must be between 1 and ${ADMIN_MAX_PAGE_SIZE}`),
})
const IdParam = t.type({ id: IdFromString })
const ActivityQuery = t.partial({ limit: intInRange(1, ADMIN_ACTIVITY_MAX), type: oneOf([...ADMIN_ACTIVITY_FILTERS, 'all', ''] as const) })
const GrowthQueryC = t.partial({ range: oneOf(GROWTH_RANGES, `Range must be one of ${GROWTH_RANGES.join(', ')}`) })

export const userAdminHttpError = (e: UserAdminError): HttpError => {
  switch (e._tag) {
    case 'UserNotFound': return notFound('User not found')
    case 'EmailTaken': return new HttpError(409, 'An account with this email already exists')
    case 'CannotManageUser': return new HttpError(403, 'You cannot manage this user')
    case 'RoleNotGrantable': return new HttpError(403, `You cannot give the role ${e.role.replace('_', ' ')}`)
    case 'CannotChangeOwnRole': return new HttpError(409, 'You cannot change your own role')
    case 'CannotDeleteSelf': return new HttpError(409, 'You cannot delete your own account')
    case 'LastSuperAdmin': return new HttpError(409, 'The last super admin cannot be removed or demoted')
    case 'InvitationPending': return new HttpError(409, 'This user has not accepted the invitation yet: send a new invitation instead of choosing a password')
    case 'PasswordTooShort':
    case 'PasswordTooLong':
    case 'PasswordTooWeak':
    case 'PasswordTooCommon': return badRequest({ password: passwordRejectedMessage(e) })
  }
}

export const suspensionHttpError = (e: AccountSuspensionError): HttpError => {
  switch (e._tag) {
    case 'UserNotFound': return notFound('User not found')
    case 'CannotManageUser': return new HttpError(403, 'You cannot manage this user')
    case 'CannotSuspendSelf': return new HttpError(409, 'You cannot suspend your own account')
    case 'AlreadySuspended': return new HttpError(409, 'This account is already suspended')
    case 'NotSuspended': return new HttpError(409, 'This account is not suspended')
    case 'InvitationPending': return new HttpError(409, 'This user has not accepted the invitation yet: delete the user to withdraw it')
    case 'LastSuperAdmin': return new HttpError(409, 'The last active super admin cannot be suspended')
  }
}

const EMAIL_DISABLED = 'Email is turned off in the settings (Email tab): no email can be sent'

const invitationHttpError = (e: InvitationError): HttpError => {
  switch (e._tag) {
    case 'UserNotFound': return notFound('User not found')
    case 'CannotManageUser': return new HttpError(403, 'You cannot manage this user')
    case 'RoleNotGrantable': return new HttpError(403, `You cannot give the role ${e.role.replace('_', ' ')}`)
    case 'EmailTaken': return new HttpError(409, 'An account with this email already exists')
    case 'EmailDisabled': return new HttpError(409, EMAIL_DISABLED)
    case 'NotInvited': return new HttpError(409, 'This user has already accepted the invitation')
  }
}

export const resendVerificationHttpError = (e: ResendVerificationError): HttpError => {
  switch (e._tag) {
    case 'UserNotFound': return notFound('User not found')
    case 'CannotManageUser': return new HttpError(403, 'You cannot manage this user')
    case 'InvitationPending': return new HttpError(409, 'This user has not accepted the invitation yet: the invitation verifies the address')
    case 'AlreadyVerified': return new HttpError(409, 'This email address is already verified')
    case 'EmailDisabled': return new HttpError(409, EMAIL_DISABLED)
  }
}

/** The Right of a use case, or its Left as the HttpError `map` makes of it. */
const orThrow = <L, A>(r: E.Either<L, A>, map: (e: L) => HttpError): A => {
  if (E.isLeft(r)) throw map(r.left)
  return r.right
}

/** The 400 of the user form: bad fields, or a password the policy refuses. */
const BAD_USER_INPUT = 'The input is not valid, or the password does not meet the policy: `fieldErrors` names each field'

const unwrap = <A>(r: E.Either<UserAdminError, A>): A => orThrow(r, userAdminHttpError)

/** The filter of the users table's query, as the list and the bulk actions' `matching` read it (403: super admins are listed to super admins only). */
export const adminUserFilter = (q: t.TypeOf<typeof UsersFilterQuery>, actor: { readonly role: Role }) => {
  const role = q.role && q.role !== 'all' ? q.role : undefined
  if (role === 'super_admin' && actor.role !== 'super_admin') throw new HttpError(403, 'Only super admins list super admins')
  return { search: q.search ?? undefined, role, sort: q.sort ?? undefined }
}

/** The admin dashboard and the Users page. */
export const adminRoutes = (d: {
  dashboard: { execute(): Promise<AdminStatsView> }; activity: PgActivityReadModel; users: UserAdministration; store: PgUserAdminStore
  suspension: AccountSuspension; invitations: Invitations; resendVerification: ResendVerificationEmail; growth: GrowthQuery
}) => {
  /** The row of the users table of a user the command answered. */
  const rowOf = async (id: number) => found(await d.store.row(id), 'User not found')

  const api = new ApiRouter('Admin', 'The admin dashboard (figures, what waits for a decision, recent activity) and the users: listing, creating, editing, deleting, and ending their sessions. An admin manages (and gives the roles of) individuals, company managers and media users; a super admin manages everyone.')

  api.get('/api/admin/stats', {
    summary: 'The dashboard\'s figures', access: ADMINS,
    answers: { 200: { description: 'The stat cards and Platform Insights', body: AdminStats } },
  }, async (ctx) => { ctx.body = await d.dashboard.execute() })

  api.get('/api/admin/stats/growth', {
    summary: 'The dashboard\'s growth over time',
    description: 'Users, companies and media items at the end of each period, and the company views within it, for a range that ends today (UTC days): 30 days by day, 90 days by week, 6 or 12 months by calendar month (`30d` by default).',
    access: ADMINS, query: GrowthQueryC,
    answers: { 200: { description: 'The periods of the range, oldest first, and the totals just before it', body: AdminGrowth } },
  }, async (ctx, { query }) => { ctx.body = await d.growth.execute(query.range ?? '30d') })

  api.get('/api/admin/pending-approvals', {
    summary: 'What waits for a decision', access: ADMINS,
    answers: { 200: { description: 'Companies under review, media items to moderate and media access requests, oldest first', body: PendingApprovals } },
  }, async (ctx) => { ctx.body = await d.activity.pendingApprovals() })

  api.get('/api/admin/activities', {
    summary: 'The platform\'s recent activity', description: `Each entry names its actor; \`type\` keeps one kind (user, company, exhibition, media, other). \`limit\`: ${ADMIN_ACTIVITY_LIMIT} by default, at most ${ADMIN_ACTIVITY_MAX}.`,
    access: ADMINS, query: ActivityQuery,
    answers: { 200: { description: `The latest entries (${ADMIN_ACTIVITY_LIMIT} unless \`limit\` says otherwise), newest first`, body: t.array(ActivityEntry) } },
  }, async (ctx, { query }) => {
    ctx.body = await d.activity.recent(query.limit ?? ADMIN_ACTIVITY_LIMIT, query.type && query.type !== 'all' ? query.type : undefined)
  })

  api.get('/api/admin/users', {
    summary: 'The users table',
    description: `Searched by name, email or company name, filtered by \`role\` (\`all\` or blank: every role); sorted by \`sort\` (${USER_SORTS.join(', ')}; a leading \`-\` for descending; newest first by default; ties by id). \`pageSize\`: ${ADMIN_PAGE_SIZE} by default, at most ${ADMIN_MAX_PAGE_SIZE}.`,
    access: ADMINS, query: UsersQuery,
    answers: {
      200: { description: 'A page of users', body: AdminUserList },
      400: 'A filter, the sort or the page size is not valid: `fieldErrors` names it',
      403: 'Not an admin, or an admin (not a super admin) listing the super admins',
    },
  }, async (ctx, { query: q, user: actor }) => {
    const pageSize = q.pageSize ?? ADMIN_PAGE_SIZE
    const { rows, total } = await d.store.list({ ...adminUserFilter(q, actor), page: q.page ?? 1, pageSize })
    ctx.body = { users: rows, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalUsers: total }
  })

  api.get('/api/admin/users/:id', {
    summary: 'A user in detail', access: ADMINS, params: IdParam,
    answers: { 200: { description: 'The user, their sessions, companies and last 20 activity entries', body: AdminUserDetail }, 404: 'No such user' },
  }, async (ctx, { params: { id } }) => {
    const user = found(await d.store.detail(id), 'User not found')
    ctx.body = { ...user, recentActivity: await d.activity.ofUser(id, 20) }
  })

  api.post('/api/admin/users', {
    summary: 'Create a user', access: ADMINS, body: CreateUserBody,
    answers: {
      201: { description: 'The new user', body: User },
      400: BAD_USER_INPUT,
      403: 'Not an admin, or the role may not be given by this admin',
      409: 'An account with this email exists',
    },
  }, async (ctx, { body: b, user: actor }) => {
    const created = unwrap(await d.users.create(actor, { firstName: b.firstName, lastName: b.lastName, email: b.email, role: b.role, mobileNumber: b.mobileNumber ?? null }, b.password))
    ctx.status = 201
    ctx.body = userDto(created)
  })

  api.patch('/api/admin/users/:id', {
    summary: 'Edit a user',
    description: 'Any of the fields; those left out keep their value, a blank `mobileNumber` clears it. A blank or null password keeps the password. Nothing new: nothing is written (no event, no session ended).',
    access: ADMINS, params: IdParam, body: UpdateUserBody, partial: true,
    answers: {
      200: { description: 'The user', body: User },
      400: BAD_USER_INPUT,
      403: 'Not an admin, or this admin may not manage the user or give the role',
      404: 'No such user',
      409: 'The email belongs to another account, an admin changes their own role, or the last super admin would be demoted',
    },
  }, async (ctx, { params: { id }, body, user: actor }) => {
    const { password, ...changes } = body
    const saved = unwrap(await d.users.update(actor, id, changes, password || null))
    ctx.body = userDto(saved)
  })

  api.delete('/api/admin/users/:id', {
    summary: 'Delete a user', access: ADMINS, params: IdParam,
    answers: {
      204: { description: 'Deleted', empty: true },
      403: 'Not an admin, or this admin may not manage the user',
      404: 'No such user',
      409: 'An admin deletes their own account, or the last super admin would be removed',
    },
  }, async (ctx, { params: { id }, user: actor }) => {
    unwrap(await d.users.delete(actor, id))
    ctx.status = 204
  })

  api.post('/api/admin/invitations', {
    summary: 'Invite a user by email',
    description: `Creates the account without a password (status \`invited\`) and emails a set-password link that works once, for ${INVITATION_VALID_DAYS} days. Nobody can sign in as the account until the link is used.`,
    access: ADMINS, body: InviteUserBody,
    answers: {
      201: { description: 'The invited user, as a row of the users table', body: AdminUserRow },
      403: 'Not an admin, or the role may not be given by this admin',
      409: 'An account with this email exists, or email is turned off in the settings',
    },
  }, async (ctx, { body: b, user: actor }) => {
    const invited = orThrow(await d.invitations.invite(actor, { firstName: b.firstName, lastName: b.lastName, email: b.email, role: b.role, mobileNumber: b.mobileNumber ?? null }), invitationHttpError)
    ctx.status = 201
    ctx.body = await rowOf(invited.id)
  })

  api.post('/api/admin/users/:id/invitation', {
    summary: 'Send a new invitation', description: 'A new set-password link for a user still invited; the previous link stops working.', access: ADMINS, params: IdParam,
    answers: {
      202: { description: 'The new link is on its way', body: MessageBody },
      403: 'Not an admin, or this admin may not manage the user',
      404: 'No such user',
      409: 'The user has already accepted the invitation, or email is turned off in the settings',
    },
  }, async (ctx, { params: { id }, user: actor }) => {
    const invited = orThrow(await d.invitations.resend(actor, id), invitationHttpError)
    ctx.status = 202
    ctx.body = { message: `A new invitation is on its way to ${invited.email}` }
  })

  api.patch('/api/admin/users/:id/status', {
    summary: 'Suspend or reinstate a user',
    description: '`suspended` with a `reason` (the user reads it when signing in) locks the account and ends every session; `active` lifts the suspension.',
    access: ADMINS, params: IdParam, body: UserStatusBody,
    answers: {
      200: { description: 'The user, as a row of the users table', body: AdminUserRow },
      400: 'The input is not valid: a status other than suspended or active, or a suspension without a reason (`fieldErrors.reason`)',
      403: 'Not an admin, or this admin may not manage the user',
      404: 'No such user',
      409: 'An admin suspends their own account or the last active super admin, the account is already in that state, or it is still invited',
    },
  }, async (ctx, { params: { id }, body, user: actor }) => {
    if (body.status === 'suspended') {
      const reason = decodeOrThrow(t.type({ reason: ReasonC }), { reason: body.reason }).reason
      orThrow(await d.suspension.suspend(actor, id, reason), suspensionHttpError)
    } else {
      orThrow(await d.suspension.reinstate(actor, id), suspensionHttpError)
    }
    ctx.body = await rowOf(id)
  })

  api.post('/api/admin/users/:id/verification-email', {
    summary: 'Send a user a new verification link', description: 'For an account whose email is not verified yet.', access: ADMINS, params: IdParam,
    answers: {
      202: { description: 'The link is on its way', body: MessageBody },
      403: 'Not an admin, or this admin may not manage the user',
      404: 'No such user',
      409: 'The email is already verified, the user is still invited, or email is turned off in the settings',
    },
  }, async (ctx, { params: { id }, user: actor }) => {
    const target = orThrow(await d.resendVerification.execute(actor, id), resendVerificationHttpError)
    ctx.status = 202
    ctx.body = { message: `A new verification link is on its way to ${target.email}` }
  })

  api.delete('/api/admin/users/:id/sessions', {
    summary: 'End a user\'s sessions', description: 'Signs the user out everywhere.', access: ADMINS, params: IdParam,
    answers: {
      200: { description: 'How many sessions were ended', body: SessionsEnded },
      403: 'Not an admin, or this admin may not manage the user',
      404: 'No such user',
    },
  }, async (ctx, { params: { id }, user: actor }) => {
    const ended = unwrap(await d.users.endSessions(actor, id))
    ctx.body = { ended }
  })

  return api
}
