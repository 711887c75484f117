// /exhibitions: the tabs Upcoming, Ongoing and Past (?tab= in the URL, with ?page=), a grid of
// exhibition cards with loading placeholders, an empty state per tab and the pager.
import { useRef } from 'react'
import styled from 'styled-components'
import { Button, ButtonAnchor } from '../../../components/ui/button'
import { CardGrid } from '../../../components/ui/card-grid'
import { EmptyState, ErrorState } from '../../../components/ui/empty-state'
import { CalendarIcon } from '../../../components/ui/icons'
import { Pagination } from '../../../components/ui/pagination'
import { ResultsHead, ResultsPager } from '../../../components/ui/results-head'
import { TabPanel, Tabs } from '../../../components/ui/tabs'
import { formatNumber } from '../../../lib/format'
import { pageBeyond, pageCount, pageRange, windowedPages } from '../../../lib/pagination'
import { ToPage } from '../../../lib/redirect'
import { useUrlQuery } from '../../../lib/url-query'
import { CALENDAR_FEED_URL, PUBLIC_PAGE_SIZE, publicTabOf, useExhibitions, type PublicTab } from '../api/exhibitions'
import { ExhibitionCard } from './exhibition-card'
import { ExhibitionCardSkeleton } from './exhibition-card-skeleton'

const TABS: readonly { id: PublicTab; label: string; empty: string; text: string }[] = [
  {
    id: 'upcoming',
    label: 'Upcoming',
    empty: 'No upcoming exhibitions found',
    text: 'New exhibitions are announced here first. Subscribe to the calendar to hear about them.',
  },
  { id: 'ongoing', label: 'Ongoing', empty: 'No ongoing exhibitions found', text: 'No exhibition is running right now.' },
  { id: 'past', label: 'Past', empty: 'No past exhibitions found', text: 'Completed exhibitions are listed here.' },
]

const ID_PREFIX = 'exhibitions'
const SKELETONS = 6
const KEYS = ['tab'] as const

/** The "Subscribe to calendar" link: the iCalendar feed of upcoming and ongoing exhibitions. */
export function SubscribeToCalendar() {
  return (
    <ButtonAnchor href={CALENDAR_FEED_URL} $variant="outline">
      <CalendarIcon size={18} />
      Subscribe to calendar
    </ButtonAnchor>
  )
}

export function ExhibitionList() {
  const { values, page, update } = useUrlQuery(KEYS)
  const tab = TABS.find((t) => t.id === publicTabOf(values.tab)) ?? TABS[0]
  const { data, error, isLoading, mutate } = useExhibitions(tab.id, page)
  const headingRef = useRef<HTMLHeadingElement>(null)

  const total = data?.total ?? 0
  const totalPages = pageCount(total, PUBLIC_PAGE_SIZE)
  const range = pageRange(page, PUBLIC_PAGE_SIZE, total, data?.items.length)
  // A page past the end (an old link, exhibitions moved to another tab since): the last page.
  const beyond = data && !error && total > 0 ? pageBeyond(page, totalPages) : undefined
  const noun = `${tab.label.toLowerCase()} ${total === 1 ? 'exhibition' : 'exhibitions'}`

  const goToPage = (p: number) => {
    update({ page: p })
    headingRef.current?.scrollIntoView({ block: 'start' })
    headingRef.current?.focus({ preventScroll: true })
  }

  return (
    <>
      <TabsWrap>
        <Tabs
          idPrefix={ID_PREFIX}
          label="Exhibitions by time"
          tabs={TABS}
          value={tab.id}
          onChange={(id) => update({ tab: id === 'upcoming' ? '' : id })}
        />
      </TabsWrap>
      <TabPanel idPrefix={ID_PREFIX} id={tab.id}>
        {beyond !== undefined ? <ToPage page={beyond} /> : null}
        <ResultsHead
          title={`${tab.label} exhibitions`}
          titleRef={headingRef}
          summary={isLoading ? 'Loading exhibitions...' : error || !range ? '' : `Showing ${formatNumber(range.first)}–${formatNumber(range.last)} of ${formatNumber(total)} ${noun}`}
        />

        {error ? (
          <ErrorState title="The exhibitions could not be loaded" error={error} onRetry={() => void mutate()} />
        ) : !data ? (
          <CardGrid aria-hidden="true">
            {Array.from({ length: SKELETONS }, (_, i) => (
              <li key={i}>
                <ExhibitionCardSkeleton />
              </li>
            ))}
          </CardGrid>
        ) : data.items.length === 0 && total > 0 ? (
          <EmptyState
            icon={<CalendarIcon />}
            title="This page is empty"
            action={
              <Button $variant="outline" onClick={() => update({ page: 1 })}>
                Go to the first page
              </Button>
            }
          >
            There are {formatNumber(total)} {noun} on earlier pages.
          </EmptyState>
        ) : data.items.length === 0 ? (
          <EmptyState
            icon={<CalendarIcon />}
            title={tab.empty}
            action={
              tab.id === 'ongoing' ? (
                <Button $variant="outline" onClick={() => update({ tab: '' })}>
                  See upcoming exhibitions
                </Button>
              ) : tab.id === 'upcoming' ? (
                <SubscribeToCalendar />
              ) : null
            }
          >
            {tab.text}
          </EmptyState>
        ) : (
          <CardGrid>
            {data.items.map((x, i) => (
              <li key={x.id}>
                <ExhibitionCard exhibition={x} eager={i === 0} />
              </li>
            ))}
          </CardGrid>
        )}

        {data && !error && total > 0 ? (
          <ResultsPager>
            <Pagination label="Exhibition pages" page={page} totalPages={totalPages} items={windowedPages(page, totalPages)} onChange={goToPage} />
          </ResultsPager>
        ) : null}
      </TabPanel>
    </>
  )
}

const TabsWrap = styled.div`
  max-width: 32rem;
  margin-bottom: ${({ theme }) => theme.space[6]};

  /* Three short labels: one row even on a 360 px phone. */
  [role='tablist'] {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`
