import styled from 'styled-components'
import { Badge } from '../../../components/ui/badge'
import { ButtonLink } from '../../../components/ui/button'
import { IconButton } from '../../../components/ui/icon-button'
import { ArrowRightIcon, CheckCircleIcon, EyeIcon, HeartIcon, MapPinIcon, ShieldCheckIcon } from '../../../components/ui/icons'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { countOf } from '../../../lib/format'
import type { CompanyCardData } from '../api/companies'
import { useFavoriteToggle } from '../api/favorites'
import { CompanyLogo } from './company-logo'
import { CardTitle, cardFooter, liftingCard, surface, twoLineSnippet } from '../../../components/ui/surface'
import { Cluster } from '../../../components/ui/stack'
import { mutedSmall } from '../../../components/ui/text'

export const LOGO_SIZE = 52

export function CompanyCard({ company, headingLevel = 3 }: { company: CompanyCardData; headingLevel?: 2 | 3 | 4 }) {
  const favorite = useFavoriteToggle(company)
  const Heading = `h${headingLevel}` as const

  return (
    <Card as="article">
      <Top>
        <CompanyLogo name={company.name} logo={company.logo} size={LOGO_SIZE} />
        <Heart
          $round
          aria-label={favorite.isFavorite ? `Remove ${company.name} from favorites` : `Save ${company.name} to favorites`}
          aria-pressed={favorite.isFavorite}
          $active={favorite.isFavorite}
          disabled={favorite.pending}
          onClick={favorite.toggle}
        >
          <HeartIcon size={20} filled={favorite.isFavorite} />
        </Heart>
      </Top>
      <Identity>
        <CardTitle as={Heading}>{company.name}</CardTitle>
        {company.country ? (
          <Country>
            <MapPinIcon size={14} />
            {company.country}
          </Country>
        ) : null}
      </Identity>

      {company.isVerified || company.sector || company.subsector ? (
        <Cluster>
          {company.isVerified ? (
            <Badge $tone="success">
              <CheckCircleIcon />
              Verified
            </Badge>
          ) : null}
          {company.sector ? <Badge $tone="primary">{company.sector}</Badge> : null}
          {company.subsector ? <Badge>{company.subsector}</Badge> : null}
        </Cluster>
      ) : null}

      <Description>{company.description}</Description>

      <Meta>
        <Views>
          <EyeIcon size={16} />
          {countOf(company.views, 'view')}
        </Views>
        {company.isVerified ? (
          <Badge $tone="accent">
            <ShieldCheckIcon />
            Expo Eligible
          </Badge>
        ) : null}
      </Meta>

      <ButtonLink to={`/companies/${company.id}`} $variant="outline" $block>
        View Profile<VisuallyHidden> of {company.name}</VisuallyHidden>
        <ArrowRightIcon size={16} />
      </ButtonLink>
    </Card>
  )
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  ${surface}
`

const Card = styled(Frame)`
  ${liftingCard}
`

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`

const Identity = styled.div`
  min-width: 0;
  margin-top: -${({ theme }) => theme.space[1]};
`

const Country = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[1]} 0 0;
  ${mutedSmall}
`

const Heart = styled(IconButton)<{ $active: boolean }>`
  color: ${({ theme, $active }) => ($active ? theme.colors.danger : theme.colors.textMuted)};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
  }

  &:disabled {
    cursor: progress;
  }
`

const Description = styled.p`
  ${twoLineSnippet}
  margin: 0;
`

const Meta = styled.div`
  ${cardFooter}
`

const Views = styled.span`
  display: inline-flex;
  white-space: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  ${mutedSmall}
`

/** The card's frame and rows: its skeleton is built of the same ones, so that both are as tall. */
export const cardParts = { Frame, Top, Identity, Name: CardTitle, Country, Description, Meta, Views }
