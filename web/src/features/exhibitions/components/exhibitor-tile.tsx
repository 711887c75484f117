// A confirmed exhibitor in a compact tile: logo, name (a link to its profile), country and
// sector, its booth, and the verified mark.
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Badge } from '../../../components/ui/badge'
import { CheckCircleIcon } from '../../../components/ui/icons'
import { column, plainList } from '../../../components/ui/stack'
import { liftingCard } from '../../../components/ui/surface'
import { mutedSmall } from '../../../components/ui/text'
import type { Exhibitor } from '../api/exhibitions'
import { CompanyAvatar } from '../../../components/ui/company-avatar'

export function ExhibitorTile({ exhibitor, headingLevel = 3 }: { exhibitor: Exhibitor; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <Tile>
      <CompanyAvatar name={exhibitor.name} logo={exhibitor.logo} size={48} />
      <Body>
        <Name as={Heading}>
          <Link to={`/companies/${exhibitor.id}`}>{exhibitor.name}</Link>
        </Name>
        <Meta>{[exhibitor.country, exhibitor.sector].filter(Boolean).join(' · ')}</Meta>
        <Badges>
          {exhibitor.boothNumber ? <Badge $tone="primary">Booth {exhibitor.boothNumber}</Badge> : null}
          {exhibitor.isVerified ? (
            <Badge $tone="success">
              <CheckCircleIcon />
              Verified
            </Badge>
          ) : null}
        </Badges>
      </Body>
    </Tile>
  )
}

/** Tiles in one column on phones, two from the sm breakpoint. */
export const TileGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${plainList}

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Tile = styled.article`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  ${liftingCard}
`

const Body = styled.div`
  ${column(1)}
`

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: break-word;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  /* The whole tile is the link's target. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  a:hover {
    text-decoration: underline;
  }

  a:focus-visible {
    outline: none;
  }

  a:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const Meta = styled.p`
  margin: 0;
  ${mutedSmall}
`

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[1]};

  &:empty {
    display: none;
  }
`
