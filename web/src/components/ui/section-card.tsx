import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { column, spread } from './stack'
import { surface } from './surface'
import { overline } from './text'

interface SectionCardProps {
  title: string
  children: ReactNode
  /** Something on the right of the title: a note, a link, a count. */
  aside?: ReactNode
  /** The heading's id: it labels the section, and script can move focus to it. */
  id?: string
  headingLevel?: 2 | 3
  className?: string
}

/** A titled white block of a detail screen (an h2 under the page's h1). */
export function SectionCard({ title, children, aside, id, headingLevel = 2, className }: SectionCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <Section aria-labelledby={id} className={className}>
      <SectionHead>
        {/* Focusable from script: where focus goes when the control that had it disappears. */}
        <Heading id={id} tabIndex={id ? -1 : undefined}>
          {title}
        </Heading>
        {aside}
      </SectionHead>
      {children}
    </Section>
  )
}

const Section = styled.section`
  padding: ${({ theme }) => theme.space[6]};
  ${surface}
`

/** A section's heading row: its h2 on the left, a note or an action on the right. */
export const SectionHead = styled.div`
  ${spread(2)}
  margin-bottom: ${({ theme }) => theme.space[4]};

  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

const SPLITS = { '1:1': 'repeat(2, minmax(0, 1fr))', '2:1': 'minmax(0, 2fr) minmax(0, 1fr)', '3:2': 'minmax(0, 3fr) minmax(0, 2fr)' } as const

/** Two columns of sections on wide screens: even, or the first wider (`$split`, first to second). */
export const SectionGrid = styled.div<{ $split?: keyof typeof SPLITS }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $split = '1:1' }) => SPLITS[$split]};
  }
`

/** The terms and values of a definition list: an upper-case label above its value. */
export const factList = css`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;

  dt {
    ${overline}
  }

  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`

/** A definition list of facts: term above its value. */
export const Facts = styled.dl<{ $single?: boolean }>`
  ${factList}
  grid-template-columns: ${({ $single }) => ($single ? 'minmax(0, 1fr)' : 'repeat(auto-fill, minmax(9rem, 1fr))')};
`

/** One fact of a Facts list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`

/** Section cards one under the other (a column of a SectionGrid). */
export const SectionStack = styled.div`
  ${column(6)}
`

/** A long text as typed, its line breaks kept. */
export const Prose = styled.p`
  margin: 0;
  white-space: pre-line;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`
