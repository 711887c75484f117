import type Koa from 'koa'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import { isAdministrator } from '../../../domain/user/role'
import type { AppState } from '../app-state'

/** What stays open during maintenance: signing in (admins only, see the login route), the session check, health, public settings, assets. */
const OPEN = /^\/(api\/(user|login|logout|health|ready|settings\/public)$|assets\/|favicon|demo-assets\/)/

const MAINTENANCE_MESSAGE = 'Expo Atlas is under maintenance. Only administrators can access the site right now.'

/** The API's maintenance answer: 503, the message with the site's name, and when to try again. */
export const answerMaintenance = (ctx: Koa.ParameterizedContext<AppState>, siteName: string): void => {
  ctx.set('Retry-After', '600')
  ctx.status = 503
  ctx.body = { message: MAINTENANCE_MESSAGE.replace('Expo Atlas', siteName), maintenance: true }
}

/**
 * general.maintenanceMode: everyone but admins gets 503 — a JSON message from the API, and for
 * pages the SPA with status 503 (set by the SPA fallback), which shows the maintenance page and a
 * way for admins to sign in.
 */
export const maintenance = (settings: SettingsReader): Koa.Middleware<AppState> => async (ctx, next) => {
  const s = await settings.current()
  if (!s.general.maintenanceMode || (ctx.state.user && isAdministrator(ctx.state.user.role)) || OPEN.test(ctx.path) || ctx.path === '/auth') {
    await next()
    return
  }
  if (ctx.path.startsWith('/api/')) {
    answerMaintenance(ctx, s.general.siteName)
    return
  }
  ctx.set('Retry-After', '600')
  ctx.state.maintenance = true
  await next()
}
