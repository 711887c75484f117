// What the audit trail's routes answer, each codec checked against its view with answerOf.
import * as t from 'io-ts'
import type { AuditEntryView, AuditFacetsView } from '../../../application/audit/audit-entry'
import type { AuditValue } from '../../../domain/shared/changes'
import { RoleC } from '../account/account.answers'
import { answerOf, DateTime, Integer, nullable, type Json } from '../answers'
import { withSchema } from '../openapi/json-schema'

type JsonValue = Json<AuditValue>

const isAuditValue = (u: unknown): u is JsonValue =>
  u === null || typeof u === 'string' || typeof u === 'number' || typeof u === 'boolean'
  || (Array.isArray(u) && u.every(isAuditValue))
  || (typeof u === 'object' && Object.values(u).every(isAuditValue))

/** A field's value as JSON holds it: text, number, true or false, null, a list or an object of those. */
const AuditValueC = withSchema(new t.Type<JsonValue, JsonValue, unknown>('AuditValue', isAuditValue,
  (u, c) => (isAuditValue(u) ? t.success(u) : t.failure(u, c)), t.identity),
{ description: 'The value as JSON holds it (dates as ISO 8601 strings); null when there was none' })

const FieldChange = t.intersection([
  t.type({ from: AuditValueC, to: AuditValueC }),
  t.partial({ fromLabel: t.string, toLabel: t.string }),
], 'AuditFieldChange')

/** An entry of the audit trail: who, when, what, about which record, why, and each field before and after. */
export const AuditEntry = answerOf<AuditEntryView>()(t.type({
  id: Integer,
  occurredAt: DateTime,
  actor: nullable(t.type({ id: Integer, name: t.string, role: nullable(RoleC) }, 'AuditActor')),
  action: t.string,
  summary: t.string,
  target: t.type({ type: t.string, id: t.string, label: t.string }, 'AuditTarget'),
  reason: nullable(t.string),
  changes: t.record(t.string, FieldChange),
}, 'AuditEntry'))

/** The choices of the audit page's filters. */
export const AuditFacets = answerOf<AuditFacetsView>()(t.type({
  actors: t.array(t.type({ id: Integer, name: t.string }, 'AuditActorChoice')),
  actions: t.array(t.string),
}, 'AuditFacets'))
