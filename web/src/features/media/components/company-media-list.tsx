// The company profile's Media & Press tab: the company's approved items, newest first, with
// their type, date, the event's date and place, the full text on demand and the files.
// (The endpoint gives its manager and admins every status; the profile shows what readers see.)
import { useId, useState } from 'react'
import styled from 'styled-components'
import { Button } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { AlertIcon, CalendarIcon, MapPinIcon, NewspaperIcon } from '../../../components/ui/icons'
import { LoadingState } from '../../../components/ui/spinner'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { errorMessage } from '../../../lib/api-client'
import { formatDate } from '../../../lib/format'
import { useSession } from '../../../lib/session'
import { companyMediaRss, useCompanyMediaItems, type MediaItemView } from '../api/media'
import { AttachmentList } from './attachment-list'
import { TypeBadge } from './media-badges'
import { RssIcon } from './media-icons'
import { formatEventDate, shownDate } from './media-labels'
import { Thumbnail } from './thumbnail'

const LONG = 320

const byNewest = (a: MediaItemView, b: MediaItemView) => shownDate(b).localeCompare(shownDate(a))

export function CompanyMediaList({ companyId }: { companyId: number }) {
  const { data, error, mutate } = useCompanyMediaItems(companyId)
  const { user } = useSession()
  const items = (data ?? []).filter((i) => i.status === 'approved').sort(byNewest)

  return (
    <section aria-labelledby={`company-${companyId}-media`}>
      <Header>
        <VisuallyHidden as="h2" id={`company-${companyId}-media`}>
          Media &amp; Press
        </VisuallyHidden>
        {data && items.length > 0 ? <p>{items.length === 1 ? '1 published item' : `${items.length} published items`}</p> : <span />}
        <Rss href={companyMediaRss(companyId)} target="_blank" rel="noopener noreferrer">
          <RssIcon size={16} />
          RSS feed<VisuallyHidden> of this company's media (opens in a new tab)</VisuallyHidden>
        </Rss>
      </Header>
      {error && !data ? (
        <EmptyState
          icon={<AlertIcon />}
          title="Media could not be loaded"
          action={
            <Button $variant="outline" onClick={() => void mutate()}>
              Try again
            </Button>
          }
        >
          {errorMessage(error)}
        </EmptyState>
      ) : !data ? (
        <LoadingState label="Loading media..." />
      ) : items.length === 0 ? (
        <EmptyState icon={<NewspaperIcon />} title="No media content">
          News, press releases and events of this company appear here once they are published.
        </EmptyState>
      ) : (
        <List>
          {items.map((item) => (
            <li key={item.id}>
              <Item item={item} signedIn={!!user} />
            </li>
          ))}
        </List>
      )}
    </section>
  )
}

function Item({ item, signedIn }: { item: MediaItemView; signedIn: boolean }) {
  const [expanded, setExpanded] = useState(false)
  const contentId = useId()
  const titleId = useId()
  const long = item.content.length > LONG
  const date = shownDate(item)
  return (
    <Article aria-labelledby={titleId}>
      <Top>
        <TypeBadge type={item.type} />
        <time dateTime={date}>{formatDate(date)}</time>
      </Top>
      <h3 id={titleId}>{item.title}</h3>
      {item.thumbnailUrl ? <Thumbnail src={item.thumbnailUrl} /> : null}
      {item.type === 'event' && (item.eventDate || item.eventLocation) ? (
        <EventMeta>
          {item.eventDate ? (
            <span>
              <CalendarIcon size={16} />
              <VisuallyHidden>Date: </VisuallyHidden>
              <time dateTime={item.eventDate}>{formatEventDate(item.eventDate)}</time>
            </span>
          ) : null}
          {item.eventLocation ? (
            <span>
              <MapPinIcon size={16} />
              <VisuallyHidden>Location: </VisuallyHidden>
              {item.eventLocation}
            </span>
          ) : null}
        </EventMeta>
      ) : null}
      <Content id={contentId} $clamped={long && !expanded}>
        {item.content}
      </Content>
      {long ? (
        <More type="button" aria-expanded={expanded} aria-controls={contentId} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Show less' : 'Read more'}
          <VisuallyHidden>: {item.title}</VisuallyHidden>
        </More>
      ) : null}
      <AttachmentList
        itemId={item.id}
        attachments={item.attachments}
        heading="Attachments"
        zip={signedIn && (item.type === 'press_kit' || item.attachments.length > 1)}
      />
    </Article>
  )
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const Rss = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  svg {
    color: #c2410c;
  }
`

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    overflow-wrap: anywhere;
  }
`

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const EventMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`

const Content = styled.p<{ $clamped: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
  overflow-wrap: anywhere;
  ${({ $clamped }) =>
    $clamped
      ? `display: -webkit-box;
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
  overflow: hidden;`
      : ''}
`

const More = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;
`
