// /companies/:id/news (issue 22): a public company's newsroom. Its public items (approved, no press
// kits: as its RSS feed) newest first, a page at a time (?page=), each linking to its own page
// (/media/{id}); its media contact; the link to its feed. A company that is not public: Company Not Found.
import { useRef } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { ButtonLink } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { NewspaperIcon } from '../../../components/ui/icons'
import { PageHeader } from '../../../components/ui/page-header'
import { Pagination } from '../../../components/ui/pagination'
import { SectionGrid } from '../../../components/ui/section-card'
import { LoadingState } from '../../../components/ui/spinner'
import { spread, StackList } from '../../../components/ui/stack'
import { mutedSmall } from '../../../components/ui/text'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { formatDate, snippet } from '../../../lib/format'
import { usePageMeta } from '../../../lib/page-title'
import { pageBeyond, pageCount, windowedPages } from '../../../lib/pagination'
import { ToPage } from '../../../lib/redirect'
import { useUrlQuery } from '../../../lib/url-query'
import { MEDIA_CENTER_PAGE_SIZE } from '../../../../../src/adapters/http/contract'
import { CompanyLoadError } from '../../companies/components/company-load-error'
import { companyMediaRss, type MediaItemView } from '../api/media'
import { useNewsroom } from '../api/newsroom'
import { MediaListHead, RssLink } from './company-media-list'
import { MediaEventMeta, MediaExcerpt } from './media-card'
import { TypeBadge } from './media-badges'
import { RssIcon } from './media-icons'
import { MediaContact } from './media-contact'
import { shownDate } from './media-labels'

const NO_KEYS: readonly never[] = []
const EXCERPT = 240

export function CompanyNewsroom({ id }: { id: string | undefined }) {
  const { page, update } = useUrlQuery(NO_KEYS)
  const { data, error, mutate } = useNewsroom(id, page)
  const headingRef = useRef<HTMLHeadingElement>(null)
  usePageMeta(
    data
      ? { title: `${data.company.name} Newsroom`, description: `News, press releases and events of ${data.company.name} on Expo Atlas.`, canonical: `/companies/${data.company.id}/news${page > 1 ? `?page=${page}` : ''}` }
      : { title: error ? 'Company Not Found' : 'Newsroom' },
  )

  if (error && !data) return <CompanyLoadError error={error} onRetry={() => void mutate()} back={{ to: '/directory', label: 'Back to Directory' }} />
  if (!data) return <LoadingState label="Loading newsroom..." />

  const { company, mediaContact, items, total } = data
  const totalPages = pageCount(total, MEDIA_CENTER_PAGE_SIZE)
  // A page past the end (an old link, fewer items since): the last page.
  const beyond = total > 0 ? pageBeyond(page, totalPages) : undefined
  if (beyond !== undefined) return <ToPage page={beyond} />
  const goToPage = (p: number) => {
    update({ page: p })
    headingRef.current?.scrollIntoView({ block: 'start' })
    headingRef.current?.focus({ preventScroll: true })
  }

  return (
    <>
      <PageHeader
        title={`${company.name} Newsroom`}
        description={`News, press releases and events of ${company.name}.`}
        actions={
          <Actions>
            <ButtonLink to={`/companies/${company.id}`} $variant="outline" $size="sm">
              Company profile
            </ButtonLink>
            <RssLink href={companyMediaRss(company.id)} target="_blank" rel="noopener noreferrer">
              <RssIcon size={16} />
              RSS feed<VisuallyHidden> of {company.name}'s newsroom (opens in a new tab)</VisuallyHidden>
            </RssLink>
          </Actions>
        }
      />
      <SectionGrid $split="2:1">
        <section aria-labelledby="newsroom-items">
          <MediaListHead>
            <h2 id="newsroom-items" ref={headingRef} tabIndex={-1}>
              Latest news
            </h2>
            {total > 0 ? <p>{total === 1 ? '1 published item' : `${total} published items`}</p> : null}
          </MediaListHead>
          {items.length === 0 ? (
            <EmptyState icon={<NewspaperIcon />} title={page > 1 ? 'No items on this page' : 'No media content'}>
              {page > 1 ? 'There are fewer items than that.' : `News, press releases and events of ${company.name} appear here once they are published.`}
            </EmptyState>
          ) : (
            <StackList>
              {items.map((item) => (
                <li key={item.id}>
                  <NewsItem item={item} />
                </li>
              ))}
            </StackList>
          )}
          <Pager>
            <Pagination label="Newsroom pages" page={page} totalPages={totalPages} items={windowedPages(page, totalPages)} onChange={goToPage} />
          </Pager>
        </section>
        {mediaContact ? (
          <aside aria-label="Media contact">
            <MediaContact contact={mediaContact} />
          </aside>
        ) : null}
      </SectionGrid>
    </>
  )
}

function NewsItem({ item }: { item: MediaItemView }) {
  const date = shownDate(item)
  return (
    <Item aria-labelledby={`news-${item.id}`}>
      <Top>
        <TypeBadge type={item.type} />
        <time dateTime={date}>{formatDate(date)}</time>
      </Top>
      <h3 id={`news-${item.id}`}>
        <Link to={`/media/${item.id}`}>{item.title}</Link>
      </h3>
      <MediaEventMeta item={item} />
      <MediaExcerpt>{snippet(item.content.replace(/\s+/g, ' '), EXCERPT)}</MediaExcerpt>
    </Item>
  )
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`

const Item = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`

const Top = styled.div`
  ${spread(2)}

  time {
    ${mutedSmall}
  }
`

const Pager = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`
