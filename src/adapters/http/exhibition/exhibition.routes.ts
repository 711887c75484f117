import Router from '@koa/router'
import type Koa from 'koa'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { ADMIN_PAGE_SIZE } from '../../../application/admin/admin-list-limits'
import type { EligibleCompanies } from '../../../application/exhibition/eligible-companies'
import type { ExhibitionCommands, ExhibitionUseCaseError } from '../../../application/exhibition/exhibition-commands'
import type { ExhibitionReadModel, ExhibitionTab } from '../../../application/exhibition/exhibition-views'
import type { DirectoryReadModel } from '../../../application/directory/search-directory'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import { startOfLocalDay } from '../../../domain/exhibition/calendar-day'
import { virtualByDefault, type ExhibitionDetails } from '../../../domain/exhibition/exhibition'
import type { Clock } from '../../../domain/shared/clock'
import type { AppState } from '../app-state'
import { requireAdmin, requireRole } from '../auth'
import { found } from '../http-error'
import { decodeOrThrow, decodePatchOrThrow, queryOf } from '../validation'
import {
  AdminListQuery, ApplyBody, DecideBody, ExhibitionBody, ExhibitionIdQuery, ExhibitionPatch, IdParam, ParticipantParams, PublicListQuery,
} from './exhibition.codecs'
import { exhibitionsCalendar } from './exhibition-calendar'
import { exhibitionHttpError } from './exhibition.http-errors'

export interface ExhibitionRoutesDeps {
  readonly commands: ExhibitionCommands
  readonly reads: ExhibitionReadModel
  readonly eligible: EligibleCompanies
  readonly directory: DirectoryReadModel
  readonly settings: SettingsReader
  readonly clock: Clock
}

type Ctx = Koa.ParameterizedContext<AppState>

const unwrap = <A>(r: E.Either<ExhibitionUseCaseError, A>): A => {
  if (E.isLeft(r)) throw exhibitionHttpError(r.left)
  return r.right
}

/** A day ('2026-12-01') is its first instant in the platform's time zone; an ISO instant is itself. */
const toInstant = (s: string, timeZone: string): Date => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  return day ? startOfLocalDay(Number(day[1]), Number(day[2]), Number(day[3]), timeZone) : new Date(s)
}

const toDetails = (b: t.TypeOf<typeof ExhibitionBody>, timeZone: string): ExhibitionDetails => {
  const vFairsLink = b.vFairsLink ?? null
  return {
    name: b.name, description: b.description, posterImage: b.bannerUrl ?? b.posterImage ?? null,
    startDate: toInstant(b.startDate, timeZone), endDate: toInstant(b.endDate, timeZone),
    location: b.location, venue: b.venue ?? null, countryId: b.countryId ?? null, sectorId: b.sectorId ?? null,
    allowedSectors: b.allowedSectors ?? [], registrationDeadline: b.registrationDeadline ? toInstant(b.registrationDeadline, timeZone) : null,
    vFairsLink, website: b.website ?? null, capacity: Math.floor(b.maxParticipants ?? b.capacity ?? 0),
    boothCostCents: Math.round((b.registrationFee ?? b.boothCost ?? 0) * 100),
    isVirtual: virtualByDefault(vFairsLink, b.isVirtual), cancelled: b.status === 'cancelled',
  }
}

/**
 * The details a PATCH names, read as on creation (days in the platform's time zone); a field left
 * out is absent from the answer, so the stored value stays. Two names of one field (bannerUrl and
 * posterImage, maxParticipants and capacity, registrationFee and boothCost) are one change. A link
 * sent without isVirtual sets it as on creation (virtual when there is a link).
 */
