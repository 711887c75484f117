import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from '../../../application/admin/admin-list-limits'
import { MEDIA_SORTS } from '../../../application/admin/list-sort'
import type { MediaCommands, MediaInput, MediaUseCaseError } from '../../../application/media/media-commands'
import { MEDIA_CENTER_MAX_PAGE_SIZE, MEDIA_CENTER_PAGE_SIZE } from '../../../application/media/media-limits'
import type { MediaReadModel } from '../../../application/media/media-views'
import type { PreviewLinkError, PreviewLinks } from '../../../application/media/preview-links'
import type { ViewMedia, ViewMediaError } from '../../../application/media/view-media'
import { mediaPagePath } from '../../../domain/media/media-type'
import type { FileStorage } from '../../../application/ports/file-storage'
import type { Clock } from '../../../domain/shared/clock'
import { ApiRouter } from '../api-router'
import { ADMINS } from '../auth'
import { badRequest, forbidden, found, HttpError, notFound, unauthorized } from '../http-error'
import { AdminMediaList, EmbargoedItem, MediaItem, MediaPage, NewsroomAnswer, PreviewLinkAnswer } from './media.answers'
import { adminMediaFilter, AdminMediaQuery, IdParam, MediaBody, MediaPageQuery, MediaPatch, MediaQuery, ModerateBody, NewsroomQuery } from './media.codecs'
import { mediaRss, pressKitZip } from './media-feeds'

export interface MediaRoutesDeps {
  readonly commands: MediaCommands
  readonly reads: MediaReadModel
  readonly view: ViewMedia
  readonly previews: PreviewLinks
  readonly storage: FileStorage
  readonly clock: Clock
  /** The address people reach the app at (PUBLIC_URL): the feeds' links, never the host a request names. */
  readonly publicUrl: string
}

export const mediaHttpError = (e: MediaUseCaseError): HttpError => {
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
    case 'MediaProfessionalsOnly': return forbidden('The items under embargo are listed for media professionals')
    case 'PreviewExpired': return new HttpError(410, 'This preview link has expired: ask for a new one')
  }
}

const previewHttpError = (e: PreviewLinkError): HttpError => {
  switch (e._tag) {
    case 'MediaNotFound': return notFound('Media item not found')
    case 'NotAllowed': return forbidden(e.reason)
    case 'NotEmbargoed': return new HttpError(409, 'This item is not under embargo: only an approved item waiting for its publication time has a preview link')
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
  eventLocation: b.eventLocation ?? null, publishAt: b.publishAt ?? null, attachments: toAttachments(b.attachments),
})

/** A PATCH: only the fields the client sent (decodePatchOrThrow keeps no others). */
const toChanges = ({ attachments, ...fields }: Partial<t.TypeOf<typeof MediaPatch>>): Partial<MediaInput> =>
  attachments === undefined ? fields : { ...fields, attachments: toAttachments(attachments) }

const startOfToday = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))

/** Those who publish for their companies (admins for any company). */
const PUBLISHERS = ['company_manager', 'admin', 'super_admin'] as const
/** Those who may get a preview link (its company's manager, as the command checks, and moderators). */
const PREVIEWERS = ['company_manager', 'media', 'admin', 'super_admin'] as const
/** Those who approve and reject items. */
const MODERATORS = ['media', 'admin', 'super_admin'] as const

const RSS = 'application/rss+xml'
/** What both feeds are. */
const FEED_TEXT = 'At most 50 items; every text escaped as XML text (no CDATA), each description the HTML of the item\'s plain text, '
  + 'each item\'s kind as its category (Press Release, News, Event). Links are on the configured public address (`PUBLIC_URL`).'

