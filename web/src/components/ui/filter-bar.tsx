// The filter row above a back-office table: a search box, selects and a Refresh button.
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from './button'
import { Select } from './field'
import { RefreshIcon } from './icons'
import { VisuallyHidden } from './visually-hidden'

/** One column for the search, then as many as there are controls (their widths in `$columns`). */
export const FilterBar = styled.div<{ $columns?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) ${({ $columns = '12rem auto' }) => $columns};
    align-items: center;
  }
`

interface FilterSelectProps {
  id: string
  /** Read by assistive technology only ('Filter by status'); the first option says what it is. */
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
}

export function FilterSelect({ id, label, value, onChange, children }: FilterSelectProps) {
  return (
    <div>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </Select>
    </div>
  )
}

export function RefreshButton({ onRefresh, busy }: { onRefresh: () => void; busy?: boolean }) {
  return (
    <Button $variant="outline" onClick={onRefresh} disabled={busy}>
      <RefreshIcon size={16} />
      Refresh
    </Button>
  )
}
