// A back-office table with its states: skeleton rows (or a loading text) while loading, the
// error, the empty text, then one row per item. Cells carry their column name for the stacked
// phone layout. Built on TanStack Table (headless): the screens see only this facade.
//
// Sorting is the server's: a column that names a `sortKey` gets a header button that asks for it
// (ascending, then descending), and the header says how the rows are sorted (aria-sort).
// Selection (optional): a checkbox per row and one for the page; when a whole page is selected and
// the filter matches more, a banner offers every matching row. While something is selected a bar
// above the table says how much and holds the screen's actions for it (`selectionActions`).
import { rowSelectionFeature, rowSortingFeature, tableFeatures, useTable, type ColumnDef, type RowData, type RowSelectionState, type SortingState, type Updater } from '@tanstack/react-table'
import { useEffect, useMemo, useRef, useState, type Key, type ReactNode, type Ref } from 'react'
import styled from 'styled-components'
import { errorMessage } from '../../lib/api-client'
import { formatNumber } from '../../lib/format'
import { selectedCount, type RowSelection } from '../../lib/row-selection'
import type { TableSort } from '../../lib/table-query'
import { Button } from './button'
import { AlertIcon, ChevronDownIcon } from './icons'
import { Skeleton } from './skeleton'
import { Table, TableCard } from './table'
import { mutedSmall } from './text'
import { VisuallyHidden } from './visually-hidden'

export type { TableSort }

export interface DataColumn<T> {
  header: string
  cell: (row: T) => ReactNode
  /** Width of the loading placeholder, e.g. '2.25rem' for an actions button. */
  skeletonWidth?: string
  /** Height of the loading placeholder, e.g. '2.25rem' beside an avatar. */
  skeletonHeight?: string
  /** The list's sort key for this column (the server sorts): its header becomes a sort button. */
  sortKey?: string
}

/** Row selection: rows are picked by id; every row the filter matches can be picked as well. */
interface TableSelection<T> {
  /** The row's id (what bulk actions act on). */
  rowId: (row: T) => number
  /** Said in the row's checkbox: 'Select <name>'. */
  rowName: (row: T) => string
  /** How many rows the current filter matches (over every page). */
  total: number
  /** The filter the selection belongs to: when it changes, the selection is cleared. */
  scope: string
  /** 'company' / 'companies': the banner's and the bar's words. */
  noun: readonly [string, string]
}

interface DataTableProps<T> {
  /** The table's accessible name. */
  caption: string
  columns: readonly DataColumn<T>[]
  /** undefined while loading. */
  rows: readonly T[] | undefined
  rowKey: (row: T) => Key
  /** A load failure, shown when there are no rows to show. */
  error?: unknown
  /** Shown in the table when there are no rows ('No companies found.'). */
  empty: ReactNode
  skeletonRows?: number
  /** Said in the table while loading, instead of the skeleton rows ('Loading requests...'). */
  loading?: ReactNode
  /** Makes the table a focus target (tabindex -1): where focus goes when the row that had it is gone. */
  focusRef?: Ref<HTMLDivElement>
  /** The server's current sort (null: the list's own order). */
  sort?: TableSort | null
  /** Asked for when a sortable header is clicked. */
  onSort?: (sort: TableSort) => void
  /** Turns on row selection. */
  selection?: TableSelection<T>
  /** What can be done with the selection: shown in the bar above the table while something is selected. */
  selectionActions?: (selection: RowSelection, clear: () => void) => ReactNode
}

const SELECT_COLUMN = '__select'
const NO_ROWS: never[] = []
const features = tableFeatures({ rowSortingFeature, rowSelectionFeature })
/** Sorting is the server's: a column's value is never read by the table, only its sort state. */
const noValue = () => ''

