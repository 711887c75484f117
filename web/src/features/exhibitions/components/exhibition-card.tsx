import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Badge } from '../../../components/ui/badge'
import { ArrowRightIcon, BuildingIcon, CalendarIcon, GlobeIcon, MapPinIcon } from '../../../components/ui/icons'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { formatDate, formatNumber, snippet } from '../../../lib/format'
import type { Exhibition } from '../api/exhibitions'

export function ExhibitionCard({ exhibition, headingLevel = 3 }: { exhibition: Exhibition; headingLevel?: 2 | 3 | 4 }) {
  const [posterFailed, setPosterFailed] = useState(false)
  const Heading = `h${headingLevel}` as const
  const count = exhibition.participantCount

  return (
    <Card>
      <Poster>
        {exhibition.posterImage && !posterFailed ? (
          <img src={exhibition.posterImage} alt="" loading="lazy" onError={() => setPosterFailed(true)} />
        ) : (
          <PosterFallback>
            <CalendarIcon size={40} />
          </PosterFallback>
        )}
        <PosterBadge $tone={exhibition.isVirtual ? 'primary' : 'accent'}>
          {exhibition.isVirtual ? <GlobeIcon /> : <MapPinIcon />}
          {exhibition.isVirtual ? 'Virtual' : 'Physical'}
        </PosterBadge>
      </Poster>
      <Body>
        <Name as={Heading}>{exhibition.name}</Name>
        <Dates>
          <CalendarIcon size={16} />
          <span>
            <time dateTime={exhibition.startDate}>{formatDate(exhibition.startDate)}</time>
            {' – '}
            <time dateTime={exhibition.endDate}>{formatDate(exhibition.endDate)}</time>
          </span>
        </Dates>
        {exhibition.location ? (
          <Detail>
            <MapPinIcon size={16} />
            {exhibition.location}
          </Detail>
        ) : null}
        <Description>{snippet(exhibition.description, 100)}</Description>
        <Footer>
          {typeof count === 'number' ? (
            <Detail>
              <BuildingIcon size={16} />
              {formatNumber(count)} {count === 1 ? 'exhibitor' : 'exhibitors'}
            </Detail>
          ) : (
            <span />
          )}
          <LearnMore to={`/exhibitions/${exhibition.id}`}>
            Learn more<VisuallyHidden> about {exhibition.name}</VisuallyHidden>
            <ArrowRightIcon size={16} />
          </LearnMore>
        </Footer>
      </Body>
    </Card>
  )
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow ${({ theme }) => theme.transitions.normal},
    transform ${({ theme }) => theme.transitions.normal};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
`

const Poster = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.surfaceSunken};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const PosterFallback = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  background: linear-gradient(135deg, #dbeafe 0%, #ccfbf1 100%);
  color: ${({ theme }) => theme.colors.primary};
`

const PosterBadge = styled(Badge)`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  left: ${({ theme }) => theme.space[3]};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
`

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`

const Detail = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    flex-shrink: 0;
  }
`

const Dates = styled(Detail)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`

const Description = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
`

const LearnMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`
