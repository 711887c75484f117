import * as E from 'fp-ts/lib/Either.js'
import { changesBetween, createdFields } from '../shared/changes'
import type { Decision } from '../shared/decision'
import type { DomainEvent } from '../shared/domain-event'
import { decisionReason } from '../shared/reason'
import { acceptsSector, registrationOpen, timing, type Exhibition } from './exhibition'

export type ParticipationStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn'

/** A company's application to exhibit; `approved` is shown as Confirmed. */
export interface Participation {
  readonly id: number
  readonly exhibitionId: number
  readonly companyId: number
  readonly status: ParticipationStatus
  readonly boothNumber: string | null
  readonly participationLevel: string | null
  readonly specialRequirements: string | null
  readonly paymentConfirmed: boolean
  /** Why an admin rejected it (while rejected), for the company's manager. */
  readonly rejectionReason: string | null
  readonly decidedAt: Date | null
  readonly createdAt: Date
}

export type NewParticipation = Omit<Participation, 'id'>

/** What the rules need to know about the applying company. */
interface ApplyingCompany {
  readonly id: number
  readonly name: string
  readonly managerId: number
  readonly status: 'pending' | 'approved' | 'rejected' | 'suspended'
  readonly isVerified: boolean
  readonly sectorId: number
}

/** Every reason an application is refused, each with the words the screens show. */
export type ApplicationRefused =
  | { readonly _tag: 'NotYourCompany' }
  | { readonly _tag: 'ExhibitionCancelled' }
  | { readonly _tag: 'ExhibitionEnded' }
  | { readonly _tag: 'RegistrationClosed' }
  | { readonly _tag: 'CompanyNotApproved' }
  | { readonly _tag: 'CompanyNotVerified' }
  | { readonly _tag: 'SectorNotAllowed' }
  | { readonly _tag: 'ExhibitionFull'; readonly capacity: number }
  | { readonly _tag: 'AlreadyApplied'; readonly status: ParticipationStatus }

export const refusalMessage = (r: ApplicationRefused): string => {
  switch (r._tag) {
    case 'NotYourCompany': return 'You do not manage this company'
    case 'ExhibitionCancelled': return 'This exhibition was cancelled'
    case 'ExhibitionEnded': return 'This exhibition has ended'
    case 'RegistrationClosed': return 'Registration for this exhibition is closed'
    case 'CompanyNotApproved': return 'The company is not approved yet'
    case 'CompanyNotVerified': return 'Only verified companies can exhibit'
    case 'SectorNotAllowed': return "The company's sector is not allowed at this exhibition"
    case 'ExhibitionFull': return `The exhibition is full (${r.capacity} exhibitors)`
    case 'AlreadyApplied': return r.status === 'approved' ? 'The company is already confirmed for this exhibition' : r.status === 'rejected' ? 'The application of this company was rejected' : 'The company has already applied'
  }
}

export interface ApplicationContext {
  readonly exhibition: Exhibition
  readonly company: ApplyingCompany
  readonly actorId: number
  readonly actorIsAdmin: boolean
  /** The company's earlier application to this exhibition, if any. */
  readonly existing: Participation | undefined
  /** Confirmed exhibitors now. */
  readonly confirmed: number
  readonly now: Date
  readonly timeZone: string
}

/** Why this company may not apply now, or nothing when it may. The checks run in the order a person would ask. */
export const refusal = (c: ApplicationContext): ApplicationRefused | undefined => {
  if (!c.actorIsAdmin && c.company.managerId !== c.actorId) return { _tag: 'NotYourCompany' }
  const t = timing(c.exhibition, c.now, c.timeZone)
  if (t.kind === 'cancelled') return { _tag: 'ExhibitionCancelled' }
  if (t.kind === 'ended') return { _tag: 'ExhibitionEnded' }
  if (!registrationOpen(c.exhibition, c.now, c.timeZone)) return { _tag: 'RegistrationClosed' }
  if (c.existing && c.existing.status !== 'withdrawn') return { _tag: 'AlreadyApplied', status: c.existing.status }
  if (c.company.status !== 'approved') return { _tag: 'CompanyNotApproved' }
  if (!c.company.isVerified) return { _tag: 'CompanyNotVerified' }
  if (!acceptsSector(c.exhibition, c.company.sectorId)) return { _tag: 'SectorNotAllowed' }
  if (c.exhibition.capacity > 0 && c.confirmed >= c.exhibition.capacity) return { _tag: 'ExhibitionFull', capacity: c.exhibition.capacity }
  return undefined
}

const event = (type: string, p: Pick<Participation, 'exhibitionId' | 'companyId'>, names: { exhibitionName: string; companyName: string }, actorId: number, at: Date, extra: Record<string, unknown> = {}): DomainEvent => ({
  type, aggregateType: 'participation', aggregateId: `${p.exhibitionId}:${p.companyId}`, actorId, occurredAt: at,
  payload: { exhibitionId: p.exhibitionId, companyId: p.companyId, ...names, ...extra },
})

