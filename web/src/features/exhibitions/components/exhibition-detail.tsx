// /exhibitions/:id: the poster with its status, the name, dates and place, a live countdown,
// Join Now (ongoing with a vFairs link) and Add to calendar; tabs Overview (description and four
// featured exhibitors) and Exhibitors (all of them); a details side panel and, for company
// managers, the Apply to exhibit panel.
import { useCallback, useState } from 'react'
import styled from 'styled-components'
import { Badge } from '../../../components/ui/badge'
import { Button, ButtonAnchor } from '../../../components/ui/button'
import { Callout } from '../../../components/ui/callout'
import { EmptyState } from '../../../components/ui/empty-state'
import { ArrowRightIcon, BuildingIcon, CalendarIcon, ExternalLinkIcon, GlobeIcon, MapPinIcon } from '../../../components/ui/icons'
import { HeroActions, NameTitle } from '../../../components/ui/page-header'
import { Prose, SectionGrid, SectionStack } from '../../../components/ui/section-card'
import { LoadingState } from '../../../components/ui/spinner'
import { column } from '../../../components/ui/stack'
import { tabId, TabPanel, Tabs } from '../../../components/ui/tabs'
import { mutedSmall } from '../../../components/ui/text'
import { heroCard } from '../../../components/ui/surface'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { FollowButton } from '../../../lib/follow'
import { useSectors } from '../../../lib/catalogue'
import { formatNumber } from '../../../lib/format'
import { usePageMeta, useSiteName } from '../../../lib/page-title'
import { exhibitionMeta } from '../exhibition-meta'
import { calendarUrl, useExhibition, useExhibitors, type ExhibitionView, type Exhibitor } from '../api/exhibitions'
import { usePlatformTimeZone } from '../api/platform-time-zone'
import { useNow } from '../hooks/use-now'
import {
  formatBoothCost, formatCapacity, formatDay, formatDayRange, formatDayTime, openingTimes, placeOf, timingOf, utcOffset, zoneLabel, type Timing,
} from '../utils/exhibition-time'
import { ApplyPanel } from './apply-panel'
import { Countdown } from './countdown'
import { DetailSection, ExternalLink, Fact, Facts, LoadFailed } from './detail-section'
import { ExhibitionLoadError } from './exhibition-load-error'
import { ExhibitionPoster } from './exhibition-poster'
import { ExhibitionStatusBadge } from './exhibition-status-badge'
import { ExhibitorTile, TileGrid } from './exhibitor-tile'

const FEATURED = 4
const ID_PREFIX = 'exhibition'
const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'exhibitors', label: 'Exhibitors' },
] as const
type TabKey = (typeof TABS)[number]['id']

export function ExhibitionDetail({ id }: { id: string | undefined }) {
  const { data, error, mutate } = useExhibition(id)
  const timeZone = usePlatformTimeZone()
  const siteName = useSiteName()
  usePageMeta(data ? exhibitionMeta(data, timeZone, siteName) : { title: error ? 'Exhibition Not Found' : 'Exhibition Details' })
  if (error) return <ExhibitionLoadError error={error} onRetry={() => void mutate()} back={{ to: '/exhibitions', label: 'Back to Exhibitions' }} />
  if (!data) return <LoadingState label="Loading exhibition..." />
  return <Detail exhibition={data} />
}

/** The timing now, to the minute, and at once when the countdown reaches its target. */
function useLiveTiming(e: ExhibitionView): { timing: Timing; onElapsed: () => void } {
  const timeZone = usePlatformTimeZone()
  const minute = useNow(60_000)
  const [reached, setReached] = useState(0)
  const onElapsed = useCallback(() => setReached(Date.now() + 1), [])
  return { timing: timingOf(e, Math.max(minute, reached), timeZone), onElapsed }
}

