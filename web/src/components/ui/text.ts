import { css } from 'styled-components'

/** Secondary text: muted colour at the small size (meta lines, notes, counts). */
export const mutedSmall = css`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
