import * as t from 'io-ts'
import { ApiRouter } from './api-router'
import type { Sql } from '../persistence/sql'

const Health = t.type({ status: t.literal('ok'), version: t.string }, 'Health')
const Ready = t.type({ status: t.literal('ready') }, 'Ready')

/** Liveness (the process answers) and readiness (the database answers too). */
export const healthRoutes = (sql: Sql, version: string) => {
  const api = new ApiRouter('Health', 'Probes for a load balancer or an orchestrator: `/api/health` answers while the process runs, `/api/ready` only while its database answers too.')
  api.get('/api/health', {
    summary: 'Liveness: the process answers',
    access: 'anyone',
    answers: { 200: { description: 'The process runs', body: Health } },
  }, (ctx) => { ctx.body = { status: 'ok', version } })

  api.get('/api/ready', {
    summary: 'Readiness: the process and its database answer',
    description: 'While the database is out of reach: 503, so that traffic goes to another instance.',
    access: 'anyone',
    answers: { 200: { description: 'Ready for traffic', body: Ready } },
  }, async (ctx) => {
    try {
      await sql.one('select 1')
      ctx.body = { status: 'ready' }
    } catch {
      ctx.status = 503
      ctx.body = { message: 'The database is not reachable' }
    }
  })
  return api
}
