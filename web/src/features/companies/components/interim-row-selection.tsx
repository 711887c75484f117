// INTERIM (issue 19, branch i19-bulk): the smallest row selection of the admin companies table, so
// that the bulk actions can be used and tested end to end before the rebuilt DataTable (branch
// i19-tables) brings row selection to every admin table. When it lands, delete this file and the
// lines marked "interim selection" in admin-companies.tsx; the table's `selectionActions` slot
// takes the same function.
import { useEffect, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import type { DataColumn } from '../../../components/ui/data-table'
import { formatNumber } from '../../../lib/format'
import type { RowSelection } from '../../../lib/row-selection'

const NONE: RowSelection = { kind: 'rows', ids: [] }

/**
 * A checkbox per row, "Select all on this page", and, when the page is all selected and the filter
 * matches more, "Select all N matching". A new filter (`filterKey`) empties the selection.
 */
export function useInterimRowSelection<T extends { id: number; name: string }>(rows: readonly T[] | undefined, total: number, filterKey: string) {
  const [selection, setSelection] = useState<RowSelection>(NONE)
  const clear = () => setSelection(NONE)
  useEffect(() => setSelection(NONE), [filterKey])

  const ids = selection.kind === 'rows' ? selection.ids : []
  const isSelected = (id: number) => selection.kind === 'matching' || ids.includes(id)
  const toggle = (id: number, on: boolean) =>
    setSelection({ kind: 'rows', ids: on ? [...ids, id] : (selection.kind === 'matching' ? (rows ?? []).map((r) => r.id) : ids).filter((i) => i !== id) })
  const pageIds = (rows ?? []).map((r) => r.id)
  const pageSelected = pageIds.length > 0 && pageIds.every(isSelected)

  const column: DataColumn<T> = {
    header: 'Select',
    skeletonWidth: '1.25rem',
    cell: (row) => <Check type="checkbox" aria-label={`Select ${row.name}`} checked={isSelected(row.id)} onChange={(e) => toggle(row.id, e.target.checked)} />,
  }

  const toolbar: ReactNode = rows && rows.length ? (
    <Toolbar>
      <label>
        <Check
          type="checkbox"
          checked={pageSelected}
          onChange={(e) => setSelection({ kind: 'rows', ids: e.target.checked ? [...new Set([...ids, ...pageIds])] : ids.filter((i) => !pageIds.includes(i)) })}
        />{' '}
        Select all on this page
      </label>
      {pageSelected && total > pageIds.length && selection.kind === 'rows' ? (
        <Button $size="sm" $variant="ghost" onClick={() => setSelection({ kind: 'matching', total })}>
          Select all {formatNumber(total)} matching
        </Button>
      ) : null}
    </Toolbar>
  ) : null

  return { selection, clear, column, toolbar }
}

const Check = styled.input`
  width: 1.125rem;
  height: 1.125rem;
  accent-color: ${({ theme }) => theme.colors.primary};
`

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
