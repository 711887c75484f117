import { randomBytes } from 'node:crypto'
import Router from '@koa/router'
import type Koa from 'koa'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { CompanyCommands } from '../../../application/company/commands/company-commands'
import type { CreateCompanyHandler } from '../../../application/company/commands/create-company'
import type { FavoriteCommands } from '../../../application/company/commands/favorites'
import type { ContactCompanyHandler } from '../../../application/company/commands/contact-company'
import { overseesCompany } from '../../../application/company/company-access'
import type { CompanyDetailView, CompanyReadModel } from '../../../application/company/queries/company-views'
import type { ViewCompanyProfile } from '../../../application/company/queries/view-company'
import { ADMIN_PAGE_SIZE } from '../../../application/admin/admin-list-limits'
import { DEFAULT_PAGE_SIZE, MAX_RESULT_WINDOW } from '../../../application/directory/directory-limits'
import type { DirectoryReadModel } from '../../../application/directory/search-directory'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import type { CompanyProfile } from '../../../domain/company/company'
import type { User } from '../../../domain/user/user'
import type { AppState } from '../app-state'
import { requireAdmin, requireRole, requireUser } from '../auth'
import { badRequest, found, HttpError, notFound } from '../http-error'
import { decodeOrThrow, decodePatchOrThrow, queryOf } from '../validation'
import {
  PROFILE_KEYS, AdminCompanyBody, AdminCompanyPatch, AdminCompanyQueryC, CompanyIdParam, ContactBody, DirectoryQuery, FavoriteBody, IdParam, ManagerCompanyBody, ManagerCompanyPatch, StatusBody, VerifyBody,
} from './company.codecs'
import { companyHttpError } from './company.http-errors'

