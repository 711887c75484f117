import { LoadedCardGrid } from '../../../components/ui/card-grid'
import { EmptyState } from '../../../components/ui/empty-state'
import { CalendarIcon } from '../../../components/ui/icons'
import { useUpcomingExhibitions } from '../api/exhibitions'
import { ExhibitionCard } from './exhibition-card'

/** Home: the next three exhibitions. */
export function UpcomingExhibitions() {
  const { data, error } = useUpcomingExhibitions()
  return (
    <LoadedCardGrid
      data={data}
      error={error}
      limit={3}
      cardHeight="27rem"
      loadingLabel="Loading upcoming exhibitions..."
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
