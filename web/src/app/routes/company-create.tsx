import { Container, PageSection } from '../../components/ui/container'
import { EmptyState } from '../../components/ui/empty-state'
import { BuildingIcon } from '../../components/ui/icons'
import { PageHeader } from '../../components/ui/page-header'
import { usePageTitle } from '../../lib/page-title'
import { BackLink } from './back-link'

export default function CompanyCreatePage() {
  usePageTitle('Create Company')
  return (
    <PageSection>
      <Container>
        <BackLink to="/my-companies">Back to My Companies</BackLink>
        <PageHeader
          title="Create Company"
          description="Add a company profile. Our team reviews every new company before it appears in the directory."
        />
        <EmptyState icon={<BuildingIcon />} title="Company details">
          Name, description, country, contact email, sector and subsector are required; logo, website, phone, products and
          services are optional.
        </EmptyState>
      </Container>
    </PageSection>
  )
}
