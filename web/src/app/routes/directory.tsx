import { Container, PageSection } from '../../components/ui/container'
import { PageHeader } from '../../components/ui/page-header'
import { CompanyDirectory } from '../../features/companies/components/company-directory'
import { usePageTitle } from '../../lib/page-title'

export default function DirectoryPage() {
  usePageTitle('Directory')
  return (
    <PageSection>
      <Container>
        <PageHeader title="Company Directory" description="Browse approved companies from around the world, by country, sector and subsector." />
        <CompanyDirectory />
      </Container>
    </PageSection>
  )
}
