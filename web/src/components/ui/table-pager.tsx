import styled from 'styled-components'
import { countOf, formatNumber } from '../../lib/format'
import { compactPages } from '../../lib/pagination'
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
}

/** Under a back-office table: 'Showing X of Y companies' (announced as it changes) and the pages (first, last, current ±1). */
export function TablePager({ shown, total, noun, page, totalPages, onPage, label }: TablePagerProps) {
  const [singular, plural] = typeof noun === 'string' ? [noun, noun] : noun
  return (
    <Footer>
      <p role="status">
        Showing {formatNumber(shown)} of {countOf(total, singular, plural)}
      </p>
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
