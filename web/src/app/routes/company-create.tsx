import { Container, PageSection } from '../../components/ui/container'
import { PageHeader } from '../../components/ui/page-header'
import { CreateCompany } from '../../features/companies/components/company-editor'
import { usePageTitle } from '../../lib/page-title'
import { BackLink } from '../../components/ui/back-link'

export default function CompanyCreatePage() {
  usePageTitle('Create Company')
  return (
    <PageSection>
      <Container $narrow>
        <BackLink to="/my-companies">Back to My Companies</BackLink>
        <PageHeader
          title="Create Company"
          description="Add a company profile. Our team reviews every new company before it appears in the directory."
        />
        <CreateCompany />
      </Container>
    </PageSection>
  )
}
