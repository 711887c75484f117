import { Container, PageSection } from '../../components/ui/container'
import { EmptyState } from '../../components/ui/empty-state'
import { CalendarIcon } from '../../components/ui/icons'
import { PageHeader } from '../../components/ui/page-header'
import { usePageTitle } from '../../lib/page-title'

export default function ExhibitionsPage() {
  usePageTitle('Exhibitions')
  return (
    <PageSection>
      <Container>
        <PageHeader title="Exhibitions" description="Upcoming, ongoing and past virtual exhibitions where verified companies present their work." />
        <EmptyState icon={<CalendarIcon />} title="No exhibitions found">
          There are no upcoming exhibitions right now. Check back soon for new events.
        </EmptyState>
      </Container>
    </PageSection>
  )
}
