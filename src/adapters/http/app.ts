import zlib from 'node:zlib'
import compress from 'koa-compress'
import Koa from 'koa'
import type Router from '@koa/router'
import { bodyParser } from '@koa/bodyparser'
import type { Logger } from 'pino'
import type { AppState } from './app-state'
import { HttpError } from './http-error'
import { errorHandler } from './middleware/error-handler'
import { apiNotEmbedded, originGuard } from './middleware/origin-guard'
import { requestLog } from './middleware/request-log'
import { securityHeaders } from './middleware/security-headers'
import { spa } from './spa'
import { serverRenderer } from './ssr'
import type { SessionManager } from './middleware/session'
import { ApiRouter, type Operation } from './api-router'
import { buildOpenApiDocument, type OpenApiDocument } from './openapi/document'
import { openApiRoutes } from './openapi/openapi.routes'

export interface HttpAppOptions {
  readonly log: Logger
  readonly keys: readonly string[]
  readonly trustProxy: boolean
  /** Proxies in front of the app: the client's address is this many entries from the right of X-Forwarded-For. */
  readonly proxyHops: number
  readonly allowedOrigins: readonly string[]
  /** PUBLIC_URL's origin when it is set: the own origin of the origin guard, whatever the request's headers say. */
  readonly publicOrigin: string | undefined
  readonly webDistDir: string
  /** The site's public address (PUBLIC_URL): canonical and preview addresses of rendered pages. */
  readonly publicUrl: string
  /** Sessions need the Koa app (cookie keys); added after the body parser. */
  readonly session: (app: Koa<AppState>) => { middleware: Koa.Middleware<AppState>[]; manager: SessionManager }
  /** The API's routes: declared ones (ApiRouter, in the published contract) and plain Koa routers. */
  readonly routers: (sessions: SessionManager) => readonly (ApiRouter | Router<AppState>)[]
  /** The version the OpenAPI document states (package.json's). */
  readonly version: string
  /** Middleware that needs the signed-in user (maintenance mode), before the routes. */
  readonly guards?: readonly Koa.Middleware<AppState>[]
}

/** A route as the router knows it: method and path pattern. */
export interface RouteInfo { readonly method: string; readonly path: string }

export interface HttpApp extends Koa<AppState> {
  /** Every route the routers answer. */
  readonly routeList: RouteInfo[]
  /** The declared routes, what the OpenAPI document is made of. */
  readonly operations: readonly Operation[]
  /** The OpenAPI document, served at /api/openapi.json. */
  readonly openapi: OpenApiDocument
}

const API_DESCRIPTION = 'The HTTP API of Expo Atlas: the company directory, exhibitions, the media center, accounts and the back office. ' +
  'Bodies are JSON; errors are `{message, fieldErrors?}`; paged lists carry their total in `X-Total-Count`. ' +
  'Sessions are cookies set by `POST /api/login`; state-changing requests must come from the site\'s own Origin.'

/** The OpenAPI document of these routers' declared routes (and of the document's own routes). */
export const describeApi = (routers: readonly (ApiRouter | Router<AppState>)[], version: string): OpenApiDocument =>
  buildOpenApiDocument([...routers, openApiRoutes(() => { throw new Error('not served') })].flatMap((r) => r instanceof ApiRouter ? r.operations : []), {
    title: 'Expo Atlas API', version, description: API_DESCRIPTION,
  })

/**
 * A path the API serves, asked with a method none of its routes answers: a JSON 405 like every other
 * error, with `Allow` listing the methods of every router for that path (a path can be served by
 * several: GET /api/user and PATCH /api/user); OPTIONS answers 204 with `Allow`. In place of each
 * router's allowedMethods(), which answered plain text and knew only its own router's methods.
 */
const methodNotAllowed = (routers: readonly Router<AppState>[]): Koa.Middleware<AppState> => async (ctx, next) => {
  await next()
  if (ctx.status !== 404 || ctx.body != null) return
  const allowed = new Set(routers.flatMap((r) => r.match(ctx.path, ctx.method).path.flatMap((layer) => layer.methods)))
  if (allowed.size === 0) return
  ctx.set('Allow', [...allowed].join(', '))
  if (ctx.method === 'OPTIONS') {
    ctx.status = 204
    return
  }
  throw new HttpError(405, `${ctx.method} is not allowed on ${ctx.path}`, undefined, { Allow: [...allowed].join(', ') })
}

const isPage = (type: string) => type === 'text/html'
/** The codings the compression below uses for an answer of this type, the one list its options read (deflate is koa-compress's default). */
const codings = (type: string): string[] => (isPage(type) ? ['br', 'gzip', 'deflate'] : ['zstd', 'br', 'gzip', 'deflate'])

