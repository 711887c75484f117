// /admin (admin-back-office.md "Dashboard"): greeting, four stat cards, quick links, Growth over time
// (issue 19), Pending Approvals, Recent Activity and Platform Insights.
import { useState, type ComponentType, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'
import { Badge } from '../../../components/ui/badge'
import { ButtonLink } from '../../../components/ui/button'
import { FilterSelect } from '../../../components/ui/filter-bar'
import {
  ArrowRightIcon, BuildingIcon, CalendarIcon, CheckCircleIcon, ClockIcon, EyeIcon, NewspaperIcon, TagsIcon, UsersIcon,
} from '../../../components/ui/icons'
import { IconTile } from '../../../components/ui/icon-tile'
import { PageHeader } from '../../../components/ui/page-header'
import { Skeleton } from '../../../components/ui/skeleton'
import { plainList } from '../../../components/ui/stack'
import { surface } from '../../../components/ui/surface'
import { mutedSmall } from '../../../components/ui/text'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { errorMessage } from '../../../lib/api-client'
import { formatDate, formatNumber } from '../../../lib/format'
import type { SessionUser } from '../../../lib/session'
import { ADMIN_ACTIVITY_FILTERS, useAdminActivities, type ActivityFilter } from '../api/activity'
import { useAdminStats, usePendingApprovals, type AdminStats, type PendingApprovals } from '../api/admin-dashboard'
import { ActivityFeed, ActivitySkeleton } from './activity-feed'
import { GrowthSection } from './growth-section'
import { FootLink, Panel, PanelEmpty, RowText, Rows } from './panel'
import { greeting } from '../utils/greeting'

const QUICK_LINKS = [
  { to: '/admin/users', title: 'Manage users', text: 'Accounts and roles', icon: UsersIcon },
  { to: '/admin/companies', title: 'Review companies', text: 'Approval and verification', icon: BuildingIcon },
  { to: '/admin/exhibitions', title: 'Plan exhibitions', text: 'Dates and participants', icon: CalendarIcon },
  { to: '/admin/media', title: 'Approve media', text: 'News and press releases', icon: NewspaperIcon },
] as const

/** How many rows of each kind the Pending Approvals card lists before its "View all" link. */
const PENDING_ROWS = 4

export function AdminDashboard({ user }: { user: SessionUser }) {
  const stats = useAdminStats()
  return (
    <>
      <PageHeader title={greeting(user)} description="Here is what is happening on the platform and what needs your attention." />
      <StatCards stats={stats.data} error={stats.error} />
      <section aria-labelledby="admin-quick-links">
        <VisuallyHidden as="h2" id="admin-quick-links">
          Quick links
        </VisuallyHidden>
        <QuickLinks>
          {QUICK_LINKS.map(({ to, title, text, icon: Icon }) => (
            <li key={to}>
              <QuickLink to={to}>
                <IconTile $size={2.75}>
                  <Icon size={22} />
                </IconTile>
                <QuickText>
                  <strong>{title}</strong>
                  <small>{text}</small>
                </QuickText>
                <ArrowRightIcon size={18} />
              </QuickLink>
            </li>
          ))}
        </QuickLinks>
      </section>
      <GrowthSection />
      <Columns>
        <PendingApprovalsCard pendingMedia={stats.data?.mediaItems.pending} />
        <RecentActivityCard />
        <InsightsCard stats={stats.data} loading={!stats.data && !stats.error} />
      </Columns>
    </>
  )
}

// ---- Stat cards

function StatCards({ stats, error }: { stats: AdminStats | undefined; error: unknown }) {
  if (error && !stats) {
    return (
      <ErrorBox role="alert">
        The platform figures could not be loaded: {errorMessage(error)}
      </ErrorBox>
    )
  }
  return (
    <section aria-labelledby="admin-stats-title">
      <VisuallyHidden as="h2" id="admin-stats-title">
        Platform figures
      </VisuallyHidden>
      <Stats aria-busy={!stats || undefined}>
        <StatCard title="Total Users" icon={UsersIcon} value={stats?.users.total}>
          {stats ? <Growth percent={stats.users.growth} /> : null}
        </StatCard>
        <StatCard title="Companies" icon={BuildingIcon} value={stats?.companies.total} tone="accent">
          {stats ? <Growth percent={stats.companies.growth} /> : null}
        </StatCard>
        <StatCard title="Exhibitions" icon={CalendarIcon} value={stats?.exhibitions.total} tone="warning">
          {stats ? <>{formatNumber(stats.exhibitions.upcoming)} upcoming</> : null}
        </StatCard>
        <StatCard
          title="Media Items"
          icon={NewspaperIcon}
          value={stats?.mediaItems.total}
          highlight={!!stats && stats.mediaItems.pending > 0}
          tone={stats && stats.mediaItems.pending > 0 ? 'warning' : 'primary'}
        >
          {stats ? (
            stats.mediaItems.pending > 0 ? (
              <Pending>{formatNumber(stats.mediaItems.pending)} pending approval</Pending>
            ) : (
              <>Nothing waiting for approval</>
            )
          ) : null}
        </StatCard>
      </Stats>
    </section>
  )
}

interface StatCardProps {
  title: string
  icon: ComponentType<{ size?: number }>
  value: number | undefined
  tone?: 'primary' | 'accent' | 'warning'
  highlight?: boolean
  children: ReactNode
}

function StatCard({ title, icon: Icon, value, tone = 'primary', highlight, children }: StatCardProps) {
  return (
    <li>
      <Stat $highlight={highlight}>
        <StatHead>
          <h3>{title}</h3>
          <IconTile $size={2.5} $tone={tone} $round>
            <Icon size={18} />
          </IconTile>
        </StatHead>
        {value === undefined ? (
          <>
            <Skeleton $width="5rem" $height="2rem" />
            <Skeleton $width="9rem" $height="0.875rem" style={{ marginTop: 10 }} />
          </>
        ) : (
          <>
            <StatValue>{formatNumber(value)}</StatValue>
            <StatNote>{children}</StatNote>
          </>
        )}
      </Stat>
    </li>
  )
}

/** Month-over-month growth: an arrow and the words, green up or red down (not colour alone). */
function Growth({ percent }: { percent: number }) {
  if (!percent) return <>No change from last month</>
  const up = percent > 0
  return (
    <Trend $up={up}>
      {up ? <TrendUpIcon /> : <TrendDownIcon />}
      <span>
        <VisuallyHidden>{up ? 'Increase of ' : 'Decrease of '}</VisuallyHidden>
        {up ? '+' : '−'}
        {formatNumber(Math.abs(percent))}%
      </span>
      <span>from last month</span>
    </Trend>
  )
}

const TrendUpIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M3 17l6-6 4 4 8-8M15 7h6v6" />
  </svg>
)

const TrendDownIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M3 7l6 6 4-4 8 8M15 17h6v-6" />
  </svg>
)

// ---- Pending approvals

function PendingApprovalsCard({ pendingMedia }: { pendingMedia: number | undefined }) {
  const { data, error } = usePendingApprovals()
  const mediaCount = pendingMedia ?? data?.mediaItems.length
  const empty = data && data.companies.length + data.mediaItems.length + data.mediaAccessRequests.length === 0
  return (
    <Panel
      title="Pending Approvals"
      description="Media items, companies and access requests waiting for a decision."
      aside={mediaCount !== undefined ? <Badge $tone={mediaCount > 0 ? 'warning' : 'neutral'}>{formatNumber(mediaCount)} pending media</Badge> : null}
    >
      {!data && !error ? (
        <PendingSkeleton />
      ) : error && !data ? (
        <ErrorText role="alert">{errorMessage(error, 'Could not load the pending approvals.')}</ErrorText>
      ) : empty ? (
        <PanelEmpty icon={<CheckCircleIcon />} title="No pending approvals at the moment">
          New companies, media items and access requests appear here.
        </PanelEmpty>
      ) : (
        <PendingGroups data={data!} />
      )}
    </Panel>
  )
}

function PendingGroups({ data }: { data: PendingApprovals }) {
  return (
    <Groups>
      {data.mediaItems.length > 0 ? (
        <Group title="Media items" total={data.mediaItems.length} allTo="/admin/media">
          {data.mediaItems.slice(0, PENDING_ROWS).map((m) => {
            const title = m.title || 'Press Release'
            return (
              <li key={`m${m.id}`}>
                <IconTile $size={2.25} $round>
                  <NewspaperIcon size={16} />
                </IconTile>
                <RowText>
                  <strong>{title}</strong>
                  <span>
                    {m.companyName} · Submitted {formatDate(m.createdAt)}
                  </span>
                </RowText>
                <ButtonLink to={`/admin/media/${m.id}`} $variant="outline" $size="sm" aria-label={`Review ${title}`}>
                  Review
                </ButtonLink>
              </li>
            )
          })}
        </Group>
      ) : null}
      {data.companies.length > 0 ? (
        <Group title="Companies awaiting review" total={data.companies.length} allTo="/admin/companies?status=pending">
          {data.companies.slice(0, PENDING_ROWS).map((c) => (
            <li key={`c${c.id}`}>
              <IconTile $size={2.25} $tone="accent" $round>
                <BuildingIcon size={16} />
              </IconTile>
              <RowText>
                <strong>{c.name}</strong>
                <span>
                  {[c.sector, c.country].filter(Boolean).join(' · ')} · Submitted {formatDate(c.createdAt)}
                </span>
              </RowText>
              <ButtonLink to={`/admin/companies/${c.id}`} $variant="outline" $size="sm" aria-label={`Review ${c.name}`}>
                Review
              </ButtonLink>
            </li>
          ))}
        </Group>
      ) : null}
      {data.mediaAccessRequests.length > 0 ? (
        <Group title="Media access requests" total={data.mediaAccessRequests.length} allTo="/admin/media">
          {data.mediaAccessRequests.slice(0, PENDING_ROWS).map((r) => (
            <li key={`r${r.id}`}>
              <IconTile $size={2.25} $tone="warning" $round>
                <UsersIcon size={16} />
              </IconTile>
              <RowText>
                <strong>{r.userName}</strong>
                <span>
                  {r.email} · Requested {formatDate(r.createdAt)}
                </span>
              </RowText>
              <ButtonLink to="/admin/media" $variant="outline" $size="sm" aria-label={`Review the request of ${r.userName}`}>
                Review
              </ButtonLink>
            </li>
          ))}
        </Group>
      ) : null}
    </Groups>
  )
}

