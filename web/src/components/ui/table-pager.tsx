import { useId } from 'react'
import styled from 'styled-components'
import { countOf, formatNumber } from '../../lib/format'
import { compactPages } from '../../lib/pagination'
import { PAGE_SIZES } from '../../lib/table-query'
import { Select } from './field'
import { Pagination } from './pagination'
import { spread } from './stack'
import { mutedSmall } from './text'

interface TablePagerProps {
  /** Rows on this page. */
  shown: number
  total: number
  /** Singular and plural: ['company', 'companies']; or one word for any count, as the admin-back-office.md words 'Showing X of Y users'. */
  noun: string | readonly [string, string]
  page: number
  totalPages: number
  onPage: (page: number) => void
  /** The name of the pages' navigation; by default from the plural: 'Companies pages'. */
  label?: string
  /** With onPageSize: a 'Rows per page' choice (10, 25, 50, 100). */
  pageSize?: number
  onPageSize?: (size: number) => void
}

/** Under a back-office table: 'Showing X of Y companies' (announced as it changes) and the pages (first, last, current ±1). */
export function TablePager({ shown, total, noun, page, totalPages, onPage, label, pageSize, onPageSize }: TablePagerProps) {
  const [singular, plural] = typeof noun === 'string' ? [noun, noun] : noun
  const id = useId()
  return (
    <Footer>
      <p role="status">
        Showing {formatNumber(shown)} of {countOf(total, singular, plural)}
      </p>
      {onPageSize && pageSize ? (
        <SizeChoice>
          <label htmlFor={id}>Rows per page</label>
          <Select id={id} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </SizeChoice>
      ) : null}
      <Pagination label={label ?? `${plural[0].toUpperCase()}${plural.slice(1)} pages`} page={page} totalPages={totalPages} items={compactPages(page, totalPages)} onChange={onPage} />
    </Footer>
  )
}

const Footer = styled.div`
  ${spread(4)}
  margin-top: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
    ${mutedSmall}
  }
`

const SizeChoice = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${mutedSmall}

  select {
    width: auto;
    min-height: 2.25rem;
  }
`
