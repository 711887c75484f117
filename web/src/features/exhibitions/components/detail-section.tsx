// Titled blocks and fact lists of the exhibition screens (public detail and back office).
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { factList, Muted, SectionCard } from '../../../components/ui/section-card'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { errorMessage } from '../../../lib/api-client'

export { Fact, Muted } from '../../../components/ui/section-card'

/** A white panel with its heading (an h2 under the screen's h1): a SectionCard, a little tighter on phones. */
export const DetailSection = styled(SectionCard)`
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`

/** A definition list of facts, one under the other (`$columns` for a wrapping grid). */
export const Facts = styled.dl<{ $columns?: boolean }>`
  ${factList}
  grid-template-columns: ${({ $columns }) => ($columns ? 'repeat(auto-fill, minmax(11rem, 1fr))' : 'minmax(0, 1fr)')};
`

/** An outside link opened in a new tab (shared/design/decisions.md §5). */
export function ExternalLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children ?? href}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  )
}

/** A part of a panel that could not be loaded: the failure and Try again, in a line. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Muted role="alert">
      {errorMessage(error)}{' '}
      <Button $variant="ghost" $size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Muted>
  )
}