export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, error, empty, skeletonRows = 5, loading, focusRef, sort, onSort, selection, selectionActions } = props
  const [picked, setPicked] = useState<RowSelectionState>({})
  const [matching, setMatching] = useState(false)
  const scope = selection?.scope
  useEffect(() => {
    setPicked({})
    setMatching(false)
  }, [scope])

  const byId = new Map(columns.map((c) => [c.sortKey ?? c.header, c]))
  const hasSelection = !!selection
  const columnDefs = useMemo<ColumnDef<typeof features, T>[]>(() => {
    const own: ColumnDef<typeof features, T>[] = columns.map((c) => ({ id: c.sortKey ?? c.header, header: c.header, accessorFn: noValue, enableSorting: !!c.sortKey }))
    return hasSelection ? [{ id: SELECT_COLUMN, header: 'Select', accessorFn: noValue, enableSorting: false }, ...own] : own
  }, [columns, hasSelection])
  const allOnPage = (): RowSelectionState => Object.fromEntries((rows ?? []).map((r) => [String(selection!.rowId(r)), true as const]))

  const sorting: SortingState = sort ? [{ id: sort.key, desc: sort.dir === 'desc' }] : []
  const table = useTable({
    features,
    data: rows ?? NO_ROWS,
    columns: columnDefs,
    getRowId: (row: T) => String(selection ? selection.rowId(row) : rowKey(row)),
    manualSorting: true,
    enableSortingRemoval: false,
    sortDescFirst: false,
    enableMultiSort: false,
    state: { sorting, rowSelection: matching ? allOnPage() : picked },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      if (next[0] && onSort) onSort({ key: next[0].id, dir: next[0].desc ? 'desc' : 'asc' })
    },
    enableRowSelection: !!selection,
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(matching ? allOnPage() : picked) : updater
      setMatching(false)
      setPicked(next)
    },
  })

  const clear = () => {
    setPicked({})
    setMatching(false)
  }
  const current: RowSelection | null = !selection
    ? null
    : matching
      ? { kind: 'matching', total: selection.total }
      : Object.keys(picked).length
        ? { kind: 'rows', ids: Object.keys(picked).map(Number) }
        : null
  const pageRows = table.getRowModel().rows
  const wholePage = !!selection && pageRows.length > 0 && table.getIsAllPageRowsSelected()
  const width = columnDefs.length

  const message = (content: ReactNode, role?: 'alert' | 'status') => (
    <tr>
      <td colSpan={width}>
        <Message role={role}>{content}</Message>
      </td>
    </tr>
  )
  const body = () => {
    if (error && !rows) {
      return message(
        <>
          <AlertIcon size={18} /> {errorMessage(error)}
        </>,
        'alert',
      )
    }
    if (!rows && loading) return message(loading, 'status')
    if (!rows) {
      return Array.from({ length: skeletonRows }, (_, i) => (
        <tr key={i} aria-hidden="true">
          {selection ? <td /> : null}
          {columns.map((c) => (
            <td key={c.header}>
              <Skeleton $width={c.skeletonWidth ?? '75%'} $height={c.skeletonHeight} />
            </td>
          ))}
        </tr>
      ))
    }
    if (rows.length === 0) return message(empty)
    return pageRows.map((row) => (
      <tr key={rowKey(row.original)}>
        {row.getAllCells().map((cell) => {
          if (cell.column.id === SELECT_COLUMN) {
            return (
              <CheckCell key={cell.id} className="select-cell">
                <Checkbox
                  type="checkbox"
                  aria-label={`Select ${selection!.rowName(row.original)}`}
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                />
              </CheckCell>
            )
          }
          const c = byId.get(cell.column.id)!
          return (
            <td key={cell.id} data-label={c.header}>
              {c.cell(row.original)}
            </td>
          )
        })}
      </tr>
    ))
  }

  const [singular, plural] = selection?.noun ?? ['row', 'rows']
  const count = current ? selectedCount(current) : 0
  return (
    <>
      {selection && current ? (
        <SelectionBar role="region" aria-label="Selection">
          <strong role="status">{formatNumber(count)} {count === 1 ? singular : plural} selected</strong>
          <Button $variant="outline" $size="sm" onClick={clear}>
            Clear selection
          </Button>
        </SelectionBar>
      ) : null}
      {/* Always drawn, at the same place, while the table can select: what the actions say after a run (its
          results) outlives the selection they cleared. */}
      {selection && selectionActions ? selectionActions(current ?? NOTHING_SELECTED, clear) : null}
      {selection && wholePage && selection.total > pageRows.length ? (
        <Banner>
          {matching ? (
            <span>All {formatNumber(selection.total)} {plural} matching the filter are selected.</span>
          ) : (
            <>
              <span>
                All {formatNumber(pageRows.length)} {plural} on this page are selected.
              </span>
              <Button $variant="ghost" $size="sm" onClick={() => setMatching(true)}>
                Select all {formatNumber(selection.total)} matching
              </Button>
            </>
          )}
        </Banner>
      ) : null}
      {selection && rows && rows.length > 0 ? (
        <PhoneSelectAll>
          <Checkbox
            type="checkbox"
            checked={wholePage}
            ref={(el) => { if (el) el.indeterminate = !wholePage && table.getIsSomePageRowsSelected() }}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
          Select all on this page
        </PhoneSelectAll>
      ) : null}
      <Card ref={focusRef} tabIndex={focusRef ? -1 : undefined} $selectable={!!selection}>
        <Table aria-busy={!rows && !error ? true : undefined}>
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column
                  if (column.id === SELECT_COLUMN) {
                    return (
                      <CheckHead key={header.id} scope="col">
                        <HeaderCheckbox
                          checked={wholePage}
                          indeterminate={!wholePage && table.getIsSomePageRowsSelected()}
                          disabled={!rows?.length}
                          onChange={table.getToggleAllPageRowsSelectedHandler()}
                        />
                      </CheckHead>
                    )
                  }
                  const c = byId.get(column.id)!
                  if (!c.sortKey || !onSort) {
                    return (
                      <th key={header.id} scope="col">
                        {c.header}
                      </th>
                    )
                  }
                  const dir = column.getIsSorted()
                  return (
                    <th key={header.id} scope="col" aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}>
                      <SortButton type="button" onClick={column.getToggleSortingHandler()} $dir={dir || undefined}>
                        {c.header}
                        <ChevronDownIcon size={14} aria-hidden="true" />
                      </SortButton>
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body()}</tbody>
        </Table>
      </Card>
    </>
  )
}

