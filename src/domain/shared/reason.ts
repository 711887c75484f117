import * as E from 'fp-ts/lib/Either.js'

/**
 * The longest reason an admin or moderator gives for a decision its subject reads (a company's
 * rejection or suspension, a media item's rejection, an application's rejection). The same number
 * as FIELD_LENGTHS' `reason` entries at the HTTP edge (a unit test holds them equal).
 */
export const REASON_MAX = 1000

/**
 * A decision's reason as it is kept: trimmed, and required (a blank one is refused). A longer one
 * is cut at REASON_MAX (the edge refuses it before, with the field's message).
 */
export const decisionReason = (raw: string | null | undefined): E.Either<'ReasonRequired', string> => {
  const r = (raw ?? '').trim()
  return r ? E.right(r.slice(0, REASON_MAX)) : E.left('ReasonRequired')
}
