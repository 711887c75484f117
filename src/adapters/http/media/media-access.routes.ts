import Router from '@koa/router'
import * as E from 'fp-ts/lib/Either.js'
import type { AccessRequestReadModel } from '../../../application/media/access-request-views'
import type { MediaAccessCommands, MediaAccessError } from '../../../application/media/media-access'
import type { AppState } from '../app-state'
import { requireAdmin, requireUser } from '../auth'
import { forbidden, HttpError, notFound } from '../http-error'
import { decodeOrThrow, oneOf, queryOf } from '../validation'
import * as t from 'io-ts'
import { AccessDecisionBody, AccessRequestBody, IdParam } from './media.codecs'

const accessHttpError = (e: MediaAccessError): HttpError => {
  switch (e._tag) {
    case 'NotAllowed': return forbidden()
    case 'AlreadyMedia': return new HttpError(409, 'You already have media access')
    case 'RequestNotFound': return notFound('Request not found')
    case 'RequestAlreadyDecided': return new HttpError(409, 'This request was already decided')
  }
}

const ListQuery = t.partial({ status: oneOf(['pending', 'approved', 'rejected', 'all'] as const) })

/** 'Request Media Access' and its review by admins. */
export const mediaAccessRoutes = (commands: MediaAccessCommands, reads: AccessRequestReadModel) => {
  const router = new Router<AppState>()

  router.post('/api/media-access-requests', async (ctx) => {
    const user = requireUser(ctx)
    const { message } = decodeOrThrow(AccessRequestBody, ctx.request.body ?? {})
    const r = await commands.request(user, message ?? null)
    if (E.isLeft(r)) throw accessHttpError(r.left)
    ctx.status = 201
    ctx.body = { id: r.right.id, status: r.right.status, createdAt: r.right.createdAt.toISOString() }
  })

  router.get('/api/media-access-requests/mine', async (ctx) => {
    ctx.body = { request: await reads.latestOf(requireUser(ctx).id) }
  })

  router.get('/api/admin/media-access-requests', async (ctx) => {
    requireAdmin(ctx)
    ctx.body = await reads.list(decodeOrThrow(ListQuery, queryOf(ctx.query)).status ?? 'pending')
  })

  router.patch('/api/admin/media-access-requests/:id', async (ctx) => {
    const admin = requireAdmin(ctx)
    const { id } = decodeOrThrow(IdParam, ctx.params)
    const { status } = decodeOrThrow(AccessDecisionBody, ctx.request.body)
    const r = await commands.decide(admin, id, status)
    if (E.isLeft(r)) throw accessHttpError(r.left)
    ctx.body = { id, status }
  })
  return router
}
