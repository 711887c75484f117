import { LoadedCardGrid } from '../../../components/ui/card-grid'
import { EmptyState } from '../../../components/ui/empty-state'
import { BuildingIcon } from '../../../components/ui/icons'
import { useFeaturedCompanies } from '../api/featured'
import { CompanyCard } from './company-card'

/** Home: three featured companies (approved, verified, most viewed first). */
export function FeaturedCompanies() {
  const { data, error } = useFeaturedCompanies()
  return (
    <LoadedCardGrid
      data={data}
      error={error}
      limit={3}
      cardHeight="24.5rem"
      loadingLabel="Loading featured companies..."
      empty={
        <EmptyState icon={<BuildingIcon />} title="No companies available yet">
          Verified companies appear here as soon as they are approved.
        </EmptyState>
      }
    >
      {(c) => <CompanyCard company={c} />}
    </LoadedCardGrid>
  )
}
