import styled from 'styled-components'
import { countOf, formatNumber } from '../../lib/format'
import { compactPages } from '../../lib/pagination'
import { Pagination } from './pagination'
import { mutedSmall } from './text'

interface TablePagerProps {
  /** Rows on this page. */
  shown: number
  total: number
  /** Singular and plural: ['company', 'companies']. */
  noun: readonly [string, string]
  page: number
  totalPages: number
  onPage: (page: number) => void
}

/** Under a back-office table: 'Showing X of Y companies' and the pages (first, last, current ±1). */
export function TablePager({ shown, total, noun, page, totalPages, onPage }: TablePagerProps) {
  return (
    <Footer>
      <p>
        Showing {formatNumber(shown)} of {countOf(total, noun[0], noun[1])}
      </p>
      <Pagination label={`${noun[1][0]!.toUpperCase()}${noun[1].slice(1)} pages`} page={page} totalPages={totalPages} items={compactPages(page, totalPages)} onChange={onPage} />
    </Footer>
  )
}

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
    ${mutedSmall}
  }
`