/**
 * An answer to a client that accepts none of those codings and refuses the plain body too
 * (`Accept-Encoding: identity;q=0`, `*;q=0`, or `zstd, identity;q=0` for a page) goes plain, as RFC 9110
 * (12.5.3) advises: koa-compress found no coding and failed, and the client got a 500. Registered inside
 * compression, it decides once the answer's type is known.
 */
const plainWhenNothingAccepted: Koa.Middleware<AppState> = async (ctx, next) => {
  await next()
  if (!ctx.acceptsEncodings([...codings(ctx.response.type), 'identity'])) ctx.compress = false
}

/**
 * The body parser's errors keep their status (400 malformed JSON, 413 over 1 MB once decompressed, 415);
 * one without a status is a body that cannot be read as its Content-Encoding says (gzip, deflate or
 * brotli that is cut short or is not what it claims): the client's fault, a 400, not a 500.
 */
const bodyUnreadable = (err: Error): never => {
  const status = (err as { status?: unknown }).status
  if (typeof status === 'number' && status >= 400 && status < 500) throw err
  throw new HttpError(400, 'The request body could not be decoded as its Content-Encoding says')
}

/**
 * A JSON answer (a plain object or an array) serialized once. koa-compress reads the answer's length
 * to weigh it against its threshold, and Koa's length of an object body is JSON.stringify's; Koa then
 * stringified it again to send it: every JSON answer was serialized twice. Registered inside
 * compression and outside everything else, it sees the final body, errors included.
 */
const jsonOnce: Koa.Middleware<AppState> = async (ctx, next) => {
  await next()
  const body: unknown = ctx.body
  if (body === null || typeof body !== 'object') return
  const proto: unknown = Object.getPrototypeOf(body)
  if (Array.isArray(body) || proto === Object.prototype || proto === null) ctx.body = JSON.stringify(body)
}

/**
 * The Koa app: request log → compression → plain when no coding is accepted → JSON serialized once →
 * error mapping → security headers → SPA fallback → API never embedded → origin guard → body parser
 * (JSON, 1 MB) → session and current user → 405 → routes.
 */
export const createHttpApp = (o: HttpAppOptions): HttpApp => {
  // Koa's ctx.ip is then the leftmost of the last `proxyHops` X-Forwarded-For entries: those the
  // proxies added. Entries further left come from the client and could name anyone.
  const app = new Koa<AppState>({ proxy: o.trustProxy, maxIpsCount: o.proxyHops, keys: [...o.keys] })
  app.silent = true
  app.on('error', (err) => o.log.debug({ err }, 'koa error event'))
  app.use(requestLog(o.log))
  // HTML and JSON of 1 KB or more, compressed as the client accepts: cheap per answer. Built files are
  // compressed once at build time and sent as they are (spa.ts).
  // - JSON: zstd, else brotli at quality 4, else gzip.
  // - A rendered page (once per visit, and most of a first visit's bytes after the scripts): brotli at
  //   quality 5, else gzip. The demo home page (65 KB) becomes 12.2 KB, against 13.8 KB as zstd (level 3)
  //   and 13.1 KB as brotli 4, for about 0.15 ms more; zstd at a level of brotli 5's cost (9) gives
  //   12.7 KB, so it is not offered for pages (docs/performance.md, "First-visit bytes").
  app.use(compress({
    threshold: 1024,
    zstd: (type: string) => (codings(type).includes('zstd') ? {} : false),
    br: (type: string) => ({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: isPage(type) ? 5 : 4 } }),
    gzip: { level: 6 },
  }))
  app.use(plainWhenNothingAccepted)
  app.use(jsonOnce)
  app.use(errorHandler(o.log))
  for (const mw of securityHeaders()) app.use(mw)
  app.use(spa(o.webDistDir, serverRenderer(o.webDistDir, o.log, o.publicUrl)))
  app.use(apiNotEmbedded)
  app.use(originGuard(o.allowedOrigins, o.publicOrigin))
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8', onError: bodyUnreadable }))
  const sessions = o.session(app)
  for (const mw of sessions.middleware) app.use(mw)
  for (const mw of o.guards ?? []) app.use(mw)
  const routeList: RouteInfo[] = []
  const operations: Operation[] = []
  const declared = o.routers(sessions.manager)
  let openapi: OpenApiDocument | undefined
  const document = () => openapi ??= describeApi(declared, o.version)
  const entries = [...declared, openApiRoutes(document)]
  for (const entry of entries) if (entry instanceof ApiRouter) operations.push(...entry.operations)
  const routers = entries.map((entry) => entry instanceof ApiRouter ? entry.router : entry)
  app.use(methodNotAllowed(routers))
  for (const router of routers) {
    app.use(router.routes())
    for (const layer of router.stack) {
      for (const method of layer.methods.filter((m) => m !== 'HEAD')) routeList.push({ method, path: String(layer.path) })
    }
  }
  return Object.defineProperties(app, {
    routeList: { value: routeList },
    operations: { value: operations },
    openapi: { get: document },
  }) as HttpApp
}
