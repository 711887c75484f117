// Icon-only controls (menu toggles, close buttons, hearts, social links): a centred square
// or disc. The control carries the accessible name (aria-label); the icon is decorative.
import styled, { css } from 'styled-components'

interface IconControlProps {
  /** Width and height in rem. */
  $size?: number
  $round?: boolean
  /** outline: bordered on white; ghost: no border or background until hovered. */
  $variant?: 'outline' | 'ghost'
}

const iconControl = css<IconControlProps>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ $size = 2.5 }) => $size}rem;
  height: ${({ $size = 2.5 }) => $size}rem;
  padding: 0;
  border: ${({ theme, $variant = 'outline' }) => ($variant === 'outline' ? `1px solid ${theme.colors.border}` : '0')};
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.full : theme.radii.md)};
  background: ${({ theme, $variant = 'outline' }) => ($variant === 'outline' ? theme.colors.surface : 'transparent')};
  color: ${({ theme, $variant = 'outline' }) => ($variant === 'outline' ? theme.colors.text : theme.colors.textMuted)};
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.transitions.fast},
    background-color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.text};
  }
`

export const IconButton = styled.button.attrs<IconControlProps>((p) => ({ type: p.type ?? 'button' }))<IconControlProps>`
  ${iconControl}
`

export const IconLink = styled.a<IconControlProps>`
  ${iconControl}
`
