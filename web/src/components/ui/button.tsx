import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'

type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'inverse' | 'inverseOutline'
type ButtonSize = 'sm' | 'md' | 'lg'

interface ButtonStyleProps {
  $variant?: ButtonVariant
  $size?: ButtonSize
  $block?: boolean
}

const sizes = {
  sm: css`
    min-height: 2.25rem;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: 2.5rem;
    padding: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  lg: css`
    min-height: 3rem;
    padding: 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryText};
    &:hover:not(:disabled) {
      background: #dbeafe;
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceSunken};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceSunken};
    }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    &:hover:not(:disabled) {
      background: #991b1b;
    }
  `,
  inverse: css`
    background: #fff;
    color: ${({ theme }) => theme.colors.navy};
    &:hover:not(:disabled) {
      background: #e0e7ff;
    }
  `,
  inverseOutline: css`
    background: transparent;
    color: #fff;
    border-color: rgba(255, 255, 255, 0.7);
    &:hover:not(:disabled) {
      background: rgba(255, 255, 255, 0.12);
    }
  `,
}

const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}
  /* A page's primary action is 44 px tall on a phone (the large size is already 48). */
  ${({ $variant = 'primary', $size = 'md', theme }) =>
    $variant === 'primary' && $size === 'md'
      ? css`
          min-height: 2.75rem;
          ${theme.media.md} {
            min-height: 2.5rem;
          }
        `
      : null}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }

  svg {
    flex-shrink: 0;
  }
`

export const Button = styled.button.attrs<ButtonStyleProps>((p) => ({ type: p.type ?? 'button' }))<ButtonStyleProps>`
  ${buttonStyles}
`

export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`

/** A button-looking link to an outside address (pass target and rel for a new tab). */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`
