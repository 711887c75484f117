import { useParams } from 'react-router-dom'
import { BackLink } from '../../components/ui/back-link'
import { Container, PageSection } from '../../components/ui/container'
import { ExhibitionDetail } from '../../features/exhibitions/components/exhibition-detail'

export default function ExhibitionDetailPage() {
  const { id } = useParams()
  return (
    <PageSection>
      <Container>
        <BackLink to="/exhibitions">Back to Exhibitions</BackLink>
        <ExhibitionDetail id={id} />
      </Container>
    </PageSection>
  )
}
