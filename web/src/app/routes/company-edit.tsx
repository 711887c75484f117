import { useParams } from 'react-router-dom'
import { Container, PageSection } from '../../components/ui/container'
import { EmptyState } from '../../components/ui/empty-state'
import { BuildingIcon } from '../../components/ui/icons'
import { PageHeader } from '../../components/ui/page-header'
import { usePageTitle } from '../../lib/page-title'
import { BackLink } from './back-link'

export default function CompanyEditPage() {
  const { id } = useParams()
  usePageTitle('Edit Company')
  return (
    <PageSection>
      <Container>
        <BackLink to="/my-companies">Back to My Companies</BackLink>
        <PageHeader
          title="Edit Company"
          description={`Update the profile of company #${id ?? ''}. A rejected company is sent for review again when you save.`}
        />
        <EmptyState icon={<BuildingIcon />} title="Company details">
          The same fields as at creation: description, contact details, sector, products and services.
        </EmptyState>
      </Container>
    </PageSection>
  )
}
