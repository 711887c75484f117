import zlib from 'node:zlib'
import compress from 'koa-compress'
import Koa from 'koa'
import type Router from '@koa/router'
import { bodyParser } from '@koa/bodyparser'
import type { Logger } from 'pino'
import type { AppState } from './app-state'
import { errorHandler } from './middleware/error-handler'
import { originGuard } from './middleware/origin-guard'
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
  readonly allowedOrigins: readonly string[]
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

/**
 * The Koa app: request log → error mapping → security headers → SPA fallback → origin guard → body
 * parser (JSON, 1 MB) → session and current user → routes.
 */
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

export const createHttpApp = (o: HttpAppOptions): HttpApp => {
  const app = new Koa<AppState>({ proxy: o.trustProxy, keys: [...o.keys] })
  app.silent = true
  app.on('error', (err) => o.log.debug({ err }, 'koa error event'))
  app.use(requestLog(o.log))
  // HTML and JSON of 1 KB or more, compressed as the client accepts (zstd, brotli at quality 4, gzip):
  // cheap per answer. Built files are compressed once at build time and sent as they are (spa.ts).
  app.use(compress({ threshold: 1024, br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }, gzip: { level: 6 } }))
  app.use(errorHandler(o.log))
  for (const mw of securityHeaders()) app.use(mw)
  app.use(spa(o.webDistDir, serverRenderer(o.webDistDir, o.log, o.publicUrl)))
  app.use(originGuard(o.allowedOrigins))
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', encoding: 'utf-8' }))
  const sessions = o.session(app)
  for (const mw of sessions.middleware) app.use(mw)
  for (const mw of o.guards ?? []) app.use(mw)
  const routeList: RouteInfo[] = []
  const operations: Operation[] = []
  const routers = o.routers(sessions.manager)
  let openapi: OpenApiDocument | undefined
  const document = () => openapi ??= describeApi(routers, o.version)
  for (const entry of [...routers, openApiRoutes(document)]) {
    const router = entry instanceof ApiRouter ? entry.router : entry
    if (entry instanceof ApiRouter) operations.push(...entry.operations)
    app.use(router.routes())
    app.use(router.allowedMethods())
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
