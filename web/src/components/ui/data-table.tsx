// A back-office table with its states: skeleton rows while loading, the error, the empty
// text, then one row per item. Cells carry their column name for the stacked phone layout.
import type { Key, ReactNode } from 'react'
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
}

export function DataTable<T>({ caption, columns, rows, rowKey, error, empty, skeletonRows = 5 }: DataTableProps<T>) {
  const span = columns.length
  const message = (content: ReactNode, alert = false) => (
    <tr>
      <td colSpan={span}>
        <Message role={alert ? 'alert' : undefined}>{content}</Message>
      </td>
    </tr>
  )
  return (
    <TableCard>
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
        <tbody>
          {error && !rows
            ? message(
                <>
                  <AlertIcon size={18} /> {errorMessage(error)}
                </>,
                true,
              )
            : !rows
              ? Array.from({ length: skeletonRows }, (_, i) => (
                  <tr key={i} aria-hidden="true">
                    {columns.map((c) => (
                      <td key={c.header}>
                        <Skeleton $width={c.skeletonWidth ?? '75%'} />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.length === 0
                ? message(empty)
                : rows.map((row) => (
                    <tr key={rowKey(row)}>
                      {columns.map((c) => (
                        <td key={c.header} data-label={c.header}>
                          {c.cell(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
        </tbody>
      </Table>
    </TableCard>
  )
}

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
