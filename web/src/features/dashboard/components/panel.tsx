import { useId, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { ArrowRightIcon } from '../../../components/ui/icons'
import { surface } from '../../../components/ui/surface'
import { mutedSmall } from '../../../components/ui/text'
import { hairlineRows } from '../../../components/ui/stack'

interface PanelProps {
  title: ReactNode
  /** A short line under the title. */
  description?: ReactNode
  /** Something next to the title: a count badge, a small link. */
  aside?: ReactNode
  /** Links at the foot of the card ('View All Companies'). */
  footer?: ReactNode
  children: ReactNode
  /** The heading level of the title (h2 by default). */
  level?: 2 | 3
  className?: string
}

/** A dashboard card: a titled section on the white surface, its content, and links at its foot. */
export function Panel({ title, description, aside, footer, children, level = 2, className }: PanelProps) {
  const id = useId()
  const Heading = `h${level}` as const
  return (
    <Card aria-labelledby={id} className={className}>
      <Head>
        <div>
          <Title as={Heading} id={id}>
            {title}
          </Title>
          {description ? <Description>{description}</Description> : null}
        </div>
        {aside}
      </Head>
      <Body>{children}</Body>
      {footer ? <Foot>{footer}</Foot> : null}
    </Card>
  )
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  ${surface}
  box-shadow: ${({ theme }) => theme.shadows.sm};
`

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]} 0;
`

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

const Description = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  ${mutedSmall}
`

const Body = styled.div`
  flex: 1;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
`

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

/** A small empty state inside a card: a title and a sentence. */
export function PanelEmpty({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Empty>
      {icon}
      <strong>{title}</strong>
      {children ? <span>{children}</span> : null}
    </Empty>
  )
}

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[3]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;

  > svg {
    margin-bottom: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  span {
    ${mutedSmall}
  }
`

/** Rows of a card, separated by hairlines. */
export const Rows = styled.ul`
  ${hairlineRows(3)}

  > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    min-width: 0;
  }
`

/** The text block of a row: a main line and a muted line under it. */
export const RowText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  > a,
  > strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }

  > a {
    text-decoration: none;
  }

  > a:hover {
    text-decoration: underline;
  }

  > span {
    ${mutedSmall}
    overflow-wrap: anywhere;
  }
`

/** A text link with an arrow, for the foot of a card ('View All Companies'). */
export function FootLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <FootLinkText>
      <Link to={to}>
        {children} <ArrowRightIcon size={16} />
      </Link>
    </FootLinkText>
  )
}

const FootLinkText = styled.span`
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    min-height: 2.25rem;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`
