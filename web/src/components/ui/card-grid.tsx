import type { Key, ReactNode } from 'react'
import styled from 'styled-components'
import { Skeleton } from './skeleton'
import { LoadingState } from './spinner'
import { plainList } from './stack'
import { VisuallyHidden } from './visually-hidden'

/** A list of cards: one column on phones, two on tablets (from `$twoFrom`), three on wide screens. */
export const CardGrid = styled.ul<{ $twoFrom?: 'sm' | 'md' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${plainList}

  ${({ theme, $twoFrom = 'md' }) => theme.media[$twoFrom]} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

interface LoadedCardGridProps<T extends { readonly id: Key }> {
  /** undefined while loading. */
  data: readonly T[] | undefined
  error: unknown
  loadingLabel: string
  /** Shown when the list is empty or could not be loaded. */
  empty: ReactNode
  limit?: number
  /**
   * The height of one card: while loading, `limit` blocks of it (3 without a limit) hold the grid's
   * place. A block, not a detailed skeleton: such a list is below the fold, and a detailed skeleton
   * would add work before the top of the page is painted.
   */
  cardHeight?: string
  children: (item: T) => ReactNode
}

/** A list that loads: its loading text, its empty state, or its cards in a CardGrid. */
export function LoadedCardGrid<T extends { readonly id: Key }>({ data, error, loadingLabel, empty, limit, cardHeight, children }: LoadedCardGridProps<T>) {
  if (data === undefined && !error) {
    if (!cardHeight) return <LoadingState label={loadingLabel} />
    return (
      <>
        <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
        <CardGrid aria-hidden="true">
          {Array.from({ length: limit ?? 3 }, (_, i) => (
            <li key={i}>
              <Skeleton $height={cardHeight} />
            </li>
          ))}
        </CardGrid>
      </>
    )
  }
  if (error || !data || data.length === 0) return <>{empty}</>
  return (
    <CardGrid>
      {data.slice(0, limit).map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </CardGrid>
  )
}
