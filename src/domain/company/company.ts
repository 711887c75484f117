import * as E from 'fp-ts/lib/Either.js'
import { changesBetween, createdFields, deletedFields, type Changes } from '../shared/changes'
import type { Decision } from '../shared/decision'
import type { DomainEvent } from '../shared/domain-event'
import { decisionReason } from '../shared/reason'
import type { Role } from '../user/role'
import type { CompanyName } from './company-name'

export type CompanyId = number
export type CompanyStatus = 'pending' | 'approved' | 'rejected' | 'suspended'

/** What a company says about itself: everything a manager or an admin edits. */
export interface CompanyProfile {
  readonly name: CompanyName
  readonly description: string
  readonly logo: string | null
  readonly countryId: number
  readonly sectorId: number
  readonly subsectorId: number | null
  readonly website: string | null
  readonly contactEmail: string
  readonly contactPhone: string | null
  readonly address: string | null
  readonly city: string | null
  readonly state: string | null
  readonly postalCode: string | null
  /** VAT number or trade-register id, as parseRegistrationNumber stores it (registration-number.ts). */
  readonly registrationNumber: string | null
  readonly foundedYear: number | null
  readonly employeeCount: number | null
  readonly linkedinUrl: string | null
  readonly twitterUrl: string | null
  readonly facebookUrl: string | null
  readonly instagramUrl: string | null
  /** Typed as free text, one at a time; kept in the order given, duplicates (any case) dropped. */
  readonly products: readonly string[]
  readonly services: readonly string[]
  /** Who answers the press for the company (issue 22): each optional, shown on the profile and the newsroom when set. */
  readonly mediaContactName: string | null
  readonly mediaContactEmail: string | null
  readonly mediaContactPhone: string | null
}

/**
 * A company and its lifecycle. `status` is the approval state; `isVerified` is the separate trust
 * badge that only an approved company holds. Only approved companies are public.
 */
export interface Company extends CompanyProfile {
  readonly id: CompanyId
  readonly managerId: number
  readonly status: CompanyStatus
  /** Why an admin rejected it (while rejected), for its manager. */
  readonly rejectionReason: string | null
  /** Why an admin suspended it (while suspended), for its manager. */
  readonly suspensionReason: string | null
  readonly isVerified: boolean
  readonly views: number
  readonly version: number
  readonly statusChangedAt: Date
  readonly createdAt: Date
}

export type NewCompany = Omit<Company, 'id' | 'version'>

/** Every field of the profile (the compiler asks for a new one here): what an edit's changes compare. */
const PROFILE_FIELDS = Object.keys({
  name: true, description: true, logo: true, countryId: true, sectorId: true, subsectorId: true, website: true, contactEmail: true,
  contactPhone: true, address: true, city: true, state: true, postalCode: true, registrationNumber: true, foundedYear: true,
  employeeCount: true, linkedinUrl: true, twitterUrl: true, facebookUrl: true, instagramUrl: true, products: true, services: true,
  mediaContactName: true, mediaContactEmail: true, mediaContactPhone: true,
} satisfies Record<keyof CompanyProfile, true>) as (keyof CompanyProfile)[]

/** What a company's creation and deletion record: its profile and where it stands. */
const RECORD_FIELDS: readonly (keyof Company)[] = [...PROFILE_FIELDS, 'status', 'isVerified', 'rejectionReason', 'suspensionReason']
/** What a change of status changes. */
const STATUS_FIELDS: readonly (keyof Company)[] = ['status', 'rejectionReason', 'suspensionReason']

const verifiedChange = (from: boolean): Changes => ({ isVerified: { from, to: !from } })

export type CompanyError =
  | { readonly _tag: 'IllegalCompanyTransition'; readonly from: CompanyStatus; readonly action: CompanyAction }
  | { readonly _tag: 'CompanyNotApproved'; readonly status: CompanyStatus }
  | { readonly _tag: 'RejectionReasonRequired' }
  | { readonly _tag: 'SuspensionReasonRequired' }

type CompanyAction = 'approve' | 'reject' | 'suspend' | 'reinstate' | 'resubmit' | 'reopen'

export type CompanyDecision = E.Either<CompanyError, Decision<Company, DomainEvent>>

export const isPublic = (c: Pick<Company, 'status'>): boolean => c.status === 'approved'

const event = (type: string, c: Pick<Company, 'id' | 'name'>, actorId: number | null, at: Date, extra: Record<string, unknown> = {}): DomainEvent => ({
  type, aggregateType: 'company', aggregateId: String(c.id), actorId, occurredAt: at, payload: { companyName: c.name, ...extra },
})

/**
 * Where each action may start. Anything else is an illegal transition (409 at the edge). A rejected
 * company may be approved at once, or reopened (back to review) by an admin; its manager resubmits
 * it by editing it.
 */
const FROM: Record<CompanyAction, readonly CompanyStatus[]> = {
  approve: ['pending', 'rejected'],
  reject: ['pending'],
  suspend: ['approved'],
  reinstate: ['suspended'],
  resubmit: ['rejected'],
  reopen: ['rejected'],
}
const TO: Record<CompanyAction, CompanyStatus> = {
  approve: 'approved', reject: 'rejected', suspend: 'suspended', reinstate: 'approved', resubmit: 'pending', reopen: 'pending',
}
const EVENT: Record<CompanyAction, string> = {
  approve: 'CompanyApproved', reject: 'CompanyRejected', suspend: 'CompanySuspended', reinstate: 'CompanyReinstated', resubmit: 'CompanyResubmitted',
  reopen: 'CompanyReopened',
}

