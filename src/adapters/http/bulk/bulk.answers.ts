// What the bulk actions answer: the outcome of each row (docs/api.md "Bulk actions").
import * as t from 'io-ts'
import { answerOf, Integer } from '../answers'

/** One row's outcome: done, or refused with the status and the words the single action would have answered. */
export type BulkRowView =
  | { readonly id: number; readonly outcome: 'done' }
  | { readonly id: number; readonly outcome: 'refused'; readonly status: number; readonly message: string }

export interface BulkReportView {
  readonly action: string
  /** How many rows were done, and how many refused. */
  readonly done: number
  readonly refused: number
  /** One per row, in the order the ids were given (or the list's order for `matching`). */
  readonly results: readonly BulkRowView[]
}

export const BulkReport = answerOf<BulkReportView>()(t.type({
  action: t.string,
  done: Integer,
  refused: Integer,
  results: t.array(t.union([
    t.type({ id: Integer, outcome: t.literal('done') }, 'BulkRowDone'),
    t.type({ id: Integer, outcome: t.literal('refused'), status: Integer, message: t.string }, 'BulkRowRefused'),
  ])),
}, 'BulkReport'))