const toChanges = (b: Partial<t.TypeOf<typeof ExhibitionPatch>>, timeZone: string): Partial<ExhibitionDetails> => {
  const c: { -readonly [K in keyof ExhibitionDetails]?: ExhibitionDetails[K] } = {}
  if (b.name !== undefined) c.name = b.name
  if (b.description !== undefined) c.description = b.description
  if (b.bannerUrl !== undefined || b.posterImage !== undefined) c.posterImage = b.bannerUrl ?? b.posterImage ?? null
  if (b.startDate !== undefined) c.startDate = toInstant(b.startDate, timeZone)
  if (b.endDate !== undefined) c.endDate = toInstant(b.endDate, timeZone)
  if (b.location !== undefined) c.location = b.location
  if (b.venue !== undefined) c.venue = b.venue
  if (b.countryId !== undefined) c.countryId = b.countryId
  if (b.sectorId !== undefined) c.sectorId = b.sectorId
  if (b.allowedSectors !== undefined) c.allowedSectors = b.allowedSectors
  if (b.registrationDeadline !== undefined) c.registrationDeadline = b.registrationDeadline ? toInstant(b.registrationDeadline, timeZone) : null
  if (b.vFairsLink !== undefined) c.vFairsLink = b.vFairsLink
  if (b.website !== undefined) c.website = b.website
  if (b.maxParticipants !== undefined || b.capacity !== undefined) c.capacity = Math.floor(b.maxParticipants ?? b.capacity ?? 0)
  if (b.registrationFee !== undefined || b.boothCost !== undefined) c.boothCostCents = Math.round((b.registrationFee ?? b.boothCost ?? 0) * 100)
  if (b.isVirtual !== undefined || b.vFairsLink !== undefined) c.isVirtual = virtualByDefault(b.vFairsLink ?? null, b.isVirtual)
  if (b.status !== undefined) c.cancelled = b.status === 'cancelled'
  return c
}

const tabOf = (q: { upcoming?: boolean; includeEnded?: boolean; status?: string; tab?: string }): ExhibitionTab => {
  const named = q.tab || q.status
  if (named === 'ended') return 'past'
  if (named) return named as ExhibitionTab
  if (q.upcoming) return 'upcoming'
  return q.includeEnded ? 'all' : 'current'
}

