import type Koa from 'koa'
import type { AppState } from '../app-state'
import { forbidden, HttpError } from '../http-error'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing requests sent by another site: an `Origin` that is not this server's own
 * (or one of ALLOWED_ORIGINS), or a browser's `Sec-Fetch-Site: cross-site`. Requests with neither
 * header (curl, server-to-server) pass; SameSite=Lax cookies already keep them anonymous.
 * The own origin is PUBLIC_URL's when it is set; only without it is it read from the request (its
 * Host, or X-Forwarded-Host and -Proto behind a trusted proxy).
 */
export const originGuard = (allowedOrigins: readonly string[], publicOrigin?: string): Koa.Middleware<AppState> => async (ctx, next) => {
  if (!SAFE_METHODS.has(ctx.method)) {
    const origin = ctx.get('Origin')
    const own = publicOrigin ?? `${ctx.protocol}://${ctx.host}`
    if (origin && origin !== own && !allowedOrigins.includes(origin)) throw forbidden('Cross-origin request refused')
    if (!origin && ctx.get('Sec-Fetch-Site') === 'cross-site') throw forbidden('Cross-origin request refused')
  }
  await next()
}

/** What a browser may ask an API address for: a script's request (`empty`) or an opened link (`document`: downloads, feeds, calendars). */
const API_DESTINATIONS = new Set(['', 'empty', 'document'])

/**
 * Refuses an API request that a browser makes for an image, a script, a style sheet, a frame or
 * another part of a page (`Sec-Fetch-Dest`): an `<img src="/api/companies/5">` in a logo, a
 * thumbnail or a text, on this site or another, would call the API with the viewer's cookies.
 */
export const apiNotEmbedded: Koa.Middleware<AppState> = async (ctx, next) => {
  // The reference page's own script and style sheet (/api/docs/…) are what a page embeds; they read nothing of anyone.
  if (/^\/api(\/|$)/.test(ctx.path) && !ctx.path.startsWith('/api/docs/') && !API_DESTINATIONS.has(ctx.get('Sec-Fetch-Dest'))) {
    throw new HttpError(400, 'An address of the API is not an image or another part of a page')
  }
  await next()
}
