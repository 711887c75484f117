// The chrome of a paged list of cards (directory, exhibitions): the heading and count above it,
// the pages below it.
import type { ReactNode, Ref } from 'react'
import styled from 'styled-components'
import { mutedSmall } from './text'
import { VisuallyHidden } from './visually-hidden'

interface ResultsHeadProps {
  /** The list's h2, for screen readers only: a new page scrolls to it and moves focus there. */
  title: ReactNode
  titleId?: string
  titleRef: Ref<HTMLHeadingElement>
  /** 'Showing 1–12 of 40 companies' (announced as it changes), or nothing while there is nothing to count. */
  summary: ReactNode
  /** A line under the summary (the directory's "Showing results for …" when a word was corrected). */
  notice?: ReactNode
}

export function ResultsHead({ title, titleId, titleRef, summary, notice }: ResultsHeadProps) {
  return (
    <Head>
      <VisuallyHidden as="h2" id={titleId} ref={titleRef} tabIndex={-1}>
        {title}
      </VisuallyHidden>
      <Summary role="status">{summary}</Summary>
      {notice}
    </Head>
  )
}

const Head = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`

const Summary = styled.p`
  margin: 0;
  min-height: 1.5em;
  ${mutedSmall}
`

/** The pages under the list. */
export const ResultsPager = styled.div`
  margin-top: ${({ theme }) => theme.space[8]};
`
