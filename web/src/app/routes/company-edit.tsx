import { useParams } from 'react-router-dom'
import { Container, PageSection } from '../../components/ui/container'
import { PageHeader } from '../../components/ui/page-header'
import { EditCompany } from '../../features/companies/components/company-editor'
import { usePageTitle } from '../../lib/page-title'
import { BackLink } from '../../components/ui/back-link'

export default function CompanyEditPage() {
  const { id } = useParams()
  usePageTitle('Edit Company')
  return (
    <PageSection>
      <Container $narrow>
        <BackLink to="/my-companies">Back to My Companies</BackLink>
        <PageHeader title="Edit Company" description="Update your company profile: description, contact details, sector, products and services." />
        <EditCompany id={id} />
      </Container>
    </PageSection>
  )
}
