import styled from 'styled-components'
import type { PageItem } from '../../lib/pagination'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import { plainList } from './stack'

interface PaginationProps {
  page: number
  totalPages: number
  /** The page links to show (see lib/pagination). */
  items: readonly PageItem[]
  onChange: (page: number) => void
  label?: string
}

/** Previous, the page links with ellipses, Next. Nothing when everything fits on one page. */
export function Pagination({ page, totalPages, items, onChange, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null
  return (
    <Nav aria-label={label}>
      <List>
        <li>
          <PageButton type="button" onClick={() => onChange(page - 1)} disabled={page <= 1} $wide>
            <ChevronLeftIcon size={16} />
            Previous
          </PageButton>
        </li>
        {items.map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" onClick={() => onChange(page + 1)} disabled={page >= totalPages} $wide>
            Next
            <ChevronRightIcon size={16} />
          </PageButton>
        </li>
      </List>
    </Nav>
  )
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  ${plainList}
`

const PageButton = styled.button<{ $wide?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 2.5rem;
  height: 2.5rem;
  padding: 0 ${({ theme, $wide }) => ($wide ? theme.space[3] : theme.space[2])};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`

const Gap = styled.span`
  display: inline-flex;
  align-items: flex-end;
  justify-content: center;
  min-width: 1.5rem;
  height: 2.5rem;
  padding-bottom: 0.6rem;
  color: ${({ theme }) => theme.colors.textMuted};
`
