// Layout fragments used across screens: lists without bullets, items stacked with a gap,
// and items in a wrapping row.
import styled, { css } from 'styled-components'
import type { AppTheme } from '../../theme'

type Space = keyof AppTheme['space']

/** A list without bullets, indentation or outer margin. */
export const plainList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`

/** Children one under the other with an even gap (a bullet-free list when used on ul/ol). */
export const stacked = (gap: Space) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[gap]};
  ${plainList}
`

/** Children one under the other with an even gap, free to shrink below their content's width (a column of a grid). */
export const column = (gap: Space) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[gap]};
  min-width: 0;
`

/** Children in a wrapping row pushed to both ends: a heading and its action, a count and the pages. */
export const spread = (gap: Space) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[gap]};
`

/** Children side by side, wrapping onto more lines: badges, buttons, chips. */
export const Cluster = styled.div<{ $gap?: Space }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme, $gap = 2 }) => theme.space[$gap]};
  ${plainList}
`

/** A navigation link drawn as a full-width row (side bars, mobile menus). */
export const navRow = (minHeight: string) => css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${minHeight};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
`

/** A bullet-free list whose items are separated by hairlines, `pad` above and below each, the first and last flush with its edges. */
export const hairlineRows = (pad: Space) => css`
  ${plainList}

  > li {
    padding: ${({ theme }) => theme.space[pad]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  > li:first-child {
    padding-top: 0;
  }

  > li:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
`

/** A bullet-free list whose items stack with a gap. */
export const StackList = styled.ul<{ $gap?: Space }>`
  ${({ $gap = 4 }) => stacked($gap)}
`

/** A bullet-free list of bordered rows, each led by an icon in the primary colour, then its text, badges or a link. */
export const IconRowList = styled.ul`
  ${stacked(2)}

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  li > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
  }
`
