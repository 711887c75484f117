import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { AccessRequestReadModel } from '../../../application/media/access-request-views'
import type { MediaAccessCommands, MediaAccessError } from '../../../application/media/media-access'
import { ApiRouter } from '../api-router'
import { ADMINS } from '../auth'
import { forbidden, HttpError, notFound } from '../http-error'
import { oneOf } from '../validation'
import { LatestMediaAccessRequest, MediaAccessDecision, MediaAccessRequest, OwnMediaAccessRequest } from './media.answers'
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
  const api = new ApiRouter('Media access', 'Requests to become a media user (who reads press kits and moderates media items), and their review by admins.')

  api.post('/api/media-access-requests', {
    summary: 'Request media access',
    description: 'Asks the admins to make the caller a media user. While a request is pending, asking again answers that request.',
    access: 'signed-in', body: AccessRequestBody,
    answers: { 201: { description: 'The pending request (the one already open, if any)', body: OwnMediaAccessRequest }, 409: 'The caller is already a media user or an admin' },
  }, async (ctx, { body, user }) => {
    const r = await commands.request(user, body.message ?? null)
    if (E.isLeft(r)) throw accessHttpError(r.left)
    ctx.status = 201
    ctx.body = { id: r.right.id, status: r.right.status, createdAt: r.right.createdAt.toISOString() } satisfies t.TypeOf<typeof OwnMediaAccessRequest>
  })

  api.get('/api/media-access-requests/mine', {
    summary: "The caller's latest media access request", access: 'signed-in',
    answers: { 200: { description: 'The newest request in any status, or null when the caller never asked', body: LatestMediaAccessRequest } },
  }, async (ctx, { user }) => {
    ctx.body = { request: await reads.latestOf(user.id) }
  })

  api.get('/api/admin/media-access-requests', {
    summary: 'Media access requests', access: ADMINS, query: ListQuery,
    answers: { 200: { description: 'The requests in one status (pending by default) or all, newest first (at most 200)', body: t.array(MediaAccessRequest) } },
  }, async (ctx, { query }) => {
    ctx.body = await reads.list(query.status ?? 'pending')
  })

  api.patch('/api/admin/media-access-requests/:id', {
    summary: 'Decide a media access request',
    description: 'Approving makes the user a media user and ends their sessions.',
    access: ADMINS, params: IdParam, body: AccessDecisionBody,
    answers: { 200: { description: 'The decision', body: MediaAccessDecision }, 404: 'No such request', 409: 'The request was already decided' },
  }, async (ctx, { params: { id }, body: { status }, user }) => {
    const r = await commands.decide(user, id, status)
    if (E.isLeft(r)) throw accessHttpError(r.left)
    ctx.body = { id, status } satisfies t.TypeOf<typeof MediaAccessDecision>
  })
  return api
}
