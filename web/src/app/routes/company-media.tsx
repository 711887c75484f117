import { useParams } from 'react-router-dom'
import { Container, PageSection } from '../../components/ui/container'
import { EmptyState } from '../../components/ui/empty-state'
import { NewspaperIcon } from '../../components/ui/icons'
import { PageHeader } from '../../components/ui/page-header'
import { usePageTitle } from '../../lib/page-title'
import { BackLink } from './back-link'

export default function CompanyMediaPage() {
  const { id } = useParams()
  usePageTitle('Company Media')
  return (
    <PageSection>
      <Container>
        <BackLink to="/my-companies">Back to My Companies</BackLink>
        <PageHeader
          title="Company Media"
          description={`Publish news, press releases, press kits and events for company #${id ?? ''}.`}
        />
        <EmptyState icon={<NewspaperIcon />} title="No media content">
          Items you publish are reviewed by our media team before they appear in the media center.
        </EmptyState>
      </Container>
    </PageSection>
  )
}
