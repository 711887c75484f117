// One media item in full, in a dialog: the media center's "Read more" and the back office's
// View Details (admin-back-office.md §2: title, status badge, type label and company, thumbnail, content,
// attachments, and Approve and Reject when pending; those come in as `actions`).
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Dialog, DialogFooter } from '../../../components/ui/dialog'
import { formatDate } from '../../../lib/format'
import type { MediaItemView } from '../api/media'
import { AttachmentList } from './attachment-list'
import { MediaContent, MediaEventFacts, MediaMeta } from './media-item-body'
import { MediaStatusBadge, TypeBadge } from './media-badges'
import { MediaCompany } from './media-company'
import { shownDate } from './media-labels'
import { Thumbnail } from './thumbnail'

interface MediaItemDialogProps {
  item: MediaItemView | null
  onClose: () => void
  /** Where the company's name links to (the public profile, or the admin's company page). */
  companyHref?: (item: MediaItemView) => string
  /** Show the status badge even for approved items (the back office). */
  alwaysShowStatus?: boolean
  /** The footer's buttons (moderation, edit). */
  actions?: (item: MediaItemView) => ReactNode
  busy?: boolean
}

export function MediaItemDialog({ item, onClose, companyHref, alwaysShowStatus, actions, busy }: MediaItemDialogProps) {
  const footer = item && actions ? actions(item) : null
  return (
    <Dialog open={!!item} onClose={onClose} title={item?.title ?? ''} width={650} busy={busy}>
      {item ? (
        <Body>
          <MediaMeta>
            <TypeBadge type={item.type} />
            {alwaysShowStatus || item.status !== 'approved' ? <MediaStatusBadge status={item.status} /> : null}
            <MediaCompany item={item} size={24} to={companyHref?.(item)} />
            <time dateTime={shownDate(item)}>{formatDate(shownDate(item))}</time>
          </MediaMeta>
          {item.status === 'rejected' && item.rejectionReason ? (
            <Reason>
              <strong>Rejection reason:</strong> {item.rejectionReason}
            </Reason>
          ) : null}
          {item.thumbnailUrl ? <Thumbnail src={item.thumbnailUrl} $wide /> : null}
          <MediaEventFacts item={item} />
          <MediaContent>{item.content}</MediaContent>
          <AttachmentList itemId={item.id} attachments={item.attachments} zip={item.type === 'press_kit' || item.attachments.length > 1} heading="Attachments" headingLevel={3} />
          {footer ? <DialogFooter>{footer}</DialogFooter> : null}
        </Body>
      ) : null}
    </Dialog>
  )
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: -${({ theme }) => theme.space[2]};
`

const Reason = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid #fecaca;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`
