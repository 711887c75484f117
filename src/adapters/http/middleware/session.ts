import { randomBytes } from 'node:crypto'
import type Koa from 'koa'
import session from 'koa-session'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import type { User } from '../../../domain/user/user'
import type { UserRepository } from '../../../domain/user/user.repository'
import type { PgSessionStore } from '../../persistence/session/pg-session.store'
import type { AppState } from '../app-state'

const SESSION_COOKIE = 'expo.sid'
/** Over HTTPS the cookie carries the __Host- prefix: Secure, Path=/, no Domain, so no subdomain can set or read it. */
const SECURE_SESSION_COOKIE = '__Host-expo.sid'
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
/** What this app keeps in a session (koa-session types its fields as \`any\`). */
interface SessionData {
  userId?: number
  createdAt?: number
  seenAt?: number
  maxAge?: number | 'session'
  readonly isNew?: boolean
  regenerate(): Promise<void>
}

const sessionOf = (ctx: Koa.Context): SessionData | null => ctx.session as SessionData | null

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
  }, app)

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
    const kept = sessionOf(ctx)
    const userId = kept?.userId
    // The absolute lifetime: however active, a session ends after maxHours.
    if (kept && typeof userId === 'number' && Date.now() - Number(kept.createdAt ?? 0) > deps.maxHours * HOUR) {
      ctx.session = null
    } else if (kept && typeof userId === 'number') {
      const user = await deps.users.byId(userId)
      // Suspension ends the user's sessions; a session read before that (another instance's memory) is not trusted either.
      if (user && user.status.kind === 'active') {
        ctx.state.user = user
        const now = Date.now()
        if (now - Number(kept.seenAt ?? 0) > TOUCH_EVERY) {
          kept.seenAt = now
          kept.maxAge = await idleTimeout()
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
      const before = sessionOf(ctx)
      if (before && !before.isNew) await before.regenerate()
      const kept = sessionOf(ctx)!
      const now = Date.now()
      kept.userId = user.id
      kept.createdAt = now
      kept.seenAt = now
      kept.maxAge = await idleTimeout()
      ctx.state.user = user
    },
    async signOut(ctx) {
      ctx.session = null
      ctx.state.user = undefined
    },
  }

  return { middleware: [cookieName, cookieSession, currentUser], manager }
}
