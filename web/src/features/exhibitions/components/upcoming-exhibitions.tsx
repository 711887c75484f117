import styled from 'styled-components'
import { EmptyState } from '../../../components/ui/empty-state'
import { CalendarIcon } from '../../../components/ui/icons'
import { LoadingState } from '../../../components/ui/spinner'
import { useUpcomingExhibitions } from '../api/exhibitions'
import { ExhibitionCard } from './exhibition-card'

/** Home: the next three exhibitions. */
export function UpcomingExhibitions() {
  const { data, error } = useUpcomingExhibitions()

  if (data === undefined && !error) return <LoadingState label="Loading upcoming exhibitions..." />
  if (error || !data || data.length === 0) {
    return (
      <EmptyState icon={<CalendarIcon />} title="No exhibitions found">
        New virtual exhibitions are announced here first.
      </EmptyState>
    )
  }
  return (
    <Grid>
      {data.slice(0, 3).map((x) => (
        <li key={x.id}>
          <ExhibitionCard exhibition={x} />
        </li>
      ))}
    </Grid>
  )
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`
