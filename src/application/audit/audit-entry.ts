import type { AuditValue, FieldChange } from '../../domain/shared/changes'
import type { DomainEvent } from '../../domain/shared/domain-event'
import type { Role } from '../../domain/user/role'
import { describeEvent } from '../activity/describe-event'

/**
 * The audit trail (docs/ubiquitous-language/audit-trail.md): who changed what, when, why, and each
 * field before and after. One entry per domain event of the records admins oversee, written in the
 * command's transaction, never changed or deleted afterwards.
 */

interface AuditTarget {
  readonly type: string
  readonly id: string
  /** Its name at the time (a company's, an exhibition's, a user's…). */
  readonly label: string
}

/** An entry as an event makes it, before the actor is named. */
export interface AuditEntryDraft {
  readonly occurredAt: Date
  readonly actorId: number | null
  /** The event's type: CompanyEdited, ParticipationConfirmed, SettingChanged… */
  readonly action: string
  /** The event in plain words, as the activity feeds tell it. */
  readonly summary: string
  readonly target: AuditTarget
  /** Other records the entry is part of the history of (`exhibition:4`, `company:9`). */
  readonly related: readonly string[]
  readonly reason: string | null
  readonly changes: Readonly<Record<string, FieldChange>>
}

/**
 * What the trail leaves out: a user's own browsing (views, favourites, guided tours), and approvals
 * the platform made by itself while moderation was off (the creation's entry shows the status).
 */
export const NOT_AUDITED: readonly string[] = [
  'CompanyViewed', 'FavoriteAdded', 'FavoriteRemoved', 'FavoriteMoved', 'FavoriteNoteChanged', 'FavoriteListCreated', 'FavoriteListRenamed', 'FavoriteListDeleted', 'TourCompleted',
]

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined)
const id = (v: unknown): string | undefined => (typeof v === 'number' || (typeof v === 'string' && v) ? String(v) : undefined)

const CATALOGUE_KIND: Readonly<Record<string, string>> = {
  sector: 'Sector', subsector: 'Subsector', productCategory: 'Product category', serviceCategory: 'Service category',
}

/** The record an event is about, and the records whose history it also belongs to. */
const targetOf = (e: DomainEvent): { target: AuditTarget; related: string[] } => {
  const p = e.payload
  switch (e.aggregateType) {
    case 'company': return { target: { type: 'company', id: e.aggregateId, label: text(p.companyName) ?? `Company #${e.aggregateId}` }, related: [] }
    case 'exhibition': return { target: { type: 'exhibition', id: e.aggregateId, label: text(p.exhibitionName) ?? `Exhibition #${e.aggregateId}` }, related: [] }
    case 'participation': return {
      target: { type: 'participation', id: e.aggregateId, label: `${text(p.companyName) ?? 'A company'} at ${text(p.exhibitionName) ?? 'an exhibition'}` },
      related: [id(p.exhibitionId) && `exhibition:${id(p.exhibitionId)}`, id(p.companyId) && `company:${id(p.companyId)}`].filter((r): r is string => !!r),
    }
    case 'media': return {
      target: { type: 'media', id: e.aggregateId, label: text(p.title) ?? `Media item #${e.aggregateId}` },
      related: id(p.companyId) ? [`company:${id(p.companyId)}`] : [],
    }
    case 'user': return { target: { type: 'user', id: e.aggregateId, label: text(p.userName) ?? `User #${e.aggregateId}` }, related: [] }
    // A media access request is told on its user's history: it is their role that it changes.
    case 'media_access': return {
      target: { type: 'user', id: id(p.userId) ?? e.aggregateId, label: text(p.userName) ?? `User #${id(p.userId) ?? e.aggregateId}` },
      related: [],
    }
    case 'settings': return { target: { type: 'settings', id: e.aggregateId, label: e.aggregateId }, related: [] }
    case 'catalogue': return {
      target: { type: 'catalogue', id: e.aggregateId, label: `${CATALOGUE_KIND[String(p.kind)] ?? 'Entry'}: ${text(p.name) ?? e.aggregateId}` },
      related: [],
    }
    default: return { target: { type: e.aggregateType, id: e.aggregateId, label: e.aggregateId }, related: [] }
  }
}

const isChange = (v: unknown): v is FieldChange => typeof v === 'object' && v !== null && 'from' in v && 'to' in v

const changesOf = (payload: Readonly<Record<string, unknown>>): Record<string, FieldChange> => {
  const c = payload.changes
  if (typeof c !== 'object' || c === null) return {}
  return Object.fromEntries(Object.entries(c).filter(([, v]) => isChange(v)).map(([k, v]) => [k, { from: (v as FieldChange).from, to: (v as FieldChange).to }]))
}

/**
 * The entry an event makes, or nothing: for what the trail leaves out, and for an event that
 * carries changes of which none remain and no reason (an account edit of the role alone: the role
 * change is its own entry).
 */
export const auditEntryOf = (e: DomainEvent): AuditEntryDraft | undefined => {
  if (NOT_AUDITED.includes(e.type) || e.payload.automatic === true) return undefined
  const changes = changesOf(e.payload)
  const reason = text(e.payload.reason) ?? null
  if (e.payload.changes !== undefined && Object.keys(changes).length === 0 && !reason) return undefined
  const { target, related } = targetOf(e)
  return { occurredAt: e.occurredAt, actorId: e.actorId, action: e.type, summary: describeEvent(e).description, target, related, reason, changes }
}

/** A field's change as the trail shows it: the values, and the names of the catalogue or country ids among them. */
export interface AuditFieldChangeView {
  readonly from: AuditValue
  readonly to: AuditValue
  /** The name of the value when it is an id (a sector, a country…), as it was at the time. */
  readonly fromLabel?: string
  readonly toLabel?: string
}

/** An entry of the audit trail. */
export interface AuditEntryView {
  readonly id: number
  readonly occurredAt: string
  /** Who did it, named as they were at the time; null for the platform itself. */
  readonly actor: { readonly id: number; readonly name: string; readonly role: Role | null } | null
  readonly action: string
  readonly summary: string
  readonly target: AuditTarget
  readonly reason: string | null
  readonly changes: Readonly<Record<string, AuditFieldChangeView>>
}

/** What the trail is filtered by; every filter optional. */
export interface AuditFilter {
  readonly actorId?: number
  readonly action?: string
  readonly targetType?: string
  /** With `targetType`: that record's history, the entries about it and those it is part of (its participations, its media items). */
  readonly targetId?: string
  /** Instants, `from` included, `to` excluded. */
  readonly from?: Date
  readonly to?: Date
}

/** The choices of the filters: who has entries, and which actions. */
export interface AuditFacetsView {
  readonly actors: readonly { readonly id: number; readonly name: string }[]
  readonly actions: readonly string[]
}

/** Read port of the audit trail. */
export interface AuditReadModel {
  page(filter: AuditFilter, page: number, pageSize: number): Promise<{ readonly items: readonly AuditEntryView[]; readonly total: number }>
  /** Every entry of the filter, newest first, a batch at a time: an export never holds the whole trail. */
  all(filter: AuditFilter): AsyncIterable<AuditEntryView>
  facets(): Promise<AuditFacetsView>
}
