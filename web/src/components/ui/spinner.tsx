import styled, { keyframes } from 'styled-components'
import { mutedSmall } from './text'

const spin = keyframes`
  to { transform: rotate(360deg); }
`

export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 20 }) => $size}px;
  height: ${({ $size = 20 }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
  flex-shrink: 0;
`

const Status = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  ${mutedSmall}
`

/** A spinner with a visible text, announced politely. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Status role="status">
      <Spinner />
      <span>{label}</span>
    </Status>
  )
}
