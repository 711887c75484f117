import { Container, PageSection } from '../../components/ui/container'
import { MyCompanies } from '../../features/companies/components/my-companies'
import { usePageTitle } from '../../lib/page-title'

export default function MyCompaniesPage() {
  usePageTitle('My Companies')
  return (
    <PageSection>
      <Container>
        <MyCompanies />
      </Container>
    </PageSection>
  )
}