export interface CompanyRoutesDeps {
  readonly create: CreateCompanyHandler
  readonly commands: CompanyCommands
  readonly favorites: FavoriteCommands
  readonly contact: ContactCompanyHandler
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

/** A per-browser-session key, so a company's views grow once per visitor session. */
const visitorKey = (ctx: Ctx): string => {
  const existing = ctx.cookies.get(VISITOR_COOKIE, { signed: true })
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing
  const key = randomBytes(18).toString('base64url')
  ctx.cookies.set(VISITOR_COOKIE, key, { httpOnly: true, sameSite: 'lax', signed: true, overwrite: true })
  return key
}

export const companyRoutes = (d: CompanyRoutesDeps) => {
  const router = new Router<AppState>()

  const shown = (ctx: Ctx, detail: CompanyDetailView) => ({ ...detail, rejectionReason: overseesCompany(detail, ctx.state.user) ? detail.rejectionReason : null })
  const detailFor = async (ctx: Ctx, id: number) => shown(ctx, found(await d.reads.detail(id), 'Company not found'))

  // Directory: approved companies only, searched, filtered, sorted and paged; the total in X-Total-Count.
  router.get('/api/companies', async (ctx) => {
    const q = decodeOrThrow(DirectoryQuery, queryOf(ctx.query))
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
    const page = await d.directory.search({
      search: q.search ?? undefined, sectorId: q.sectorId, subsectorId: q.subsectorId, verified: q.verified,
      countries: q.country ? q.country.split(',').map((c) => c.trim()).filter(Boolean).slice(0, 50) : undefined,
      sort: q.sort ?? 'relevant', page: q.page ?? 1, pageSize,
    })
    ctx.set('X-Total-Count', String(page.total))
    // `gte`: a text question matched more companies than it ranks; the count is that window ("1,000+").
    ctx.set('X-Total-Relation', page.totalRelation)
    if (page.correctedSearch) ctx.set('X-Search-Corrected', encodeURIComponent(page.correctedSearch))
    ctx.set('Access-Control-Expose-Headers', 'X-Total-Count, X-Total-Relation, X-Search-Corrected')
    ctx.body = page.items
  })

  router.get('/api/companies/facets', async (ctx) => {
    const q = decodeOrThrow(DirectoryQuery, queryOf(ctx.query))
    ctx.body = await d.directory.facets({
      search: q.search ?? undefined, sectorId: q.sectorId, subsectorId: q.subsectorId, verified: q.verified,
      countries: q.country ? q.country.split(',').map((c) => c.trim()).filter(Boolean).slice(0, 50) : undefined,
    })
  })

  const ownCompanies = async (ctx: Ctx) => {
    const user = requireUser(ctx)
    ctx.body = await d.reads.ownedBy(user.id)
  }
  router.get('/api/companies/user', ownCompanies)
  router.get('/api/my-companies', ownCompanies)

  router.get('/api/companies/:id', async (ctx) => {
    const { id } = decodeOrThrow(IdParam, ctx.params)
    const detail = await d.view.execute(id, ctx.state.user, () => visitorKey(ctx))
    if (!detail) throw notFound('Company not found')
    ctx.body = shown(ctx, detail)
  })

  router.post('/api/companies/:id/contact', async (ctx) => {
    const sender = requireUser(ctx)
    const { id } = decodeOrThrow(IdParam, ctx.params)
    const { subject, message } = decodeOrThrow(ContactBody, ctx.request.body)
    const r = await d.contact.execute(sender, id, subject, message)
    if (E.isLeft(r)) {
      if (r.left._tag === 'CompanyNotFound') throw notFound('Company not found')
      throw new HttpError(429, 'You have sent too many messages; please try again in an hour', undefined, { 'Retry-After': String(r.left.retryAfterSeconds) })
    }
    ctx.status = 202
    ctx.body = { message: 'Your message has been sent to the company' }
  })

  router.get('/api/companies/:id/is-favorite', async (ctx) => {
    const { id } = decodeOrThrow(IdParam, ctx.params)
    ctx.body = { isFavorite: ctx.state.user ? await d.reads.isFavorite(ctx.state.user.id, id) : false }
  })

  router.post('/api/companies', async (ctx) => {
    const actor = requireRole(ctx, 'company_manager', 'admin', 'super_admin')
    const body = decodeOrThrow(ManagerCompanyBody, ctx.request.body)
    const company = unwrap(await d.create.execute({ actor, profile: toProfile(body) }))
    ctx.status = 201
    ctx.body = await detailFor(ctx, company.id)
  })

  // PATCH of a profile: the manager's form and the admin's differ in their fields (the subsector).
  const patchProfile = <A extends t.TypeOf<typeof ManagerCompanyPatch> | t.TypeOf<typeof AdminCompanyPatch>, O>(actorOf: (ctx: Ctx) => User, codec: t.Type<A, O>) => async (ctx: Ctx) => {
    const actor = actorOf(ctx)
    const { id } = decodeOrThrow(IdParam, ctx.params)
    const body = decodePatchOrThrow(codec, ctx.request.body)
    unwrap(await d.commands.edit(id, actor, toChanges(body), body.version ?? undefined))
    ctx.body = await detailFor(ctx, id)
  }

  router.patch('/api/companies/:id', patchProfile(requireUser, ManagerCompanyPatch))

  router.delete('/api/companies/:id', async (ctx) => {
    const actor = requireUser(ctx)
    const { id } = decodeOrThrow(IdParam, ctx.params)
    unwrap(await d.commands.delete(id, actor))
    ctx.status = 204
  })

  // Favourites: idempotent saves of public companies.
  router.get('/api/favorites', async (ctx) => {
    ctx.body = await d.reads.favorites(requireUser(ctx).id)
  })
  router.post('/api/favorites', async (ctx) => {
    const user = requireUser(ctx)
    const { companyId } = decodeOrThrow(FavoriteBody, ctx.request.body)
    const r = await d.favorites.add(user, companyId)
    if (E.isLeft(r)) throw notFound('Company not found')
    ctx.status = 201
    ctx.body = { companyId, isFavorite: true }
  })
  router.delete('/api/favorites/:companyId', async (ctx) => {
    const user = requireUser(ctx)
    const { companyId } = decodeOrThrow(CompanyIdParam, ctx.params)
    await d.favorites.remove(user, companyId)
    ctx.status = 204
  })

  // Admin: the companies table and every decision on a company.
  router.get('/api/admin/companies', async (ctx) => {
    requireAdmin(ctx)
    const q = decodeOrThrow(AdminCompanyQueryC, queryOf(ctx.query))
    const pageSize = q.pageSize ?? ADMIN_PAGE_SIZE
    const status = !q.status ? 'all' : q.status === 'approved' ? 'active' : q.status
    const { rows, total } = await d.reads.adminList({
      page: q.page ?? 1, pageSize, search: q.search ?? undefined,
      sectorId: typeof q.sector === 'number' ? q.sector : undefined, status,
    })
    ctx.body = { companies: rows, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalCompanies: total }
  })

  router.post('/api/admin/companies', async (ctx) => {
    const actor = requireAdmin(ctx)
    const body = decodeOrThrow(AdminCompanyBody, ctx.request.body)
    const status = body.status === 'active' ? 'approved' : body.status
    const company = unwrap(await d.create.execute({ actor, profile: toProfile(body), initial: { status, verified: body.verified } }))
    ctx.status = 201
    ctx.body = await detailFor(ctx, company.id)
  })

  router.get('/api/admin/companies/:id', async (ctx) => {
    requireAdmin(ctx)
    const { id } = decodeOrThrow(IdParam, ctx.params)
    ctx.body = await detailFor(ctx, id)
  })

  router.patch('/api/admin/companies/:id', patchProfile(requireAdmin, AdminCompanyPatch))

  router.patch('/api/admin/companies/:id/status', async (ctx) => {
    const actor = requireAdmin(ctx)
    const { id } = decodeOrThrow(IdParam, ctx.params)
    const body = decodeOrThrow(StatusBody, ctx.request.body)
    const status = body.status === 'active' ? 'approved' : body.status
    unwrap(await d.commands.changeStatus(id, actor, status, body.reason ?? null))
    ctx.body = await detailFor(ctx, id)
  })

  router.patch('/api/admin/companies/:id/verify', async (ctx) => {
    const actor = requireAdmin(ctx)
    const { id } = decodeOrThrow(IdParam, ctx.params)
    const { verified } = decodeOrThrow(VerifyBody, ctx.request.body)
    unwrap(await d.commands.setVerified(id, actor, verified))
    ctx.body = await detailFor(ctx, id)
  })

  router.delete('/api/admin/companies/:id', async (ctx) => {
    const actor = requireAdmin(ctx)
    const { id } = decodeOrThrow(IdParam, ctx.params)
    unwrap(await d.commands.delete(id, actor))
    ctx.status = 204
  })

  return router
}