/** The page's checkbox in the header: checked, or mixed when some rows of the page are. */
function HeaderCheckbox({ checked, indeterminate, disabled, onChange }: { checked: boolean; indeterminate: boolean; disabled: boolean; onChange: (e: unknown) => void }) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return <Checkbox ref={ref} type="checkbox" aria-label="Select all on this page" checked={checked} disabled={disabled} onChange={onChange} />
}

/**
 * Focusable only when the table is a focus target; its ring shows for keyboard focus alone. On a
 * phone a row's checkbox sits in the top right corner of its card.
 */
const Card = styled(TableCard)<{ $selectable?: boolean }>`
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    ${({ $selectable, theme }) => ($selectable ? `
      tbody tr { position: relative; padding-right: 3rem; }
      tbody td.select-cell { position: absolute; top: ${theme.space[3]}; right: ${theme.space[4]}; width: auto; padding: 0; }
    ` : '')}
  }

  &[tabindex] {
    outline: none;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]} 0;
  ${mutedSmall}
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-align: center;
`

/** 18 px on a desktop's rows; 24 px on a phone, where a finger picks it (WCAG 2.5.8). */
const Checkbox = styled.input`
  width: 1.125rem;
  height: 1.125rem;
  margin: 0;

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    width: 1.5rem;
    height: 1.5rem;
  }

  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`

const CheckHead = styled.th`
  width: 2.5rem;

  /* The header row is hidden on a phone: the checkbox above the cards stands in for it. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    input {
      visibility: hidden;
    }
  }
`

const CheckCell = styled.td`
  width: 2.5rem;

  && {
    text-align: left;
  }
`

/** Below md only, where the header row is hidden. */
const PhoneSelectAll = styled.label`
  display: none;

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 2.75rem;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const SortButton = styled.button<{ $dir?: 'asc' | 'desc' }>`
  display: inline-flex;
  align-items: center;
  min-height: 1.5rem;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  cursor: pointer;

  svg {
    opacity: ${({ $dir }) => ($dir ? 1 : 0.35)};
    transform: ${({ $dir }) => ($dir === 'asc' ? 'rotate(180deg)' : 'none')};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

/** The empty selection the actions slot gets between selections. */
const NOTHING_SELECTED: RowSelection = { kind: 'rows', ids: [] }

const SelectionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
