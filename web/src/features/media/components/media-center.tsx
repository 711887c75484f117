// /media-center (visitor-and-user-side.md §2): for signed-in users only. Tabs Company News, Press Releases, Upcoming
// Events and, for media users and admins, Press Kits (others see 'Request Media Access'); search,
// sector filter (and a status filter for moderators), paged cards, and the side panel. The tab,
// filters and page live in the URL query.
import { useRef, useState } from 'react'
import styled from 'styled-components'
import { Button, ButtonAnchor, ButtonLink } from '../../../components/ui/button'
import { CardGrid } from '../../../components/ui/card-grid'
import { Container, PageSection } from '../../../components/ui/container'
import { EmptyState, ErrorState } from '../../../components/ui/empty-state'
import { Options } from '../../../components/ui/field'
import { FilterSelect } from '../../../components/ui/filter-bar'
import { CalendarIcon, LockIcon, NewspaperIcon } from '../../../components/ui/icons'
import { MessageCard } from '../../../components/ui/message-card'
import { PageHeader } from '../../../components/ui/page-header'
import { Pagination } from '../../../components/ui/pagination'
import { SearchInput } from '../../../components/ui/search-input'
import { Skeleton } from '../../../components/ui/skeleton'
import { LoadingState } from '../../../components/ui/spinner'
import { column } from '../../../components/ui/stack'
import { surface } from '../../../components/ui/surface'
import { TabPanel, Tabs, type TabItem } from '../../../components/ui/tabs'
import { mutedSmall } from '../../../components/ui/text'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { useSectors } from '../../../lib/catalogue'
import { formatNumber } from '../../../lib/format'
import { usePageMeta } from '../../../lib/page-title'
import { pageBeyond, pageCount, pageRange, windowedPages } from '../../../lib/pagination'
import { ToPage } from '../../../lib/redirect'
import { hasRole, roleGroups, useSession, type SessionUser } from '../../../lib/session'
import { useUrlQuery } from '../../../lib/url-query'
import { MEDIA_RSS_PATH, useMediaList, type MediaItemView, type MediaStatus, type MediaType } from '../api/media'
import { MEDIA_CENTER_PAGE_SIZE } from '../../../../../src/adapters/http/contract'
import { MediaAccessPrompt } from './media-access-prompt'
import { MediaCard, mediaCardTitleId } from './media-card'
import { RssIcon } from './media-icons'
import { MediaItemDialog } from './media-item-dialog'
import { MediaSidebar } from './media-sidebar'
import { useMediaModeration } from './use-media-moderation'
import { EmbargoedItems } from './embargoed-items'
import { useAuthPath } from '../../../lib/return-to'

type TabId = Extract<MediaType, 'news' | 'press_release' | 'event' | 'press_kit'>

const ALL_TABS: readonly (TabItem<TabId> & { empty: string; privileged?: boolean })[] = [
  { id: 'news', label: 'Company News', empty: 'No news found' },
  { id: 'press_release', label: 'Press Releases', empty: 'No press releases found' },
  { id: 'event', label: 'Upcoming Events', empty: 'No events found' },
  { id: 'press_kit', label: 'Press Kits', empty: 'No press kits found', privileged: true },
]

