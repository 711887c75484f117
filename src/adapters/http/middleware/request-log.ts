import { randomUUID } from 'node:crypto'
import type Koa from 'koa'
import type { Logger } from 'pino'
import type { AppState } from '../app-state'

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/

/** A request id per request (taken from X-Request-Id when sane), echoed back and put on every log line. */
export const requestLog = (log: Logger): Koa.Middleware<AppState> => async (ctx, next) => {
  const given = ctx.get('X-Request-Id')
  ctx.state.requestId = SAFE_ID.test(given) ? given : randomUUID()
  ctx.set('X-Request-Id', ctx.state.requestId)
  const started = process.hrtime.bigint()
  try {
    await next()
  } finally {
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    const line = { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10, userId: ctx.state.user?.id }
    if (ctx.status >= 500) log.error(line, 'request')
    else if (ctx.path.startsWith('/api/')) log.info(line, 'request')
    else log.debug(line, 'request')
  }
}
