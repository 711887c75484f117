import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { FollowError, FollowStore, NotificationStore, SavedSearchStore, SavedSearchView, Watchlists } from '../../../application/watchlist/watchlists'
import { parseName } from '../../../domain/shared/name'
import { NOTIFICATION_KINDS, type FollowSubject, type Notification } from '../../../domain/watchlist/notification'
import {
  DIGEST_FREQUENCIES, MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX, type DirectoryQuestion, type SavedSearch, type SavedSearchError,
} from '../../../domain/watchlist/saved-search'
import { DateTime, Integer, nullable } from '../answers'
import { ApiRouter } from '../api-router'
import { DirectoryQuery } from '../company/company.codecs'
import { badRequest, HttpError, notFound } from '../http-error'
import { BooleanLike, IdFromString, intInRange, nameC, oneOf } from '../validation'

const Id = intInRange(1, 2147483647)
const IdParam = t.type({ id: IdFromString })
const Frequency = oneOf(DIGEST_FREQUENCIES, `Must be one of ${DIGEST_FREQUENCIES.join(', ')}`)
const SavedSearchName = nameC('SavedSearchName', (raw) => parseName(raw, SAVED_SEARCH_NAME_MAX))

/** The directory's question as GET /api/companies takes it (its codec); paging is not kept. */
const Question = t.exact(t.partial({
  search: DirectoryQuery.props.search, sectorId: DirectoryQuery.props.sectorId, subsectorId: DirectoryQuery.props.subsectorId,
  country: DirectoryQuery.props.country, verified: DirectoryQuery.props.verified, sort: DirectoryQuery.props.sort,
}))
const SaveBody = t.exact(t.intersection([t.type({ name: SavedSearchName, query: Question }), t.partial({ frequency: Frequency })]))
const PatchBody = t.exact(t.partial({ name: SavedSearchName, frequency: Frequency }))
const FollowBody = t.exact(t.partial({ companyId: Id, sectorId: Id, exhibitionId: Id }))
const ReadBody = t.exact(t.partial({ ids: t.array(Id), all: BooleanLike }))
const ListQuery = t.partial({ limit: intInRange(1, 100) })
const TokenParams = t.type({ id: IdFromString, token: t.string })

const questionOf = (q: t.TypeOf<typeof Question>): DirectoryQuestion => ({
  ...(q.search ? { search: q.search } : {}),
  ...(q.sectorId !== undefined ? { sectorId: q.sectorId } : {}),
  ...(q.subsectorId !== undefined ? { subsectorId: q.subsectorId } : {}),
  ...(q.country ? { countries: q.country.split(',').map((c) => c.trim()).filter(Boolean).slice(0, 50) } : {}),
  ...(q.verified !== undefined ? { verified: q.verified } : {}),
  ...(q.sort ? { sort: q.sort } : {}),
})

const QuestionAnswer = t.partial({
  search: t.string, sectorId: Integer, subsectorId: Integer, countries: t.array(t.string), verified: t.boolean,
  sort: t.keyof({ 'relevant': null, 'a-z': null, 'recent': null, 'popular': null }),
}, 'SavedSearchQuestion')
const SavedSearchAnswer = t.type({
  id: Integer, name: t.string, query: QuestionAnswer, frequency: t.keyof({ off: null, daily: null, weekly: null }),
  lastSeenAt: DateTime, createdAt: DateTime, newMatches: Integer,
}, 'SavedSearch')
const NotificationAnswer = t.type({
  id: Integer, kind: t.keyof(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, null])) as Record<Notification['kind'], null>),
  subjectId: Integer, savedSearchId: nullable(Integer), title: t.string, createdAt: DateTime, readAt: nullable(DateTime),
}, 'Notification')
const NotificationList = t.type({ items: t.array(NotificationAnswer), unread: Integer }, 'Notifications')
const UnreadCount = t.type({ unread: Integer }, 'UnreadNotifications')
const Followed = t.type({ kind: t.keyof({ company: null, sector: null, exhibition: null }), id: Integer }, 'Follow')
const FollowAnswer = t.type({ kind: t.keyof({ company: null, sector: null, exhibition: null }), id: Integer, name: t.string }, 'FollowedSubject')
const UnsubscribeAnswer = t.type({ name: t.string, frequency: t.keyof({ off: null, daily: null, weekly: null }) }, 'DigestSubscription')

const searchView = (s: SavedSearch, newMatches = 0): t.TypeOf<typeof SavedSearchAnswer> => ({
  id: s.id, name: s.name, query: { ...s.question, countries: s.question.countries && [...s.question.countries] }, frequency: s.frequency, lastSeenAt: s.lastSeenAt.toISOString(), createdAt: s.createdAt.toISOString(), newMatches,
})
const notificationView = (n: Notification): t.TypeOf<typeof NotificationAnswer> => ({
  id: n.id, kind: n.kind, subjectId: n.subjectId, savedSearchId: n.savedSearchId, title: n.title, createdAt: n.createdAt.toISOString(), readAt: n.readAt?.toISOString() ?? null,
})

