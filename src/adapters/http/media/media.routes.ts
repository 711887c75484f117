import Router from '@koa/router'
import type Koa from 'koa'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { ADMIN_PAGE_SIZE } from '../../../application/admin/admin-list-limits'
import type { MediaCommands, MediaInput, MediaUseCaseError } from '../../../application/media/media-commands'
import { MEDIA_CENTER_PAGE_SIZE } from '../../../application/media/media-limits'
import type { MediaReadModel } from '../../../application/media/media-views'
import type { ViewMedia, ViewMediaError } from '../../../application/media/view-media'
import type { FileStorage } from '../../../application/ports/file-storage'
import { MEDIA_STATUSES } from '../../../domain/media/media-type'
import type { Clock } from '../../../domain/shared/clock'
import type { User } from '../../../domain/user/user'
import type { AppState } from '../app-state'
import { requireAdmin, requireRole, requireUser } from '../auth'
import { badRequest, forbidden, found, HttpError, notFound, unauthorized } from '../http-error'
import { decodeOrThrow, decodePatchOrThrow, queryOf } from '../validation'
import { AdminMediaQuery, IdParam, MediaBody, MediaPatch, MediaQuery, ModerateBody } from './media.codecs'
import { mediaRss, pressKitZip } from './media-feeds'

export interface MediaRoutesDeps {
  readonly commands: MediaCommands
  readonly reads: MediaReadModel
  readonly view: ViewMedia
  readonly storage: FileStorage
  readonly clock: Clock
}

type Ctx = Koa.ParameterizedContext<AppState>

const mediaHttpError = (e: MediaUseCaseError): HttpError => {
  switch (e._tag) {
    case 'MediaNotFound': return notFound('Media item not found')
    case 'CompanyNotFound': return notFound('Company not found')
    case 'CompanyNotApproved': return new HttpError(409, 'Only an approved company can publish media')
    case 'NotAllowed': return forbidden(e.reason)
    case 'EmailNotVerified': return forbidden('Please verify your email address before publishing')
    case 'InvalidMedia': return badRequest(e.fieldErrors)
    case 'IllegalModeration': return new HttpError(409, e.from === e.to ? `This item is already ${e.to}` : `This ${e.from} item cannot be ${e.to}`)
    case 'MediaLimitReached': return new HttpError(409, `A company can publish at most ${e.limit} media items`)
  }
}

const viewHttpError = (e: ViewMediaError): HttpError => {
  switch (e._tag) {
    case 'SignInRequired': return unauthorized()
    case 'MediaNotFound': return notFound('Media item not found')
    case 'CompanyNotFound': return notFound('Company not found')
    case 'PressKitsForMediaOnly': return forbidden('Press kits are available to media users: request media access')
  }
}

const unwrap = <A>(r: E.Either<MediaUseCaseError, A>): A => {
  if (E.isLeft(r)) throw mediaHttpError(r.left)
  return r.right
}

const visible = <A>(r: E.Either<ViewMediaError, A>): A => {
  if (E.isLeft(r)) throw viewHttpError(r.left)
  return r.right
}

type Attachments = t.TypeOf<typeof MediaBody>['attachments']
const toAttachments = (as: Attachments): MediaInput['attachments'] =>
  (as ?? []).map((a) => ({ filename: a.filename ?? a.fileName ?? null, fileUrl: a.fileUrl, fileType: a.fileType ?? null, fileSize: a.fileSize ?? null }))

const toInput = (b: t.TypeOf<typeof MediaBody>): MediaInput => ({
  title: b.title, content: b.content, type: b.type, thumbnailUrl: b.thumbnailUrl ?? null, eventDate: b.eventDate ?? null,
  eventLocation: b.eventLocation ?? null, attachments: toAttachments(b.attachments),
})

/** A PATCH: only the fields the client sent (decodePatchOrThrow keeps no others). */
const toChanges = ({ attachments, ...fields }: Partial<t.TypeOf<typeof MediaPatch>>): Partial<MediaInput> =>
  attachments === undefined ? fields : { ...fields, attachments: toAttachments(attachments) }

const startOfToday = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))

