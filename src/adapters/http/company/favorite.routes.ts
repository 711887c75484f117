// A user's favourites page (issue 21): lists of their own beside the default list ("Saved"), where each
// saved company is kept, a private note per company, and the CSV export. Every route is the caller's
// own: another user's list or favourite is not found.
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { Logger } from 'pino'
import type { FavoriteListCommands, FavoriteListUseCaseError } from '../../../application/company/commands/favorite-lists'
import type { CompanyReadModel, FavoriteView } from '../../../application/company/queries/company-views'
import type { Clock } from '../../../domain/shared/clock'
import { DEFAULT_LIST_NAME, LIST_NAME_MAX, MAX_FAVORITE_LISTS, NOTE_MAX } from '../../../domain/company/favorite-limits'
import { ApiRouter } from '../api-router'
import { badRequest, HttpError, notFound } from '../http-error'
import { sendCsv, type CsvColumn } from '../csv'
import { CompanyIdParam, FavoriteChangeBody, FavoriteExportQueryC, FavoriteListBody, IdParam } from './company.codecs'
import { FavoriteListAnswer } from './company.answers'

export interface FavoriteRoutesDeps {
  readonly lists: FavoriteListCommands
  readonly reads: CompanyReadModel
  readonly clock: Clock
  readonly log: Logger
}

/** Each refusal as HTTP: the switch has no default, so an error left unmapped does not compile. */
const favoriteListHttpError = (e: FavoriteListUseCaseError): HttpError => {
  switch (e._tag) {
    case 'ListNameInvalid': return badRequest({ name: e.message })
    case 'NoteInvalid': return badRequest({ note: e.message })
    case 'ListNameTaken': return new HttpError(409, 'You already have a list of that name', { name: 'You already have a list of that name' })
    case 'TooManyLists': return new HttpError(409, `You can keep at most ${MAX_FAVORITE_LISTS} lists`)
    case 'ListNotFound': return notFound('List not found')
    case 'FavoriteNotFound': return notFound('This company is not in your favourites')
  }
}

const unwrap = <A>(r: E.Either<FavoriteListUseCaseError, A>): A => {
  if (E.isLeft(r)) throw favoriteListHttpError(r.left)
  return r.right
}

const CSV_TEXT = 'A cell starting with =, +, -, @, a tab or a carriage return is prefixed with an apostrophe (no formula runs in a spreadsheet).'