export const mediaRoutes = (d: MediaRoutesDeps) => {
  const api = new ApiRouter('Media', 'The media center: the press releases, news, press kits and events companies publish, their moderation by media users and admins, RSS feeds and press-kit zips. Press kits are for media users and admins only.')

  /** The media center: signed-in users; moderators also see pending and rejected items. */
  api.get('/api/media', {
    summary: 'The media center',
    description: 'Approved items, newest first; media users and admins choose a `status` (every status by default). Press kits only to media users and admins. `search` looks in the title, the company and the text; '
      + `\`sector\` is a sector id or name; \`upcoming=true\` keeps the events of today or later, soonest first. \`pageSize\`: ${MEDIA_CENTER_PAGE_SIZE} by default, at most ${MEDIA_CENTER_MAX_PAGE_SIZE}.`,
    access: 'signed-in', query: MediaQuery,
    answers: {
      200: { description: 'A page of media items', body: t.array(MediaItem), headers: { 'X-Total-Count': 'The number of items on every page' } },
      403: 'Press kits asked for (`type=press_kit`) by a user who is not a media user or an admin',
    },
  }, async (ctx, { query: q, user }) => {
    const sectorName = q.sector && !/^\d+$/.test(q.sector) && q.sector !== 'all' ? q.sector : undefined
    const sectorId = q.sectorId ?? (q.sector && /^\d+$/.test(q.sector) ? Number(q.sector) : undefined)
    const { items, total } = visible(await d.view.center(user, {
      status: q.status ?? undefined, type: q.type ?? undefined, search: q.search ?? undefined, sectorId, sectorName,
      upcomingEventsFrom: q.upcoming ? startOfToday(d.clock.now()) : undefined, page: q.page ?? 1, pageSize: q.pageSize ?? MEDIA_CENTER_PAGE_SIZE,
    }))
    ctx.set('X-Total-Count', String(total))
    ctx.body = items
  })

  api.get('/api/media/rss.xml', {
    summary: "The media center's feed", description: `An RSS 2.0 feed of the newest approved items anyone may read (no press kits). ${FEED_TEXT}`, access: 'anyone',
    answers: { 200: { description: 'The feed', mediaType: RSS } },
  }, async (ctx) => {
    const items = await d.view.feed()
    ctx.type = 'application/rss+xml; charset=utf-8'
    ctx.body = mediaRss('Expo Atlas media center', items, d.publicUrl, '/api/media/rss.xml')
  })

  api.get('/api/media-pages/:id', {
    summary: "A media item's public page",
    description: 'What the page `/media/{id}/{slug}` shows, to anyone (no session needed): a published item (approved, its publication time come) of a public (approved) company, with whether the company is verified. '
      + 'Press kits only to media users and admins (to anyone else, as an unknown item). An embargoed item (approved, its publication time ahead) only to its company\'s manager, '
      + 'moderators and with a valid `preview` token of it, with its `embargoUntil`, answered `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`.',
    access: 'anyone', params: IdParam, query: MediaPageQuery,
    answers: {
      200: { description: 'The item', body: MediaPage },
      404: 'No such item, or it is not public (pending, rejected, embargoed without a valid preview token, of a company that is not public; a press kit to a non-media reader)',
      410: 'The preview link has expired (the item is still under embargo)',
    },
  }, async (ctx, { params, query, user }) => {
    const page = visible(await d.view.page(user, params.id, query.preview ?? undefined))
    if (page.embargoUntil !== null) {
      // An embargoed text is for this reader only: never kept by a shared cache, never indexed.
      ctx.set('Cache-Control', 'private, no-store')
      ctx.set('X-Robots-Tag', 'noindex')
    }
    ctx.body = page
  })

  api.post('/api/media/:id/preview-links', {
    summary: 'Get a preview link of an embargoed item',
    description: "By its company's manager or a moderator (media users, admins, the super admin): a signed link to its page that opens it before its publication time, "
      + 'valid 72 hours and never beyond an hour after the publication. Nothing is stored but an audit entry (with the expiry, never the token).',
    access: PREVIEWERS, params: IdParam,
    answers: {
      201: { description: 'The link', body: PreviewLinkAnswer },
      403: "The caller is neither its company's manager nor a media professional", 404: 'No such item',
      409: 'The item is not under embargo (not approved, or public already)',
    },
  }, async (ctx, { params, user }) => {
    const r = await d.previews.create(user, params.id)
    if (E.isLeft(r)) throw previewHttpError(r.left)
    const path = `${mediaPagePath({ id: r.right.mediaId, title: r.right.title })}?preview=${r.right.token}`
    ctx.status = 201
    ctx.body = { url: `${d.publicUrl}${path}`, path, expiresAt: r.right.expiresAt.toISOString() }
  })

  api.get('/api/media/embargoed', {
    summary: 'The items under embargo',
    description: 'For media professionals: the approved items whose publication time is ahead, soonest first (at most 100): title, kind, company and time, never the text.',
    access: MODERATORS,
    answers: { 200: { description: 'The items', body: t.array(EmbargoedItem) } },
  }, async (ctx, { user }) => {
    ctx.body = visible(await d.view.embargoed(user))
  })

  api.get('/api/companies/:id/media', {
    summary: "A company's media items",
    description: "Every item to the company's manager and admins; to anyone else the approved items of a public company (press kits only to media users).",
    access: 'anyone', params: IdParam,
    answers: { 200: { description: 'Its items, newest first (at most 200)', body: t.array(MediaItem) }, 404: 'No such company, or it is not public' },
  }, async (ctx, { params, user }) => {
    ctx.body = visible(await d.view.ofCompany(user, params.id))
  })

  api.get('/api/companies/:id/media/rss.xml', {
    summary: "A company's feed", description: `An RSS 2.0 feed of the newest approved items of a public company anyone may read (no press kits). ${FEED_TEXT} The channel links to the company's newsroom; its media contact's email (and name) is its \`managingEditor\` when set.`,
    access: 'anyone', params: IdParam,
    answers: { 200: { description: 'The feed', mediaType: RSS }, 404: 'No such company, or it is not public' },
  }, async (ctx, { params: { id } }) => {
    const { companyName, mediaContact, items } = visible(await d.view.companyFeed(id))
    ctx.type = 'application/rss+xml; charset=utf-8'
    ctx.body = mediaRss(`${companyName} on Expo Atlas`, items, d.publicUrl, `/api/companies/${id}/media/rss.xml`, { linkPath: `/companies/${id}/news`, mediaContact })
  })

  api.get('/api/companies/:id/news', {
    summary: "A company's newsroom",
    description: 'A public company\'s public items (approved; no press kits, whoever asks, as in its feed), newest first, a page at a time, '
      + `with the company and its media contact (null when none is set). \`pageSize\`: ${MEDIA_CENTER_PAGE_SIZE} by default, at most ${MEDIA_CENTER_MAX_PAGE_SIZE}. `
      + 'Its feed: `/api/companies/{id}/media/rss.xml`.',
    access: 'anyone', params: IdParam, query: NewsroomQuery,
    answers: {
      200: { description: 'The newsroom', body: NewsroomAnswer, headers: { 'X-Total-Count': 'The number of items on every page' } },
      400: 'The page or page size is not valid', 404: 'No such company, or it is not public',
    },
  }, async (ctx, { params, query }) => {
    const room = visible(await d.view.newsroom(params.id, query.page ?? 1, query.pageSize ?? MEDIA_CENTER_PAGE_SIZE))
    ctx.set('X-Total-Count', String(room.total))
    ctx.body = room
  })

  api.post('/api/companies/:id/media', {
    summary: 'Publish a media item',
    description: 'By the manager of an approved company (with a verified email when the settings ask for one), or an admin. Pending until approved while media moderation is on.',
    access: PUBLISHERS, params: IdParam, body: MediaBody,
    answers: {
      201: { description: 'The new item', body: MediaItem },
      403: 'The caller does not manage this company, or their email is not verified',
      404: 'No such company',
      409: 'The company is not approved, or it has as many items as it may',
    },
  }, async (ctx, { params, body, user }) => {
    const created = unwrap(await d.commands.publish(user, params.id, toInput(body)))
    ctx.status = 201
    ctx.body = await d.reads.detail(created.id)
  })

  api.get('/api/company-media/:id', {
    summary: 'A media item',
    description: "Any status to its company's manager, media users and admins; to others an approved item of a public company, press kits excepted.",
    access: 'signed-in', params: IdParam,
    answers: { 200: { description: 'The item', body: MediaItem }, 404: 'No such item, or the caller may not see it' },
  }, async (ctx, { params, user }) => {
    ctx.body = visible(await d.view.item(user, params.id))
  })

  api.get('/api/media/:id/attachments.zip', {
    summary: "A media item's files in one zip",
    description: 'Its uploaded files, each named by a safe file name (never a path), distinct whatever the case (`Logo (2).png`), and its links in links.txt. Who may: as for the item.',
    access: 'signed-in', params: IdParam,
    answers: {
      200: { description: 'The zip', mediaType: 'application/zip', headers: { 'Content-Disposition': 'attachment; filename="press-kit-{id}.zip"' } },
      404: 'No such item, the caller may not see it, or it has no attachments',
    },
  }, async (ctx, { params, user }) => {
    const item = visible(await d.view.item(user, params.id))
    if (!item.attachments.length) throw notFound('This item has no attachments')
    ctx.type = 'application/zip'
    ctx.set('Content-Disposition', `attachment; filename="press-kit-${item.id}.zip"`)
    ctx.body = await pressKitZip(item, d.storage)
  })

  // Edit and delete an item: the same for its company's manager and for an admin (the commands decide who may).
  const editAndDelete = (path: string, access: 'signed-in' | typeof ADMINS, who: string, review: string) => {
    api.patch(path, {
      summary: 'Edit a media item',
      description: `${who} Any of the fields; those left out keep their value, a blank optional one clears it. \`attachments\` replaces the list (the attachments before the first one that changes keep their \`id\`). `
        + `${review} Nothing new: nothing is written (and nothing goes back to review).`,
      access, params: IdParam, body: MediaPatch, partial: true,
      answers: { 200: { description: 'The item', body: MediaItem }, 403: 'The caller does not manage its company', 404: 'No such item' },
    }, async (ctx, { params: { id }, body, user }) => {
      unwrap(await d.commands.edit(user, id, toChanges(body)))
      ctx.body = await d.reads.detail(id)
    })
    api.delete(path, {
      summary: 'Delete a media item', description: who, access, params: IdParam,
      answers: { 204: { description: 'Deleted', empty: true }, 403: 'The caller does not manage its company', 404: 'No such item' },
    }, async (ctx, { params, user }) => {
      unwrap(await d.commands.delete(user, params.id))
      ctx.status = 204
    })
  }
  editAndDelete('/api/company-media/:id', 'signed-in', "By its company's manager or an admin.",
    "An approved or rejected item goes back to review (pending) when media moderation is on, but for admins' edits.")

  api.post('/api/company-media/:id/approve', {
    summary: 'Approve or reject a media item, or return it to review',
    description: 'pending → approved or rejected, approved → rejected or pending (returned to review: the undo of a quick approval; it keeps its first publication date), '
      + "rejected → approved. A rejection needs a `reason` (trimmed, at most 1000 characters), which the company's manager "
      + 'sees with the item and is emailed; an approval (or an edit sending it back to review) clears it.',
    access: MODERATORS, params: IdParam, body: ModerateBody,
    answers: {
      200: { description: 'The item', body: MediaItem }, 400: 'The input is not valid, or a rejection has no `reason`: `fieldErrors` names each bad field',
      404: 'No such item', 409: 'The item is already in that status, or cannot move to it',
    },
  }, async (ctx, { params: { id }, body: b, user }) => {
    unwrap(await d.commands.moderate(user, id, b.status, b.reason ?? null))
    ctx.body = await d.reads.detail(id)
  })

  // Admin media screens.
  api.get('/api/admin/media', {
    summary: 'Media items (admin)',
    description: "Every company's items, newest first; `tab` (or `status`): pending (the default), approved, rejected or all. "
      + `Searched (\`search\`), filtered (\`type\`, \`sector\`), sorted (\`sort\`: ${MEDIA_SORTS.join(', ')}; a leading \`-\` for descending; ties by id) `
      + `and paged (\`pageSize\`: ${ADMIN_PAGE_SIZE} by default, at most ${ADMIN_MAX_PAGE_SIZE}).`,
    access: ADMINS, query: AdminMediaQuery,
    answers: { 200: { description: 'A page of items', body: AdminMediaList }, 400: 'A filter, the sort or the page size is not valid: `fieldErrors` names it' },
  }, async (ctx, { query: q }) => {
    const pageSize = q.pageSize ?? ADMIN_PAGE_SIZE
    const { items, total } = await d.reads.list({ ...adminMediaFilter(q), page: q.page ?? 1, pageSize })
    ctx.body = { mediaItems: items, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalItems: total }
  })

  api.get('/api/admin/media/:id', {
    summary: 'A media item (admin)', access: ADMINS, params: IdParam,
    answers: { 200: { description: 'The item, in any status', body: MediaItem }, 404: 'No such item' },
  }, async (ctx, { params }) => {
    ctx.body = found(await d.reads.detail(params.id), 'Media item not found')
  })

  editAndDelete('/api/admin/media/:id', ADMINS, 'By an admin.', 'Its status stays.')

  return api
}
