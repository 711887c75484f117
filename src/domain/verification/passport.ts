import * as E from 'fp-ts/lib/Either.js'
import type { Company } from '../company/company'
import type { DomainEvent } from '../shared/domain-event'
import { firstHiddenCharacter } from '../shared/hidden-characters'

/**
 * The verification passport (issue 22, docs/ubiquitous-language/passport.md): what an admin checked
 * about a company, how, when and until when. `companies.is_verified` stays the flag every read path
 * uses; it is true exactly while the company holds a current passport (verified or expiring).
 */

import { addMonths, ALL_CHECK_KINDS, CHECK_LABELS, PASSPORT_LIMITS, type CheckKind, type PassportState, type PassportSummary } from './check-kinds'

export { addMonths, ALL_CHECK_KINDS, CHECK_KINDS, CHECK_LABELS, PASSPORT_LIMITS, type CheckKind, type PassportState, type PassportSummary } from './check-kinds'

/** A check as the admin gives it. */
export interface CheckInput {
  readonly kind: CheckKind
  readonly method?: string | null
  readonly registryName?: string | null
  readonly registryNumber?: string | null
  readonly documentType?: string | null
  /** Private to admins. */
  readonly note?: string | null
  /** Upload keys of the evidence files, private to admins. */
  readonly evidence?: readonly string[]
}

export interface Check {
  readonly kind: CheckKind
  readonly method: string | null
  readonly registryName: string | null
  readonly registryNumber: string | null
  readonly documentType: string | null
  readonly note: string | null
  readonly evidence: readonly string[]
  readonly checkedBy: number | null
  readonly checkedAt: Date
}

export interface Passport {
  readonly id: number
  readonly companyId: number
  readonly verifiedAt: Date
  readonly validUntil: Date
  readonly verifiedBy: number | null
  readonly checks: readonly Check[]
  readonly revokedAt: Date | null
  readonly revokedBy: number | null
  readonly revokeReason: string | null
  readonly lapsedAt: Date | null
  /** When a renewal replaced it. */
  readonly replacedAt: Date | null
  readonly remindedAt: Date | null
}

export type NewPassport = Omit<Passport, 'id'>

export type PassportError =
  | { readonly _tag: 'CompanyNotApproved'; readonly status: Company['status'] }
  | { readonly _tag: 'InvalidChecks'; readonly message: string }
  | { readonly _tag: 'NotVerified' }
  | { readonly _tag: 'RevokeReasonRequired' }
  | { readonly _tag: 'NotYetExpired' }

const DAY = 24 * 3600 * 1000

/** Whether the passport has ended by a decision or a renewal (its validity no longer counts). */
const ended = (p: Pick<Passport, 'revokedAt' | 'lapsedAt' | 'replacedAt'>) => p.revokedAt !== null || p.lapsedAt !== null || p.replacedAt !== null

/**
 * Where a passport stands at `now`. `expiring` is derived: at most 30 days left. A passport whose
 * validUntil has passed is `lapsed` even before the lapse job wrote it down (reads never show it valid).
 */
export const stateOf = (p: Passport | NewPassport | undefined, now: Date): PassportState => {
  if (!p) return 'none'
  if (p.revokedAt) return 'revoked'
  // Replaced by a renewal: it says nothing any more (the new passport does).
  if (p.replacedAt) return 'none'
  if (p.lapsedAt || now.getTime() >= p.validUntil.getTime()) return 'lapsed'
  return p.validUntil.getTime() - now.getTime() <= PASSPORT_LIMITS.expiringDays * DAY ? 'expiring' : 'verified'
}

/** Whether it makes its company verified at `now`. */
export const isCurrent = (p: Passport | NewPassport | undefined, now: Date): boolean => {
  const s = stateOf(p, now)
  return s === 'verified' || s === 'expiring'
}

const text = (v: string | null | undefined): string | null => {
  const t = v?.trim() ?? ''
  return t === '' ? null : t
}

const invalid = (message: string) => E.left({ _tag: 'InvalidChecks', message } as const)

