import Router from '@koa/router'
import type { AppState } from './app-state'
import type { Sql } from '../persistence/sql'

/** Liveness (the process answers) and readiness (the database answers too). */
export const healthRoutes = (sql: Sql, version: string) => {
  const router = new Router<AppState>()
  router.get('/api/health', (ctx) => { ctx.body = { status: 'ok', version } })
  router.get('/api/ready', async (ctx) => {
    try {
      await sql.one('select 1')
      ctx.body = { status: 'ready' }
    } catch {
      ctx.status = 503
      ctx.body = { message: 'The database is not reachable' }
    }
  })
  return router
}
