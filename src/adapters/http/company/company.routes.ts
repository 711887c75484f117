import type Koa from 'koa'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { CompanyCommands } from '../../../application/company/commands/company-commands'
import type { CreateCompanyHandler } from '../../../application/company/commands/create-company'
import type { FavoriteCommands } from '../../../application/company/commands/favorites'
import type { ContactCompanyHandler } from '../../../application/company/commands/contact-company'
import type { DomainProofs } from '../../../application/company/commands/domain-proofs'
import { overseesCompany } from '../../../application/company/company-access'
import type { CompanyDetailView, CompanyReadModel } from '../../../application/company/queries/company-views'
import type { ProfileVisitor, ViewCompanyProfile } from '../../../application/company/queries/view-company'
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from '../../../application/admin/admin-list-limits'
import { COMPANY_SORTS } from '../../../application/admin/list-sort'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_RESULT_WINDOW } from '../../../application/directory/directory-limits'
import type { DirectoryReadModel } from '../../../application/directory/search-directory'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import type { CompanyProfile } from '../../../domain/company/company'
import type { User } from '../../../domain/user/user'
import type { AppState } from '../app-state'
import { ApiRouter, type Answers } from '../api-router'
import { ADMINS } from '../auth'
import { badRequest, found, HttpError, notFound, unauthorized } from '../http-error'
import { clientAddressOf } from '../client-address'
import { MessageBody } from '../answers'
import {
  PROFILE_KEYS, adminCompanyFilter, AdminCompanyBody, AdminCompanyPatch, AdminCompanyQueryC, CompanyIdParam, ContactBody, DirectoryQuery, FavoriteBody, FavoriteQueryC, IdParam, ManagerCompanyBody, ManagerCompanyPatch, RevokeBody, StatusBody, VerifyBody,
} from './company.codecs'
import { AdminCompanyDetail, AdminCompanyList, CompanyDetail, DirectoryEntry, DirectoryFacets, Favorite, FavoriteState, OwnCompany, SavedFavorite, VerificationRecord } from './company.answers'
import { companyHttpError } from './company.http-errors'

export interface CompanyRoutesDeps {
  readonly create: CreateCompanyHandler
  readonly commands: CompanyCommands
  readonly favorites: FavoriteCommands
  readonly contact: ContactCompanyHandler
  /** The proven domain the admin's company detail shows (issue 22). */
  readonly domainProofs: Pick<DomainProofs, 'forAdmin'>
  readonly directory: DirectoryReadModel
  readonly reads: CompanyReadModel
  readonly view: ViewCompanyProfile
  readonly settings: SettingsReader
}

type Ctx = Koa.ParameterizedContext<AppState>
type ProfileBody = t.TypeOf<typeof ManagerCompanyBody> | t.TypeOf<typeof AdminCompanyBody>

const VISITOR_COOKIE = 'expo.vid'

const emptyOf = (k: keyof CompanyProfile) => (k === 'products' || k === 'services' ? [] : null)

/** The form as a profile: every profile field, an absent optional one empty. */
const toProfile = (b: ProfileBody): CompanyProfile =>
  Object.fromEntries(PROFILE_KEYS.map((k) => [k, (b as Partial<CompanyProfile>)[k] ?? emptyOf(k)])) as unknown as CompanyProfile

/** The profile fields a PATCH body sent (others keep their stored value). */
const toChanges = (sent: Partial<t.TypeOf<typeof ManagerCompanyPatch> | t.TypeOf<typeof AdminCompanyPatch>>): Partial<CompanyProfile> =>
  Object.fromEntries(PROFILE_KEYS.filter((k) => k in sent).map((k) => [k, (sent as Partial<CompanyProfile>)[k] ?? emptyOf(k)]))

const unwrap = <A>(r: E.Either<Parameters<typeof companyHttpError>[0], A>): A => {
  if (E.isLeft(r)) throw companyHttpError(r.left)
  return r.right
}

/** The countries of the directory's question: names or ISO codes separated by commas (at most 50). */
const countriesOf = (country: string | null | undefined): string[] | undefined =>
  country ? country.split(',').map((c) => c.trim()).filter(Boolean).slice(0, 50) : undefined