/** Checks the admin's checks: at least one, at most five, no kind twice, each kind's fields, bounded lengths, no hidden characters. */
export const validateChecks = (inputs: readonly CheckInput[], adminId: number | null, now: Date): E.Either<PassportError, Check[]> => {
  if (inputs.length === 0) return invalid('Tick at least one check')
  if (inputs.length > PASSPORT_LIMITS.checks) return invalid(`At most ${PASSPORT_LIMITS.checks} checks`)
  const kinds = new Set<string>()
  const checks: Check[] = []
  for (const i of inputs) {
    if (!ALL_CHECK_KINDS.includes(i.kind)) return invalid(`Unknown kind of check: ${String(i.kind)}`)
    if (kinds.has(i.kind)) return invalid(`The ${CHECK_LABELS[i.kind].toLowerCase()} check is given twice`)
    kinds.add(i.kind)
    const fields = { method: text(i.method), registryName: text(i.registryName), registryNumber: text(i.registryNumber), documentType: text(i.documentType), note: text(i.note) }
    for (const [name, value] of Object.entries(fields)) {
      if (value === null) continue
      const max = PASSPORT_LIMITS[name as keyof typeof fields]
      if (value.length > max) return invalid(`${name} must be at most ${max} characters`)
      // A note may hold line breaks; every other field is one line.
      const hidden = firstHiddenCharacter(name === 'note' ? value.replace(/\r?\n/g, ' ') : value)
      if (hidden) return invalid(`${name} holds a hidden character (${hidden})`)
    }
    if (i.kind === 'registry' && (!fields.registryName || !fields.registryNumber)) return invalid('A registry check needs the registry and the number')
    if (i.kind !== 'registry' && (fields.registryName || fields.registryNumber)) return invalid('Only a registry check has a registry and a number')
    if (i.kind === 'document' && !fields.documentType) return invalid('A document check needs the type of document')
    if (i.kind !== 'document' && fields.documentType) return invalid('Only a document check has a type of document')
    const evidence = [...new Set(i.evidence ?? [])]
    if (evidence.length > PASSPORT_LIMITS.evidence) return invalid(`At most ${PASSPORT_LIMITS.evidence} evidence files per check`)
    checks.push({ kind: i.kind, ...fields, evidence, checkedBy: adminId, checkedAt: now })
  }
  return E.right(checks)
}

/** The check of a verification that names none. */
export const REVIEW_CHECK: CheckInput = { kind: 'review', method: 'Profile reviewed by an administrator' }

const companyEvent = (type: string, c: Pick<Company, 'id' | 'name'>, actorId: number | null, at: Date, extra: Record<string, unknown>): DomainEvent => ({
  type, aggregateType: 'company', aggregateId: String(c.id), actorId, occurredAt: at, payload: { companyName: c.name, ...extra },
})

/** A decision on a company's verification: the company (its flag), the passports written and the events. */
export interface PassportDecision {
  readonly company: Company
  /** The new passport (verify). */
  readonly issued?: NewPassport
  /** The passport as it ends (revoked, lapsed, or replaced by a renewal). */
  readonly ended?: Passport
  readonly events: readonly DomainEvent[]
}

/**
 * Verifies an approved company with its checks, for `months` from now. Verifying a company that holds a
 * current passport is a renewal: the old passport is replaced (ended now) and a new one starts now.
 */