/**
 * A move of status. The reason of a rejection or a suspension is kept while the company stays so
 * (its manager reads it) and cleared when it leaves that status.
 */
const transition = (c: Company, action: CompanyAction, actorId: number, now: Date, reason: string | null = null): CompanyDecision => {
  if (!FROM[action].includes(c.status)) return E.left({ _tag: 'IllegalCompanyTransition', from: c.status, action })
  const status = TO[action]
  // Suspension and rejection clear the verified badge: only an approved company can hold it.
  const isVerified = status === 'approved' ? c.isVerified : false
  const state: Company = {
    ...c, status, isVerified, statusChangedAt: now,
    rejectionReason: action === 'reject' ? reason : null, suspensionReason: action === 'suspend' ? reason : null,
  }
  const changes = changesBetween(c, state, STATUS_FIELDS)
  const events = [event(EVENT[action], c, actorId, now, reason ? { reason, changes } : { changes })]
  if (c.isVerified && !isVerified) events.push(event('CompanyVerificationRevoked', c, actorId, now, { changes: verifiedChange(true) }))
  return E.right({ state, events })
}

export const approve = (c: Company, adminId: number, now: Date) => transition(c, 'approve', adminId, now)
export const reinstate = (c: Company, adminId: number, now: Date) => transition(c, 'reinstate', adminId, now)
export const reopen = (c: Company, adminId: number, now: Date) => transition(c, 'reopen', adminId, now)
/** A suspension needs a reason (trimmed, not blank), which the manager reads. */
export const suspend = (c: Company, adminId: number, now: Date, reason: string | null): CompanyDecision => {
  const r = decisionReason(reason)
  return E.isLeft(r) ? E.left({ _tag: 'SuspensionReasonRequired' }) : transition(c, 'suspend', adminId, now, r.right)
}
/** A rejection needs a reason (trimmed, not blank), which the manager reads. */
export const reject = (c: Company, adminId: number, now: Date, reason: string | null): CompanyDecision => {
  const r = decisionReason(reason)
  return E.isLeft(r) ? E.left({ _tag: 'RejectionReasonRequired' }) : transition(c, 'reject', adminId, now, r.right)
}

/**
 * The admin's status select (PATCH .../status): the target status decides the action, from where
 * the company stands. `approved` means approve from pending or rejected and reinstate from
 * suspended; `pending` reopens a rejected company (back to review).
 */
export const changeStatus = (c: Company, target: CompanyStatus, adminId: number, now: Date, reason: string | null): CompanyDecision => {
  switch (target) {
    case 'approved': return c.status === 'suspended' ? reinstate(c, adminId, now) : approve(c, adminId, now)
    case 'rejected': return reject(c, adminId, now, reason)
    case 'suspended': return suspend(c, adminId, now, reason)
    case 'pending': return reopen(c, adminId, now)
  }
}

/** Drops blanks and case-insensitive duplicates, keeping the first spelling and the order. */
export const distinctEntries = (entries: readonly string[]): string[] => {
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of entries) {
    const e = raw.trim().replace(/\s+/g, ' ')
    const key = e.toLowerCase()
    if (e && !seen.has(key)) { seen.add(key); out.push(e) }
  }
  return out
}

/**
 * A new company, under review unless moderation is off (`registration.moderateCompanies`), in
 * which case it starts approved. Never verified at birth. The id comes when it is stored.
 */
export const createCompany = (profile: CompanyProfile, managerId: number, moderate: boolean, now: Date): NewCompany => ({
  ...profile, products: distinctEntries(profile.products), services: distinctEntries(profile.services),
  managerId, status: moderate ? 'pending' : 'approved', rejectionReason: null, suspensionReason: null, isVerified: false, views: 0,
  statusChangedAt: now, createdAt: now,
})

/** The events of a company just stored: created, and approved at once when moderation was off. */
export const creationEvents = (c: Company, actorId: number): DomainEvent[] => {
  const created = event('CompanyCreated', c, actorId, c.createdAt, { managerId: c.managerId, changes: createdFields(c, RECORD_FIELDS) })
  return c.status === 'approved' ? [created, event('CompanyApproved', c, null, c.createdAt, { automatic: true })] : [created]
}

/**
 * An edit of the profile. A manager's edit of a rejected company resubmits it for review (rejected
 * → pending); other statuses keep their state.
 */
export const editCompany = (c: Company, profile: CompanyProfile, actorId: number, actorRole: Role, now: Date): Decision<Company, DomainEvent> => {
  const next: Company = { ...c, ...profile, products: distinctEntries(profile.products), services: distinctEntries(profile.services) }
  const events = [event('CompanyEdited', c, actorId, now, { changes: changesBetween(c, next, PROFILE_FIELDS) })]
  if (c.status === 'rejected' && actorRole !== 'admin' && actorRole !== 'super_admin') {
    const resubmitted: Company = { ...next, status: 'pending', rejectionReason: null, suspensionReason: null, statusChangedAt: now }
    events.push(event('CompanyResubmitted', c, actorId, now, { changes: changesBetween(next, resubmitted, STATUS_FIELDS) }))
    return { state: resubmitted, events }
  }
  return { state: next, events }
}

/** A deletion, with what the company was (its profile and status) as its changes. */
export const companyDeleted = (c: Company, actorId: number, now: Date): DomainEvent => event('CompanyDeleted', c, actorId, now, { changes: deletedFields(c, RECORD_FIELDS) })
export const companyViewed = (c: Pick<Company, 'id' | 'name'>, viewerId: number | null, now: Date): DomainEvent => event('CompanyViewed', c, viewerId, now)
