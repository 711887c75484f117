// A checkbox on React Aria's Checkbox: a native checkbox (visually hidden, Space toggles it) inside
// the <label> that names it, drawn as a box with a tick.
import type { ReactNode } from 'react'
import { Checkbox as RacCheckbox } from 'react-aria-components'
import styled from 'styled-components'
import { overlaidInput } from './overlaid-input'

interface CheckboxProps {
  children: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
}

export function Checkbox({ children, checked, onChange, disabled }: CheckboxProps) {
  return (
    <Control isSelected={checked} onChange={onChange} isDisabled={disabled}>
      <Box aria-hidden="true">
        <svg viewBox="0 0 18 18" width="14" height="14">
          <polyline points="3.5 9.5 7.5 13 14.5 5" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </Box>
      <span>{children}</span>
    </Control>
  )
}

const Control = styled(RacCheckbox)`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.75rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  /* The hidden checkbox over the box. */
  ${overlaidInput('1.25rem', '1.25rem', 'top: 50%; left: 0; margin: -0.625rem 0 0 !important;')}

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`

const Box = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: transparent;
  transition: background-color ${({ theme }) => theme.transitions.fast};

  [data-selected] > & {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }

  [data-focus-visible] > & {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`