export const mediaRoutes = (d: MediaRoutesDeps) => {
  const router = new Router<AppState>()
  const baseUrl = (ctx: Ctx) => `${ctx.protocol}://${ctx.host}`

  /** The media center: signed-in users; moderators also see pending and rejected items. */
  router.get('/api/media', async (ctx) => {
    const user = requireUser(ctx)
    const q = decodeOrThrow(MediaQuery, queryOf(ctx.query))
    const sectorName = q.sector && !/^\d+$/.test(q.sector) && q.sector !== 'all' ? q.sector : undefined
    const sectorId = q.sectorId ?? (q.sector && /^\d+$/.test(q.sector) ? Number(q.sector) : undefined)
    const { items, total } = visible(await d.view.center(user, {
      status: q.status ?? undefined, type: q.type ?? undefined, search: q.search ?? undefined, sectorId, sectorName,
      upcomingEventsFrom: q.upcoming ? startOfToday(d.clock.now()) : undefined, page: q.page ?? 1, pageSize: q.pageSize ?? MEDIA_CENTER_PAGE_SIZE,
    }))
    ctx.set('X-Total-Count', String(total))
    ctx.body = items
  })

  router.get('/api/media/rss.xml', async (ctx) => {
    const items = await d.view.feed()
    ctx.type = 'application/rss+xml; charset=utf-8'
    ctx.body = mediaRss('Expo Atlas media center', items, baseUrl(ctx), '/api/media/rss.xml')
  })

  router.get('/api/companies/:id/media', async (ctx) => {
    const { id } = decodeOrThrow(IdParam, ctx.params)
    ctx.body = visible(await d.view.ofCompany(ctx.state.user, id))
  })

  router.get('/api/companies/:id/media/rss.xml', async (ctx) => {
    const { id } = decodeOrThrow(IdParam, ctx.params)
    const { companyName, items } = visible(await d.view.companyFeed(id))
    ctx.type = 'application/rss+xml; charset=utf-8'
    ctx.body = mediaRss(`${companyName} on Expo Atlas`, items, baseUrl(ctx), `/api/companies/${id}/media/rss.xml`)
  })

  router.post('/api/companies/:id/media', async (ctx) => {
    const actor = requireRole(ctx, 'company_manager', 'admin', 'super_admin')
    const { id } = decodeOrThrow(IdParam, ctx.params)
    const created = unwrap(await d.commands.publish(actor, id, toInput(decodeOrThrow(MediaBody, ctx.request.body))))
    ctx.status = 201
    ctx.body = await d.reads.detail(created.id)
  })

  router.get('/api/company-media/:id', async (ctx) => {
    ctx.body = visible(await d.view.item(ctx.state.user, decodeOrThrow(IdParam, ctx.params).id))
  })

  router.get('/api/media/:id/attachments.zip', async (ctx) => {
    const item = visible(await d.view.item(ctx.state.user, decodeOrThrow(IdParam, ctx.params).id))
    if (!item.attachments.length) throw notFound('This item has no attachments')
    ctx.type = 'application/zip'
    ctx.set('Content-Disposition', `attachment; filename="press-kit-${item.id}.zip"`)
    ctx.body = await pressKitZip(item, d.storage)
  })

  // Edit and delete an item: the same for its company's manager and for an admin (the commands decide who may).
  const editAndDelete = (path: string, actorOf: (ctx: Ctx) => User) => {
    router.patch(path, async (ctx) => {
      const actor = actorOf(ctx)
      const { id } = decodeOrThrow(IdParam, ctx.params)
      unwrap(await d.commands.edit(actor, id, toChanges(decodePatchOrThrow(MediaPatch, ctx.request.body))))
      ctx.body = await d.reads.detail(id)
    })
    router.delete(path, async (ctx) => {
      unwrap(await d.commands.delete(actorOf(ctx), decodeOrThrow(IdParam, ctx.params).id))
      ctx.status = 204
    })
  }
  editAndDelete('/api/company-media/:id', requireUser)

  router.post('/api/company-media/:id/approve', async (ctx) => {
    const actor = requireRole(ctx, 'media', 'admin', 'super_admin')
    const { id } = decodeOrThrow(IdParam, ctx.params)
    const b = decodeOrThrow(ModerateBody, ctx.request.body)
    unwrap(await d.commands.moderate(actor, id, b.status, b.reason ?? null))
    ctx.body = await d.reads.detail(id)
  })

  // Admin media screens.
  router.get('/api/admin/media', async (ctx) => {
    requireAdmin(ctx)
    const q = decodeOrThrow(AdminMediaQuery, queryOf(ctx.query))
    const pageSize = q.pageSize ?? ADMIN_PAGE_SIZE
    const tab = q.tab || q.status || 'pending'
    const { items, total } = await d.reads.list({
      statuses: tab === 'all' ? MEDIA_STATUSES : [tab], anyCompany: true,
      types: q.type && q.type !== 'all' ? [q.type] : undefined, search: q.search ?? undefined,
      sectorId: typeof q.sector === 'number' ? q.sector : undefined, page: q.page ?? 1, pageSize,
    })
    ctx.body = { mediaItems: items, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalItems: total }
  })

  router.get('/api/admin/media/:id', async (ctx) => {
    requireAdmin(ctx)
    ctx.body = found(await d.reads.detail(decodeOrThrow(IdParam, ctx.params).id), 'Media item not found')
  })

  editAndDelete('/api/admin/media/:id', requireAdmin)

  return router
}