const STATUS_FILTERS: readonly { value: MediaStatus | ''; label: string }[] = [
  { value: '', label: 'All statuses' },
  { value: 'pending', label: 'Pending Approval' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
]

const KEYS = ['tab', 'search', 'sector', 'status'] as const
const ID_PREFIX = 'media'

export function MediaCenter() {
  usePageMeta({
    title: 'Media Center',
    description: 'Company news, press releases, events and press kits from the companies of Expo Atlas, moderated before they are published.',
    canonical: '/media-center',
  })
  const { user, error } = useSession()
  const logInPath = useAuthPath()

  return (
    <PageSection>
      <Container>
        <PageHeader
          title="Media Center"
          description="Company news, press releases, upcoming events and press kits from verified companies."
          actions={
            <ButtonAnchorRss href={MEDIA_RSS_PATH} target="_blank" rel="noopener noreferrer">
              <RssIcon size={18} />
              RSS feed
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </ButtonAnchorRss>
          }
        />
        {user ? (
          <MediaCenterContent user={user} />
        ) : user === null || error ? (
          <MessageCard
            icon={<LockIcon />}
            title="Please log in"
            action={
              <ButtonLink to={logInPath} $size="lg">
                Log In
              </ButtonLink>
            }
          >
            The media center is open to members. Log in or create a free account to read company news and press releases.
          </MessageCard>
        ) : (
          <LoadingState label="Loading..." />
        )}
      </Container>
    </PageSection>
  )
}

function MediaCenterContent({ user }: { user: SessionUser }) {
  const moderator = hasRole(user, roleGroups.mediaModerators)
  const tabs = ALL_TABS.filter((t) => !t.privileged || moderator)
  const { values, page, update } = useUrlQuery(KEYS)
  const tab = tabs.find((t) => t.id === values.tab) ?? tabs[0]
  const status = moderator ? (STATUS_FILTERS.find((s) => s.value === values.status)?.value ?? '') : ''
  const filtered = !!values.search || !!values.sector || !!status
  const query = { type: tab.id, search: values.search, sector: values.sector, status, page }
  const { data, error, isLoading, mutate } = useMediaList(query)
  const sectors = useSectors()
  const [reading, setReading] = useState<MediaItemView | null>(null)
  const listTop = useRef<HTMLHeadingElement>(null)
  const moderation = useMediaModeration('media-center', (item) => {
    // The dialog shows the item as it was: close it once it is decided.
    setReading((r) => (r?.id === item.id ? null : r))
    // Approve and Reject are gone with the pending status (or the card with a status filter):
    // focus goes to the card's Read more, else to the list's heading, not to the page.
    window.setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return
      const card = document.querySelector(`[aria-labelledby="${mediaCardTitleId(item.id)}"]`)
      const target = card?.querySelector<HTMLElement>('[data-read-more]') ?? listTop.current
      target?.focus({ preventScroll: !card })
    }, 150)
  })

  const total = data?.total ?? 0
  const totalPages = pageCount(total, MEDIA_CENTER_PAGE_SIZE)
  const items = data?.items ?? []
  const range = pageRange(page, MEDIA_CENTER_PAGE_SIZE, total, data?.items.length)
  // A page past the end (an old link, fewer items since): the last page.
  const beyond = data && !error && total > 0 ? pageBeyond(page, totalPages) : undefined

  const goTo = (p: number) => {
    update({ page: p })
    listTop.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }

  return (
    <Layout>
      <Main>
        <Tabs idPrefix={ID_PREFIX} label="Media types" tabs={tabs} value={tab.id} onChange={(id) => update({ tab: id === 'news' ? '' : id })} />
        {!moderator ? <MediaAccessPrompt manager={user.role === 'company_manager'} /> : <EmbargoedItems />}
        <TabPanel idPrefix={ID_PREFIX} id={tab.id}>
          {beyond !== undefined ? <ToPage page={beyond} /> : null}
          <Panel>
            <Filters $moderator={moderator}>
              <SearchInput
                value={values.search}
                onSearch={(search) => update({ search })}
                label={`Search ${tab.label.toLowerCase()}`}
                placeholder="Search by title, content or company..."
              />
              <FilterSelect id="media-sector" label="Filter by sector" value={values.sector} onChange={(sector) => update({ sector })}>
                <Options items={sectors.data} empty="All Sectors" />
              </FilterSelect>
              {moderator ? (
                <FilterSelect id="media-status" label="Filter by status" value={status} onChange={(v) => update({ status: v })} options={STATUS_FILTERS} />
              ) : null}
            </Filters>

            <ListHeader>
              <h2 ref={listTop} tabIndex={-1}>
                {tab.label}
              </h2>
              <p role="status">
                {data && range ? `Showing ${formatNumber(range.first)}–${formatNumber(range.last)} of ${formatNumber(total)}` : ''}
              </p>
            </ListHeader>

            {error && !data ? (
              <ErrorState title="Media could not be loaded" error={error} onRetry={() => void mutate()} />
            ) : !data ? (
              <CardSkeletons />
            ) : items.length === 0 ? (
              <EmptyState icon={tab.id === 'event' ? <CalendarIcon /> : <NewspaperIcon />} title={tab.empty}>
                {filtered
                  ? 'Try adjusting your search or filter criteria.'
                  : tab.id === 'event'
                    ? 'No media content about upcoming events yet. Companies announce their events here.'
                    : 'No media content here yet. Approved items from companies in the directory appear here.'}
              </EmptyState>
            ) : (
              <Cards aria-busy={isLoading || undefined}>
                {items.map((item) => (
                  <li key={item.id}>
                    <MediaCard
                      item={item}
                      onReadMore={setReading}
                      moderation={
                        moderator
                          ? { approve: () => void moderation.approve(item), reject: () => moderation.reject(item), busy: moderation.busyId === item.id }
                          : undefined
                      }
                    />
                  </li>
                ))}
              </Cards>
            )}

            <Pagination label="Media pages" page={page} totalPages={totalPages} items={windowedPages(page, totalPages)} onChange={goTo} />
          </Panel>
        </TabPanel>
      </Main>

      <MediaSidebar moderator={moderator} onOpenItem={setReading} />

      <MediaItemDialog
        item={reading}
        onClose={() => setReading(null)}
        companyHref={(i) => `/companies/${i.companyId}`}
        actions={(i) =>
          moderator && i.status === 'pending' ? (
            <>
              <Button $variant="outline" onClick={() => moderation.reject(i)} disabled={moderation.busyId === i.id}>
                Reject
              </Button>
              <Button onClick={() => void moderation.approve(i)} disabled={moderation.busyId === i.id}>
                Approve
              </Button>
            </>
          ) : null
        }
      />
      {moderation.dialogs}
    </Layout>
  )
}

function CardSkeletons() {
  return (
    <Cards aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i}>
          <SkeletonCard>
            <Skeleton $width="60%" />
            <Skeleton $width="35%" $height="1.25rem" />
            <Skeleton $height="1.5rem" />
            <Skeleton $height="3.5rem" />
          </SkeletonCard>
        </li>
      ))}
    </Cards>
  )
}

const ButtonAnchorRss = styled(ButtonAnchor).attrs({ $variant: 'outline' as const })`
  svg {
    color: #c2410c;
  }
`

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 20rem;
    align-items: start;
  }
`

const Main = styled.div`
  ${column(4)}
`

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`

const Filters = styled.div<{ $moderator: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: ${({ $moderator }) => ($moderator ? 'minmax(0, 1fr) 12rem 11rem' : 'minmax(0, 1fr) 14rem')};
    align-items: center;
  }
`

const ListHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
    outline: none;
  }

  p {
    margin: 0;
    ${mutedSmall}
  }
`

const Cards = styled(CardGrid)`
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  ${surface}
`
