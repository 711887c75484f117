import { randomBytes } from 'node:crypto'
import type Koa from 'koa'
import session, { type CreateSessionOptions } from 'koa-session'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import type { User } from '../../../domain/user/user'
import type { UserRepository } from '../../../domain/user/user.repository'
import type { PgSessionStore } from '../../persistence/session/pg-session.store'
import type { AppState } from '../app-state'

export const SESSION_COOKIE = 'expo.sid'
/** Over HTTPS the cookie carries the __Host- prefix: Secure, Path=/, no Domain, so no subdomain can set or read it. */
export const SECURE_SESSION_COOKIE = '__Host-expo.sid'
const HOUR = 3600 * 1000
/** How often an active session's idle timeout is pushed back (one write a minute at most). */
const TOUCH_EVERY = 60 * 1000

export interface SessionManager {
  signIn(ctx: Koa.ParameterizedContext<AppState>, user: User): Promise<void>
  signOut(ctx: Koa.ParameterizedContext<AppState>): Promise<void>
}

/**
 * Cookie sessions (koa-session) kept server-side in PostgreSQL. The cookie is HttpOnly, SameSite=Lax,
 * signed, and Secure whenever the request came over HTTPS (behind a TLS proxy with TRUST_PROXY=1 too).
 * A signed-in session expires after `security.sessionTimeout` hours without a request.
 */
export const sessionMiddleware = (app: Koa<AppState>, deps: {
  store: PgSessionStore; users: Pick<UserRepository, 'byId'>; settings: SettingsReader; maxHours: number
}): { middleware: Koa.Middleware<AppState>[]; manager: SessionManager } => {
  const idleTimeout = async () => (await deps.settings.current()).security.sessionTimeout * HOUR

  const cookieSession = session({
    key: SESSION_COOKIE,
    maxAge: 24 * HOUR,
    httpOnly: true,
    sameSite: 'lax',
    signed: true,
    overwrite: true,
    rolling: false,
    renew: false,
    autoCommit: true,
    genid: () => randomBytes(32).toString('base64url'),
    store: {
      get: (key: string) => deps.store.get(key),
      set: (key: string, data: Record<string, unknown>, maxAge: number | 'session' | undefined) => deps.store.set(key, data, maxAge),
      destroy: (key: string) => deps.store.destroy(key),
    },
  } as CreateSessionOptions, app)

  const cookieName: Koa.Middleware<AppState> = async (ctx, next) => {
    if (ctx.secure) {
      const opts = (ctx as unknown as { sessionOptions: Record<string, unknown> }).sessionOptions
      opts.key = SECURE_SESSION_COOKIE
      opts.secure = true
      opts.path = '/'
    }
    await next()
  }

  const currentUser: Koa.Middleware<AppState> = async (ctx, next) => {
    const userId = ctx.session?.userId
    // The absolute lifetime: however active, a session ends after maxHours.
    if (typeof userId === 'number' && Date.now() - Number(ctx.session!.createdAt ?? 0) > deps.maxHours * HOUR) {
      ctx.session = null
    } else if (typeof userId === 'number') {
      const user = await deps.users.byId(userId)
      if (user) {
        ctx.state.user = user
        const now = Date.now()
        if (now - Number(ctx.session!.seenAt ?? 0) > TOUCH_EVERY) {
          ctx.session!.seenAt = now
          ctx.session!.maxAge = await idleTimeout()
        }
      } else {
        ctx.session = null
      }
    }
    await next()
  }

  const manager: SessionManager = {
    async signIn(ctx, user) {
      // A new session id at every sign-in: a cookie planted before login is worthless after it.
      if (ctx.session && !ctx.session.isNew) await ctx.session.regenerate()
      const now = Date.now()
      ctx.session!.userId = user.id
      ctx.session!.createdAt = now
      ctx.session!.seenAt = now
      ctx.session!.maxAge = await idleTimeout()
      ctx.state.user = user
    },
    async signOut(ctx) {
      ctx.session = null
      ctx.state.user = undefined
    },
  }

  return { middleware: [cookieName, cookieSession as unknown as Koa.Middleware<AppState>, currentUser], manager }
}