const savedSearchHttpError = (e: SavedSearchError): HttpError => {
  switch (e._tag) {
    case 'SavedSearchNotFound': return notFound('Saved search not found')
    case 'SavedSearchNameTaken': return new HttpError(409, 'You already have a saved search with this name', { name: 'You already have a saved search with this name' })
    case 'SavedSearchLimitReached': return new HttpError(409, `You can keep up to ${e.max} saved searches: delete one to save another`)
    case 'SavedSearchQuestionEmpty': return badRequest({ query: 'Search for something or choose a filter before saving' })
    case 'SavedSearchNameRefused': return badRequest({ name: 'Invalid name' })
  }
}
const followHttpError = (e: FollowError): HttpError =>
  notFound(({ CompanyNotFound: 'Company not found', SectorNotFound: 'Sector not found', ExhibitionNotFound: 'Exhibition not found' } as const)[e._tag])
const orThrow = <L, A>(r: E.Either<L, A>, toError: (l: L) => HttpError): A => {
  if (E.isLeft(r)) throw toError(r.left)
  return r.right
}

export interface WatchlistRouteDeps {
  readonly watchlists: Watchlists
  readonly searches: SavedSearchStore
  readonly follows: FollowStore
  readonly notifications: NotificationStore
}

/** Saved searches, follows, the notification centre and the digests' unsubscribe links. */
export const watchlistRoutes = (d: WatchlistRouteDeps) => {
  const api = new ApiRouter('Watchlists', 'Saved searches of the directory, follows of companies and sectors, the notification centre of what is new, and the one-click unsubscribe of digests.')

  api.get('/api/saved-searches', {
    summary: "The caller's saved searches", access: 'signed-in',
    answers: { 200: { description: 'By name, each with the number of its matches new since the caller last looked', body: t.array(SavedSearchAnswer) } },
  }, async (ctx, { user }) => {
    ctx.body = (await d.searches.list(user.id)).map((s: SavedSearchView) => searchView(s, s.newMatches))
  })

  api.post('/api/saved-searches', {
    summary: 'Save a directory search',
    description: `\`query\`: the directory's question as GET /api/companies takes it (search, sectorId, subsectorId, country, verified, sort), at least a text or a filter. `
      + `\`frequency\` of its digest: off (the default), daily or weekly. At most ${MAX_SAVED_SEARCHES} per user; names are unique per user whatever their case.`,
    access: 'signed-in', body: SaveBody,
    answers: {
      201: { description: 'The saved search', body: SavedSearchAnswer },
      400: 'The name or the question is not valid, or the question has neither text nor filter',
      409: 'The name is taken by another of the caller\'s saved searches, or the caller keeps as many as allowed',
    },
  }, async (ctx, { body, user }) => {
    const saved = orThrow(await d.watchlists.save(user.id, { name: body.name, question: questionOf(body.query), frequency: body.frequency }), savedSearchHttpError)
    ctx.status = 201
    ctx.body = searchView(saved)
  })

  api.patch('/api/saved-searches/:id', {
    summary: 'Rename a saved search or change its digest', access: 'signed-in', params: IdParam, body: PatchBody, partial: true,
    answers: { 200: { description: 'The saved search as changed', body: SavedSearchAnswer }, 404: 'No such saved search of the caller', 409: 'The name is taken by another of the caller\'s saved searches' },
  }, async (ctx, { params, body, user }) => {
    let saved: SavedSearch | undefined = await d.searches.byId(user.id, params.id)
    if (!saved) throw notFound('Saved search not found')
    if (body.name !== undefined) saved = orThrow(await d.watchlists.rename(user.id, params.id, body.name), savedSearchHttpError)
    if (body.frequency !== undefined) saved = orThrow(await d.watchlists.setFrequency(user.id, params.id, body.frequency), savedSearchHttpError)
    ctx.body = searchView(saved)
  })

  api.post('/api/saved-searches/:id/seen', {
    summary: 'Mark a saved search seen', description: 'Its matches so far are no longer new.', access: 'signed-in', params: IdParam,
    answers: { 204: { description: 'Seen', empty: true }, 404: 'No such saved search of the caller' },
  }, async (ctx, { params, user }) => {
    orThrow(await d.watchlists.markSeen(user.id, params.id), savedSearchHttpError)
    ctx.status = 204
  })

  api.delete('/api/saved-searches/:id', {
    summary: 'Delete a saved search', description: 'Its notifications go with it.', access: 'signed-in', params: IdParam,
    answers: { 204: { description: 'Deleted', empty: true }, 404: 'No such saved search of the caller' },
  }, async (ctx, { params, user }) => {
    orThrow(await d.watchlists.remove(user.id, params.id), savedSearchHttpError)
    ctx.status = 204
  })

  api.get('/api/follows', {
    summary: 'What the caller follows', access: 'signed-in',
    answers: { 200: { description: "The companies, sectors and exhibitions followed, oldest first, each with its name", body: t.array(FollowAnswer) } },
  }, async (ctx, { user }) => { ctx.body = await d.follows.list(user.id) })

  api.post('/api/follows', {
    summary: 'Follow a company, a sector or an exhibition',
    description: 'Exactly one of `companyId` (a listed company: its approved media are notified), `sectorId` (its exhibitions opening registration or starting soon) or `exhibitionId` (that exhibition opening registration or starting soon). Idempotent.',
    access: 'signed-in', body: FollowBody,
    answers: { 201: { description: 'Followed', body: Followed }, 400: 'Not exactly one of companyId, sectorId and exhibitionId', 404: 'No such listed company, sector or exhibition' },
  }, async (ctx, { body, user }) => {
    const given = [body.companyId, body.sectorId, body.exhibitionId].filter((x) => x !== undefined)
    if (given.length !== 1) throw badRequest({ companyId: 'Choose one company, sector or exhibition to follow' })
    const subject: FollowSubject = body.companyId !== undefined ? { kind: 'company', id: body.companyId }
      : body.sectorId !== undefined ? { kind: 'sector', id: body.sectorId } : { kind: 'exhibition', id: body.exhibitionId! }
    orThrow(await d.watchlists.follow(user.id, subject), followHttpError)
    ctx.status = 201
    ctx.body = subject
  })

  for (const kind of ['company', 'sector', 'exhibition'] as const) {
    api.delete(`/api/follows/${({ company: 'companies', sector: 'sectors', exhibition: 'exhibitions' } as const)[kind]}/:id`, {
      summary: `Stop following a ${kind}`, description: 'Idempotent.', access: 'signed-in', params: IdParam,
      answers: { 204: { description: 'Not followed (any more)', empty: true } },
    }, async (ctx, { params, user }) => {
      await d.watchlists.unfollow(user.id, { kind, id: params.id })
      ctx.status = 204
    })
  }

  api.get('/api/notifications', {
    summary: "The caller's notifications", description: 'Newest first, at most `limit` (20 by default, 100 at most), with the number unread.', access: 'signed-in', query: ListQuery,
    answers: { 200: { description: 'The notifications', body: NotificationList } },
  }, async (ctx, { query, user }) => {
    const [items, unread] = await Promise.all([d.notifications.list(user.id, query.limit ?? 20), d.notifications.unreadCount(user.id)])
    ctx.body = { items: items.map(notificationView), unread }
  })

  api.get('/api/notifications/unread-count', {
    summary: "How many of the caller's notifications are unread", access: 'signed-in',
    answers: { 200: { description: 'The count', body: UnreadCount } },
  }, async (ctx, { user }) => { ctx.body = { unread: await d.notifications.unreadCount(user.id) } })

  api.post('/api/notifications/read', {
    summary: 'Mark notifications read', description: '`ids`: these (another user\'s are left alone), or `all: true`.', access: 'signed-in', body: ReadBody,
    answers: { 200: { description: 'How many are unread now', body: UnreadCount }, 400: 'Neither ids nor all' },
  }, async (ctx, { body, user }) => {
    if (!body.all && !body.ids?.length) throw badRequest({ ids: 'Choose the notifications to mark read' })
    if ((body.ids?.length ?? 0) > 100) throw badRequest({ ids: 'At most 100 at once' })
    await d.watchlists.markRead(user.id, body.all ? 'all' : body.ids!)
    ctx.body = { unread: await d.notifications.unreadCount(user.id) }
  })

  // The digest's link: no session needed. A wrong token and an unknown search answer the same 404.
  const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/
  api.get('/api/unsubscribe/:id/:token', {
    summary: 'What a digest\'s unsubscribe link is for', description: 'The saved search\'s name and its digest frequency; no sign-in.', access: 'anyone', params: TokenParams,
    answers: { 200: { description: 'The digest the link stops', body: UnsubscribeAnswer }, 404: 'The link is not valid' },
  }, async (ctx, { params }) => {
    if (!TOKEN_FORM.test(params.token)) throw notFound('This link is not valid')
    ctx.body = orThrow(await d.watchlists.unsubscribeLink(params.id, params.token), () => notFound('This link is not valid'))
  })

  api.post('/api/unsubscribe/:id/:token', {
    summary: "Stop a saved search's digest", description: 'One click, no sign-in (also the digest\'s RFC 8058 List-Unsubscribe target, which a mail client POSTs `List-Unsubscribe=One-Click` to as a form): the digest is turned off.', access: 'anyone', params: TokenParams,
    answers: { 200: { description: 'The digest, off', body: UnsubscribeAnswer }, 404: 'The link is not valid' },
  }, async (ctx, { params }) => {
    if (!TOKEN_FORM.test(params.token)) throw notFound('This link is not valid')
    const done = orThrow(await d.watchlists.unsubscribe(params.id, params.token), () => notFound('This link is not valid'))
    ctx.body = { name: done.name, frequency: 'off' }
  })

  return api
}
