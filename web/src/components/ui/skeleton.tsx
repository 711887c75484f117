import styled, { css, keyframes } from 'styled-components'

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`

const placeholder = css`
  background: ${({ theme }) => theme.colors.surfaceSunken};
  animation: ${pulse} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

/** A grey placeholder block drawn while content loads; hidden from assistive technology. */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{ $width?: string; $height?: string; $round?: boolean }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1rem' }) => $height};
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.full : theme.radii.sm)};
  ${placeholder}
`

/**
 * Stand-in text drawn as grey bars, one for each line it takes: the skeleton wraps, and so is as
 * tall, as the real text would be. Give it text of a typical length.
 */
export const SkeletonText = styled.span.attrs({ 'aria-hidden': true })`
  color: transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  -webkit-box-decoration-break: clone;
  box-decoration-break: clone;
  user-select: none;
  ${placeholder}
`
