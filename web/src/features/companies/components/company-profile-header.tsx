import styled from 'styled-components'
import { Badge } from '../../../components/ui/badge'
import { Flag } from '../../../components/ui/flag'
import { Button, ButtonAnchor, ButtonLink } from '../../../components/ui/button'
import { EditIcon, ExternalLinkIcon, HeartIcon } from '../../../components/ui/icons'
import { HeroActions, NameTitle } from '../../../components/ui/page-header'
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton'
import { heroCard } from '../../../components/ui/surface'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import type { CompanyDetailView } from '../api/companies'
import { useFavoriteToggle } from '../api/favorites'
import { CompanyLogo } from './company-logo'
import { FollowButton } from '../../../lib/follow'
import { VerifiedBadge } from './company-status'
import { Cluster } from '../../../components/ui/stack'

const LOGO_SIZE = 96

export function CompanyProfileHeader({ company, editPath }: { company: CompanyDetailView; editPath?: string }) {
  const favorite = useFavoriteToggle(company)
  return (
    <Header>
      <CompanyLogo name={company.name} logo={company.logo} size={LOGO_SIZE} />
      <Identity>
        <NameTitle>{company.name}</NameTitle>
        <Country>
          <Flag code={company.countryCode} name={company.country} nameShown />
          {company.country}
          {company.city ? <Muted> · {company.city}</Muted> : null}
        </Country>
        <Badges>
          {company.isVerified ? <VerifiedBadge /> : null}
          <Badge $tone="primary">{company.sector}</Badge>
          {company.subsector ? <Badge>{company.subsector}</Badge> : null}
        </Badges>
      </Identity>
      <Actions>
        {company.status === 'approved' ? (
          <Button $variant={favorite.isFavorite ? 'secondary' : 'outline'} aria-pressed={favorite.isFavorite} disabled={favorite.pending} onClick={favorite.toggle}>
            <HeartIcon size={18} filled={favorite.isFavorite} />
            {favorite.isFavorite ? 'Saved' : 'Save'}
          </Button>
        ) : null}
        {company.status === 'approved' ? <FollowButton kind="company" id={company.id} name={company.name} /> : null}
        {company.website ? (
          <ButtonAnchor href={company.website} target="_blank" rel="noopener noreferrer">
            Visit Website
            <ExternalLinkIcon size={16} />
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </ButtonAnchor>
        ) : null}
        {editPath ? (
          <ButtonLink to={editPath} $variant="outline">
            <EditIcon size={16} />
            Edit
          </ButtonLink>
        ) : null}
      </Actions>
    </Header>
  )
}

/** The header's shape (logo, name, country, badges, buttons) with stand-in text, drawn while the company loads. */
export function CompanyProfileHeaderSkeleton() {
  return (
    <Header aria-hidden="true">
      <Skeleton $width={`${LOGO_SIZE}px`} $height={`${LOGO_SIZE}px`} />
      <Identity>
        <NameTitle as="div">
          <SkeletonText>Xxxxx Xxxxxxx Xxxxxxxxx</SkeletonText>
        </NameTitle>
        <Country as="div">
          <SkeletonText>Xxxxxxx · Xxxxxxx</SkeletonText>
        </Country>
        <Badges>
          <Badge>
            <SkeletonText>Xxxxxxxx</SkeletonText>
          </Badge>
          <Badge>
            <SkeletonText>Xxxxxxxxx &amp; Xxxxxxxxxxxxx</SkeletonText>
          </Badge>
        </Badges>
      </Identity>
      <Actions>
        <Skeleton $width="7.5rem" $height="2.5rem" />
        <Skeleton $width="7.5rem" $height="2.5rem" />
      </Actions>
    </Header>
  )
}

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};
  ${heroCard}

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    padding: ${({ theme }) => theme.space[8]};
  }
`

const Identity = styled.div`
  min-width: 0;
`

const Country = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`

const Badges = styled(Cluster)`
  margin-top: ${({ theme }) => theme.space[3]};
`

const Actions = styled(HeroActions)`
  ${({ theme }) => theme.media.md} {
    flex-direction: column;

    > * {
      flex: 0 0 auto;
    }
  }
`
