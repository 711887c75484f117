import { useParams } from 'react-router-dom'
import { Container, PageSection } from '../../components/ui/container'
import { CompanyProfile } from '../../features/companies/components/company-profile'
import { BackLink } from '../../components/ui/back-link'

export default function CompanyProfilePage() {
  const { id } = useParams()
  return (
    <PageSection>
      <Container>
        <BackLink to="/directory">Back to Directory</BackLink>
        <CompanyProfile id={id} />
      </Container>
    </PageSection>
  )
}
