import type Koa from 'koa'
import type { Role } from '../../domain/user/role'
import type { User } from '../../domain/user/user'
import type { AppState } from './app-state'
import { forbidden, unauthorized } from './http-error'

type Ctx = Koa.ParameterizedContext<AppState>

/** The signed-in user, or 401. */
export const requireUser = (ctx: Ctx): User => {
  const user = ctx.state.user
  if (!user) throw unauthorized()
  return user
}

/** The signed-in user when their role is one of `roles`; 401 without a session, 403 otherwise. */
export const requireRole = (ctx: Ctx, ...roles: Role[]): User => {
  const user = requireUser(ctx)
  if (!roles.includes(user.role)) throw forbidden()
  return user
}

/** The back office's roles. */
export const ADMINS = ['admin', 'super_admin'] as const satisfies readonly Role[]
