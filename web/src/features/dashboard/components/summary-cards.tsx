// The dashboard's three summary cards: My Companies, My Favorites, Upcoming Exhibitions. Each
// shows a spinner while its count loads.
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { BuildingIcon, CalendarIcon, HeartIcon } from '../../../components/ui/icons'
import { IconTile } from '../../../components/ui/icon-tile'
import { Spinner } from '../../../components/ui/spinner'
import { surface } from '../../../components/ui/surface'
import { mutedSmall } from '../../../components/ui/text'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { formatNumber } from '../../../lib/format'
import { hasRole, roleGroups, type SessionUser } from '../../../lib/session'
import { MAX_COMPANIES_PER_MANAGER } from '../../../../../src/adapters/http/contract'
import { useFavorites, useMyCompanies, useUpcomingExhibitions } from '../api/dashboard'

export function SummaryCards({ user }: { user: SessionUser }) {
  const companies = useMyCompanies(true)
  const favorites = useFavorites()
  const upcoming = useUpcomingExhibitions()

  const companyCount = companies.data?.length
  const left = companyCount === undefined ? 0 : MAX_COMPANIES_PER_MANAGER - companyCount
  const companyNote =
    user.role === 'company_manager' && companyCount !== undefined
      ? left > 0
        ? `You can create ${left} more.`
        : `You have reached the limit of ${MAX_COMPANIES_PER_MANAGER} companies.`
      : hasRole(user, roleGroups.companyManagers)
        ? 'Companies you manage'
        : 'Company profiles you manage'

  return (
    <section aria-labelledby="dashboard-summary-title">
      <VisuallyHidden as="h2" id="dashboard-summary-title">
        Summary
      </VisuallyHidden>
      <Cards>
        <SummaryCard title="My Companies" icon={<BuildingIcon />} count={companyCount} failed={!!companies.error} note={companyNote} />
        <SummaryCard title="My Favorites" icon={<HeartIcon />} count={favorites.data?.length} failed={!!favorites.error} note="Companies you saved" tone="accent" />
        <SummaryCard
          title="Upcoming Exhibitions"
          icon={<CalendarIcon />}
          count={upcoming.data?.total}
          failed={!!upcoming.error}
          note="Exhibitions that have not started yet"
          tone="warning"
        />
      </Cards>
    </section>
  )
}

interface SummaryCardProps {
  title: string
  icon: ReactNode
  /** undefined while loading. */
  count: number | undefined
  failed: boolean
  note: string
  tone?: 'primary' | 'accent' | 'warning'
}

function SummaryCard({ title, icon, count, failed, note, tone = 'primary' }: SummaryCardProps) {
  return (
    <li>
      <Card>
        <div>
          <h3>{title}</h3>
          <Value>
            {count !== undefined ? (
              formatNumber(count)
            ) : failed ? (
              <Failed>Could not load</Failed>
            ) : (
              <span role="status">
                <Spinner $size={22} />
                <VisuallyHidden>Loading {title}...</VisuallyHidden>
              </span>
            )}
          </Value>
          <Note>{note}</Note>
        </div>
        <IconTile $size={3} $tone={tone} $round>
          {icon}
        </IconTile>
      </Card>
    </li>
  )
}

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[8]};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const Card = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  ${surface}
  box-shadow: ${({ theme }) => theme.shadows.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Value = styled.p`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  margin: ${({ theme }) => theme.space[1]} 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.text};

  [role='status'] {
    display: inline-flex;
    color: ${({ theme }) => theme.colors.primary};
  }
`

const Failed = styled.span`
  ${mutedSmall}
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`

const Note = styled.p`
  margin: 0;
  ${mutedSmall}
`
