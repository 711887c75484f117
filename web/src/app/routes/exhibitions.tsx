import { Container, PageSection } from '../../components/ui/container'
import { PageHeader } from '../../components/ui/page-header'
import { ExhibitionList, SubscribeToCalendar } from '../../features/exhibitions/components/exhibition-list'
import { usePageTitle } from '../../lib/page-title'

export default function ExhibitionsPage() {
  usePageTitle('Exhibitions')
  return (
    <PageSection>
      <Container>
        <PageHeader
          title="Exhibitions"
          description="Themed virtual exhibitions where verified companies present their products and services."
          actions={<SubscribeToCalendar />}
        />
        <ExhibitionList />
      </Container>
    </PageSection>
  )
}
