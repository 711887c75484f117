import { css } from 'styled-components'

/** Secondary text: muted colour at the small size (meta lines, notes, counts). */
export const mutedSmall = css`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** A small upper-case label above a value: a fact's term, a table's column head. */
export const overline = css`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`
