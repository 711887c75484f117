import * as E from 'fp-ts/lib/Either.js'

export { MAX_BULK_IDS, MAX_BULK_MATCHING } from './bulk-limits'

/**
 * A bulk action (docs/ubiquitous-language/bulk-action.md): one single-row command run on each row
 * of a selection, each row in its own unit of work. A refused row is left as it was (no write, no
 * event, no audit entry, no email) and the others still commit: the answer says, row by row, what
 * was done and what was refused and why (the per-row outcome).
 */

/** What became of one row: done, or refused with the single action's own error. */
type RowOutcome<L> =
  | { readonly id: number; readonly outcome: 'done' }
  | { readonly id: number; readonly outcome: 'refused'; readonly error: L }

export interface BulkOutcome<L> {
  /** One outcome per id, in the order the ids were given. */
  readonly rows: readonly RowOutcome<L>[]
  readonly done: number
  readonly refused: number
}

/**
 * Runs `one` (a single-row command handler, which opens its own unit of work) on each id in turn.
 * Must not itself run inside a unit of work: the rows would then commit (or roll back) together.
 * A thrown error (a fault, not a refusal) stops the run; the rows before it stay done.
 */
export const eachRow = async <L>(ids: readonly number[], one: (id: number) => Promise<E.Either<L, unknown>>): Promise<BulkOutcome<L>> => {
  const rows: RowOutcome<L>[] = []
  for (const id of new Set(ids)) {
    const r = await one(id)
    rows.push(E.isLeft(r) ? { id, outcome: 'refused', error: r.left } : { id, outcome: 'done' })
  }
  const done = rows.filter((r) => r.outcome === 'done').length
  return { rows, done, refused: rows.length - done }
}
