// /admin/exhibitions/:id: every field of an exhibition, its participants in summary, and the
// actions Edit, Manage Participants, the public page and Delete.
import { Link, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { Badge } from '../../../../components/ui/badge'
import { Button, ButtonLink } from '../../../../components/ui/button'
import { EditIcon, EyeIcon, GlobeIcon, MapPinIcon, TrashIcon, UsersIcon } from '../../../../components/ui/icons'
import { RecordHeader, RecordToolbar } from '../../../../components/ui/record-header'
import { LoadingState } from '../../../../components/ui/spinner'
import { Prose, SectionGrid, SectionStack } from '../../../../components/ui/section-card'
import { Cluster, stacked } from '../../../../components/ui/stack'
import { mutedSmall } from '../../../../components/ui/text'
import { useSectors } from '../../../../lib/catalogue'
import { formatDate, formatNumber } from '../../../../lib/format'
import { usePageTitle } from '../../../../lib/page-title'
import { adminExhibitionKey, useAdminExhibition, useAdminParticipants } from '../../api/admin-exhibitions'
import type { ExhibitionView } from '../../api/exhibitions'
import { usePlatformTimeZone } from '../../api/platform-time-zone'
import { formatBoothCost, formatCapacity, formatDay, formatDayRange } from '../../utils/exhibition-time'
import { CompanyAvatar } from '../../../../components/ui/company-avatar'
import { DetailSection, ExternalLink, Fact, Facts, LoadFailed, Muted } from '../detail-section'
import { ExhibitionLoadError } from '../exhibition-load-error'
import { ExhibitionPoster } from '../exhibition-poster'
import { ExhibitionStatusBadge } from '../exhibition-status-badge'
import { ParticipationStatusBadge } from '../participation-status-badge'
import { useExhibitionActions } from './use-exhibition-actions'

export const ADMIN_EXHIBITIONS_BACK = { to: '/admin/exhibitions', label: 'Back to Exhibitions' }

export function AdminExhibitionDetail({ id }: { id: string | undefined }) {
  const { data, error, mutate } = useAdminExhibition(id)
  usePageTitle(`${data?.name ?? 'Exhibition Details'} · Admin`)
  if (error) return <ExhibitionLoadError error={error} onRetry={() => void mutate()} back={ADMIN_EXHIBITIONS_BACK} notFoundText="This exhibition does not exist or was deleted." />
  if (!data) return <LoadingState label="Loading exhibition..." />
  return <Detail exhibition={data} />
}

function Detail({ exhibition: e }: { exhibition: ExhibitionView }) {
  const navigate = useNavigate()
  const timeZone = usePlatformTimeZone()
  const sectors = useSectors()
  const actions = useExhibitionActions({ ownKey: adminExhibitionKey(e.id), onDeleted: () => { void navigate('/admin/exhibitions') } })
  const names = new Map((sectors.data ?? []).map((s) => [s.id, s.name]))
  const allowed = e.allowedSectors.length === 0 ? 'All sectors' : e.allowedSectors.map((id) => names.get(id) ?? `Sector #${id}`).join(', ')
  const link = (url: string | null) => (url ? <ExternalLink href={url} /> : 'Not provided')

  return (
    <>
      <Header>
        <Thumb src={e.posterImage} ratio="1200 / 630" iconSize={28} />
        <div>
          <h1>{e.name}</h1>
          <Cluster>
            <ExhibitionStatusBadge admin timing={{ kind: e.status, daysToStart: e.daysToStart }} />
            <Badge $tone={e.isVirtual ? 'primary' : 'accent'}>
              {e.isVirtual ? <GlobeIcon /> : <MapPinIcon />}
              {e.isVirtual ? 'Virtual' : 'Physical'}
            </Badge>
            <Badge>{e.sector?.name ?? e.sectorName ?? 'General'}</Badge>
          </Cluster>
        </div>
      </Header>

      <RecordToolbar role="group" aria-label="Exhibition actions">
        <ButtonLink to={`/admin/exhibitions/${e.id}/edit`} $variant="outline" $size="sm">
          <EditIcon />
          Edit Exhibition
        </ButtonLink>
        <ButtonLink to={`/admin/exhibitions/${e.id}/participants`} $variant="outline" $size="sm">
          <UsersIcon />
          Manage Participants
        </ButtonLink>
        {!e.cancelled ? (
          <ButtonLink to={`/exhibitions/${e.id}`} $variant="outline" $size="sm">
            <EyeIcon />
            Public page
          </ButtonLink>
        ) : null}
        <Button $variant="destructive" $size="sm" onClick={() => actions.confirmDelete(e)}>
          <TrashIcon />
          Delete Exhibition
        </Button>
      </RecordToolbar>

      <SectionGrid $split="3:2">
        <SectionStack>
          <DetailSection title="Description" id="admin-exhibition-description">
            <Prose>{e.description}</Prose>
          </DetailSection>
          <ParticipantSummary exhibition={e} />
        </SectionStack>
        <SectionStack>
          <DetailSection title="Details" id="admin-exhibition-details">
            <Facts>
              <Fact term="Dates">{formatDayRange(e.startDate, e.endDate, timeZone)}</Fact>
              <Fact term="Location">{e.location || 'Not provided'}</Fact>
              <Fact term="Venue">{e.venue || 'Not provided'}</Fact>
              <Fact term="Country">{e.country || 'International'}</Fact>
              <Fact term="Primary sector">{e.sector?.name ?? e.sectorName ?? 'General'}</Fact>
              <Fact term="Allowed sectors">{allowed}</Fact>
              <Fact term="Max participants">{formatCapacity(e.maxParticipants)}</Fact>
              <Fact term="Registration fee">{formatBoothCost(e.registrationFee)}</Fact>
              <Fact term="Registration deadline">{e.registrationDeadline ? formatDay(e.registrationDeadline, timeZone) : 'None (until the end date)'}</Fact>
              <Fact term="Registration">{e.registrationOpen ? 'Open' : 'Closed'}</Fact>
              <Fact term="Cancelled">{e.cancelled ? 'Yes' : 'No'}</Fact>
              <Fact term="Created">{formatDate(e.createdAt)}</Fact>
            </Facts>
          </DetailSection>
          <DetailSection title="Links" id="admin-exhibition-links">
            <Facts>
              <Fact term="Website">{link(e.website)}</Fact>
              <Fact term="vFairs link">{link(e.vFairsLink)}</Fact>
              <Fact term="Banner URL">{e.bannerUrl ? <ExternalLink href={e.bannerUrl} /> : 'Not provided'}</Fact>
            </Facts>
          </DetailSection>
        </SectionStack>
      </SectionGrid>
      {actions.dialogs}
    </>
  )
}

function ParticipantSummary({ exhibition: e }: { exhibition: ExhibitionView }) {
  const { data, error, mutate } = useAdminParticipants(e.id)
  const count = (s: string) => (data ?? []).filter((p) => p.status === s).length
  const manage = <Link to={`/admin/exhibitions/${e.id}/participants`}>Manage participants</Link>
  return (
    <DetailSection title="Participants" id="admin-exhibition-participants" aside={manage}>
      {error ? (
        <LoadFailed error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingState label="Loading participants..." />
      ) : (
        <>
          <Counts>
            <Fact term="Confirmed">
              {formatNumber(count('approved'))}
              {e.capacity > 0 ? ` of ${formatNumber(e.capacity)}` : ''}
            </Fact>
            <Fact term="Pending">{formatNumber(count('pending'))}</Fact>
            <Fact term="Rejected">{formatNumber(count('rejected'))}</Fact>
          </Counts>
          {data.length === 0 ? (
            <Spaced>No participants yet</Spaced>
          ) : (
            <List>
              {data.slice(0, 8).map((p) => (
                <li key={p.id}>
                  <CompanyAvatar name={p.company.name} logo={p.company.logo} size={32} />
                  <Who>
                    <Link to={`/admin/companies/${p.companyId}`}>{p.company.name}</Link>
                    <small>
                      Applied {formatDate(p.createdAt)}
                      {p.boothNumber ? ` · Booth ${p.boothNumber}` : ''}
                    </small>
                  </Who>
                  <ParticipationStatusBadge status={p.status} />
                </li>
              ))}
              {data.length > 8 ? <More>and {formatNumber(data.length - 8)} more</More> : null}
            </List>
          )}
        </>
      )}
    </DetailSection>
  )
}

const Header = styled(RecordHeader)`
  > div:last-child {
    flex: 1 1 16rem;
  }
`

const Thumb = styled(ExhibitionPoster)`
  width: 9rem;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
`

const Spaced = styled(Muted)`
  margin-top: ${({ theme }) => theme.space[4]};
`

const List = styled.ul`
  ${stacked(2)}
  margin-top: ${({ theme }) => theme.space[5]};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }

  small {
    ${mutedSmall}
  }
`

const Who = styled.span`
  display: flex;
  flex: 1 1 10rem;
  flex-direction: column;
  min-width: 0;
`

const Counts = styled(Facts)`
  grid-template-columns: repeat(3, minmax(0, 1fr));
`

const More = styled.li`
  ${mutedSmall}
`
