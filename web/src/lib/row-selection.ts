// The rows an operator picked in a back-office table, as the tables hand them to bulk actions:
// some rows by id, or every row the table's current filter matches (however many pages).
export type RowSelection =
  | { readonly kind: 'rows'; readonly ids: readonly number[] }
  | { readonly kind: 'matching'; readonly total: number }

/** How many rows a selection holds. */
export const selectedCount = (s: RowSelection): number => (s.kind === 'rows' ? s.ids.length : s.total)