export const exhibitionRoutes = (d: ExhibitionRoutesDeps) => {
  const router = new Router<AppState>()
  const timeZone = async () => (await d.settings.current()).general.timezone
  const detail = async (id: number) => found(await d.reads.detail(id, d.clock.now(), await timeZone()), 'Exhibition not found')
  const adminDetail = async (id: number) => found(await d.reads.adminDetail(id, d.clock.now(), await timeZone()), 'Exhibition not found')
  const baseUrl = (ctx: Ctx) => `${ctx.protocol}://${ctx.host}`

  router.get('/api/exhibitions', async (ctx) => {
    const q = decodeOrThrow(PublicListQuery, queryOf(ctx.query))
    const { items, total } = await d.reads.list({
      tab: tabOf(q), search: q.search ?? undefined, sectorId: q.sectorId, limit: q.limit, page: q.page,
    }, d.clock.now(), await timeZone())
    ctx.set('X-Total-Count', String(total))
    ctx.body = items
  })

  // The subscribable feed of upcoming and ongoing exhibitions.
  router.get('/api/exhibitions/calendar.ics', async (ctx) => {
    const tz = await timeZone()
    const { items } = await d.reads.list({ tab: 'current', limit: 500 }, d.clock.now(), tz)
    ctx.type = 'text/calendar; charset=utf-8'
    ctx.set('Content-Disposition', 'inline; filename="expo-atlas-exhibitions.ics"')
    ctx.body = exhibitionsCalendar('Expo Atlas exhibitions', items, baseUrl(ctx), tz)
  })

  router.get('/api/my-applications', async (ctx) => {
    const user = requireRole(ctx, 'company_manager', 'admin', 'super_admin')
    ctx.body = await d.reads.applicationsOf(user.id)
  })

  router.get('/api/exhibitions/:id', async (ctx) => {
    ctx.body = await detail(decodeOrThrow(IdParam, ctx.params).id)
  })

  router.get('/api/exhibitions/:id/calendar.ics', async (ctx) => {
    const e = await detail(decodeOrThrow(IdParam, ctx.params).id)
    ctx.type = 'text/calendar; charset=utf-8'
    ctx.set('Content-Disposition', `attachment; filename="exhibition-${e.id}.ics"`)
    ctx.body = exhibitionsCalendar(e.name, [e], baseUrl(ctx), await timeZone())
  })

  // Confirmed exhibitors of public companies, for everyone: nothing of the application itself.
  router.get('/api/exhibitions/:id/participants', async (ctx) => {
    const { id } = decodeOrThrow(IdParam, ctx.params)
    await detail(id)
    ctx.body = await d.reads.exhibitors(id)
  })

  router.get('/api/exhibitions/:id/companies', async (ctx) => {
    const { id } = decodeOrThrow(IdParam, ctx.params)
    await detail(id)
    const confirmed = await d.reads.exhibitors(id)
    const booths = new Map(confirmed.map((p) => [p.companyId, p.boothNumber]))
    const entries = await d.directory.byIds(confirmed.map((p) => p.companyId))
    ctx.body = entries.map((c) => ({ ...c, boothNumber: booths.get(c.id) ?? null }))
  })

  // The caller's companies, each with whether it may apply and why not.
  router.get('/api/exhibitions/:id/eligible-companies', async (ctx) => {
    const user = requireRole(ctx, 'company_manager', 'admin', 'super_admin')
    const { id } = decodeOrThrow(IdParam, ctx.params)
    ctx.body = unwrap(await d.eligible.of(user, id))
  })

  router.post('/api/exhibitions/:id/participants', async (ctx) => {
    const user = requireRole(ctx, 'company_manager', 'admin', 'super_admin')
    const { id } = decodeOrThrow(IdParam, ctx.params)
    const b = decodeOrThrow(ApplyBody, ctx.request.body)
    const p = unwrap(await d.commands.applyWith(user, id, b.companyId, { participationLevel: b.participationLevel ?? null, specialRequirements: b.specialRequirements ?? null }))
    ctx.status = 201
    ctx.body = { ...p, createdAt: p.createdAt.toISOString(), decidedAt: null }
  })

  router.delete('/api/exhibitions/:id/participants/:participantId', async (ctx) => {
    const user = requireRole(ctx, 'company_manager', 'admin', 'super_admin')
    const { id, participantId } = decodeOrThrow(ParticipantParams, ctx.params)
    unwrap(await d.commands.withdrawApplication(user, id, participantId))
    ctx.status = 204
  })

  // Admin.
  router.get('/api/admin/exhibitions', async (ctx) => {
    requireAdmin(ctx)
    const q = decodeOrThrow(AdminListQuery, queryOf(ctx.query))
    const pageSize = q.pageSize ?? ADMIN_PAGE_SIZE
    const named = q.tab || q.status || 'upcoming'
    const { items, total } = await d.reads.adminList({
      tab: named === 'ended' ? 'past' : named, search: q.search ?? undefined,
      sectorId: typeof q.sector === 'number' ? q.sector : undefined, page: q.page ?? 1, pageSize,
    }, d.clock.now(), await timeZone())
    ctx.body = { exhibitions: items, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalExhibitions: total }
  })

  router.post('/api/admin/exhibitions', async (ctx) => {
    const admin = requireAdmin(ctx)
    const b = decodeOrThrow(ExhibitionBody, ctx.request.body)
    const created = unwrap(await d.commands.create(admin, toDetails(b, await timeZone())))
    ctx.status = 201
    ctx.body = await adminDetail(created.id)
  })

  const participantsOf = async (ctx: Ctx, id: number) => {
    requireAdmin(ctx)
    await detail(id)
    ctx.body = await d.reads.participants(id)
  }
  router.get('/api/admin/exhibitions/participants', async (ctx) => {
    requireAdmin(ctx)
    await participantsOf(ctx, decodeOrThrow(ExhibitionIdQuery, queryOf(ctx.query)).exhibitionId)
  })
  router.get('/api/admin/exhibitions/:id/participants', async (ctx) => participantsOf(ctx, decodeOrThrow(IdParam, ctx.params).id))

  router.get('/api/admin/exhibitions/:id', async (ctx) => {
    requireAdmin(ctx)
    ctx.body = await adminDetail(decodeOrThrow(IdParam, ctx.params).id)
  })

  router.patch('/api/admin/exhibitions/:id', async (ctx) => {
    const admin = requireAdmin(ctx)
    const { id } = decodeOrThrow(IdParam, ctx.params)
    const b = decodePatchOrThrow(ExhibitionPatch, ctx.request.body)
    unwrap(await d.commands.update(admin, id, toChanges(b, await timeZone())))
    ctx.body = await adminDetail(id)
  })

  router.delete('/api/admin/exhibitions/:id', async (ctx) => {
    const admin = requireAdmin(ctx)
    unwrap(await d.commands.delete(admin, decodeOrThrow(IdParam, ctx.params).id))
    ctx.status = 204
  })

  router.patch('/api/admin/exhibitions/:id/participants/:participantId', async (ctx) => {
    const admin = requireAdmin(ctx)
    const { id, participantId } = decodeOrThrow(ParticipantParams, ctx.params)
    const b = decodeOrThrow(DecideBody, ctx.request.body)
    const to = b.status === 'rejected' ? 'rejected' : 'approved'
    unwrap(await d.commands.decide(admin, id, participantId, to, b.boothNumber))
    ctx.body = (await d.reads.participants(id)).find((p) => p.id === participantId)
  })

  return router
}

