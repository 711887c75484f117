// Above the directory's results when the server corrected a misspelt word (X-Search-Corrected):
// "Showing results for *freight*" and a link that searches the words as typed, with the same filters.
import { Link, useLocation } from 'react-router-dom'
import styled from 'styled-components'

/** The current directory address asking for the typed words exactly (exact=true), on page 1. */
const exactSearchHref = (pathname: string, search: string): string => {
  const p = new URLSearchParams(search)
  p.set('exact', 'true')
  p.delete('page')
  return `${pathname}?${p}`
}

export function SearchCorrection({ corrected, typed }: { corrected: string; typed: string }) {
  const { pathname, search } = useLocation()
  return (
    <Notice>
      <span>
        Showing results for <em>{corrected}</em>
      </span>{' '}
      <Link to={exactSearchHref(pathname, search)} preventScrollReset>
        Search instead for {typed.trim()}
      </Link>
    </Notice>
  )
}

const Notice = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[1]};

  em {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`
