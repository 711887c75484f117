// An on/off setting on React Aria's Switch: a native checkbox with the switch role (visually hidden,
// Space toggles it), inside the <label> that names it, drawn as a track and thumb.
import { useId, type ReactNode } from 'react'
import { Switch as RacSwitch } from 'react-aria-components'
import styled from 'styled-components'
import { overlaidInput } from './overlaid-input'

interface SwitchProps {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  description?: ReactNode
  disabled?: boolean
}

export function Switch({ label, checked, onChange, description, disabled }: SwitchProps) {
  const id = useId()
  return (
    <Row>
      <Control isSelected={checked} onChange={onChange} isDisabled={disabled} aria-describedby={description ? `${id}-text` : undefined}>
        <Track aria-hidden="true" />
        <LabelText>{label}</LabelText>
      </Control>
      {description ? <Description id={`${id}-text`}>{description}</Description> : null}
    </Row>
  )
}

const TRACK_WIDTH = '2.75rem'

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
`

const Control = styled(RacSwitch)`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  cursor: pointer;

  /* The hidden checkbox over the track, 44 × 24 px as before. */
  ${overlaidInput(TRACK_WIDTH, '1.5rem')}

  &[data-disabled] {
    cursor: not-allowed;
  }
`

const Track = styled.span`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  width: ${TRACK_WIDTH};
  height: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.inputBorder};
  transition: background-color ${({ theme }) => theme.transitions.fast};

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: calc(1.5rem - 6px);
    height: calc(1.5rem - 6px);
    border-radius: 50%;
    background: #fff;
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform ${({ theme }) => theme.transitions.fast};
  }

  [data-selected] > & {
    background: ${({ theme }) => theme.colors.primary};
  }

  [data-selected] > &::after {
    transform: translateX(1.25rem);
  }

  [data-focus-visible] > & {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  [data-disabled] > & {
    opacity: 0.6;
  }
`

const LabelText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`

const Description = styled.small`
  padding-left: calc(${TRACK_WIDTH} + ${({ theme }) => theme.space[3]});
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`
