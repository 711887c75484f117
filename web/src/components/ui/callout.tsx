import type { ReactNode } from 'react'
import styled from 'styled-components'
import { AlertIcon, CheckCircleIcon, InfoIcon } from './icons'

type Tone = 'info' | 'success' | 'warning' | 'danger'

const ICONS = { info: InfoIcon, success: CheckCircleIcon, warning: AlertIcon, danger: AlertIcon } as const

interface CalloutProps {
  tone?: Tone
  title: ReactNode
  children?: ReactNode
  action?: ReactNode
  className?: string
}

/** A coloured note inside a page: a status, a limit reached, a rejection reason. */
export function Callout({ tone = 'info', title, children, action, className }: CalloutProps) {
  const Icon = ICONS[tone]
  return (
    <Box $tone={tone} className={className}>
      <Icon size={20} />
      <Body>
        <Title>{title}</Title>
        {children ? <Text>{children}</Text> : null}
      </Body>
      {action ? <Action>{action}</Action> : null}
    </Box>
  )
}

const palette = {
  info: { bg: 'primarySoft', fg: 'primaryText', border: '#bfdbfe' },
  success: { bg: 'successSoft', fg: 'success', border: '#bbf7d0' },
  warning: { bg: 'warningSoft', fg: 'warning', border: '#fde68a' },
  danger: { bg: 'dangerSoft', fg: 'danger', border: '#fecaca' },
} as const

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ $tone }) => palette[$tone].border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[palette[$tone].bg]};

  > svg {
    flex-shrink: 0;
    margin-top: 0.1rem;
    color: ${({ theme, $tone }) => theme.colors[palette[$tone].fg]};
  }
`

const Body = styled.div`
  flex: 1 1 14rem;
  min-width: 0;
`

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`

const Text = styled.div`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  white-space: pre-line;
`

const Action = styled.div`
  flex-shrink: 0;
`
