// /directory: search, filters, sort, a grid of company cards and the pager. All of its
// state is the URL query (see useDirectoryQuery).
import { useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { CardGrid } from '../../../components/ui/card-grid'
import { Sheet } from '../../../components/ui/dialog'
import { EmptyState, ErrorState } from '../../../components/ui/empty-state'
import { Choices, Select } from '../../../components/ui/field'
import { BuildingIcon, FilterIcon } from '../../../components/ui/icons'
import { Pagination } from '../../../components/ui/pagination'
import { ResultsHead, ResultsPager } from '../../../components/ui/results-head'
import { SearchInput } from '../../../components/ui/search-input'
import { countOf, formatNumber } from '../../../lib/format'
import { pageBeyond, pageCount, pageRange, windowedPages } from '../../../lib/pagination'
import { ToPage } from '../../../lib/redirect'
import { DIRECTORY_PAGE_SIZE, useDirectory, useDirectoryFacets, type DirectorySort } from '../api/directory'
import { SORT_OPTIONS, useDirectoryQuery } from '../hooks/use-directory-query'
import { CompanyCard } from './company-card'
import { MAX_RESULT_WINDOW } from '../../../../../src/adapters/http/contract'
import { CompanyCardSkeleton } from './company-card-skeleton'
import { DirectoryFiltersPanel } from './directory-filters'
import { SaveSearchButton } from './save-search-button'
import { SearchCorrection } from './search-correction'
import { useSession } from '../../../lib/session'
import { useMediaQuery } from '../../../lib/media-query'
import { theme } from '../../../theme'

/** The server pages through the first 10,000 results only. */
const MAX_RESULTS = MAX_RESULT_WINDOW

const SKELETONS = 6

export function CompanyDirectory() {
  const { query: asked, update, clearFilters, activeFilters } = useDirectoryQuery()
  // "Saved only" is a signed-in user's filter: a visitor (a link, or after logging out) sees the whole directory.
  const { user } = useSession()
  const query = asked.saved && user === null ? { ...asked, saved: false } : asked
  const { data, error, isLoading, mutate } = useDirectory(query)
  const facets = useDirectoryFacets(query)
  const [filtersOpen, setFiltersOpen] = useState(false)
  // From the lg breakpoint the filters are a sidebar; below it, a modal sheet over the page (issue 23).
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.lg}px)`)
  const sheetOpen = filtersOpen && !wide
  const showResultsRef = useRef(false)
  const resultsRef = useRef<HTMLHeadingElement>(null)
  const panelId = useId()
  const sortId = useId()

  // Growing past the breakpoint closes the sheet: the sidebar shows the filters.
  useEffect(() => {
    if (wide) setFiltersOpen(false)
  }, [wide])

  // 'Show N results' closed the sheet: focus goes to the results' heading, after React Aria has given
  // it back to the Filters button (a frame after the sheet is gone).
  useEffect(() => {
    if (filtersOpen || !showResultsRef.current) return undefined
    showResultsRef.current = false
    const frame = requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        resultsRef.current?.scrollIntoView({ block: 'start' })
        resultsRef.current?.focus({ preventScroll: true })
      }),
    )
    return () => cancelAnimationFrame(frame)
  }, [filtersOpen])

  const total = data?.total ?? 0
  const totalPages = pageCount(total, DIRECTORY_PAGE_SIZE, MAX_RESULTS)
  const range = pageRange(query.page, DIRECTORY_PAGE_SIZE, total, data?.items.length)
  // A page past the end of the results (an old link, fewer companies since): their last page.
  const beyond = data && !error && total > 0 ? pageBeyond(query.page, totalPages) : undefined

  const goToPage = (page: number) => {
    update({ page })
    resultsRef.current?.scrollIntoView({ block: 'start' })
    resultsRef.current?.focus({ preventScroll: true })
  }

  return (
    <>
      <Toolbar>
        <SearchInput
          value={query.search}
          onSearch={(search) => update({ search })}
          label="Search companies"
          placeholder="Search companies, products, services..."
          size="lg"
        />
        <SortBox>
          <label htmlFor={sortId}>Sort by</label>
          <Select id={sortId} value={query.sort} onChange={(e) => update({ sort: e.target.value as DirectorySort })}>
            <Choices items={SORT_OPTIONS} />
          </Select>
        </SortBox>
        <FiltersToggle
          $variant="outline"
          aria-haspopup="dialog"
          aria-expanded={sheetOpen}
          onClick={() => setFiltersOpen(true)}
        >
          <FilterIcon size={18} />
          Filters{activeFilters > 0 ? ` (${activeFilters})` : ''}
        </FiltersToggle>
        <SaveSearchButton query={query} />
      </Toolbar>

      <Sheet
        open={sheetOpen}
        onClose={() => setFiltersOpen(false)}
        title="Filters"
        footer={
          <Button
            onClick={() => {
              showResultsRef.current = true
              setFiltersOpen(false)
            }}
          >
            {showResultsLabel(isLoading || !data ? undefined : total, data?.exact === false)}
          </Button>
        }
      >
        <DirectoryFiltersPanel filters={query} facets={facets.data} onChange={update} onClear={() => clearFilters()} activeFilters={activeFilters} inSheet />
      </Sheet>

      <Layout>
        {/* The sidebar (lg and wider); below lg it is hidden and the sheet holds the filters. */}
        <Aside id={panelId} aria-label="Filters">
          {sheetOpen ? null : (
            <DirectoryFiltersPanel filters={query} facets={facets.data} onChange={update} onClear={() => clearFilters()} activeFilters={activeFilters} />
          )}
        </Aside>

        <section aria-labelledby="directory-results-title">
          {beyond !== undefined ? <ToPage page={beyond} /> : null}
          <ResultsHead
            title="Companies"
            titleId="directory-results-title"
            titleRef={resultsRef}
            notice={data?.corrected && !query.exact && !error ? <SearchCorrection corrected={data.corrected} typed={query.search} /> : null}
            summary={isLoading ? 'Loading companies...' : error ? '' : total === 0 ? 'No companies found' : !range ? '' : `Showing ${formatNumber(range.first)}–${formatNumber(range.last)} of ${data?.exact === false ? `${formatNumber(total)}+ companies` : countOf(total, 'company', 'companies')}`}
          />

          {error ? (
            <ErrorState title="The directory could not be loaded" error={error} onRetry={() => void mutate()} />
          ) : isLoading || !data ? (
            <CardGrid aria-hidden="true">
              {Array.from({ length: SKELETONS }, (_, i) => (
                <li key={i}>
                  <CompanyCardSkeleton />
                </li>
              ))}
            </CardGrid>
          ) : data.items.length === 0 ? (
            <EmptyState
              icon={<BuildingIcon />}
              title="No companies found"
              action={
                query.search || activeFilters > 0 ? (
                  <Button $variant="outline" onClick={() => clearFilters(true)}>
                    Clear search and filters
                  </Button>
                ) : null
              }
            >
              Try adjusting your search or filter criteria
            </EmptyState>
          ) : (
            <CardGrid>
              {data.items.map((c) => (
                <li key={c.id}>
                  <CompanyCard company={c} />
                </li>
              ))}
            </CardGrid>
          )}

          {data && !error && total > 0 ? (
            <ResultsPager>
              <Pagination
                label="Directory pages"
                page={query.page}
                totalPages={totalPages}
                items={windowedPages(query.page, totalPages)}
                onChange={goToPage}
              />
            </ResultsPager>
          ) : null}
        </section>
      </Layout>
    </>
  )
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  > form {
    flex: 1 1 100%;
  }

  ${({ theme }) => theme.media.md} {
    > form {
      flex: 1 1 20rem;
    }
  }
`

const SortBox = styled.div`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
  }

  select {
    min-height: 3rem;
  }

  ${({ theme }) => theme.media.md} {
    flex: 0 0 auto;

    select {
      width: 11rem;
    }
  }
`

const FiltersToggle = styled(Button)`
  min-height: 3rem;

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 16.5rem minmax(0, 1fr);
  }
`

/** The sheet's button: the live count of the results of the filters chosen ('Show 1,234 results'). */
const showResultsLabel = (total: number | undefined, more: boolean): string =>
  total === undefined ? 'Show results' : total === 1 && !more ? 'Show 1 result' : `Show ${formatNumber(total)}${more ? '+' : ''} results`

const Aside = styled.aside`
  display: none;

  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`
