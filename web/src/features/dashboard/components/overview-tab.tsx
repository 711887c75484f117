// The Overview tab: My Companies (managers and admins), Upcoming Exhibitions, Favorites and
// Recommended for you.
import { MAX_COMPANIES_PER_MANAGER } from '../../../../../src/adapters/http/contract'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { ButtonLink } from '../../../components/ui/button'
import { CompanyAvatar } from '../../../components/ui/company-avatar'
import { IconTile } from '../../../components/ui/icon-tile'
import { BuildingIcon, CalendarIcon, CheckCircleIcon, HeartIcon, PlusIcon, SparklesIcon } from '../../../components/ui/icons'
import { InitialsAvatar } from '../../../components/ui/initials-avatar'
import { Skeleton } from '../../../components/ui/skeleton'
import { errorMessage } from '../../../lib/api-client'
import { formatDate } from '../../../lib/format'
import { hasRole, roleGroups, type SessionUser } from '../../../lib/session'
import {
  useFavorites, useMyCompanies, useRecommendations, useUpcomingExhibitions,
  type CompanyRecommendation, type ExhibitionRecommendation, type OwnCompanyView,
} from '../api/dashboard'
import { FootLink, Panel, PanelEmpty, RowText, Rows } from './panel'
import { SavedSearchesCard } from './saved-searches-card'

const STATUS: Readonly<Record<OwnCompanyView['status'], { label: string; tone: BadgeTone }>> = {
  approved: { label: 'Approved', tone: 'success' },
  pending: { label: 'Pending approval', tone: 'warning' },
  rejected: { label: 'Rejected', tone: 'danger' },
  suspended: { label: 'Suspended', tone: 'neutral' },
}

export function OverviewTab({ user }: { user: SessionUser }) {
  const managesCompanies = hasRole(user, roleGroups.companyManagers)
  return (
    <Grid>
      {managesCompanies ? <MyCompaniesCard user={user} /> : null}
      <UpcomingCard />
      <FavoritesCard />
      <SavedSearchesCard />
      <RecommendationsCard wide={!managesCompanies} />
    </Grid>
  )
}

function MyCompaniesCard({ user }: { user: SessionUser }) {
  const { data, error } = useMyCompanies(true)
  const count = data?.length ?? 0
  const canCreate = user.role !== 'company_manager' || (data !== undefined && count < MAX_COMPANIES_PER_MANAGER)
  return (
    <Panel
      title="My Companies"
      description="Your company profiles and their review status."
      aside={
        canCreate && count > 0 ? (
          <ButtonLink to="/companies/create" $variant="secondary" $size="sm">
            <PlusIcon size={16} />
            Add Company
          </ButtonLink>
        ) : null
      }
      footer={<FootLink to="/my-companies">View All Companies</FootLink>}
    >
      <ListBody
        data={data}
        error={error}
        empty={count === 0}
        whenEmpty={
          <PanelEmpty icon={<BuildingIcon />} title="No companies yet">
            Create your first company profile to be listed in the directory and join exhibitions.
            {canCreate ? (
              <EmptyAction>
                <ButtonLink to="/companies/create" $size="sm">
                  <PlusIcon size={16} />
                  Create Company
                </ButtonLink>
              </EmptyAction>
            ) : null}
          </PanelEmpty>
        }
      >
        {() => (
          <Rows>
            {data!.slice(0, 5).map((c) => (
              <li key={c.id}>
                <InitialsAvatar name={c.name} size={36} shape="square" />
                <RowText>
                  <Link to={`/companies/${c.id}`}>{c.name}</Link>
                  <span>{[c.sector, c.country].filter(Boolean).join(' · ')}</span>
                </RowText>
                <Badge $tone={STATUS[c.status]?.tone ?? 'neutral'}>{STATUS[c.status]?.label ?? c.status}</Badge>
              </li>
            ))}
          </Rows>
        )}
      </ListBody>
    </Panel>
  )
}

function UpcomingCard() {
  const { data, error } = useUpcomingExhibitions()
  const items = data?.items.slice(0, 3) ?? []
  return (
    <Panel
      title="Upcoming Exhibitions"
      description="The next virtual and physical exhibitions."
      footer={<FootLink to="/exhibitions">View All Exhibitions</FootLink>}
    >
      <ListBody
        data={data}
        error={error}
        empty={items.length === 0}
        whenEmpty={
          <PanelEmpty icon={<CalendarIcon />} title="No upcoming exhibitions">
            New exhibitions are announced here.
          </PanelEmpty>
        }
      >
        {() => (
          <Rows>
            {items.map((e) => (
              <li key={e.id}>
                <RowText>
                  <Link to={`/exhibitions/${e.id}`}>{e.name}</Link>
                  <span>
                    {formatDate(e.startDate)} – {formatDate(e.endDate)}
                  </span>
                </RowText>
                <Badge $tone={e.isVirtual ? 'primary' : 'neutral'}>{e.isVirtual ? 'Virtual' : 'Physical'}</Badge>
              </li>
            ))}
          </Rows>
        )}
      </ListBody>
    </Panel>
  )
}

