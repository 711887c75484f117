import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { BadgeTone } from './badge'
import { IconTile } from './icon-tile'

type Tone = Extract<BadgeTone, 'primary' | 'warning' | 'danger'>

interface MessageCardProps {
  icon: ReactNode
  title: ReactNode
  /** h1 when the card is the whole screen (not found), h2 inside a page. */
  headingLevel?: 1 | 2
  tone?: Tone
  /** A short line above the title, e.g. "404". */
  eyebrow?: string
  children?: ReactNode
  action?: ReactNode
  role?: 'alert'
  id?: string
}

/** A centred card with an icon, a heading, a sentence and an action: not found, please log in, errors. */
export function MessageCard({ icon, title, headingLevel = 2, tone = 'primary', eyebrow, children, action, role, id }: MessageCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <Box role={role} aria-labelledby={id}>
      <IconTile $size={4} $tone={tone} $round>
        {icon}
      </IconTile>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Title as={Heading} id={id} $level={headingLevel}>
        {title}
      </Title>
      {children ? <Text>{children}</Text> : null}
      {action}
    </Box>
  )
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  max-width: 32rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;
`

const Eyebrow = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.1em;
  color: ${({ theme }) => theme.colors.textMuted};
`

const Title = styled.h2<{ $level: 1 | 2 }>`
  margin: 0;
  font-size: ${({ theme, $level }) => ($level === 1 ? theme.fontSizes['3xl'] : theme.fontSizes['2xl'])};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`

const Text = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`
