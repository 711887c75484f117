import type { ReactNode } from 'react'
import styled from 'styled-components'
import { DataTable, type DataColumn, type TableSort } from '../../../components/ui/data-table'
import { EditIcon, TrashIcon } from '../../../components/ui/icons'
import { ActionMenu } from '../../../components/ui/menu'

export type Column<T> = DataColumn<T>

interface CatalogueTableProps<T extends { id: number; name: string }> {
  caption: string
  columns: readonly Column<T>[]
  rows: readonly T[] | undefined
  error?: unknown
  /** The empty state inside the table ('No sectors found' and its action). */
  empty: ReactNode
  onEdit: (row: T) => void
  onDelete: (row: T) => void
  /** A server-sorted table (the Subsectors tab). */
  sort?: TableSort | null
  onSort?: (sort: TableSort) => void
}

/** One table of the Categories & Sectors screen: its columns, then a row menu with Edit and Delete. */
export function CatalogueTable<T extends { id: number; name: string }>({ columns, onEdit, onDelete, ...rest }: CatalogueTableProps<T>) {
  const actions: Column<T> = {
    header: 'Actions',
    skeletonWidth: '2.25rem',
    cell: (row) => (
      <ActionMenu
        label={`Actions for ${row.name}`}
        items={[
          { label: 'Edit', icon: <EditIcon />, onSelect: () => onEdit(row) },
          { label: 'Delete', icon: <TrashIcon />, onSelect: () => onDelete(row), destructive: true },
        ]}
      />
    ),
  }
  return <DataTable<T> {...rest} columns={[...columns, actions]} rowKey={(r) => r.id} />
}

/** A long text cut to two lines in a table cell. */
export const Truncated = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  max-width: 32rem;
  color: ${({ theme }) => theme.colors.textMuted};
`
