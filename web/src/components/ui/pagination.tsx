import styled from 'styled-components'
import { compactPages, type PageItem } from '../../lib/pagination'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import { plainList } from './stack'
import { VisuallyHidden } from './visually-hidden'

interface PaginationProps {
  page: number
  totalPages: number
  /** The page links to show (see lib/pagination). */
  items: readonly PageItem[]
  onChange: (page: number) => void
  label?: string
}

/**
 * Previous, the page links with ellipses, Next. Nothing when everything fits on one page.
 *
 * On one row at any width (issue 23): from the sm breakpoint, `items` with labelled Previous and Next;
 * below it, first, current ±1 and last with ellipses, and Previous and Next as icons (their names kept
 * for assistive technology); under 360 px, first, current and last. Three rows drawn, CSS shows the one
 * that fits (the page may be drawn on the server, which knows no width); the others are display:none,
 * out of the accessibility tree.
 */
export function Pagination({ page, totalPages, items, onChange, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null
  const row = (kind: RowKind, shown: readonly PageItem[]) => (
    <List $kind={kind}>
      <li>
        <PageButton type="button" onClick={() => onChange(page - 1)} disabled={page <= 1} $wide={kind === 'full'}>
          <ChevronLeftIcon size={16} />
          {kind === 'full' ? 'Previous' : <VisuallyHidden>Previous</VisuallyHidden>}
        </PageButton>
      </li>
      {shown.map((item, i) =>
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
        <PageButton type="button" onClick={() => onChange(page + 1)} disabled={page >= totalPages} $wide={kind === 'full'}>
          {kind === 'full' ? 'Next' : <VisuallyHidden>Next</VisuallyHidden>}
          <ChevronRightIcon size={16} />
        </PageButton>
      </li>
    </List>
  )
  return (
    <Nav aria-label={label}>
      {row('full', items)}
      {row('compact', compactPages(page, totalPages))}
      {row('tiny', compactPages(page, totalPages, 0))}
    </Nav>
  )
}

type RowKind = 'full' | 'compact' | 'tiny'

/** Below this width, the tiny row (first, current, last). */
const TINY_MAX = 359

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`

const List = styled.ul<{ $kind: RowKind }>`
  display: ${({ $kind }) => ($kind === 'compact' ? 'flex' : 'none')};
  flex-wrap: nowrap;
  justify-content: center;
  align-items: center;
  gap: 2px;
  ${plainList}

  @media (max-width: ${TINY_MAX}px) {
    display: ${({ $kind }) => ($kind === 'tiny' ? 'flex' : 'none')};
  }

  ${({ theme }) => theme.media.sm} {
    display: ${({ $kind }) => ($kind === 'full' ? 'flex' : 'none')};
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
  }
`

const PageButton = styled.button<{ $wide?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 2.25rem;
  height: 2.5rem;
  padding: 0 ${({ theme, $wide }) => ($wide ? theme.space[3] : theme.space[1])};
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

  ${({ theme }) => theme.media.sm} {
    min-width: 2.5rem;
    padding: 0 ${({ theme, $wide }) => ($wide ? theme.space[3] : theme.space[2])};
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
  min-width: 0.75rem;
  height: 2.5rem;
  padding-bottom: 0.6rem;
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.sm} {
    min-width: 1.5rem;
  }
`
