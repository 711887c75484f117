import { LoadedCardGrid } from '../../../components/ui/card-grid'
import { EmptyState } from '../../../components/ui/empty-state'
import { CalendarIcon } from '../../../components/ui/icons'
import { useUpcomingExhibitions } from '../api/exhibitions'
import { ExhibitionCard } from './exhibition-card'
import { ExhibitionCardSkeleton } from './exhibition-card-skeleton'

/** Home: the next three exhibitions. */
export function UpcomingExhibitions() {
  const { data, error } = useUpcomingExhibitions()
  return (
    <LoadedCardGrid
      data={data}
      error={error}
      limit={3}
      skeleton={<ExhibitionCardSkeleton />}
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
