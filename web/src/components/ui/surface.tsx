// The white, bordered, rounded surface of cards, panels and tables.
import styled, { css } from 'styled-components'
import { mutedSmall } from './text'

export const surface = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`

/** The raised card at the top of a page about one thing (a company, an exhibition). */
export const heroCard = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`

/** A card in a grid that rises a little under the pointer. */
export const liftingCard = css`
  ${surface}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow ${({ theme }) => theme.transitions.normal},
    transform ${({ theme }) => theme.transitions.normal};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
`

/** The bottom row of a card (meta on the left, an action on the right), pushed to the card's foot under a hairline. */
export const cardFooter = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

/** The name on a card of a grid (a company, an exhibition). */
export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: break-word;
`

/** A card's snippet (visitor-and-user-side.md §9): clamped to two lines, and as tall as two lines when shorter. */
export const twoLineSnippet = css`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  ${mutedSmall}
  line-height: 1.55;
  min-height: calc(2 * 1.55em);
`
