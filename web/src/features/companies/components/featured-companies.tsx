import { LoadedCardGrid } from '../../../components/ui/card-grid'
import { EmptyState } from '../../../components/ui/empty-state'
import { BuildingIcon } from '../../../components/ui/icons'
import { Skeleton } from '../../../components/ui/skeleton'
import { useFeaturedCompanies } from '../api/featured'
import { CompanyCard } from './company-card'

/**
 * While loading, one block per card, as tall as a company card in the home page's three columns: the
 * section is below the fold, and a detailed skeleton would add work before the hero is painted.
 */
const PLACEHOLDER = <Skeleton $height="24.5rem" />

/** Home: three featured companies (approved, verified, most viewed first). */
export function FeaturedCompanies() {
  const { data, error } = useFeaturedCompanies()
  return (
    <LoadedCardGrid
      data={data}
      error={error}
      limit={3}
      skeleton={PLACEHOLDER}
      loadingLabel="Loading featured companies..."
      keyOf={(c) => c.id}
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