export const favoriteRoutes = (d: FavoriteRoutesDeps) => {
  const api = new ApiRouter('Favourites', `A signed-in user's saved companies: the default list ("${DEFAULT_LIST_NAME}", which has no id and cannot be renamed or deleted) and up to ${MAX_FAVORITE_LISTS} lists of their own, `
    + 'a private note per saved company (its owner\'s only), and the CSV export. A list or favourite of another user is not found (404).')
  const day = () => d.clock.now().toISOString().slice(0, 10)

  api.get('/api/favorite-lists', {
    summary: "The caller's lists of favourites", description: `The default list first (\`id\` null), then their own lists, oldest first; each with the number of its public companies.`,
    access: 'signed-in', answers: { 200: { description: 'The lists', body: t.array(FavoriteListAnswer) } },
  }, async (ctx, { user }) => { ctx.body = await d.reads.favoriteLists(user.id) })

  api.post('/api/favorite-lists', {
    summary: 'Create a list of favourites',
    description: `\`name\`: trimmed, 1 to ${LIST_NAME_MAX} characters, no control character, not "${DEFAULT_LIST_NAME}", unique among the caller's lists whatever the case.`,
    access: 'signed-in', body: FavoriteListBody,
    answers: {
      201: { description: 'The new list', body: FavoriteListAnswer },
      400: 'The name is not valid: `fieldErrors.name` says why',
      409: `The caller has a list of that name already, or ${MAX_FAVORITE_LISTS} lists`,
    },
  }, async (ctx, { body, user }) => {
    const list = unwrap(await d.lists.create(user, body.name))
    ctx.status = 201
    ctx.body = { id: list.id, name: list.name, isDefault: false, count: 0 }
  })

  api.patch('/api/favorite-lists/:id', {
    summary: 'Rename a list of favourites', description: 'The same rules as a new list\'s name.', access: 'signed-in', params: IdParam, body: FavoriteListBody,
    answers: {
      200: { description: 'The list renamed', body: FavoriteListAnswer },
      400: 'The name is not valid', 404: 'No such list of the caller\'s', 409: 'The caller has a list of that name already',
    },
  }, async (ctx, { params, body, user }) => {
    const list = unwrap(await d.lists.rename(user, params.id, body.name))
    ctx.body = (await d.reads.favoriteLists(user.id)).find((l) => l.id === list.id) ?? { id: list.id, name: list.name, isDefault: false, count: 0 }
  })

  api.delete('/api/favorite-lists/:id', {
    summary: 'Delete a list of favourites', description: `Its companies stay saved: they go back to the default list ("${DEFAULT_LIST_NAME}").`,
    access: 'signed-in', params: IdParam,
    answers: { 204: { description: 'Deleted', empty: true }, 404: 'No such list of the caller\'s' },
  }, async (ctx, { params, user }) => {
    unwrap(await d.lists.delete(user, params.id))
    ctx.status = 204
  })

  api.patch('/api/favorites/:companyId', {
    summary: 'Move a saved company, or write its note',
    description: `\`listId\`: one of the caller's lists, or null for the default list; \`note\`: plain text, trimmed, at most ${NOTE_MAX} characters, no control character but tabs and line breaks (null or blank: no note). `
      + 'Either may be left out. The note is shown to its owner only.',
    access: 'signed-in', params: CompanyIdParam, body: FavoriteChangeBody,
    answers: {
      204: { description: 'Changed', empty: true },
      400: 'The note is not valid: `fieldErrors.note` says why', 404: 'The company is not in the caller\'s favourites, or the list is not one of theirs',
    },
  }, async (ctx, { params, body, user }) => {
    unwrap(await d.lists.change(user, params.companyId, body))
    ctx.status = 204
  })

  api.get('/api/favorites/export', {
    summary: "Export the caller's favourites",
    description: `Every saved company that is public, of one list (\`list\`: its id, or \`default\`) or of all, newest first, as CSV with its list and note. ${CSV_TEXT}`,
    access: 'signed-in', query: FavoriteExportQueryC,
    answers: {
      200: { description: 'The CSV file, a header line then one line per saved company', mediaType: 'text/csv', headers: { 'Content-Disposition': 'attachment; filename="favorites-{date}.csv"' } },
      400: '`list` is not valid', 404: 'No such list of the caller\'s',
    },
  }, async (ctx, { query: q, user }) => {
    const lists = await d.reads.favoriteLists(user.id)
    if (typeof q.list === 'number' && !lists.some((l) => l.id === q.list)) throw notFound('List not found')
    const names = new Map(lists.map((l) => [l.id, l.name]))
    const columns: readonly CsvColumn<FavoriteView>[] = [
      { header: 'Company', value: (f) => f.company.name },
      { header: 'Sector', value: (f) => f.company.sector },
      { header: 'Country', value: (f) => f.company.country },
      { header: 'Verified', value: (f) => f.company.isVerified },
      { header: 'List', value: (f) => names.get(f.listId) ?? DEFAULT_LIST_NAME },
      { header: 'Note', value: (f) => f.note },
      { header: 'Saved', value: (f) => f.createdAt },
      { header: 'Company ID', value: (f) => f.companyId },
    ]
    const rows = await d.reads.favorites(user.id, { list: q.list })
    sendCsv(ctx, `favorites-${day()}.csv`, columns, (async function* () { yield* rows })(),
      (e) => d.log.error({ err: e, event: 'export_failed', list: 'favorites' }, 'A favourites export failed midway'))
  })

  return api
}
