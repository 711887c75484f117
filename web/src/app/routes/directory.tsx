import { Container, PageSection } from '../../components/ui/container'
import { PageHeader } from '../../components/ui/page-header'
import { CompanyDirectory } from '../../features/companies/components/company-directory'
import { directoryCanonical } from '../../features/companies/api/directory'
import { useDirectoryQuery } from '../../features/companies/hooks/use-directory-query'
import { breadcrumbs, usePageMeta } from '../../lib/page-title'

export default function DirectoryPage() {
  const { query } = useDirectoryQuery()
  const search = query.search.trim()
  usePageMeta({
    // Each search and page is a page of its own to a search engine: a title of its own.
    title: `${search ? `“${search}” in the Directory` : 'Directory'}${query.page > 1 ? `, page ${query.page}` : ''}`,
    description: search
      ? `Approved companies matching “${search}” in the Expo Atlas directory, with their country, sector, products and services.`
      : 'Browse approved companies from around the world by country, sector and subsector; verified companies carry a badge.',
    canonical: directoryCanonical(query),
    structuredData: (url) => [breadcrumbs(url, [['Home', '/'], ['Directory', '/directory']])],
  })
  return (
    <PageSection>
      <Container>
        <PageHeader title="Company Directory" description="Browse approved companies from around the world, by country, sector and subsector." />
        <CompanyDirectory />
      </Container>
    </PageSection>
  )
}
