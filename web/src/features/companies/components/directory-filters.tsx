import styled, { css } from 'styled-components'
import { Button } from '../../../components/ui/button'
import { Options, SelectField } from '../../../components/ui/field'
import { Skeleton } from '../../../components/ui/skeleton'
import { Switch } from '../../../components/ui/switch'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { useSectors, useSubsectors } from '../../../lib/catalogue'
import { formatNumber } from '../../../lib/format'
import { useSession } from '../../../lib/session'
import type { DirectoryFacets, DirectoryFilters } from '../api/directory'
import { ComboBox } from '../../../components/ui/combo-box'
import { surface } from '../../../components/ui/surface'
import { mutedSmall } from '../../../components/ui/text'

/** While the countries load, bars in the place of the list (as tall as it usually is). */
const COUNTRY_SKELETON_WIDTHS = ['70%', '55%', '80%', '60%', '75%', '50%']

interface DirectoryFiltersPanelProps {
  filters: DirectoryFilters
  facets: DirectoryFacets | undefined
  onChange: (changes: Partial<DirectoryFilters>) => void
  onClear: () => void
  activeFilters: number
  /** In the small screens' sheet (issue 23): the sheet gives the title and the frame. */
  inSheet?: boolean
}

/** Sector, dependent subsector, countries with their counts, the verified switch, and (signed in) the saved switch. */
export function DirectoryFiltersPanel({ filters, facets, onChange, onClear, activeFilters, inSheet = false }: DirectoryFiltersPanelProps) {
  const { user } = useSession()
  const sectors = useSectors()
  const subsectors = useSubsectors(filters.sectorId || null)
  const sectorCount = new Map(facets?.sectors.map((s) => [String(s.id), s.count]))

  // Every country with companies under the other filters, plus the chosen ones (even at 0).
  const facetCountries = facets?.countries ?? []
  const chosenMissing = filters.countries
    .filter((code) => !facetCountries.some((c) => c.code === code))
    .map((code) => ({ id: code, code, name: code, count: 0 }))
  const countries = [...facetCountries, ...chosenMissing]

  const toggleCountry = (code: string, on: boolean) =>
    onChange({ countries: on ? [...filters.countries, code] : filters.countries.filter((c) => c !== code) })
  const findable = facetCountries.map((c) => ({
    id: c.code,
    code: c.code,
    name: c.name,
    detail: (
      <>
        {formatNumber(c.count)}
        <VisuallyHidden> {c.count === 1 ? 'company' : 'companies'}</VisuallyHidden>
      </>
    ),
  }))

  return (
    <Panel $bare={inSheet}>
      <Head $bare={inSheet}>
        {inSheet ? null : <h2>Filters</h2>}
        <Button $variant="ghost" $size="sm" onClick={onClear} disabled={activeFilters === 0}>
          Clear filters
        </Button>
      </Head>

      <SelectField label="Sector" value={filters.sectorId} onChange={(e) => onChange({ sectorId: e.target.value, subsectorId: '' })}>
        <Options items={sectors.data?.map((s) => ({ id: s.id, name: `${s.name} (${formatNumber(sectorCount.get(String(s.id)) ?? 0)})` }))} empty="All sectors" />
      </SelectField>

      <SelectField
        label="Subsector"
        value={filters.subsectorId}
        onChange={(e) => onChange({ subsectorId: e.target.value })}
        disabled={!filters.sectorId}
        hint={filters.sectorId ? undefined : 'Choose a sector first'}
      >
        <Options items={filters.sectorId ? subsectors.data : []} empty="All subsectors" />
      </SelectField>

      <Fieldset>
        <legend>Countries</legend>
        {facetCountries.length > 0 ? (
          <Finder>
            <ComboBox
              label="Find a country"
              items={findable}
              value=""
              onChange={(code) => code && !filters.countries.includes(code) && toggleCountry(code, true)}
              placeholder="Type a country name"
              emptyLabel="No country of that name with companies"
              flags
              clearOnPick
            />
          </Finder>
        ) : null}
        {!facets && countries.length === 0 ? (
          <CountriesLoading>
            <VisuallyHidden>Loading countries...</VisuallyHidden>
            {COUNTRY_SKELETON_WIDTHS.map((width, i) => (
              <Skeleton key={i} $width={width} />
            ))}
          </CountriesLoading>
        ) : countries.length === 0 ? (
          <Empty>No countries match these filters</Empty>
        ) : (
          <CountryList>
            {countries.map((c) => {
              const checked = filters.countries.includes(c.code)
              return (
                <li key={c.code}>
                  <Check>
                    <input type="checkbox" checked={checked} onChange={(e) => toggleCountry(c.code, e.target.checked)} />
                    <span>{c.name}</span>
                    <Count>
                      {formatNumber(c.count)}
                      <VisuallyHidden> {c.count === 1 ? 'company' : 'companies'}</VisuallyHidden>
                    </Count>
                  </Check>
                </li>
              )
            })}
          </CountryList>
        )}
      </Fieldset>

      <Switch label="Verified only" description="Companies checked by our team" checked={filters.verified} onChange={(verified) => onChange({ verified })} />
      {user ? <Switch label="Saved only" description="The companies in your favorites" checked={filters.saved} onChange={(saved) => onChange({ saved })} /> : null}
    </Panel>
  )
}

const Panel = styled.div<{ $bare: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme, $bare }) => ($bare ? '' : css`
    padding: ${theme.space[5]};
    ${surface}
  `)}
`

const Head = styled.div<{ $bare: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $bare }) => ($bare ? 'flex-end' : 'space-between')};
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`

const Finder = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]};
`

const COUNTRY_LIST_HEIGHT = '15rem'

const CountryList = styled.ul`
  max-height: ${COUNTRY_LIST_HEIGHT};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[1]} 0 0;
  overflow-y: auto;
  list-style: none;
`

const CountriesLoading = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-around;
  height: ${COUNTRY_LIST_HEIGHT};
  padding: 0 ${({ theme }) => theme.space[1]};
`

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  input {
    width: 1.05rem;
    height: 1.05rem;
    margin: 0;
    flex-shrink: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  span:first-of-type {
    flex: 1;
    min-width: 0;
  }
`

const Count = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Empty = styled.p`
  margin: 0;
  ${mutedSmall}
`
