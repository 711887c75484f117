import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'

/** A heading block on the left and its actions on the right, wrapping on narrow screens. */
export const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[8]};
`

/** A screen's h1: large, tight, and larger from tablets up. */
const pageTitle = css`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.02em;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`

const Title = styled.h1`
  ${pageTitle}
  color: ${({ theme }) => theme.colors.text};
`

/** The buttons at the top of a page about one thing: side by side, each growing to share its row. */
export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};

  > * {
    flex: 1 1 auto;
  }
`

/** The h1 of a page about one thing (a company, an exhibition): its name, broken anywhere when too long. */
export const NameTitle = styled.h1`
  ${pageTitle}
  overflow-wrap: break-word;
`

const Description = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  max-width: 46rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

interface PageHeaderProps {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
}

/** The h1 of a screen with its one-sentence description. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <HeaderRow>
      <div>
        <Title>{title}</Title>
        {description ? <Description>{description}</Description> : null}
      </div>
      {actions ? <div>{actions}</div> : null}
    </HeaderRow>
  )
}