/**
 * Who asks for a profile, for counting its view once a day (docs/decisions.md, "Profile views"): their
 * User-Agent, their visitor cookie (signed), and their address as the trusted proxies (or this server's
 * renderer) give it, never as X-Forwarded-For says it unless TRUST_PROXY.
 */
const profileVisitor = (ctx: Ctx): ProfileVisitor => ({
  userAgent: ctx.get('user-agent') || undefined,
  cookieKey: ctx.cookies.get(VISITOR_COOKIE, { signed: true }) ?? undefined,
  address: clientAddressOf(ctx),
})

/** A visitor counted without a cookie gets one with the key they were counted under: their next requests are the same visitor. */
const rememberVisitor = (ctx: Ctx, key: string) => {
  if (ctx.cookies.get(VISITOR_COOKIE, { signed: true }) === key) return
  ctx.cookies.set(VISITOR_COOKIE, key, { httpOnly: true, sameSite: 'lax', signed: true, overwrite: true })
}

export const companyRoutes = (d: CompanyRoutesDeps) => {
  const api = new ApiRouter('Companies', 'The company directory (only approved companies are public) and company profiles; the managers\' and the admins\' company forms; writing to a company; saved companies (favourites); and the admins\' companies table and decisions (approve, reject, suspend, verify).')

  const shown = (ctx: Ctx, detail: CompanyDetailView) => (overseesCompany(detail, ctx.state.user) ? detail : { ...detail, rejectionReason: null, suspensionReason: null })
  const detailFor = async (ctx: Ctx, id: number) => shown(ctx, found(await d.reads.detail(id), 'Company not found'))
  const detailAnswer = (description: string) => ({ description, body: CompanyDetail })

  // Directory: approved companies only, searched, filtered, sorted and paged; the total in X-Total-Count.
  api.get('/api/companies', {
    summary: 'The company directory',
    description: 'Approved companies only (a `status` other than approved, active or all lists nothing), searched (`search`), filtered (`sectorId`, `subsectorId`, '
      + '`country`: names or ISO codes separated by commas, `verified`), sorted (`sort`: relevant, the default, a-z, recent or popular) and paged. '
      + `\`pageSize\`: ${DEFAULT_PAGE_SIZE} by default, at most ${MAX_PAGE_SIZE} (\`limit\` stands for it when it is absent); \`page\` from 1, and \`page × pageSize\` at most ${MAX_RESULT_WINDOW.toLocaleString('en')}: `
      + 'only the first results can be paged through (beyond: 400, narrow the search). '
      + 'A word of `search` found in no company is corrected to the likeliest word (one letter dropped, added, replaced or swapped, an accent left out), and X-Search-Corrected says what was searched; '
      + 'with `exact=true` the words are searched as typed, never corrected. '
      + 'With `saved=true` (signed-in users only, else 401): only the caller\'s saved companies, with the same filters, text and sorts. '
      + 'With `featured=true`: the verified companies, most viewed first, at most `limit` and the platform\'s maximum of featured companies; no paging, no headers.',
    access: 'anyone', query: DirectoryQuery,
    answers: {
      200: {
        description: 'A page of companies (or the featured ones)', body: t.array(DirectoryEntry),
        headers: {
          'X-Total-Count': 'The number of companies on every page (with X-Total-Relation `gte`, at least this many)',
          'X-Total-Relation': '`eq`: the count is exact; `gte`: a text search matched more companies than it ranks, and the count is that window',
          'X-Search-Corrected': 'The words searched instead of those typed, URI-encoded, when a word was found in no company (never with `exact=true`)',
        },
      },
      400: 'The input is not valid, or the page lies beyond the results that can be paged through',
      401: '`saved=true` without a session',
    },
  }, async (ctx, { query: q }) => {
    if (q.featured) {
      const max = (await d.settings.current()).content.maxFeaturedCompanies
      ctx.body = await d.directory.featured(Math.min(q.limit ?? max, max))
      return
    }
    const status = q.status ?? q.statusParam
    if (status && status !== 'approved' && status !== 'active' && status !== 'all') {
      ctx.set('X-Total-Count', '0')
      ctx.body = []
      return
    }
    const pageSize = q.pageSize ?? q.limit ?? DEFAULT_PAGE_SIZE
    if ((q.page ?? 1) * pageSize > MAX_RESULT_WINDOW) {
      throw badRequest({ page: `Only the first ${MAX_RESULT_WINDOW.toLocaleString('en')} results can be paged through: narrow the search` })
    }
    if (q.saved && !ctx.state.user) throw unauthorized('Sign in to see your saved companies')
    const page = await d.directory.search({
      search: q.search ?? undefined, exact: q.exact, sectorId: q.sectorId, subsectorId: q.subsectorId, verified: q.verified,
      countries: countriesOf(q.country), sort: q.sort ?? 'relevant', page: q.page ?? 1, pageSize,
      savedBy: q.saved ? ctx.state.user?.id : undefined,
    })
    ctx.set('X-Total-Count', String(page.total))
    // `gte`: a text question matched more companies than it ranks; the count is that window ("1,000+").
    ctx.set('X-Total-Relation', page.totalRelation)
    if (page.correctedSearch) ctx.set('X-Search-Corrected', encodeURIComponent(page.correctedSearch))
    ctx.set('Access-Control-Expose-Headers', 'X-Total-Count, X-Total-Relation, X-Search-Corrected')
    ctx.body = page.items
  })

  api.get('/api/companies/facets', {
    summary: "The directory's facets",
    description: 'For the same question as the directory (its sorting and paging are ignored): how many companies each sector and country holds. '
      + 'With `saved=true` (signed-in users only), counted over the caller\'s saved companies.',
    access: 'anyone', query: DirectoryQuery,
    answers: { 200: { description: 'The counts by sector and by country', body: DirectoryFacets }, 400: 'The input is not valid', 401: '`saved=true` without a session' },
  }, async (ctx, { query: q }) => {
    if (q.saved && !ctx.state.user) throw unauthorized('Sign in to see your saved companies')
    ctx.body = await d.directory.facets({
      search: q.search ?? undefined, exact: q.exact, sectorId: q.sectorId, subsectorId: q.subsectorId, verified: q.verified, countries: countriesOf(q.country),
      savedBy: q.saved ? ctx.state.user?.id : undefined,
    })
  })

  for (const path of ['/api/companies/user', '/api/my-companies']) {
    api.get(path, {
      summary: "The caller's companies", description: 'The companies the caller manages, in any status, each with the reason of its rejection or suspension.', access: 'signed-in',
      answers: { 200: { description: 'Their companies', body: t.array(OwnCompany) } },
    }, async (ctx, { user }) => { ctx.body = await d.reads.ownedBy(user.id) })
  }

  api.get('/api/companies/:id', {
    summary: 'A company profile',
    description: 'A public company for anyone; one in another status for its manager and admins only. The reason of a rejection or a suspension is shown to them only. '
      + 'A visitor\'s first read of a public company on a day (UTC) counts a view: a visitor is their visitor cookie where the request carries one, else a salted hash of their address and User-Agent for the day; '
      + 'crawlers, link-preview fetchers and generic HTTP clients (curl, wget, python-requests...; by User-Agent) and the company\'s manager and admins count none. '
      + 'Its `version` is what an edit may send back to be refused when someone else saved the company meanwhile.',
    access: 'anyone', params: IdParam,
    answers: {
      200: { ...detailAnswer('The company'), headers: { 'Set-Cookie': 'A signed visitor cookie (`expo.vid`) when a view was counted for a visitor without one, so that their next requests are the same visitor' } },
      404: 'No such company, or not one the caller may see',
    },
  }, async (ctx, { params }) => {
    const detail = await d.view.execute(params.id, ctx.state.user, profileVisitor(ctx), (key) => rememberVisitor(ctx, key))
    if (!detail) throw notFound('Company not found')
    ctx.body = shown(ctx, detail)
  })

  api.post('/api/companies/:id/contact', {
    summary: 'Write to a company', description: "The message goes to the company's contact email, with the sender's name and address to reply to. At most five messages an hour.",
    access: 'signed-in', params: IdParam, body: ContactBody,
    answers: {
      202: { description: 'The message is on its way', body: MessageBody },
      404: 'No such public company',
      429: { description: 'Five messages were sent in the last hour', headers: { 'Retry-After': 'Seconds to wait' } },
    },
  }, async (ctx, { params, body, user }) => {
    const r = await d.contact.execute(user, params.id, body.subject, body.message)
    if (E.isLeft(r)) {
      if (r.left._tag === 'CompanyNotFound') throw notFound('Company not found')
      throw new HttpError(429, 'You have sent too many messages; please try again in an hour', undefined, { 'Retry-After': String(r.left.retryAfterSeconds) })
    }
    ctx.status = 202
    ctx.body = { message: 'Your message has been sent to the company' }
  })

  api.get('/api/companies/:id/is-favorite', {
    summary: 'Whether the caller saved a company', access: 'anyone', params: IdParam,
    answers: { 200: { description: 'Saved or not (never without a session)', body: FavoriteState } },
  }, async (ctx, { params }) => {
    ctx.body = { isFavorite: ctx.state.user ? await d.reads.isFavorite(ctx.state.user.id, params.id) : false }
  })

  api.post('/api/companies', {
    summary: 'Create a company',
    description: 'The manager\'s form (`registrationNumber`: a VAT number or a trade-register id). The company waits for review when the platform moderates new companies.',
    access: ['company_manager', 'admin', 'super_admin'], body: ManagerCompanyBody,
    answers: {
      201: detailAnswer('The new company'),
      403: 'Company registration is closed, or the caller has not verified their email address (or has another role)',
      409: 'The manager manages as many companies as a manager may',
    },
  }, async (ctx, { body, user }) => {
    const company = unwrap(await d.create.execute({ actor: user, profile: toProfile(body) }))
    ctx.status = 201
    ctx.body = await detailFor(ctx, company.id)
  })

  // PATCH of a profile: the manager's form and the admin's differ in their fields (the subsector).
  const editProfile = async (ctx: Ctx, id: number, actor: User, body: Partial<t.TypeOf<typeof ManagerCompanyPatch> | t.TypeOf<typeof AdminCompanyPatch>>) => {
    unwrap(await d.commands.edit(id, actor, toChanges(body), body.version ?? undefined))
    ctx.body = await detailFor(ctx, id)
  }
  const editAnswers = (more: Answers = {}): Answers => ({
    200: detailAnswer('The company as saved'),
    404: 'No such company, or not one the caller may see',
    409: 'The company was changed by someone else since `version`',
    ...more,
  })
  const EDIT_TEXT = 'Any of the form\'s fields; those left out keep their value, a blank optional one clears it. With `version`, the edit is refused when the company changed since.'

  api.patch('/api/companies/:id', {
    summary: 'Edit a company', description: `${EDIT_TEXT} Its manager or an admin; a manager's edit of a rejected company sends it back to review (pending).`, access: 'signed-in', params: IdParam, body: ManagerCompanyPatch, partial: true,
    answers: editAnswers({ 403: 'The caller does not manage this company' }),
  }, async (ctx, { params, body, user }) => editProfile(ctx, params.id, user, body))

  api.delete('/api/companies/:id', {
    summary: 'Delete a company', description: 'Its manager or an admin.', access: 'signed-in', params: IdParam,
    answers: { 204: { description: 'Deleted', empty: true }, 403: 'The caller does not manage this company', 404: 'No such company, or not one the caller may see' },
  }, async (ctx, { params, user }) => {
    unwrap(await d.commands.delete(params.id, user))
    ctx.status = 204
  })

  // Favourites: idempotent saves of public companies.
  api.get('/api/favorites', {
    summary: "The caller's saved companies",
    description: 'Newest saved first by default. `list`: one list (its id, or `default`); `search`: words each in the name or the note; `sectorId`, `countryId`; '
      + '`sort`: saved (newest first), name or country. Each with its list (`listId`, null: the default list) and its private note.',
    access: 'signed-in', query: FavoriteQueryC,
    answers: { 200: { description: 'The saved companies that are public', body: t.array(Favorite) }, 400: 'A filter or the sort is not valid' },
  }, async (ctx, { user, query }) => { ctx.body = await d.reads.favorites(user.id, { ...query, search: query.search ?? undefined }) })

  api.post('/api/favorites', {
    summary: 'Save a company', description: 'Idempotent.', access: 'signed-in', body: FavoriteBody,
    answers: { 201: { description: 'Saved', body: SavedFavorite }, 404: 'No such public company' },
  }, async (ctx, { body: { companyId }, user }) => {
    const r = await d.favorites.add(user, companyId)
    if (E.isLeft(r)) throw notFound('Company not found')
    ctx.status = 201
    ctx.body = { companyId, isFavorite: true }
  })

  api.delete('/api/favorites/:companyId', {
    summary: 'Forget a saved company', description: 'Idempotent.', access: 'signed-in', params: CompanyIdParam,
    answers: { 204: { description: 'Not saved (any more)', empty: true } },
  }, async (ctx, { params, user }) => {
    await d.favorites.remove(user, params.companyId)
    ctx.status = 204
  })

  // Admin: the companies table and every decision on a company.
  api.get('/api/admin/companies', {
    summary: 'The companies table',
    description: 'Every company in any status, searched, filtered (`sector`; `status`: all, the default, approved or active, pending, rejected, suspended or verified), '
      + `sorted (\`sort\`: ${COMPANY_SORTS.join(', ')}; a leading \`-\` for descending; newest first by default; ties by id) and paged (\`pageSize\`: ${ADMIN_PAGE_SIZE} by default, at most ${ADMIN_MAX_PAGE_SIZE}).`,
    access: ADMINS, query: AdminCompanyQueryC,
    answers: { 200: { description: 'A page of companies', body: AdminCompanyList }, 400: 'A filter, the sort or the page size is not valid: `fieldErrors` names it' },
  }, async (ctx, { query: q }) => {
    const pageSize = q.pageSize ?? ADMIN_PAGE_SIZE
    const { rows, total } = await d.reads.adminList({ ...adminCompanyFilter(q), page: q.page ?? 1, pageSize })
    ctx.body = { companies: rows, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalCompanies: total }
  })

  api.post('/api/admin/companies', {
    summary: 'Create a company (admins)', description: 'The admin\'s form: the subsector is optional, and the company may start approved (or suspended) and verified.',
    access: ADMINS, body: AdminCompanyBody,
    answers: { 201: detailAnswer('The new company'), 409: 'The company is marked verified but does not start approved: only an approved company can be verified' },
  }, async (ctx, { body, user }) => {
    const status = body.status === 'active' ? 'approved' : body.status
    const company = unwrap(await d.create.execute({ actor: user, profile: toProfile(body), initial: { status, verified: body.verified } }))
    ctx.status = 201
    ctx.body = await detailFor(ctx, company.id)
  })

  api.get('/api/admin/companies/:id', {
    summary: 'A company (admins)',
    description: 'In any status, with the reason of its rejection or suspension, and its proven domain (`domainProof`: the proof of the domain its website has now, or null).',
    access: ADMINS, params: IdParam,
    answers: { 200: { description: 'The company', body: AdminCompanyDetail }, 404: 'No such company' },
  }, async (ctx, { params }) => {
    const detail = await detailFor(ctx, params.id)
    ctx.body = { ...detail, domainProof: await d.domainProofs.forAdmin(detail) }
  })

  api.patch('/api/admin/companies/:id', {
    summary: 'Edit a company (admins)', description: `${EDIT_TEXT} The subsector may be cleared; the status stays.`, access: ADMINS, params: IdParam, body: AdminCompanyPatch, partial: true,
    answers: editAnswers(),
  }, async (ctx, { params, body, user }) => editProfile(ctx, params.id, user, body))

  api.patch('/api/admin/companies/:id/status', {
    summary: 'Approve, reject, suspend, reinstate or reopen a company',
    description: '`approved` (or `active`) approves a pending or rejected company and reinstates a suspended one; `rejected` and `suspended` need a `reason` '
      + '(trimmed, at most 1000 characters), which its manager sees and is emailed; `pending` reopens a rejected company (back to review, its reason cleared). '
      + 'Leaving rejected or suspended clears the reason.',
    access: ADMINS, params: IdParam, body: StatusBody,
    answers: {
      200: detailAnswer('The company in its new status'),
      400: 'The input is not valid, or a rejection or suspension has no `reason`: `fieldErrors` names each bad field',
      404: 'No such company',
      409: 'The company cannot go from its status to this one, or it was changed by someone else meanwhile',
    },
  }, async (ctx, { params, body, user }) => {
    const status = body.status === 'active' ? 'approved' : body.status
    unwrap(await d.commands.changeStatus(params.id, user, status, body.reason ?? null))
    ctx.body = await detailFor(ctx, params.id)
  })

  api.patch('/api/admin/companies/:id/verify', {
    summary: "Grant or withdraw a company's verified badge",
    description: 'With `verified: true` the company gets a verification passport valid for the months of the setting `registration.passportValidityMonths` (12 by default): '
      + 'with the `checks` given (1 to 5, each kind once: registry with its registry and number, domain, address, identity, document with its type; a method, a private note and '
      + 'evidence files: upload keys of files an admin uploaded that nothing uses yet), or without them the single check `review` (Profile reviewed by an administrator). '
      + 'Checks given for a verified company renew its passport (the old one is replaced); without checks a verified company stays as it is. '
      + 'With `verified: false` its passport is revoked with the `reason` (at most 500 characters; "No reason given" when left out). Revoking an unverified company changes nothing.',
    access: ADMINS, params: IdParam, body: VerifyBody,
    answers: {
      200: detailAnswer('The company'), 400: 'A check is not valid (a kind twice, a missing registry number or document type, an evidence file that may not be used), or the reason is blank',
      404: 'No such company',
      409: 'Only an approved company can be verified, or it was changed by someone else meanwhile',
    },
  }, async (ctx, { params, body, user }) => {
    unwrap(await d.commands.setVerified(params.id, user, body.verified, { checks: body.checks, reason: body.reason ?? undefined }))
    ctx.body = await detailFor(ctx, params.id)
  })

  api.post('/api/admin/companies/:id/verification/revoke', {
    summary: "Revoke a company's verification, with a reason",
    description: 'Its current passport ends as revoked (who, when, why: the reason is required, at most 500 characters); the company loses its verified badge.',
    access: ADMINS, params: IdParam, body: RevokeBody,
    answers: {
      200: detailAnswer('The company'), 400: 'No reason, or one longer than 500 characters', 404: 'No such company', 409: 'The company is not verified',
    },
  }, async (ctx, { params, body, user }) => {
    const company = found(await d.reads.detail(params.id), 'Company not found')
    if (!company.isVerified) throw companyHttpError({ _tag: 'NotVerified' })
    unwrap(await d.commands.setVerified(params.id, user, false, { reason: body.reason }))
    ctx.body = await detailFor(ctx, params.id)
  })

  api.get('/api/admin/companies/:id/verification', {
    summary: "A company's verification passport and its history (admins)",
    description: 'Where its verification stands (none, verified, expiring: 30 days or less left, lapsed, revoked), its current passport with every check, '
      + 'its method, private note, evidence files (links answered to admins only), who checked and when, and the past passports, newest first; '
      + 'and `validityMonths`, how long a passport issued now would be valid.',
    access: ADMINS, params: IdParam,
    answers: { 200: { description: 'The verification record', body: VerificationRecord }, 404: 'No such company' },
  }, async (ctx, { params }) => {
    const record = found(await d.reads.verificationRecord(params.id), 'Company not found')
    ctx.body = { ...record, validityMonths: (await d.settings.current()).registration.passportValidityMonths }
  })

  api.delete('/api/admin/companies/:id', {
    summary: 'Delete a company (admins)', access: ADMINS, params: IdParam,
    answers: { 204: { description: 'Deleted', empty: true }, 404: 'No such company' },
  }, async (ctx, { params, user }) => {
    unwrap(await d.commands.delete(params.id, user))
    ctx.status = 204
  })

  return api
}
