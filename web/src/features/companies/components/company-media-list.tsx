import { useState } from 'react'
import styled from 'styled-components'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { EmptyState } from '../../../components/ui/empty-state'
import { CalendarIcon, MapPinIcon, NewspaperIcon } from '../../../components/ui/icons'
import { LoadingState } from '../../../components/ui/spinner'
import { errorMessage } from '../../../lib/api-client'
import { formatDate } from '../../../lib/format'
import type { CompanyMediaView } from '../api/companies'
import { useCompanyMedia } from '../api/company'
import { stacked } from '../../../components/ui/stack'
import { mutedSmall } from '../../../components/ui/text'

const TYPE_LABEL: Record<CompanyMediaView['type'], string> = {
  press_release: 'Press Release',
  news: 'News',
  press_kit: 'Press Kit',
  event: 'Event',
}

const STATUS: Record<CompanyMediaView['status'], { label: string; tone: BadgeTone } | null> = {
  approved: null,
  pending: { label: 'Pending Approval', tone: 'warning' },
  rejected: { label: 'Rejected', tone: 'danger' },
}

const LONG = 280

/** Media & Press: the company's approved items (every status for its manager and admins). */
export function CompanyMediaList({ companyId }: { companyId: number }) {
  const { data, error } = useCompanyMedia(companyId)
  if (error) return <EmptyState icon={<NewspaperIcon />} title="Media could not be loaded">{errorMessage(error)}</EmptyState>
  if (!data) return <LoadingState label="Loading media..." />
  if (data.length === 0) {
    return (
      <EmptyState icon={<NewspaperIcon />} title="No media content">
        News, press releases and events of this company appear here once they are published.
      </EmptyState>
    )
  }
  return (
    <List>
      {data.map((item) => (
        <li key={item.id}>
          <MediaItem item={item} />
        </li>
      ))}
    </List>
  )
}

function MediaItem({ item }: { item: CompanyMediaView }) {
  const [expanded, setExpanded] = useState(false)
  const status = STATUS[item.status]
  const long = item.content.length > LONG
  const contentId = `media-${item.id}-content`
  return (
    <Article $status={item.status}>
      <Top>
        <Badge $tone="primary">{TYPE_LABEL[item.type] ?? item.type}</Badge>
        {status ? <Badge $tone={status.tone}>{status.label}</Badge> : null}
        <time dateTime={item.publishedAt ?? item.createdAt}>{formatDate(item.publishedAt ?? item.createdAt)}</time>
      </Top>
      <h3>{item.title}</h3>
      {item.type === 'event' && (item.eventDate || item.eventLocation) ? (
        <EventMeta>
          {item.eventDate ? (
            <span>
              <CalendarIcon size={16} />
              {formatDate(item.eventDate)}
            </span>
          ) : null}
          {item.eventLocation ? (
            <span>
              <MapPinIcon size={16} />
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
        </More>
      ) : null}
    </Article>
  )
}

const List = styled.ul`
  ${stacked(4)}
`

const Article = styled.article<{ $status: CompanyMediaView['status'] }>`
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid
    ${({ theme, $status }) => ($status === 'pending' ? '#facc15' : $status === 'rejected' ? '#f87171' : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  time {
    margin-left: auto;
    ${mutedSmall}
  }
`

const EventMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[2]};
  ${mutedSmall}

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`

const Content = styled.p<{ $clamped: boolean }>`
  margin: 0;
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ $clamped }) =>
    $clamped
      ? `display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;`
      : ''}
`

const More = styled.button`
  margin-top: ${({ theme }) => theme.space[2]};
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
