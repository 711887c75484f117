// A media item in the media center's list (and on a company's Media & Press tab): company, type,
// date, title, excerpt with "Read more", the event's date and place, files (the zip for press
// kits), and for moderators the status styling (yellow for pending, red for rejected) with
// Approve and Reject on pending items. Its frame, top row, title, event line and excerpt serve
// the manager's cards too.
import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'
import { Button } from '../../../components/ui/button'
import { CalendarIcon, CheckIcon, CloseIcon, MapPinIcon } from '../../../components/ui/icons'
import { Spinner } from '../../../components/ui/spinner'
import { spread } from '../../../components/ui/stack'
import { mutedSmall } from '../../../components/ui/text'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { formatDate, snippet } from '../../../lib/format'
import type { MediaItemView } from '../api/media'
import { mediaPagePath } from '../api/media-page'
import { AttachmentList } from './attachment-list'
import { CompanyAvatar } from '../../../components/ui/company-avatar'
import { EmbargoBadge, MediaStatusBadge, TypeBadge } from './media-badges'
import { embargoOf, formatEventDate, shownDate } from './media-labels'
import { Thumbnail } from './thumbnail'

const EXCERPT = 180

export const mediaCardTitleId = (id: number) => `media-card-${id}`

interface MediaCardProps {
  item: MediaItemView
  onReadMore: (item: MediaItemView) => void
  /** Moderators get Approve and Reject on pending items. */
  moderation?: { approve: () => void; reject: () => void; busy: boolean }
  headingLevel?: 2 | 3
  /** The company's logo and name (a link to its profile) and its sector; left out on that profile, where the type badge takes their place. */
  showCompany?: boolean
}

export function MediaCard({ item, onReadMore, moderation, headingLevel = 3, showCompany = true }: MediaCardProps) {
  const Heading = `h${headingLevel}` as const
  const titleId = mediaCardTitleId(item.id)
  const date = shownDate(item)
  const badges = (
    <MediaBadges>
      <TypeBadge type={item.type} />
      {item.status !== 'approved' ? <MediaStatusBadge status={item.status} /> : null}
      {embargoOf(item) ? <EmbargoBadge until={embargoOf(item)!} /> : null}
      {item.sector && showCompany ? <SectorTag>{item.sector}</SectorTag> : null}
    </MediaBadges>
  )
  return (
    <Card $status={item.status} aria-labelledby={titleId}>
      {item.thumbnailUrl ? <CardThumb src={item.thumbnailUrl} /> : null}
      <MediaCardTop>
        {showCompany ? (
          <Company to={`/companies/${item.companyId}`}>
            <CompanyAvatar name={item.companyName} logo={item.companyLogo} size={32} />
            <span>{item.companyName}</span>
          </Company>
        ) : (
          badges
        )}
        <time dateTime={date}>{formatDate(date)}</time>
      </MediaCardTop>
      {showCompany ? badges : null}
      <MediaCardTitle as={Heading} id={titleId}>
        {item.title}
      </MediaCardTitle>
      <MediaEventMeta item={item} />
      <MediaExcerpt>{snippet(item.content.replace(/\s+/g, ' '), EXCERPT)}</MediaExcerpt>
      {item.status === 'rejected' && item.rejectionReason ? (
        <Reason>
          <strong>Rejection reason:</strong> {item.rejectionReason}
        </Reason>
      ) : null}
      {item.attachments.length > 0 ? <AttachmentList itemId={item.id} attachments={item.attachments} zip={item.type === 'press_kit'} compact /> : null}
      <Footer>
        <Links>
          <ReadMore type="button" onClick={() => onReadMore(item)} aria-haspopup="dialog" data-read-more>
            Read more<VisuallyHidden>: {item.title}</VisuallyHidden>
          </ReadMore>
          {/* Its own public page, to share (issue 22): an approved item's only (a pending or rejected one has none). */}
          {item.status === 'approved' ? (
            <PageLink to={mediaPagePath(item)}>
              Open page<VisuallyHidden>: {item.title}</VisuallyHidden>
            </PageLink>
          ) : null}
        </Links>
        {moderation && item.status === 'pending' ? (
          <Actions>
            <Button $size="sm" $variant="primary" onClick={moderation.approve} disabled={moderation.busy}>
              {moderation.busy ? <Spinner $size={14} /> : <CheckIcon size={16} />}
              Approve<VisuallyHidden>: {item.title}</VisuallyHidden>
            </Button>
            <Button $size="sm" $variant="outline" onClick={moderation.reject} disabled={moderation.busy}>
              <CloseIcon size={16} />
              Reject<VisuallyHidden>: {item.title}</VisuallyHidden>
            </Button>
          </Actions>
        ) : null}
      </Footer>
    </Card>
  )
}

/** The date and place of an event (nothing for other types). */
export function MediaEventMeta({ item }: { item: MediaItemView }) {
  if (item.type !== 'event' || !(item.eventDate || item.eventLocation)) return null
  return (
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
  )
}

const statusBorder = {
  approved: css`
    border: 1px solid ${({ theme }) => theme.colors.border};
  `,
  pending: css`
    border: 2px solid #eab308;
  `,
  rejected: css`
    border: 2px solid #ef4444;
  `,
}

/** A media item's card: a yellow border while pending, a red one when rejected. */
export const MediaCardFrame = styled.article<{ $status: MediaItemView['status'] }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ $status }) => statusBorder[$status] ?? statusBorder.approved}
`

/** In the media center's grid the cards are as tall as their row, and tinted by status. */
const Card = styled(MediaCardFrame)`
  height: 100%;
  ${({ $status }) => ($status === 'pending' ? 'background: #fffdf3;' : $status === 'rejected' ? 'background: #fffafa;' : '')}
`

const CardThumb = styled(Thumbnail)`
  margin-bottom: ${({ theme }) => theme.space[1]};
`

/** The card's first row: what it is or who wrote it on the left, its date on the right. */
export const MediaCardTop = styled.div`
  ${spread(2)}

  time {
    ${mutedSmall}
    white-space: nowrap;
  }
`

const Company = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  span {
    overflow-wrap: anywhere;
  }

  &:hover span {
    text-decoration: underline;
  }
`

/** The type and status badges side by side. */
export const MediaBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`

const SectorTag = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.5rem;
`

export const MediaCardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
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
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[1]};
  }

  svg {
    flex-shrink: 0;
    margin-top: 0.1rem;
  }
`

export const MediaExcerpt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`

const Reason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`

const Footer = styled.div`
  ${spread(3)}
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
`

const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.25rem;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 2px;
`

const ReadMore = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 2.25rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`
