/**
 * What a command changed, field by field: the value before and the value after, as JSON keeps them
 * (dates as ISO strings, lists as lists). Events of the records admins oversee carry it as
 * `payload.changes`; the audit trail stores it as it is (docs/ubiquitous-language/audit-trail.md).
 */
export type AuditValue = string | number | boolean | null | readonly AuditValue[] | { readonly [key: string]: AuditValue }

export interface FieldChange {
  readonly from: AuditValue
  readonly to: AuditValue
}

export type Changes = Readonly<Record<string, FieldChange>>

/** What a secret reads as in a change: that it changed, never the value. */
export const HIDDEN = '(hidden)'

/** A value as JSON keeps it: dates become ISO strings, undefined becomes null. */
export const auditValue = (v: unknown): AuditValue => {
  if (v === undefined || v === null) return null
  if (v instanceof Date) return v.toISOString()
  if (Array.isArray(v)) return v.map(auditValue)
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v
  if (typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, auditValue(x)]))
  // A bigint is a number JSON cannot hold; functions and symbols are not values of a record.
  return typeof v === 'bigint' ? v.toString() : null
}

const same = (a: AuditValue, b: AuditValue): boolean => JSON.stringify(a) === JSON.stringify(b)

/** The fields whose value differs between the two states, in the order given, each with its value before and after. */
export const changesBetween = <T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): Changes => {
  const out: Record<string, FieldChange> = {}
  for (const f of fields) {
    const from = auditValue(before[f])
    const to = auditValue(after[f])
    if (!same(from, to)) out[f] = { from, to }
  }
  return out
}

const isEmpty = (v: AuditValue): boolean => v === null || v === '' || (Array.isArray(v) && v.length === 0)

/** A record that came into being: each of its fields that holds something, from nothing. */
export const createdFields = <T extends object>(record: T, fields: readonly (keyof T & string)[]): Changes =>
  Object.fromEntries(fields.map((f) => [f, auditValue(record[f])] as const).filter(([, v]) => !isEmpty(v)).map(([f, v]) => [f, { from: null, to: v }]))

/** A record that is gone: each of its fields that held something, to nothing. */
export const deletedFields = <T extends object>(record: T, fields: readonly (keyof T & string)[]): Changes =>
  Object.fromEntries(fields.map((f) => [f, auditValue(record[f])] as const).filter(([, v]) => !isEmpty(v)).map(([f, v]) => [f, { from: v, to: null }]))
