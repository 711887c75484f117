import type Koa from 'koa'
import type { Logger } from 'pino'
import { actorLabel } from '../../logging/actor'
import { HttpError } from '../http-error'
import type { AppState } from '../app-state'

const statusOf = (e: unknown): number | undefined => {
  const s = (e as { status?: unknown; statusCode?: unknown })?.status ?? (e as { statusCode?: unknown })?.statusCode
  return typeof s === 'number' && s >= 400 && s < 600 ? s : undefined
}

const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006'])

/** A database that is down or restarting: the request cannot be served now, but may be in seconds. */
const isDatabaseUnavailable = (e: unknown): boolean => {
  for (let cur: unknown = e, depth = 0; cur && depth < 4; cur = (cur as { cause?: unknown }).cause, depth++) {
    const code = (cur as { code?: unknown }).code
    const raw = (cur as { message?: unknown }).message
    const message = typeof raw === 'string' ? raw : ''
    const name = (cur as { name?: unknown }).name
    if ((typeof code === 'string' && DB_DOWN_CODES.has(code)) || name === 'ConnectionException'
      || /Connection terminated|connection timeout|timeout exceeded when trying to connect|Connection refused|the database system is (starting up|shutting down)/i.test(message)) return true
  }
  return false
}

/** What the body parser and Koa throw, in the client's words. */
const clientErrorMessage = (e: unknown, status: number): string => {
  const type = (e as { type?: string }).type
  if (status === 413) return 'Request body is too large (the limit is 1 MB)'
  if (status === 415) return 'Unsupported content type'
  if (type === 'entity.parse.failed' || (e instanceof SyntaxError)) return 'Malformed JSON in request body'
  if (status === 400) return 'Bad request'
  return (e as Error).message || 'Request failed'
}

/**
 * Turns every error into the JSON error shape `{message, fieldErrors?}`. Expected errors keep their
 * status; anything else is a bare 500 that is logged with its stack but never sends it.
 */
export const errorHandler = (log: Logger): Koa.Middleware<AppState> => async (ctx, next) => {
  try {
    await next()
  } catch (e) {
    if (e instanceof HttpError) {
      if (e.status === 403) {
        const user = ctx.state.user
        log.warn({ audit: true, event: 'permission_refused', requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, userId: user?.id, email: user?.email, clientAddress: ctx.ip },
          `Permission refused: ${ctx.method} ${ctx.path}${user ? ` for ${actorLabel(user)}` : ''} (${e.message})`)
      }
      ctx.status = e.status
      for (const [k, v] of Object.entries(e.headers)) ctx.set(k, v)
      ctx.body = e.fieldErrors ? { message: e.message, fieldErrors: e.fieldErrors } : { message: e.message }
      return
    }
    // Text PostgreSQL cannot store (a NUL byte, broken UTF-8) is bad input, not a server fault.
    const pgCode = (e as { code?: unknown }).code
    if (pgCode === '22021' || pgCode === '22P05' || pgCode === '54000') {
      ctx.status = 400
      ctx.body = { message: 'The request contains characters or values that cannot be stored' }
      return
    }
    const status = statusOf(e)
    if (status && status < 500 && (e as { expose?: boolean }).expose !== false) {
      ctx.status = status
      ctx.body = { message: clientErrorMessage(e, status) }
      return
    }
    if (status === 503 || isDatabaseUnavailable(e)) {
      if (status !== 503) log.warn({ err: (e as Error).message, requestId: ctx.state.requestId, path: ctx.path }, 'database unavailable')
      ctx.set('Retry-After', '5')
      ctx.status = 503
      ctx.body = { message: 'The service is temporarily unavailable; please try again in a few seconds' }
      return
    }
    log.error({ err: e, requestId: ctx.state.requestId, method: ctx.method, path: ctx.path }, 'request failed')
    ctx.status = 500
    ctx.body = { message: 'Internal server error' }
  }
}
