import { useState } from 'react'
import styled from 'styled-components'
import { Badge } from '../../../components/ui/badge'
import { ButtonLink } from '../../../components/ui/button'
import { ArrowRightIcon, CheckCircleIcon, EyeIcon, HeartIcon, MapPinIcon, ShieldCheckIcon } from '../../../components/ui/icons'
import { InitialsAvatar } from '../../../components/ui/initials-avatar'
import { useToast } from '../../../components/ui/toast'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { errorMessage } from '../../../lib/api-client'
import { formatNumber } from '../../../lib/format'
import { useSession } from '../../../lib/session'
import { useFavoriteToggle } from '../api/favorites'
import type { Company } from '../api/companies'

const LOGO_SIZE = 56

export function CompanyCard({ company, headingLevel = 3 }: { company: Company; headingLevel?: 2 | 3 | 4 }) {
  const { user } = useSession()
  const { toast } = useToast()
  const favorite = useFavoriteToggle(company.id, !!user)
  const [logoFailed, setLogoFailed] = useState(false)
  const Heading = `h${headingLevel}` as const

  const onFavorite = async () => {
    if (!user) {
      toast({ title: 'Authentication required', description: 'Please log in to save companies to favorites', variant: 'destructive' })
      return
    }
    try {
      const saved = await favorite.toggle()
      toast({ title: saved ? 'Added to favorites' : 'Removed from favorites', description: company.name, variant: 'success' })
    } catch (e) {
      toast({ title: 'Could not update favorites', description: errorMessage(e), variant: 'destructive' })
    }
  }

  return (
    <Card>
      <Top>
        {company.logo && !logoFailed ? (
          <Logo src={company.logo} alt="" width={LOGO_SIZE} height={LOGO_SIZE} loading="lazy" onError={() => setLogoFailed(true)} />
        ) : (
          <InitialsAvatar name={company.name} size={LOGO_SIZE} shape="square" />
        )}
        <Identity>
          <Name as={Heading}>{company.name}</Name>
          {company.country ? (
            <Country>
              <MapPinIcon size={14} />
              {company.country}
            </Country>
          ) : null}
        </Identity>
        <Heart
          type="button"
          aria-label={favorite.isFavorite ? `Remove ${company.name} from favorites` : `Save ${company.name} to favorites`}
          aria-pressed={favorite.isFavorite}
          $active={favorite.isFavorite}
          disabled={favorite.pending}
          onClick={onFavorite}
        >
          <HeartIcon size={20} filled={favorite.isFavorite} />
        </Heart>
      </Top>

      {company.isVerified || company.sector || company.subsector ? (
        <Badges>
          {company.isVerified ? (
            <Badge $tone="success">
              <CheckCircleIcon />
              Verified
            </Badge>
          ) : null}
          {company.sector ? <Badge $tone="primary">{company.sector}</Badge> : null}
          {company.subsector ? <Badge>{company.subsector}</Badge> : null}
        </Badges>
      ) : null}

      <Description>{company.description}</Description>

      <Meta>
        <Views>
          <EyeIcon size={16} />
          {formatNumber(company.views)} {company.views === 1 ? 'view' : 'views'}
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

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
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

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};

  > svg,
  > img {
    flex-shrink: 0;
  }
`

const Logo = styled.img`
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  object-fit: contain;
  background: #fff;
`

const Identity = styled.div`
  flex: 1;
  min-width: 0;
`

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`

const Country = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Heart = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  flex-shrink: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $active }) => ($active ? theme.colors.danger : theme.colors.textMuted)};
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.transitions.fast},
    background-color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
  }

  &:disabled {
    cursor: progress;
  }
`

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`

const Description = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.55;
  min-height: calc(2 * 1.55em);
`

const Meta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

const Views = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`