function FavoritesCard() {
  const { data, error } = useFavorites()
  const items = data?.slice(0, 3) ?? []
  return (
    <Panel
      title="Favorites"
      description="Companies you saved."
      footer={
        <>
          {data?.length ? <FootLink to="/favorites">See all</FootLink> : null}
          <FootLink to="/directory">Browse Directory</FootLink>
        </>
      }
    >
      <ListBody
        data={data}
        error={error}
        empty={items.length === 0}
        whenEmpty={
          <PanelEmpty icon={<HeartIcon />} title="No favorites yet">
            Save companies from the directory to find them here.
          </PanelEmpty>
        }
      >
        {() => (
          <Rows>
            {items.map((f) => {
              const name = f.company?.name || 'Unknown Company'
              return (
                <li key={f.id}>
                  <InitialsAvatar name={name} size={36} shape="square" />
                  <RowText>
                    <Link to={`/companies/${f.companyId}`}>{name}</Link>
                    <span>{[f.company?.sector, f.company?.country].filter(Boolean).join(' · ')}</span>
                  </RowText>
                </li>
              )
            })}
          </Rows>
        )}
      </ListBody>
    </Panel>
  )
}

function RecommendationsCard({ wide }: { wide: boolean }) {
  const { data, error } = useRecommendations()
  return (
    <WidePanel
      $wide={wide}
      title="Recommended for you"
      description="Companies and exhibitions picked for you from what you saved and joined."
    >
      <ListBody
        data={data}
        error={error}
        empty={data?.length === 0}
        whenEmpty={
          <PanelEmpty icon={<SparklesIcon />} title="No recommendations yet">
            Save a few companies and we will suggest similar ones.
          </PanelEmpty>
        }
      >
        {() => (
          <Recommendations>
            {data!.map((r) =>
              r.kind === 'exhibition' ? (
                <ExhibitionItem key={`exhibition-${r.exhibition.id}`} item={r} />
              ) : (
                <CompanyItem key={`company-${r.company.id}`} item={r} />
              ),
            )}
          </Recommendations>
        )}
      </ListBody>
    </WidePanel>
  )
}

function CompanyItem({ item: { company, reason } }: { item: CompanyRecommendation }) {
  return (
    <li>
      <CompanyAvatar name={company.name} logo={company.logo} size={40} />
      <RowText>
        <Link to={`/companies/${company.id}`}>{company.name}</Link>
        <span>
          {[company.sector, company.country].filter(Boolean).join(' · ')}
          {company.isVerified ? (
            <>
              {' · '}
              <Verified>
                <CheckCircleIcon size={14} /> Verified
              </Verified>
            </>
          ) : null}
        </span>
        <Reason>{reason}</Reason>
      </RowText>
    </li>
  )
}

function ExhibitionItem({ item: { exhibition, reason } }: { item: ExhibitionRecommendation }) {
  return (
    <li>
      <IconTile $size={2.5} $tone="accent">
        <CalendarIcon />
      </IconTile>
      <RowText>
        <Link to={`/exhibitions/${exhibition.id}`}>{exhibition.name}</Link>
        <span>
          {formatDate(exhibition.startDate)} – {formatDate(exhibition.endDate)}
          {' · '}
          {exhibition.isVirtual ? 'Virtual' : exhibition.location || 'Physical'}
        </span>
        <Reason>{reason}</Reason>
      </RowText>
    </li>
  )
}

function RowsSkeleton() {
  return (
    <Rows aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Skeleton $width="2.25rem" $height="2.25rem" />
          <RowText>
            <Skeleton $width={`${75 - i * 15}%`} />
            <Skeleton $width="40%" $height="0.75rem" style={{ marginTop: 6 }} />
          </RowText>
        </li>
      ))}
    </Rows>
  )
}

interface ListBodyProps {
  /** undefined while loading. */
  data: unknown
  error: unknown
  empty: boolean
  whenEmpty: ReactNode
  children: () => ReactNode
}

/** A card's list: its skeleton rows while loading, the failure, its empty state, or its rows. */
function ListBody({ data, error, empty, whenEmpty, children }: ListBodyProps) {
  if (data === undefined && !error) return <RowsSkeleton />
  if (error) return <ErrorText role="alert">{errorMessage(error, 'Could not load this list.')}</ErrorText>
  return empty ? whenEmpty : children()
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const WidePanel = styled(Panel)<{ $wide: boolean }>`
  ${({ theme }) => theme.media.lg} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`

const Recommendations = styled(Rows)`
  > li {
    align-items: flex-start;
  }
`

const Verified = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.2rem;
  color: ${({ theme }) => theme.colors.success};
  vertical-align: middle;
`

const Reason = styled.em`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-style: normal;
  color: ${({ theme }) => theme.colors.accent};
`

const EmptyAction = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[3]};
`

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
