import { Container, PageSection } from '../../components/ui/container'
import { EmptyState } from '../../components/ui/empty-state'
import { BuildingIcon } from '../../components/ui/icons'
import { PageHeader } from '../../components/ui/page-header'
import { usePageTitle } from '../../lib/page-title'

export default function DirectoryPage() {
  usePageTitle('Directory')
  return (
    <PageSection>
      <Container>
        <PageHeader title="Company Directory" description="Browse approved companies from around the world, by country, sector and subsector." />
        <EmptyState icon={<BuildingIcon />} title="No companies found">
          Try adjusting your search or filter criteria
        </EmptyState>
      </Container>
    </PageSection>
  )
}
