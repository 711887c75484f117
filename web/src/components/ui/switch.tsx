import { useId, type ReactNode } from 'react'
import styled from 'styled-components'

interface SwitchProps {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  description?: ReactNode
  disabled?: boolean
}

/** An on/off setting: a native checkbox with the switch role, drawn as a track and thumb. */
export function Switch({ label, checked, onChange, description, disabled }: SwitchProps) {
  const id = useId()
  return (
    <Row>
      <Track>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-describedby={description ? `${id}-text` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span aria-hidden="true" />
      </Track>
      <Text>
        <label htmlFor={id}>{label}</label>
        {description ? <small id={`${id}-text`}>{description}</small> : null}
      </Text>
    </Row>
  )
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`

const Track = styled.span`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  width: 2.75rem;
  height: 1.5rem;

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
    z-index: 1;
  }

  span {
    width: 100%;
    height: 100%;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.inputBorder};
    transition: background-color ${({ theme }) => theme.transitions.fast};
  }

  span::after {
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

  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
  }

  input:checked + span::after {
    transform: translateX(1.25rem);
  }

  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input:disabled {
    cursor: not-allowed;
  }

  input:disabled + span {
    opacity: 0.6;
  }
`

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    cursor: pointer;
  }

  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`
