import { Container, PageSection } from '../../components/ui/container'
import { FavoritesPage } from '../../features/companies/components/favorites-page'
import { usePageTitle } from '../../lib/page-title'

export default function Favorites() {
  usePageTitle('Favorites')
  return (
    <PageSection>
      <Container>
        <FavoritesPage />
      </Container>
    </PageSection>
  )
}
