import { useParams } from 'react-router-dom'
import { Container, PageSection } from '../../components/ui/container'
import { EmptyState } from '../../components/ui/empty-state'
import { NewspaperIcon } from '../../components/ui/icons'
import { PageHeader } from '../../components/ui/page-header'
import { usePageTitle } from '../../lib/page-title'
import { BackLink } from './back-link'

export default function CompanyProfilePage() {
  const { id } = useParams()
  usePageTitle('Company Profile')
  return (
    <PageSection>
      <Container>
        <BackLink to="/directory">Back to Directory</BackLink>
        <PageHeader
          title="Company Profile"
          description={`Overview, products and services, media and contact details of company #${id ?? ''}.`}
        />
        <EmptyState icon={<NewspaperIcon />} title="No media content">
          News and press releases published by this company appear here.
        </EmptyState>
      </Container>
    </PageSection>
  )
}
