// Titled blocks and fact lists of the exhibition screens (public detail and back office).
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { surface } from '../../../components/ui/surface'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'

interface DetailSectionProps {
  title: string
  children: ReactNode
  /** Something on the right of the title: a link, a count. */
  aside?: ReactNode
  id?: string
  headingLevel?: 2 | 3
}

/** A white panel with its heading (an h2 under the screen's h1). */
export function DetailSection({ title, children, aside, id, headingLevel = 2 }: DetailSectionProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <Section aria-labelledby={id}>
      <Head>
        {/* Focusable from script: where focus goes when the control that had it disappears. */}
        <Heading id={id} tabIndex={id ? -1 : undefined}>
          {title}
        </Heading>
        {aside}
      </Head>
      {children}
    </Section>
  )
}

const Section = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  ${surface}

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

/** A definition list of facts, one under the other (`$columns` for a wrapping grid). */
export const Facts = styled.dl<{ $columns?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => ($columns ? 'repeat(auto-fill, minmax(11rem, 1fr))' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** Secondary text inside a fact or a section. */
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
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
