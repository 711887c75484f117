import Router from '@koa/router'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { ADMIN_ACTIVITY_LIMIT, ADMIN_ACTIVITY_MAX } from '../../../application/activity/activity-limits'
import type { AdminStats } from '../../../application/admin/admin-dashboard'
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from '../../../application/admin/admin-list-limits'
import type { UserAdminError, UserAdministration } from '../../../application/admin/user-admin'
import { passwordRejectedMessage } from '../../../domain/user/password-policy'
import { ROLES } from '../../../domain/user/role'
import type { PgUserAdminStore } from '../../persistence/admin/pg-user-admin'
import type { PgActivityReadModel } from '../../projections/admin-stats/pg-admin.read-model'
import { EmailC, MobileNumber, PersonNameC } from '../account/account.codecs'
import { userDto } from '../account/user.dto'
import type { AppState } from '../app-state'
import { requireAdmin } from '../auth'
import { badRequest, found, HttpError, notFound } from '../http-error'
import { FIELD_LENGTHS as L } from '../field-lengths'
import { decodeOrThrow, decodePatchOrThrow, IdFromString, intInRange, oneOf, optionalText, queryOf, requiredSecret } from '../validation'

const roleC = oneOf(ROLES, `Role must be one of ${ROLES.join(', ')}`)
const fields = {
  firstName: PersonNameC, lastName: PersonNameC, email: EmailC, role: roleC,
}
const CreateUserBody = t.exact(t.intersection([t.type({ ...fields, password: requiredSecret() }), t.partial({ mobileNumber: MobileNumber })]))
/** PATCH: any of the fields; those left out keep their value. */
const UpdateUserBody = t.exact(t.partial({ ...fields, mobileNumber: MobileNumber, password: t.union([t.string, t.null]) }))
const UsersQuery = t.partial({
  page: intInRange(1, 100000), pageSize: intInRange(1, ADMIN_MAX_PAGE_SIZE), search: optionalText(L.search),
  role: oneOf([...ROLES, 'all', ''] as const),
})
const IdParam = t.type({ id: IdFromString })
const LimitQuery = t.partial({ limit: intInRange(1, ADMIN_ACTIVITY_MAX) })

const userAdminHttpError = (e: UserAdminError): HttpError => {
  switch (e._tag) {
    case 'UserNotFound': return notFound('User not found')
    case 'EmailTaken': return new HttpError(409, 'An account with this email already exists')
    case 'CannotManageUser': return new HttpError(403, 'You cannot manage this user')
    case 'RoleNotGrantable': return new HttpError(403, `You cannot give the role ${e.role.replace('_', ' ')}`)
    case 'CannotChangeOwnRole': return new HttpError(409, 'You cannot change your own role')
    case 'CannotDeleteSelf': return new HttpError(409, 'You cannot delete your own account')
    case 'LastSuperAdmin': return new HttpError(409, 'The last super admin cannot be removed or demoted')
    case 'PasswordTooShort':
    case 'PasswordTooLong':
    case 'PasswordTooWeak':
    case 'PasswordTooCommon': return badRequest({ password: passwordRejectedMessage(e) })
  }
}

const unwrap = <A>(r: E.Either<UserAdminError, A>): A => {
  if (E.isLeft(r)) throw userAdminHttpError(r.left)
  return r.right
}

/** The admin dashboard and the Users page. */
export const adminRoutes = (d: { dashboard: { execute(): Promise<AdminStats> }; activity: PgActivityReadModel; users: UserAdministration; store: PgUserAdminStore }) => {
  const router = new Router<AppState>()

  router.get('/api/admin/stats', async (ctx) => {
    requireAdmin(ctx)
    ctx.body = await d.dashboard.execute()
  })

  router.get('/api/admin/pending-approvals', async (ctx) => {
    requireAdmin(ctx)
    ctx.body = await d.activity.pendingApprovals()
  })

  router.get('/api/admin/activities', async (ctx) => {
    requireAdmin(ctx)
    ctx.body = await d.activity.recent(decodeOrThrow(LimitQuery, queryOf(ctx.query)).limit ?? ADMIN_ACTIVITY_LIMIT)
  })

  router.get('/api/admin/users', async (ctx) => {
    const actor = requireAdmin(ctx)
    const q = decodeOrThrow(UsersQuery, queryOf(ctx.query))
    const pageSize = q.pageSize ?? ADMIN_PAGE_SIZE
    const role = q.role && q.role !== 'all' ? q.role : undefined
    if (role === 'super_admin' && actor.role !== 'super_admin') throw new HttpError(403, 'Only super admins list super admins')
    const { rows, total } = await d.store.list({ page: q.page ?? 1, pageSize, search: q.search ?? undefined, role })
    ctx.body = { users: rows, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalUsers: total }
  })

  router.get('/api/admin/users/:id', async (ctx) => {
    requireAdmin(ctx)
    const { id } = decodeOrThrow(IdParam, ctx.params)
    const user = found(await d.store.detail(id), 'User not found')
    ctx.body = { ...user, recentActivity: await d.activity.ofUser(id, 20) }
  })

  router.post('/api/admin/users', async (ctx) => {
    const actor = requireAdmin(ctx)
    const b = decodeOrThrow(CreateUserBody, ctx.request.body)
    const created = unwrap(await d.users.create(actor, { firstName: b.firstName, lastName: b.lastName, email: b.email, role: b.role, mobileNumber: b.mobileNumber ?? null }, b.password))
    ctx.status = 201
    ctx.body = userDto(created)
  })

  router.patch('/api/admin/users/:id', async (ctx) => {
    const actor = requireAdmin(ctx)
    const { id } = decodeOrThrow(IdParam, ctx.params)
    const { password, ...changes } = decodePatchOrThrow(UpdateUserBody, ctx.request.body)
    const saved = unwrap(await d.users.update(actor, id, changes, password || null))
    ctx.body = userDto(saved)
  })

  router.delete('/api/admin/users/:id', async (ctx) => {
    const actor = requireAdmin(ctx)
    unwrap(await d.users.delete(actor, decodeOrThrow(IdParam, ctx.params).id))
    ctx.status = 204
  })

  router.delete('/api/admin/users/:id/sessions', async (ctx) => {
    const actor = requireAdmin(ctx)
    const ended = unwrap(await d.users.endSessions(actor, decodeOrThrow(IdParam, ctx.params).id))
    ctx.body = { ended }
  })

  return router
}
