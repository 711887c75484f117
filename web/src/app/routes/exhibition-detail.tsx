import { useParams } from 'react-router-dom'
import { Container, PageSection } from '../../components/ui/container'
import { EmptyState } from '../../components/ui/empty-state'
import { BuildingIcon } from '../../components/ui/icons'
import { PageHeader } from '../../components/ui/page-header'
import { usePageTitle } from '../../lib/page-title'
import { BackLink } from './back-link'

export default function ExhibitionDetailPage() {
  const { id } = useParams()
  usePageTitle('Exhibition Details')
  return (
    <PageSection>
      <Container>
        <BackLink to="/exhibitions">Back to Exhibitions</BackLink>
        <PageHeader
          title="Exhibition Details"
          description={`Dates, location, countdown and confirmed exhibitors of exhibition #${id ?? ''}.`}
        />
        <EmptyState icon={<BuildingIcon />} title="No exhibitors yet">
          Confirmed exhibitors of this exhibition are listed here.
        </EmptyState>
      </Container>
    </PageSection>
  )
}