function Detail({ exhibition: e }: { exhibition: ExhibitionView }) {
  const timeZone = usePlatformTimeZone()
  const { timing, onElapsed } = useLiveTiming(e)
  const exhibitors = useExhibitors(e.id)
  const [tab, setTab] = useState<TabKey>('overview')
  const place = [placeOf(e), e.venue].filter(Boolean).join(' · ')
  const live = timing.kind === 'upcoming' || timing.kind === 'ongoing'
  const { opens, closes } = openingTimes(e, timeZone)

  const showExhibitors = () => {
    setTab('exhibitors')
    requestAnimationFrame(() => document.getElementById(tabId(ID_PREFIX, 'exhibitors'))?.focus())
  }

  return (
    <>
      <Hero>
        <Poster src={e.posterImage} ratio="1200 / 630" iconSize={64} eager />
        <Intro>
          {/* The chips sit above the name, never on the poster, whose own printed text they would cover. */}
          <Chips>
            <Badge $tone={e.isVirtual ? 'primary' : 'accent'}>
              {e.isVirtual ? <GlobeIcon /> : <MapPinIcon />}
              {e.isVirtual ? 'Virtual' : 'Physical'}
            </Badge>
            <ExhibitionStatusBadge timing={timing} />
          </Chips>
          <NameTitle>{e.name}</NameTitle>
          <Meta>
            <span>
              <CalendarIcon size={18} />
              <span>
                <time dateTime={new Date(opens).toISOString()}>{formatDayTime(opens, timeZone)}</time>
                {' – '}
                <time dateTime={new Date(closes).toISOString()}>{formatDayTime(closes, timeZone)}</time>
                <Note>Times in {zoneLabel(timeZone, [opens, closes])}</Note>
              </span>
            </span>
            {place ? (
              <span>
                <MapPinIcon size={18} />
                <span>{place}</span>
              </span>
            ) : null}
          </Meta>
          {timing.kind === 'cancelled' ? (
            <Callout tone="danger" title="This exhibition was cancelled">
              It no longer takes place, and applications are closed.
            </Callout>
          ) : live && timing.target !== null ? (
            <Countdown
              key={timing.kind}
              kind={timing.kind === 'upcoming' ? 'upcoming' : 'ongoing'}
              target={timing.target}
              until={`${timing.kind === 'upcoming' ? 'Opens' : 'Closes'} ${formatDayTime(timing.kind === 'upcoming' ? opens : closes, timeZone)} (${utcOffset(timing.kind === 'upcoming' ? opens : closes, timeZone)})`}
              onElapsed={onElapsed}
            />
          ) : timing.kind === 'ended' ? (
            <Callout tone="info" title="This exhibition has ended">
              It ran from {formatDay(e.startDate, timeZone)} to {formatDay(e.endDate, timeZone)}.
            </Callout>
          ) : null}
          {live ? (
            <HeroActions>
              {timing.kind === 'ongoing' && e.vFairsLink ? (
                <ButtonAnchor href={e.vFairsLink} target="_blank" rel="noopener noreferrer" $size="lg">
                  Join Now
                  <ExternalLinkIcon size={18} />
                  <VisuallyHidden> (opens {e.name} on vFairs in a new tab)</VisuallyHidden>
                </ButtonAnchor>
              ) : null}
              <ButtonAnchor href={calendarUrl(e.id)} download={`exhibition-${e.id}.ics`} $variant="outline" $size="lg">
                <CalendarIcon size={18} />
                Add to calendar
              </ButtonAnchor>
              <FollowButton kind="exhibition" id={e.id} name={e.name} size="lg" />
            </HeroActions>
          ) : null}
        </Intro>
      </Hero>

      <SectionGrid $split="2:1">
        <SectionStack>
          <Tabs idPrefix={ID_PREFIX} label="Exhibition sections" tabs={TABS} value={tab} onChange={setTab} />
          <TabPanel idPrefix={ID_PREFIX} id={tab}>
            {tab === 'overview' ? (
              <SectionStack>
                <DetailSection title="About this exhibition" id="exhibition-about">
                  <Prose>{e.description}</Prose>
                </DetailSection>
                <DetailSection
                  title="Featured Exhibitors"
                  id="exhibition-featured"
                  aside={
                    (exhibitors.data?.length ?? 0) > FEATURED ? (
                      <Button $variant="ghost" $size="sm" onClick={showExhibitors}>
                        View all {formatNumber(exhibitors.data!.length)} exhibitors
                        <ArrowRightIcon size={16} />
                      </Button>
                    ) : null
                  }
                >
                  <ExhibitorList exhibitors={exhibitors} limit={FEATURED} timing={timing} />
                </DetailSection>
              </SectionStack>
            ) : (
              <SectionStack>
                <DetailSection
                  title="Exhibitors"
                  id="exhibition-exhibitors"
                  aside={exhibitors.data?.length ? <Count>{formatNumber(exhibitors.data.length)} confirmed</Count> : null}
                >
                  <ExhibitorList exhibitors={exhibitors} timing={timing} />
                </DetailSection>
              </SectionStack>
            )}
          </TabPanel>
        </SectionStack>
        <Aside aria-label="Exhibition details and registration">
          <ExhibitionFacts exhibition={e} />
          <ApplyPanel exhibition={e} timing={timing.kind} />
        </Aside>
      </SectionGrid>
    </>
  )
}

