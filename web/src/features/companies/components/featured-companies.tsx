import styled from 'styled-components'
import { BuildingIcon } from '../../../components/ui/icons'
import { EmptyState } from '../../../components/ui/empty-state'
import { LoadingState } from '../../../components/ui/spinner'
import { useFeaturedCompanies } from '../api/companies'
import { CompanyCard } from './company-card'

/** Home: three featured companies (approved, verified, most viewed first). */
export function FeaturedCompanies() {
  const { data, error } = useFeaturedCompanies()

  if (data === undefined && !error) return <LoadingState label="Loading featured companies..." />
  if (error || !data || data.length === 0) {
    return (
      <EmptyState icon={<BuildingIcon />} title="No companies available yet">
        Verified companies appear here as soon as they are approved.
      </EmptyState>
    )
  }
  return (
    <Grid>
      {data.slice(0, 3).map((c) => (
        <li key={c.id}>
          <CompanyCard company={c} />
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
