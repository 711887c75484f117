import { useParams } from 'react-router-dom'
import { BackLink } from '../../components/ui/back-link'
import { Container, PageSection } from '../../components/ui/container'
import { CompanyNewsroom } from '../../features/media/components/company-newsroom'

export default function CompanyNewsPage() {
  const { id } = useParams()
  return (
    <PageSection>
      <Container>
        <BackLink to={id ? `/companies/${id}` : '/directory'}>Back to Company</BackLink>
        <CompanyNewsroom id={id} />
      </Container>
    </PageSection>
  )
}