/** Applies: a pending participation (a withdrawn one is reopened). */
export const apply = (c: ApplicationContext, details: { participationLevel: string | null; specialRequirements: string | null }): E.Either<ApplicationRefused, Decision<NewParticipation, DomainEvent>> => {
  const refused = refusal(c)
  if (refused) return E.left(refused)
  const state: NewParticipation = {
    exhibitionId: c.exhibition.id, companyId: c.company.id, status: 'pending', boothNumber: null,
    participationLevel: details.participationLevel, specialRequirements: details.specialRequirements,
    paymentConfirmed: false, rejectionReason: null, decidedAt: null, createdAt: c.now,
  }
  const changes = createdFields(state, ['status', 'participationLevel', 'specialRequirements'])
  return E.right({ state, events: [event('ParticipationRequested', state, { exhibitionName: c.exhibition.name, companyName: c.company.name }, c.actorId, c.now, { changes })] })
}

export type DecisionRefused =
  | { readonly _tag: 'ParticipationAlreadyDecided'; readonly status: ParticipationStatus }
  | { readonly _tag: 'ExhibitionFull'; readonly capacity: number }
  | { readonly _tag: 'ExhibitionCancelled' }
  | { readonly _tag: 'BoothTaken'; readonly boothNumber: string; readonly companyName: string }
  | { readonly _tag: 'RejectionReasonRequired' }

/** A booth is named the same whatever its case and surrounding spaces ("d-36" is booth D-36). */
export const sameBooth = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The booth an application has after a decision: the one given when confirming, else the one it had
 * (a confirmation without a booth keeps an earlier one); a rejection keeps its booth on record, but
 * only confirmed exhibitors hold a booth.
 */
export const boothAfter = (p: Pick<Participation, 'boothNumber'>, to: 'approved' | 'rejected', boothNumber: string | null | undefined): string | null =>
  to === 'approved' ? (boothNumber === undefined ? p.boothNumber : boothNumber) : p.boothNumber

/** The confirmed exhibitor (another application of the same exhibition) that holds a booth. */
export interface BoothHolder {
  readonly participationId: number
  /** The booth as the holder has it (the one asked for may differ in case). */
  readonly boothNumber: string
  readonly companyName: string
}

/**
 * An admin confirms (approved, optionally with a booth) or rejects a pending application. A
 * confirmed one may get another booth, or be rejected later; a rejected one may be confirmed.
 * A withdrawn one is closed. Nobody is confirmed (or given a booth) at a cancelled exhibition;
 * rejecting stays possible there. A booth is held by one confirmed exhibitor of an exhibition:
 * `boothHolder` is the other confirmed exhibitor holding the booth this one would have, if any.
 * A rejection needs a reason (trimmed, not blank), which the company's manager reads; confirming
 * clears it.
 */
export const decideParticipation = (
  p: Participation, exhibition: Exhibition, companyName: string, to: 'approved' | 'rejected', boothNumber: string | null | undefined,
  confirmedOthers: number, adminId: number, now: Date, boothHolder?: BoothHolder, reason: string | null = null,
): E.Either<DecisionRefused, Decision<Participation, DomainEvent>> => {
  const why = decisionReason(reason)
  if (to === 'rejected' && E.isLeft(why)) return E.left({ _tag: 'RejectionReasonRequired' })
  if (p.status === 'withdrawn') return E.left({ _tag: 'ParticipationAlreadyDecided', status: p.status })
  if (to === 'approved' && exhibition.cancelled) return E.left({ _tag: 'ExhibitionCancelled' })
  if (to === 'approved' && p.status !== 'approved' && exhibition.capacity > 0 && confirmedOthers >= exhibition.capacity) {
    return E.left({ _tag: 'ExhibitionFull', capacity: exhibition.capacity })
  }
  if (p.status === to && (to === 'rejected' || boothNumber === undefined || boothNumber === p.boothNumber)) {
    return E.left({ _tag: 'ParticipationAlreadyDecided', status: p.status })
  }
  const booth = boothAfter(p, to, boothNumber)
  if (to === 'approved' && booth !== null && boothHolder && boothHolder.participationId !== p.id) {
    return E.left({ _tag: 'BoothTaken', boothNumber: boothHolder.boothNumber, companyName: boothHolder.companyName })
  }
  const rejectionReason = to === 'rejected' && E.isRight(why) ? why.right : null
  const state: Participation = { ...p, status: to, decidedAt: now, boothNumber: booth, rejectionReason }
  const names = { exhibitionName: exhibition.name, companyName }
  const type = to === 'approved' ? (p.status === 'approved' ? 'ParticipationBoothAssigned' : 'ParticipationConfirmed') : 'ParticipationRejected'
  const changes = changesBetween(p, state, ['status', 'boothNumber', 'rejectionReason'])
  const extra = { ...(state.boothNumber ? { boothNumber: state.boothNumber } : {}), ...(rejectionReason ? { reason: rejectionReason } : {}), changes }
  return E.right({ state, events: [event(type, p, names, adminId, now, extra)] })
}

/** The manager withdraws an application that is still pending. */
export const withdraw = (p: Participation, names: { exhibitionName: string; companyName: string }, actorId: number, now: Date): E.Either<DecisionRefused, Decision<Participation, DomainEvent>> => {
  if (p.status !== 'pending') return E.left({ _tag: 'ParticipationAlreadyDecided', status: p.status })
  const state: Participation = { ...p, status: 'withdrawn', decidedAt: now }
  return E.right({ state, events: [event('ParticipationWithdrawn', p, names, actorId, now, { changes: changesBetween(p, state, ['status']) })] })
}
