import type { ReactNode } from 'react'
import styled from 'styled-components'
import { surface } from './surface'

/** A titled white block of a detail screen (an h2 under the page's h1). */
export function SectionCard({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Section>
      <SectionHead>
        <h2>{title}</h2>
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
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

/** Two columns of sections on wide screens. */
export const SectionGrid = styled.div<{ $wideFirst?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $wideFirst }) => ($wideFirst ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))')};
  }
`

/** A definition list of facts: term above its value. */
export const Facts = styled.dl<{ $single?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $single }) => ($single ? 'minmax(0, 1fr)' : 'repeat(auto-fill, minmax(9rem, 1fr))')};
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

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`

/** Section cards one under the other (a column of a SectionGrid). */
export const SectionStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`

/** A long text as typed, its line breaks kept. */
export const Prose = styled.p`
  margin: 0;
  white-space: pre-line;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`
