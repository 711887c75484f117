import styled from 'styled-components'
import { Container, PageSection } from '../../components/ui/container'
import { EmptyState } from '../../components/ui/empty-state'
import { BuildingIcon, CalendarIcon, HeartIcon } from '../../components/ui/icons'
import { PageHeader } from '../../components/ui/page-header'
import { usePageTitle } from '../../lib/page-title'
import { useSession } from '../../lib/session'

const SUMMARY = [
  { title: 'My Companies', icon: BuildingIcon, empty: 'No companies yet' },
  { title: 'My Favorites', icon: HeartIcon, empty: 'No favorites yet' },
  { title: 'Upcoming Exhibitions', icon: CalendarIcon, empty: 'No upcoming exhibitions' },
] as const

export default function DashboardPage() {
  usePageTitle('Dashboard')
  const { user } = useSession()
  return (
    <PageSection>
      <Container>
        <PageHeader
          title="Dashboard"
          description={`Welcome back, ${user?.firstName ?? ''}! Manage your account, companies, and exhibition participations.`}
        />
        <Grid>
          {SUMMARY.map(({ title, icon: Icon, empty }) => (
            <li key={title}>
              <h2>{title}</h2>
              <EmptyState icon={<Icon />} title={empty} />
            </li>
          ))}
        </Grid>
      </Container>
    </PageSection>
  )
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`