function Group({ title, total, allTo, children }: { title: string; total: number; allTo: string; children: ReactNode }) {
  return (
    <div>
      <GroupTitle>
        {title} <Badge>{formatNumber(total)}</Badge>
      </GroupTitle>
      <PendingRows>{children}</PendingRows>
      {total > PENDING_ROWS ? (
        <FootLink to={allTo}>View all {formatNumber(total)}</FootLink>
      ) : null}
    </div>
  )
}

function PendingSkeleton() {
  return (
    <Rows aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Skeleton $width="2.25rem" $height="2.25rem" $round />
          <RowText>
            <Skeleton $width={`${70 - i * 12}%`} />
            <Skeleton $width="45%" $height="0.75rem" style={{ marginTop: 6 }} />
          </RowText>
          <Skeleton $width="4.5rem" $height="2.25rem" />
        </li>
      ))}
    </Rows>
  )
}

// ---- Recent activity

const ACTIVITY_FILTER_LABELS: Readonly<Record<ActivityFilter, string>> = {
  '': 'All activity', user: 'Users', company: 'Companies', exhibition: 'Exhibitions', media: 'Media', other: 'Settings and catalogue',
}

function RecentActivityCard() {
  const [type, setType] = useState<ActivityFilter>('')
  const { data, error } = useAdminActivities(type)
  return (
    <Panel
      title="Recent Activity"
      description="The latest events on the platform, and who did them."
      aside={
        <FilterSelect
          id="recent-activity-type"
          label="Show activity of"
          value={type}
          onChange={(v) => setType(v as ActivityFilter)}
          options={(['', ...ADMIN_ACTIVITY_FILTERS] as const).map((k) => ({ value: k, label: ACTIVITY_FILTER_LABELS[k] }))}
        />
      }
      footer={<FootLink to="/admin/audit">Open the audit trail</FootLink>}
    >
      {!data && !error ? (
        <ActivitySkeleton rows={5} />
      ) : error && !data ? (
        <ErrorText role="alert">{errorMessage(error, 'Could not load the recent activity.')}</ErrorText>
      ) : data!.length === 0 ? (
        <PanelEmpty icon={<ClockIcon />} title="No recent activities" />
      ) : (
        <ActivityFeed entries={data!} withActor />
      )}
    </Panel>
  )
}