interface ExhibitorListProps {
  exhibitors: ReturnType<typeof useExhibitors>
  limit?: number
  timing: Timing
}

function ExhibitorList({ exhibitors: { data, error, mutate }, limit, timing }: ExhibitorListProps) {
  if (error) {
    return (
      <LoadFailed error={error} onRetry={() => void mutate()} />
    )
  }
  if (!data) return <LoadingState label="Loading exhibitors..." />
  if (data.length === 0) {
    return (
      <EmptyState icon={<BuildingIcon />} title="No exhibitors yet">
        {timing.kind === 'ended' ? 'No confirmed company exhibited here.' : 'Confirmed exhibitors are announced here as applications are approved.'}
      </EmptyState>
    )
  }
  return (
    <TileGrid>
      {data.slice(0, limit).map((x: Exhibitor) => (
        <li key={x.id}>
          <ExhibitorTile exhibitor={x} />
        </li>
      ))}
    </TileGrid>
  )
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/** The details side panel. */
function ExhibitionFacts({ exhibition: e }: { exhibition: ExhibitionView }) {
  const timeZone = usePlatformTimeZone()
  const sectors = useSectors()
  const names = new Map((sectors.data ?? []).map((s) => [s.id, s.name]))
  const allowed =
    e.allowedSectors.length === 0
      ? 'All sectors'
      : !sectors.data
        ? 'Loading sectors...'
        : e.allowedSectors.map((id) => names.get(id)).filter(Boolean).join(', ') || 'All sectors'

  return (
    <DetailSection title="Exhibition details" id="exhibition-details">
      <Facts>
        <Fact term="Dates">
          {formatDayRange(e.startDate, e.endDate, timeZone)}
          <Note>Whole days in {zoneLabel(timeZone, [openingTimes(e, timeZone).opens])}</Note>
        </Fact>
        <Fact term="Format">{e.isVirtual ? 'Virtual exhibition' : 'Physical exhibition'}</Fact>
        <Fact term="Location">{e.location || 'To be announced'}</Fact>
        {e.venue ? <Fact term="Venue">{e.venue}</Fact> : null}
        <Fact term="Country">{e.country || 'International'}</Fact>
        <Fact term="Primary sector">
          {e.sector?.name ?? e.sectorName ?? 'General'}
          {e.sectorId !== null ? (
            <Note>
              <FollowButton kind="sector" id={e.sectorId} name={e.sector?.name ?? e.sectorName ?? 'this sector'} label="sector" />
            </Note>
          ) : null}
        </Fact>
        <Fact term="Allowed sectors">{allowed}</Fact>
        <Fact term="Capacity">
          {formatCapacity(e.capacity)}
          <Note>{formatNumber(e.participantCount)} confirmed</Note>
        </Fact>
        <Fact term="Booth cost">{formatBoothCost(e.boothCost)}</Fact>
        <Fact term="Registration deadline">
          {e.registrationDeadline ? formatDay(e.registrationDeadline, timeZone) : `Until ${formatDay(e.endDate, timeZone)}`}
          <Note>{e.registrationOpen ? 'Registration open' : 'Registration closed'}</Note>
        </Fact>
        <Fact term="Website">{e.website ? <ExternalLink href={e.website}>{hostOf(e.website)}</ExternalLink> : 'Not provided'}</Fact>
      </Facts>
    </DetailSection>
  )
}

const Hero = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[4]};
  ${heroCard}

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
    padding: ${({ theme }) => theme.space[6]};
  }
`

const Poster = styled(ExhibitionPoster)`
  border-radius: ${({ theme }) => theme.radii.lg};
`

const Intro = styled.div`
  ${column(4)}
`

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`

const Aside = styled.aside`
  ${column(6)}
`

const Meta = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  > span {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  time {
    white-space: nowrap;
  }

  svg {
    flex-shrink: 0;
    margin-top: 0.15rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`

const Count = styled.span`
  ${mutedSmall}
`

const Note = styled.span`
  display: block;
  ${mutedSmall}
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`
