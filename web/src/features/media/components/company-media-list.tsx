// The company profile's Media & Press tab: the company's approved items, newest first, as the
// media center shows them (Read more opens the whole item; press kits offer their zip), and the
// company's RSS feed. (The endpoint gives its manager and admins every status; the profile shows
// what readers see.)
import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { EmptyState, ErrorState } from '../../../components/ui/empty-state'
import { NewspaperIcon } from '../../../components/ui/icons'
import { SectionHead } from '../../../components/ui/section-card'
import { LoadingState } from '../../../components/ui/spinner'
import { StackList } from '../../../components/ui/stack'
import { mutedSmall } from '../../../components/ui/text'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { companyMediaRss, useCompanyMediaItems, type MediaItemView } from '../api/media'
import { MediaCard } from './media-card'
import { MediaContact } from './media-contact'
import { newsroomPath, type MediaContactView } from '../api/newsroom'
import { RssIcon } from './media-icons'
import { MediaItemDialog } from './media-item-dialog'
import { shownDate } from './media-labels'

const byNewest = (a: MediaItemView, b: MediaItemView) => shownDate(b).localeCompare(shownDate(a))

export function CompanyMediaList({ companyId, mediaContact = null }: { companyId: number; mediaContact?: MediaContactView | null }) {
  const { data, error, mutate } = useCompanyMediaItems(companyId)
  const [reading, setReading] = useState<MediaItemView | null>(null)
  const items = (data ?? []).filter((i) => i.status === 'approved').sort(byNewest)
  const headingId = `company-${companyId}-media`

  return (
    <section aria-labelledby={headingId}>
      <MediaListHead>
        <VisuallyHidden as="h2" id={headingId}>
          Media &amp; Press
        </VisuallyHidden>
        {data && items.length > 0 ? <p>{items.length === 1 ? '1 published item' : `${items.length} published items`}</p> : <span />}
        <Links>
          <Link to={newsroomPath(companyId)}>Open the newsroom</Link>
          <RssLink href={companyMediaRss(companyId)} target="_blank" rel="noopener noreferrer">
            <RssIcon size={16} />
            RSS feed<VisuallyHidden> of this company's media (opens in a new tab)</VisuallyHidden>
          </RssLink>
        </Links>
      </MediaListHead>
      {mediaContact ? (
        <ContactWrap>
          <MediaContact contact={mediaContact} headingLevel={3} />
        </ContactWrap>
      ) : null}
      {error && !data ? (
        <ErrorState title="Media could not be loaded" error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingState label="Loading media..." />
      ) : items.length === 0 ? (
        <EmptyState icon={<NewspaperIcon />} title="No media content">
          News, press releases and events of this company appear here once they are published.
        </EmptyState>
      ) : (
        <StackList>
          {items.map((item) => (
            <li key={item.id}>
              <MediaCard item={item} onReadMore={setReading} showCompany={false} />
            </li>
          ))}
        </StackList>
      )}
      <MediaItemDialog item={reading} onClose={() => setReading(null)} />
    </section>
  )
}

/** A section's heading row with a muted note (a count) on the right: the tab's and the newsroom's. */
export const MediaListHead = styled(SectionHead)`
  p {
    margin: 0;
    ${mutedSmall}
  }
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  align-items: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const ContactWrap = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`

/** The link to a feed, with its orange icon. */
export const RssLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    color: #c2410c;
  }
`
