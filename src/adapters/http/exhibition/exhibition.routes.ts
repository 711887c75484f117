import type Koa from 'koa'
import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from '../../../application/admin/admin-list-limits'
import { EXHIBITION_SORTS, PARTICIPANT_SORTS, type ParticipantSort } from '../../../application/admin/list-sort'
import type { EligibleCompanies } from '../../../application/exhibition/eligible-companies'
import type { ExhibitionCommands, ExhibitionUseCaseError } from '../../../application/exhibition/exhibition-commands'
import type { ExhibitionReadModel, ExhibitionTab } from '../../../application/exhibition/exhibition-views'
import type { DirectoryReadModel } from '../../../application/directory/search-directory'
import type { SettingsReader } from '../../../application/settings/settings-reader'
import { startOfLocalDay } from '../../../domain/exhibition/calendar-day'
import { virtualByDefault, type ExhibitionDetails } from '../../../domain/exhibition/exhibition'
import type { Clock } from '../../../domain/shared/clock'
import type { AppState } from '../app-state'
import { ApiRouter } from '../api-router'
import { ADMINS } from '../auth'
import { found } from '../http-error'
import {
  AdminListQuery, ApplyBody, DecideBody, ExhibitionBody, ExhibitionIdQuery, ExhibitionPatch, IdParam, ParticipantParams, ParticipantsQuery, PublicListQuery,
} from './exhibition.codecs'
import {
  AdminExhibition, AdminExhibitionList, Application, EligibleCompany, Exhibition, ExhibitionCompany, Exhibitor, MyApplication, Participant,
} from './exhibition.answers'
import { exhibitionsCalendar } from './exhibition-calendar'
import { exhibitionHttpError } from './exhibition.http-errors'

export interface ExhibitionRoutesDeps {
  readonly commands: ExhibitionCommands
  readonly reads: ExhibitionReadModel
  readonly eligible: EligibleCompanies
  readonly directory: DirectoryReadModel
  readonly settings: SettingsReader
  readonly clock: Clock
  /** The address people reach the app at (PUBLIC_URL): the calendars' links, never the host a request names. */
  readonly publicUrl: string
}

type Ctx = Koa.ParameterizedContext<AppState>

