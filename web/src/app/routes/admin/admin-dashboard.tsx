import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { EmptyState } from '../../../components/ui/empty-state'
import { ArrowRightIcon, BuildingIcon, CalendarIcon, CheckCircleIcon, DashboardIcon, NewspaperIcon, UsersIcon } from '../../../components/ui/icons'
import { PageHeader } from '../../../components/ui/page-header'
import { usePageTitle } from '../../../lib/page-title'
import { useSession } from '../../../lib/session'

const QUICK_LINKS = [
  { to: '/admin/users', title: 'Manage users', text: 'Accounts and roles', icon: UsersIcon },
  { to: '/admin/companies', title: 'Review companies', text: 'Approval and verification', icon: BuildingIcon },
  { to: '/admin/exhibitions', title: 'Plan exhibitions', text: 'Dates and participants', icon: CalendarIcon },
  { to: '/admin/media', title: 'Approve media', text: 'News and press releases', icon: NewspaperIcon },
] as const

export default function AdminDashboardPage() {
  usePageTitle('Admin Dashboard')
  const { user } = useSession()
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description={`Welcome back, ${user?.firstName ?? ''}. Here is what needs your attention on the platform.`}
      />
      <QuickLinks>
        {QUICK_LINKS.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <QuickLink to={to}>
              <IconWrap>
                <Icon size={22} />
              </IconWrap>
              <span>
                <strong>{title}</strong>
                <small>{text}</small>
              </span>
              <ArrowRightIcon size={18} />
            </QuickLink>
          </li>
        ))}
      </QuickLinks>
      <Columns>
        <section aria-labelledby="admin-pending-title">
          <h2 id="admin-pending-title">Pending Approvals</h2>
          <EmptyState icon={<CheckCircleIcon />} title="No pending approvals at the moment" />
        </section>
        <section aria-labelledby="admin-activity-title">
          <h2 id="admin-activity-title">Recent Activity</h2>
          <EmptyState icon={<DashboardIcon />} title="No recent activities" />
        </section>
      </Columns>
    </>
  )
}

const QuickLinks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[8]};
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

const QuickLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.transitions.normal};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  > span {
    display: flex;
    flex: 1;
    flex-direction: column;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  > svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const IconWrap = styled.span`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`