export const verify = (
  company: Company, current: Passport | undefined, inputs: readonly CheckInput[], months: number, adminId: number | null, now: Date,
): E.Either<PassportError, PassportDecision> => {
  if (company.status !== 'approved') return E.left({ _tag: 'CompanyNotApproved', status: company.status })
  const checks = validateChecks(inputs, adminId, now)
  if (E.isLeft(checks)) return checks
  const validUntil = addMonths(now, months)
  const issued: NewPassport = {
    companyId: company.id, verifiedAt: now, validUntil, verifiedBy: adminId, checks: checks.right,
    revokedAt: null, revokedBy: null, revokeReason: null, lapsedAt: null, replacedAt: null, remindedAt: null,
  }
  const renewal = current !== undefined && !ended(current)
  const payload = {
    checks: checks.right.map((c) => c.kind), validUntil: validUntil.toISOString(), renewal,
    ...(company.isVerified ? {} : { changes: { isVerified: { from: false, to: true } } }),
  }
  return E.right({
    company: { ...company, isVerified: true },
    issued,
    ...(renewal ? { ended: { ...current, replacedAt: now } } : {}),
    events: [companyEvent('CompanyVerified', company, adminId, now, payload)],
  })
}

/** The reason of a revocation: trimmed, 1 to 500 characters, one line of visible text. */
const revokeReason = (reason: string | null | undefined): E.Either<PassportError, string> => {
  const r = text(reason)
  if (!r || r.length > PASSPORT_LIMITS.reason || firstHiddenCharacter(r.replace(/\r?\n/g, ' '))) return E.left({ _tag: 'RevokeReasonRequired' })
  return E.right(r)
}

/** Revokes the verification of a verified company (its current passport, if it has one), with a reason. */
export const revoke = (company: Company, current: Passport | undefined, reason: string | null | undefined, adminId: number | null, now: Date): E.Either<PassportError, PassportDecision> => {
  const r = revokeReason(reason)
  if (E.isLeft(r)) return r
  if (!company.isVerified) return E.left({ _tag: 'NotVerified' })
  return E.right({
    company: { ...company, isVerified: false },
    ...(current && !ended(current) ? { ended: { ...current, revokedAt: now, revokedBy: adminId, revokeReason: r.right } } : {}),
    events: [companyEvent('CompanyVerificationRevoked', company, adminId, now, { reason: r.right, changes: { isVerified: { from: true, to: false } } })],
  })
}

/** The end of a passport at its expiry (the lapse job): at or after validUntil, when nothing ended it before. */
export const lapse = (company: Company, current: Passport, now: Date): E.Either<PassportError, PassportDecision> => {
  if (ended(current)) return E.left({ _tag: 'NotVerified' })
  if (now.getTime() < current.validUntil.getTime()) return E.left({ _tag: 'NotYetExpired' })
  return E.right({
    company: { ...company, isVerified: false },
    ended: { ...current, lapsedAt: now },
    events: [companyEvent('CompanyVerificationLapsed', company, null, now, {
      validUntil: current.validUntil.toISOString(), ...(company.isVerified ? { changes: { isVerified: { from: true, to: false } } } : {}),
    })],
  })
}

/** Whether the manager is due the reminder: a current passport within 30 days of its end, not reminded yet. */
export const dueReminder = (p: Passport, now: Date): boolean => p.remindedAt === null && stateOf(p, now) === 'expiring'

/** The reminder's event (the manager is emailed and notified once per passport). */
export const expiringEvent = (company: Pick<Company, 'id' | 'name'>, p: Passport, now: Date): DomainEvent =>
  companyEvent('CompanyVerificationExpiring', company, null, now, { passportId: p.id, validUntil: p.validUntil.toISOString() })

export const summaryOf = (p: Pick<Passport, 'verifiedAt' | 'validUntil' | 'checks'>): PassportSummary => ({
  verifiedOn: p.verifiedAt.toISOString(),
  validUntil: p.validUntil.toISOString(),
  checks: p.checks.map((c) => ({
    kind: c.kind, label: CHECK_LABELS[c.kind],
    ...(c.kind === 'registry' && c.registryName && c.registryNumber ? { registryName: c.registryName, registryNumber: c.registryNumber } : {}),
    ...(c.kind === 'document' && c.documentType ? { documentType: c.documentType } : {}),
  })),
})

/** The summary while it is current at `now` (a summary kept in a cache never outlives its passport). */
export const liveSummary = (s: PassportSummary | null | undefined, now: Date): PassportSummary | null =>
  s && new Date(s.validUntil).getTime() > now.getTime() ? s : null