/** Those who apply with their companies (admins may apply for any company). */
const APPLICANTS = ['company_manager', 'admin', 'super_admin'] as const

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
  const api = new ApiRouter('Exhibitions', 'Exhibitions and their calendars (iCalendar), applications to exhibit with a company and their review by admins, and the admins\' exhibition management. The public never sees a cancelled exhibition listed, nor a company that is not public among the exhibitors.')
  const timeZone = async () => (await d.settings.current()).general.timezone
  const detail = async (id: number) => found(await d.reads.detail(id, d.clock.now(), await timeZone()), 'Exhibition not found')
  const adminDetail = async (id: number) => found(await d.reads.adminDetail(id, d.clock.now(), await timeZone()), 'Exhibition not found')

  api.get('/api/exhibitions', {
    summary: 'The exhibitions',
    description: 'Without a tab: the upcoming and ongoing ones (all but cancelled with `includeEnded`). `tab` (or `status`): upcoming, ongoing, past (ended) or all. Cancelled exhibitions are never listed. `sectorId`: the exhibitions open to that sector, those that allow it and those open to every sector. Paged by `limit` (the page size: 100 by default, at most 100) and `page` (from 1).',
    access: 'anyone', query: PublicListQuery,
    answers: {
      200: {
        description: 'A page of exhibitions (past ones latest first, the others soonest first); `participantCount` counts the confirmed exhibitors of approved companies',
        body: t.array(Exhibition), headers: { 'X-Total-Count': 'The number of exhibitions on every page' },
      },
    },
  }, async (ctx, { query: q }) => {
    const { items, total } = await d.reads.list({
      tab: tabOf(q), search: q.search ?? undefined, sectorId: q.sectorId, limit: q.limit, page: q.page,
    }, d.clock.now(), await timeZone())
    ctx.set('X-Total-Count', String(total))
    ctx.body = items
  })

  // The subscribable feed of upcoming and ongoing exhibitions.
  api.get('/api/exhibitions/calendar.ics', {
    summary: 'A calendar of the upcoming and ongoing exhibitions',
    description: 'An iCalendar feed to subscribe to (at most 500 events), in the platform\'s time zone. Each event links to the exhibition\'s page on the configured public address (`PUBLIC_URL`).',
    access: 'anyone',
    answers: { 200: { description: 'The exhibitions as iCalendar events', mediaType: 'text/calendar' } },
  }, async (ctx) => {
    const tz = await timeZone()
    const { items } = await d.reads.list({ tab: 'current', limit: 500 }, d.clock.now(), tz)
    ctx.type = 'text/calendar; charset=utf-8'
    ctx.set('Content-Disposition', 'inline; filename="expo-atlas-exhibitions.ics"')
    ctx.body = exhibitionsCalendar('Expo Atlas exhibitions', items, d.publicUrl, tz)
  })

  api.get('/api/my-applications', {
    summary: "The applications of the caller's companies", description: 'Each application in full (as the admins read it), with its exhibition\'s name and dates.', access: APPLICANTS,
    answers: { 200: { description: 'Every application of the companies the caller manages (withdrawn ones too), latest exhibition first', body: t.array(MyApplication) } },
  }, async (ctx, { user }) => {
    ctx.body = await d.reads.applicationsOf(user.id)
  })

  api.get('/api/exhibitions/:id', {
    summary: 'An exhibition', description: 'A cancelled one too, with the status `cancelled`.', access: 'anyone', params: IdParam,
    answers: { 200: { description: 'The exhibition', body: Exhibition }, 404: 'No such exhibition' },
  }, async (ctx, { params }) => {
    ctx.body = await detail(params.id)
  })

  api.get('/api/exhibitions/:id/calendar.ics', {
    summary: 'An exhibition as a calendar event',
    description: 'An iCalendar file (`.ics`, as a download) with one event, linked to the exhibition\'s page on the configured public address (`PUBLIC_URL`).',
    access: 'anyone', params: IdParam,
    answers: { 200: { description: 'The exhibition as an iCalendar file', mediaType: 'text/calendar' }, 404: 'No such exhibition' },
  }, async (ctx, { params }) => {
    const e = await detail(params.id)
    ctx.type = 'text/calendar; charset=utf-8'
    ctx.set('Content-Disposition', `attachment; filename="exhibition-${e.id}.ics"`)
    ctx.body = exhibitionsCalendar(e.name, [e], d.publicUrl, await timeZone())
  })

  // Confirmed exhibitors of public companies, for everyone: nothing of the application itself.
  api.get('/api/exhibitions/:id/participants', {
    summary: 'The confirmed exhibitors of an exhibition', description: 'Each company and its booth; nothing else of the application.', access: 'anyone', params: IdParam,
    answers: { 200: { description: 'The confirmed exhibitors of public companies, verified and most viewed first', body: t.array(Exhibitor) }, 404: 'No such exhibition' },
  }, async (ctx, { params }) => {
    await detail(params.id)
    ctx.body = await d.reads.exhibitors(params.id)
  })

  api.get('/api/exhibitions/:id/companies', {
    summary: 'The companies exhibiting', access: 'anyone', params: IdParam,
    answers: { 200: { description: 'The confirmed exhibitors of public companies as directory entries, with their booths', body: t.array(ExhibitionCompany) }, 404: 'No such exhibition' },
  }, async (ctx, { params }) => {
    await detail(params.id)
    const confirmed = await d.reads.exhibitors(params.id)
    const booths = new Map(confirmed.map((p) => [p.companyId, p.boothNumber]))
    const entries = await d.directory.byIds(confirmed.map((p) => p.companyId))
    ctx.body = entries.map((c) => ({ ...c, boothNumber: booths.get(c.id) ?? null }))
  })

  // The caller's companies, each with whether it may apply and why not.
  api.get('/api/exhibitions/:id/eligible-companies', {
    summary: "Which of the caller's companies may apply", access: APPLICANTS, params: IdParam,
    answers: { 200: { description: "The caller's companies, newest first, each with whether it may apply now, why not, and its application", body: t.array(EligibleCompany) }, 404: 'No such exhibition' },
  }, async (ctx, { params, user }) => {
    ctx.body = unwrap(await d.eligible.of(user, params.id))
  })

  api.post('/api/exhibitions/:id/participants', {
    summary: 'Apply to exhibit with a company', description: 'The application waits for an admin to confirm or reject it.',
    access: APPLICANTS, params: IdParam, body: ApplyBody,
    answers: {
      201: { description: 'The application, pending', body: Application },
      403: 'The caller does not manage the company',
      404: 'No such exhibition, or no such company (a manager sees only public companies and their own)',
      409: 'The company may not apply: already applied, exhibition cancelled, ended, closed or full, company not approved or verified, or its sector not allowed',
    },
  }, async (ctx, { params, body: b, user }) => {
    const p = unwrap(await d.commands.applyWith(user, params.id, b.companyId, { participationLevel: b.participationLevel ?? null, specialRequirements: b.specialRequirements ?? null }))
    ctx.status = 201
    ctx.body = { ...p, createdAt: p.createdAt.toISOString(), decidedAt: null }
  })

  api.delete('/api/exhibitions/:id/participants/:participantId', {
    summary: 'Withdraw an application', description: 'Only a pending application, by the manager of its company (or an admin).',
    access: APPLICANTS, params: ParticipantParams,
    answers: {
      204: { description: 'Withdrawn', empty: true },
      404: "No such application at this exhibition, or not one of the caller's companies",
      409: 'The application is already decided',
    },
  }, async (ctx, { params, user }) => {
    unwrap(await d.commands.withdrawApplication(user, params.id, params.participantId))
    ctx.status = 204
  })

  // Admin.
  api.get('/api/admin/exhibitions', {
    summary: 'The exhibitions, for admins',
    description: '`tab` (or `status`): upcoming (the default), ongoing, past (ended), all or cancelled; every tab but cancelled holds the cancelled ones of its dates too. `sector`: the exhibitions open to that sector, those that allow it and those open to every sector.'
      + ` Searched (\`search\`), sorted (\`sort\`: ${EXHIBITION_SORTS.join(', ')}; a leading \`-\` for descending; by start date by default, the past tab by end date latest first; ties by id)`
      + ` and paged (\`pageSize\`: ${ADMIN_PAGE_SIZE} by default, at most ${ADMIN_MAX_PAGE_SIZE}).`,
    access: ADMINS, query: AdminListQuery,
    answers: {
      200: {
        description: 'A page of exhibitions with the number of pages and of exhibitions; each with `pendingCount`, and `participantCount` counting every confirmed application (of companies in any status)',
        body: AdminExhibitionList,
      },
      400: 'A filter, the sort or the page size is not valid: `fieldErrors` names it',
    },
  }, async (ctx, { query: q }) => {
    const pageSize = q.pageSize ?? ADMIN_PAGE_SIZE
    const named = q.tab || q.status || 'upcoming'
    const { items, total } = await d.reads.adminList({
      tab: named === 'ended' ? 'past' : named, search: q.search ?? undefined,
      sectorId: typeof q.sector === 'number' ? q.sector : undefined, page: q.page ?? 1, pageSize, sort: q.sort ?? undefined,
    }, d.clock.now(), await timeZone())
    ctx.body = { exhibitions: items, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalExhibitions: total }
  })

  api.post('/api/admin/exhibitions', {
    summary: 'Create an exhibition', access: ADMINS, body: ExhibitionBody,
    answers: {
      201: { description: 'The new exhibition', body: AdminExhibition },
      400: 'The input is not valid (dates in the wrong order, an unknown sector or country…): `fieldErrors` names each bad field',
    },
  }, async (ctx, { body: b, user }) => {
    const created = unwrap(await d.commands.create(user, toDetails(b, await timeZone())))
    ctx.status = 201
    ctx.body = await adminDetail(created.id)
  })

  const participantsOf = async (ctx: Ctx, id: number, sort: ParticipantSort | null | undefined) => {
    await detail(id)
    ctx.body = await d.reads.participants(id, sort ?? undefined)
  }
  const participants = {
    200: { description: 'Every application but the withdrawn ones, of companies in any status, confirmed first unless `sort` says otherwise', body: t.array(Participant) },
    400: 'The sort is not valid: `fieldErrors` names it', 404: 'No such exhibition',
  }
  const sortText = `\`sort\`: ${PARTICIPANT_SORTS.join(', ')}; a leading \`-\` for descending; ties by id.`
  api.get('/api/admin/exhibitions/participants', {
    summary: 'The applications to an exhibition (by query)', description: `As \`GET /api/admin/exhibitions/{id}/participants\`. ${sortText}`,
    access: ADMINS, query: t.intersection([ExhibitionIdQuery, ParticipantsQuery]), answers: participants,
  }, async (ctx, { query }) => participantsOf(ctx, query.exhibitionId, query.sort))
  api.get('/api/admin/exhibitions/:id/participants', {
    summary: 'The applications to an exhibition', description: sortText, access: ADMINS, params: IdParam, query: ParticipantsQuery, answers: participants,
  }, async (ctx, { params, query }) => participantsOf(ctx, params.id, query.sort))

  api.get('/api/admin/exhibitions/:id', {
    summary: 'An exhibition, for admins', access: ADMINS, params: IdParam,
    answers: { 200: { description: 'The exhibition, with its pending applications counted', body: AdminExhibition }, 404: 'No such exhibition' },
  }, async (ctx, { params }) => {
    ctx.body = await adminDetail(params.id)
  })

  api.patch('/api/admin/exhibitions/:id', {
    summary: 'Edit an exhibition',
    description: 'Any of the fields, each checked as on creation; those left out keep their value, a blank optional one clears it. A date sent alone is checked against the stored ones. '
      + '`status: cancelled` cancels it (another status reinstates it). Nothing new: nothing is written.',
    access: ADMINS, params: IdParam, body: ExhibitionPatch, partial: true,
    answers: {
      200: { description: 'The exhibition', body: AdminExhibition },
      400: 'The input is not valid (dates in the wrong order, an unknown sector or country…): `fieldErrors` names each bad field',
      404: 'No such exhibition',
    },
  }, async (ctx, { params, body, user }) => {
    unwrap(await d.commands.update(user, params.id, toChanges(body, await timeZone())))
    ctx.body = await adminDetail(params.id)
  })

  api.delete('/api/admin/exhibitions/:id', {
    summary: 'Delete an exhibition', description: 'Its applications go with it.', access: ADMINS, params: IdParam,
    answers: { 204: { description: 'Deleted', empty: true }, 404: 'No such exhibition' },
  }, async (ctx, { params, user }) => {
    unwrap(await d.commands.delete(user, params.id))
    ctx.status = 204
  })

  api.patch('/api/admin/exhibitions/:id/participants/:participantId', {
    summary: 'Confirm or reject an application',
    description: '`approved` (or `confirmed`) confirms it, optionally with a booth (one confirmed exhibitor per booth of an exhibition, whatever its case); '
      + "`rejected` rejects it with a `reason` (required, trimmed, at most 1000 characters), which the company's manager sees on the exhibition and is emailed. Confirming clears it.",
    access: ADMINS, params: ParticipantParams, body: DecideBody,
    answers: {
      200: { description: 'The application', body: Participant },
      400: 'The input is not valid, or a rejection has no `reason`: `fieldErrors` names each bad field',
      404: 'No such exhibition, or no such application to it',
      409: 'The application is already decided or withdrawn (`The application is already …`), the exhibition is full (`The exhibition is full (N exhibitors)`), it was cancelled (nobody is confirmed there; rejecting still works), or another confirmed exhibitor holds the booth (the message names it)',
    },
  }, async (ctx, { params, body: b, user }) => {
    const to = b.status === 'rejected' ? 'rejected' : 'approved'
    unwrap(await d.commands.decide(user, params.id, params.participantId, to, b.boothNumber, b.reason ?? null))
    ctx.body = (await d.reads.participants(params.id)).find((p) => p.id === params.participantId)
  })

  return api
}
