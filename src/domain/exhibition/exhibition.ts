import * as E from 'fp-ts/lib/Either.js'
import { changesBetween, createdFields, deletedFields, type Changes } from '../shared/changes'
import type { DomainEvent } from '../shared/domain-event'
import { endOfDay, startOfDay } from './calendar-day'
import { daysToGo } from './time-left'

export type ExhibitionId = number

/** What an admin edits: one set of fields for both specs (decisions.md). */
export interface ExhibitionDetails {
  readonly name: string
  readonly description: string
  readonly posterImage: string | null
  /** Days: the exhibition runs from the start of the start day to the end of the end day, in the platform's time zone. */
  readonly startDate: Date
  readonly endDate: Date
  readonly location: string | null
  readonly venue: string | null
  readonly countryId: number | null
  readonly sectorId: number | null
  /** Sector ids that may exhibit; empty means every sector. */
  readonly allowedSectors: readonly number[]
  readonly registrationDeadline: Date | null
  readonly vFairsLink: string | null
  readonly website: string | null
  /** 0 means unlimited. */
  readonly capacity: number
  /** In cents; 0 means free. */
  readonly boothCostCents: number
  readonly isVirtual: boolean
  readonly cancelled: boolean
}

export interface Exhibition extends ExhibitionDetails {
  readonly id: ExhibitionId
  readonly createdById: number | null
  readonly createdAt: Date
}

/** Derived from the dates and now; `cancelled` is the only stored state. */
export type ExhibitionTiming =
  /** `daysToStart`: days of 86,400,000 ms until the start day begins, rounded up (time-left.ts): the days from today to the opening day. */
  | { readonly kind: 'upcoming'; readonly daysToStart: number }
  | { readonly kind: 'ongoing' }
  | { readonly kind: 'ended' }
  | { readonly kind: 'cancelled' }

export const timing = (e: Pick<Exhibition, 'startDate' | 'endDate' | 'cancelled'>, now: Date, timeZone = 'UTC'): ExhibitionTiming => {
  if (e.cancelled) return { kind: 'cancelled' }
  const opens = startOfDay(e.startDate, timeZone)
  const closes = endOfDay(e.endDate, timeZone)
  if (now.getTime() < opens.getTime()) return { kind: 'upcoming', daysToStart: daysToGo(opens.getTime() - now.getTime()) }
  if (now.getTime() <= closes.getTime()) return { kind: 'ongoing' }
  return { kind: 'ended' }
}

/** Registration is open until the end of the deadline day (or of the end day when there is none). */
export const registrationOpen = (e: Pick<Exhibition, 'registrationDeadline' | 'endDate'>, now: Date, timeZone = 'UTC'): boolean =>
  now.getTime() <= endOfDay(e.registrationDeadline ?? e.endDate, timeZone).getTime()

export const acceptsSector = (e: Pick<Exhibition, 'allowedSectors'>, sectorId: number): boolean =>
  e.allowedSectors.length === 0 || e.allowedSectors.includes(sectorId)

export type ExhibitionInvalid = { readonly _tag: 'InvalidExhibition'; readonly fieldErrors: Readonly<Record<string, string>> }

/**
 * The rules of the admin form, on the server: end not before start, deadline not after end, no negatives,
 * and a capacity (0 is none) not below the exhibitors already confirmed (`confirmed`).
 * The end may not be an earlier instant than the start either, even on the same day (two instants of one
 * day, or days stored under another time zone): the table's check (end_date >= start_date) compares instants.
 */
export const validateDetails = (d: ExhibitionDetails, timeZone = 'UTC', confirmed = 0): E.Either<ExhibitionInvalid, ExhibitionDetails> => {
  const errors: Record<string, string> = {}
  if (startOfDay(d.endDate, timeZone).getTime() < startOfDay(d.startDate, timeZone).getTime() || d.endDate.getTime() < d.startDate.getTime()) {
    errors.endDate = 'End date cannot be before the start date'
  }
  if (d.registrationDeadline && startOfDay(d.registrationDeadline, timeZone).getTime() > startOfDay(d.endDate, timeZone).getTime()) {
    errors.registrationDeadline = 'Registration deadline cannot be after the end date'
  }
  if (d.capacity < 0) errors.maxParticipants = 'Must be at least 0'
  else if (d.capacity > 0 && d.capacity < confirmed) {
    errors.maxParticipants = `Must be at least ${confirmed}: ${confirmed} exhibitor${confirmed === 1 ? ' is' : 's are'} confirmed (0 means no limit)`
  }
  if (d.boothCostCents < 0) errors.registrationFee = 'Must be at least 0'
  return Object.keys(errors).length ? E.left({ _tag: 'InvalidExhibition', fieldErrors: errors }) : E.right(d)
}

/** isVirtual is true when a vFairs link is set, unless it was set explicitly. */
export const virtualByDefault = (vFairsLink: string | null, explicit: boolean | undefined): boolean => explicit ?? !!vFairsLink

/** Every field an admin edits (the compiler asks for a new one here): what an edit's changes compare. */
export const DETAIL_FIELDS = Object.keys({
  name: true, description: true, posterImage: true, startDate: true, endDate: true, location: true, venue: true, countryId: true,
  sectorId: true, allowedSectors: true, registrationDeadline: true, vFairsLink: true, website: true, capacity: true,
  boothCostCents: true, isVirtual: true, cancelled: true,
} satisfies Record<keyof ExhibitionDetails, true>) as (keyof ExhibitionDetails)[]

type ExhibitionEventType = 'ExhibitionCreated' | 'ExhibitionUpdated' | 'ExhibitionCancelled' | 'ExhibitionDeleted'

const exhibitionEvent = (type: ExhibitionEventType, e: Pick<Exhibition, 'id' | 'name'>, actorId: number, at: Date, changes: Changes): DomainEvent => ({
  type, aggregateType: 'exhibition', aggregateId: String(e.id), actorId, occurredAt: at, payload: { exhibitionName: e.name, changes },
})

export const exhibitionCreated = (e: Exhibition, actorId: number, at: Date): DomainEvent =>
  exhibitionEvent('ExhibitionCreated', e, actorId, at, createdFields(e, DETAIL_FIELDS))

/** An edit: ExhibitionCancelled when it cancels the exhibition, else ExhibitionUpdated; its changes field by field. */
export const exhibitionEdited = (before: Exhibition, after: ExhibitionDetails, actorId: number, at: Date): DomainEvent =>
  exhibitionEvent(after.cancelled && !before.cancelled ? 'ExhibitionCancelled' : 'ExhibitionUpdated', { id: before.id, name: after.name }, actorId, at,
    changesBetween<ExhibitionDetails>(before, after, DETAIL_FIELDS))

/** Its sector deleted, the exhibition names another instead (as its primary or an allowed sector). */
export const exhibitionSectorMoved = (e: Pick<Exhibition, 'id' | 'name'>, fromSectorId: number, toSectorId: number, actorId: number, at: Date): DomainEvent =>
  exhibitionEvent('ExhibitionUpdated', e, actorId, at, { sectorId: { from: fromSectorId, to: toSectorId } })

/** A deletion, with what the exhibition was as its changes. */
export const exhibitionDeleted = (e: Exhibition, actorId: number, at: Date): DomainEvent =>
  exhibitionEvent('ExhibitionDeleted', e, actorId, at, deletedFields(e, DETAIL_FIELDS))
