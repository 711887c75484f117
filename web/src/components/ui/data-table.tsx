// A back-office table with its states: skeleton rows (or a loading text) while loading, the
// error, the empty text, then one row per item. Cells carry their column name for the stacked
// phone layout.
import type { Key, ReactNode, Ref } from 'react'
import styled from 'styled-components'
import { errorMessage } from '../../lib/api-client'
import { AlertIcon } from './icons'
import { Skeleton } from './skeleton'
import { Table, TableCard } from './table'
import { mutedSmall } from './text'
import { VisuallyHidden } from './visually-hidden'

export interface DataColumn<T> {
  header: string
  cell: (row: T) => ReactNode
  /** Width of the loading placeholder, e.g. '2.25rem' for an actions button. */
  skeletonWidth?: string
  /** Height of the loading placeholder, e.g. '2.25rem' beside an avatar. */
  skeletonHeight?: string
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
}

export function DataTable<T>({ caption, columns, rows, rowKey, error, empty, skeletonRows = 5, loading, focusRef }: DataTableProps<T>) {
  const message = (content: ReactNode, role?: 'alert' | 'status') => (
    <tr>
      <td colSpan={columns.length}>
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
          {columns.map((c) => (
            <td key={c.header}>
              <Skeleton $width={c.skeletonWidth ?? '75%'} $height={c.skeletonHeight} />
            </td>
          ))}
        </tr>
      ))
    }
    if (rows.length === 0) return message(empty)
    return rows.map((row) => (
      <tr key={rowKey(row)}>
        {columns.map((c) => (
          <td key={c.header} data-label={c.header}>
            {c.cell(row)}
          </td>
        ))}
      </tr>
    ))
  }
  return (
    <Card ref={focusRef} tabIndex={focusRef ? -1 : undefined}>
      <Table aria-busy={!rows && !error ? true : undefined}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body()}</tbody>
      </Table>
    </Card>
  )
}

/** Focusable only when the table is a focus target; its ring shows for keyboard focus alone. */
const Card = styled(TableCard)`
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
