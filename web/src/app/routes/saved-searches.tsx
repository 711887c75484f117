import { Container, PageSection } from '../../components/ui/container'
import { ManageWatchlists } from '../../features/watchlists/components/manage-watchlists'
import { usePageTitle } from '../../lib/page-title'

export default function SavedSearchesPage() {
  usePageTitle('Saved searches and follows')
  return (
    <PageSection>
      <Container>
        <ManageWatchlists />
      </Container>
    </PageSection>
  )
}
