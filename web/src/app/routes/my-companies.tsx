import { ButtonLink } from '../../components/ui/button'
import { Container, PageSection } from '../../components/ui/container'
import { EmptyState } from '../../components/ui/empty-state'
import { BuildingIcon, PlusIcon } from '../../components/ui/icons'
import { PageHeader } from '../../components/ui/page-header'
import { usePageTitle } from '../../lib/page-title'

export default function MyCompaniesPage() {
  usePageTitle('My Companies')
  return (
    <PageSection>
      <Container>
        <PageHeader
          title="My Companies"
          description="The company profiles you manage, with their review status. A company manager can manage up to 3 companies."
          actions={
            <ButtonLink to="/companies/create">
              <PlusIcon size={18} />
              Create Company
            </ButtonLink>
          }
        />
        <EmptyState icon={<BuildingIcon />} title="No companies yet">
          Create your first company profile to appear in the directory once it is approved.
        </EmptyState>
      </Container>
    </PageSection>
  )
}
