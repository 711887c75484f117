import { LoadedCardGrid } from '../../../components/ui/card-grid'
import { EmptyState } from '../../../components/ui/empty-state'
import { CalendarIcon } from '../../../components/ui/icons'
import { Skeleton } from '../../../components/ui/skeleton'
import { useUpcomingExhibitions } from '../api/exhibitions'
import { ExhibitionCard } from './exhibition-card'

/**
 * While loading, one block per card, as tall as an exhibition card in the home page's three columns:
 * the section is below the fold, and a detailed skeleton would add work before the hero is painted.
 */
const PLACEHOLDER = <Skeleton $height="27rem" />

/** Home: the next three exhibitions. */
export function UpcomingExhibitions() {
  const { data, error } = useUpcomingExhibitions()
  return (
    <LoadedCardGrid
      data={data}
      error={error}
      limit={3}
      skeleton={PLACEHOLDER}
      loadingLabel="Loading upcoming exhibitions..."
      keyOf={(x) => x.id}
      empty={
        <EmptyState icon={<CalendarIcon />} title="No exhibitions found">
          New virtual exhibitions are announced here first.
        </EmptyState>
      }
    >
      {(x) => <ExhibitionCard exhibition={x} />}
    </LoadedCardGrid>
  )
}
