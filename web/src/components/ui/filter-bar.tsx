// The filter row above a back-office table: a search box, selects and a Refresh button.
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from './button'
import { Choices, Select } from './field'
import { RefreshIcon } from './icons'
import { Spinner } from './spinner'
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
  /** The choices as value and label ('' for the first, 'All ...'); or as option elements in `children`. */
  options?: readonly { value: string; label: string }[]
  children?: ReactNode
}

export function FilterSelect({ id, label, value, onChange, options, children }: FilterSelectProps) {
  return (
    <div>
      <VisuallyHidden as="label" htmlFor={id}>
        {label}
      </VisuallyHidden>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options ? <Choices items={options} /> : null}
        {children}
      </Select>
    </div>
  )
}

interface RefreshButtonProps {
  onRefresh: () => void
  /** Disables the button (a reload is under way). */
  busy?: boolean
  /** A spinner in place of the icon (a reload of rows already shown). */
  spinning?: boolean
}

export function RefreshButton({ onRefresh, busy, spinning }: RefreshButtonProps) {
  return (
    <Button $variant="outline" onClick={onRefresh} disabled={busy}>
      {spinning ? <Spinner $size={16} /> : <RefreshIcon size={16} />}
      Refresh
    </Button>
  )
}