// ---- Platform insights

function InsightsCard({ stats, loading }: { stats: AdminStats | undefined; loading: boolean }) {
  const items = [
    { label: 'Most Active Sector', value: stats?.topSector || 'Technology', icon: TagsIcon },
    { label: 'Most Viewed Company', value: stats?.topCompany || 'None', icon: BuildingIcon },
    { label: 'Average Daily Views', value: formatNumber(stats?.avgViews ?? 0), icon: EyeIcon },
  ]
  return (
    <WidePanel title="Platform Insights" description="Where the attention goes (views over the last 30 days).">
      <Insights>
        {items.map(({ label, value, icon: Icon }) => (
          <li key={label}>
            <IconTile $size={2.5} $tone="accent" $round>
              <Icon size={18} />
            </IconTile>
            <div>
              <span>{label}</span>
              <strong>{loading ? <Skeleton $width="8rem" /> : value}</strong>
            </div>
          </li>
        ))}
      </Insights>
    </WidePanel>
  )
}

// ---- Styles

// Columns follow the width of the content area (the sidebar takes part of the window).
const Stats = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(12.5rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
`

const Stat = styled.div<{ $highlight?: boolean }>`
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  ${surface}
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ $highlight, theme }) =>
    $highlight &&
    css`
      border-color: #facc15;
      background: ${theme.colors.warningSoft};
      box-shadow: inset 4px 0 0 ${theme.colors.warning};
    `}
`

const StatHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const StatValue = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.1;
`

const StatNote = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  ${mutedSmall}
`

const Trend = styled.span<{ $up: boolean }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};

  svg,
  > span:nth-of-type(1) {
    color: ${({ theme, $up }) => ($up ? theme.colors.success : theme.colors.danger)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const Pending = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const QuickLinks = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(15rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[8]};
  padding: 0;
  list-style: none;

  /* Two by two rather than three and one. */
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (min-width: 1440px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

const QuickLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  ${surface}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.transitions.normal};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const QuickText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  small {
    ${mutedSmall}
  }
`

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`

const WidePanel = styled(Panel)`
  ${({ theme }) => theme.media.lg} {
    grid-column: 1 / -1;
  }
`

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`

const GroupTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

const PendingRows = styled(Rows)`
  > li {
    flex-wrap: wrap;
  }

  > li > div {
    flex: 1 1 9rem;
  }

  > li > a {
    margin-left: auto;
  }
`

const Insights = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${plainList}

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    min-width: 0;
  }

  > li > div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  span {
    ${mutedSmall}
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`

const ErrorBox = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid #fecaca;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
