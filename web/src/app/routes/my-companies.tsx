import { Container, PageSection } from '../../components/ui/container'
import { MyCompanies } from '../../features/companies/components/my-companies'
import { CompanyApplications } from '../../features/exhibitions/components/company-applications'
import { usePageTitle } from '../../lib/page-title'

export default function MyCompaniesPage() {
  usePageTitle('My Companies')
  return (
    <PageSection>
      <Container>
        <MyCompanies companyExtra={(c) => (c.status === 'approved' ? <CompanyApplications companyId={c.id} headingLevel={3} /> : null)} />
      </Container>
    </PageSection>
  )
}
