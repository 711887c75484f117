import * as t from 'io-ts'
import { MAX_BULK_IDS } from '../../../application/bulk/bulk-action'
import { withSchema } from '../openapi/json-schema'
import { oneOf, optionalText } from '../validation'

const MAX_ID = 2147483647

/** The ids of the selected rows: 1 to MAX_BULK_IDS distinct positive whole numbers (checked before each is read). */
const BulkIds = withSchema(new t.Type<number[], number[], unknown>('BulkIds', (u): u is number[] => Array.isArray(u), (u, c) => {
  if (!Array.isArray(u)) return t.failure(u, c, 'Must be a list of ids')
  if (u.length === 0) return t.failure(u, c, 'Select at least one row')
  if (u.length > MAX_BULK_IDS) return t.failure(u, c, `At most ${MAX_BULK_IDS} ids at once: send them in several requests, or select all matching the filter`)
  if (!u.every((v): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 && v <= MAX_ID)) return t.failure(u, c, 'Each id must be a positive whole number')
  if (new Set(u).size !== u.length) return t.failure(u, c, 'Each id may be given once')
  return t.success(u)
}, t.identity), {
  type: 'array', items: { type: 'integer', minimum: 1, maximum: MAX_ID }, minItems: 1, maxItems: MAX_BULK_IDS, uniqueItems: true,
  description: `The ids of the selected rows, at most ${MAX_BULK_IDS}, each once`,
})

/**
 * A bulk action's body: the action, the rows (`ids`, or `matching`: the list's own filter, which the
 * server resolves), and the reason of a rejection or a suspension (`reasonMax` characters at most,
 * as the single action). "Exactly one of ids and matching" and "a reason where needed" are checked
 * by the route (bulk.routes.ts), with field messages.
 */
export const bulkBody = <A extends string, M>(actions: readonly A[], matching: t.Type<M, unknown, unknown>, reasonMax: number) => t.exact(t.intersection([
  t.type({ action: oneOf(actions, `Action must be one of ${actions.join(', ')}`) }),
  t.partial({ ids: BulkIds, matching, reason: optionalText(reasonMax) }),
]))

/** `matching` of the applications to an exhibition: their list has no filter; `status` may narrow it. */
export const ParticipantMatching = t.partial({ status: oneOf(['pending', 'approved', 'rejected'] as const, 'Status must be pending, approved or rejected') })
