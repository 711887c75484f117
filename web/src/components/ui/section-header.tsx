import type { ReactNode } from 'react'
import styled from 'styled-components'
import { HeaderRow } from './page-header'

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  letter-spacing: -0.02em;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`

const Text = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.textMuted};
`

interface SectionHeaderProps {
  id?: string
  eyebrow?: string
  title: string
  description?: ReactNode
  action?: ReactNode
}

/** The h2 of a page section, with an optional link on the right. */
export function SectionHeader({ id, eyebrow, title, description, action }: SectionHeaderProps) {
  return (
    <HeaderRow>
      <div>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Title id={id}>{title}</Title>
        {description ? <Text>{description}</Text> : null}
      </div>
      {action}
    </HeaderRow>
  )
}
