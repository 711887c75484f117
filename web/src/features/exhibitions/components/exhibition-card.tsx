// An exhibition in a grid (/exhibitions, home): poster with its format and status, name, dates,
// place, a 100-character snippet, the confirmed exhibitors and Learn more.
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Badge } from '../../../components/ui/badge'
import { ArrowRightIcon, BuildingIcon, CalendarIcon, GlobeIcon, MapPinIcon } from '../../../components/ui/icons'
import { CardTitle, cardFooter, liftingCard, surface, twoLineSnippet } from '../../../components/ui/surface'
import { mutedSmall } from '../../../components/ui/text'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { formatNumber, snippet } from '../../../lib/format'
import type { ExhibitionView } from '../api/exhibitions'
import { usePlatformTimeZone } from '../api/platform-time-zone'
import { useInitialNow } from '../../../lib/render-time'
import { formatDay, placeOf, timingOf } from '../utils/exhibition-time'
import { ExhibitionPoster } from './exhibition-poster'
import { ExhibitionStatusBadge } from './exhibition-status-badge'

/** '8 Companies', '1 Company': the confirmed exhibitors. */
const companiesCount = (n: number) => `${formatNumber(n)} ${n === 1 ? 'Company' : 'Companies'}`

interface ExhibitionCardProps {
  exhibition: ExhibitionView
  headingLevel?: 2 | 3 | 4
  /** The first card of a page's list: its poster is above the fold, fetched at once. */
  eager?: boolean
}

export function ExhibitionCard({ exhibition, headingLevel = 3, eager }: ExhibitionCardProps) {
  const timeZone = usePlatformTimeZone()
  const now = useInitialNow()
  const Heading = `h${headingLevel}` as const
  const place = placeOf(exhibition)

  return (
    <Card as="article">
      <ExhibitionPoster src={exhibition.posterImage} eager={eager} />
      <Body>
        {/* Under the poster, never on it: the chips would cover the poster's own printed text. */}
        <Chips>
          <Badge $tone={exhibition.isVirtual ? 'primary' : 'accent'}>
            {exhibition.isVirtual ? <GlobeIcon /> : <MapPinIcon />}
            {exhibition.isVirtual ? 'Virtual' : 'Physical'}
          </Badge>
          <ExhibitionStatusBadge timing={timingOf(exhibition, now(), timeZone)} />
        </Chips>
        <CardTitle as={Heading}>{exhibition.name}</CardTitle>
        <Dates>
          <CalendarIcon size={16} />
          <span>
            <time dateTime={exhibition.startDate}>{formatDay(exhibition.startDate, timeZone)}</time>
            {' – '}
            <time dateTime={exhibition.endDate}>{formatDay(exhibition.endDate, timeZone)}</time>
          </span>
        </Dates>
        {place ? (
          <Detail>
            <MapPinIcon size={16} />
            {place}
          </Detail>
        ) : null}
        <Description>{snippet(exhibition.description, 100)}</Description>
        <Footer>
          <Detail>
            <BuildingIcon size={16} />
            {companiesCount(exhibition.participantCount ?? 0)}
          </Detail>
          <LearnMore to={`/exhibitions/${exhibition.id}`}>
            Learn more<VisuallyHidden> about {exhibition.name}</VisuallyHidden>
            <ArrowRightIcon size={16} />
          </LearnMore>
        </Footer>
      </Body>
    </Card>
  )
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${surface}
`

const Card = styled(Frame)`
  ${liftingCard}
`

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
`

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[1]};
`

const Detail = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  ${mutedSmall}

  svg {
    flex-shrink: 0;
  }
`

const Dates = styled(Detail)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`

// The 100-character snippet (visitor-and-user-side.md §9), clamped to two lines on a narrow card.
const Description = styled.p`
  ${twoLineSnippet}
  margin: ${({ theme }) => theme.space[1]} 0 0;
`

const Footer = styled.div`
  ${cardFooter}
`

// The card's action: 44 px tall on a phone, 32 px from a tablet on (WCAG 2.5.8 asks for 24).
const LearnMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  ${({ theme }) => theme.media.md} {
    min-height: 2rem;
  }
`

/** The card's frame and rows: its skeleton is built of the same ones, so that both are as tall. */
export const cardParts = { Frame, Body, Chips, Name: CardTitle, Detail, Dates, Description, Footer }
