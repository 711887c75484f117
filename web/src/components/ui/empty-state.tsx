import type { ReactNode } from 'react'
import styled from 'styled-components'
import { errorMessage } from '../../lib/api-client'
import { Button } from './button'
import { IconTile } from './icon-tile'
import { AlertIcon } from './icons'

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[6]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`

const Text = styled.p`
  margin: 0;
  max-width: 32rem;
  color: ${({ theme }) => theme.colors.textMuted};
`

interface EmptyStateProps {
  icon?: ReactNode
  title: string
  children?: ReactNode
  action?: ReactNode
}

export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <Wrapper>
      {icon ? <IconTile $size={3.5} $round>{icon}</IconTile> : null}
      <Title>{title}</Title>
      {children ? <Text>{children}</Text> : null}
      {action ? <div>{action}</div> : null}
    </Wrapper>
  )
}

/** A list or panel that could not be loaded: the failure and a Try again button. */
export function ErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      icon={<AlertIcon />}
      title={title}
      action={
        <Button $variant="outline" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {errorMessage(error)}
    </EmptyState>
  )
}
