// /admin/media/:id: one media item with its content, files and facts, and the admin's actions
// (Edit, Approve or Reject by status, Delete).
import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { BackLink } from '../../../components/ui/back-link'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Callout } from '../../../components/ui/callout'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { CheckIcon, CloseIcon, EditIcon, NewspaperIcon, TrashIcon } from '../../../components/ui/icons'
import { LoadError } from '../../../components/ui/load-error'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadingState } from '../../../components/ui/spinner'
import { Cluster, column } from '../../../components/ui/stack'
import { surface } from '../../../components/ui/surface'
import { mutedSmall, overline } from '../../../components/ui/text'
import { useReportedAction } from '../../../components/ui/toast'
import type { ApiError } from '../../../lib/api-client'
import { formatDate } from '../../../lib/format'
import { usePageTitle } from '../../../lib/page-title'
import { useInvalidate } from '../../../lib/swr'
import { deleteAdminMedia, useAdminMediaItem } from '../api/admin-media'
import { isMediaKey, type MediaItemView } from '../api/media'
import { AttachmentList } from './attachment-list'
import { EmbargoBadge, MediaStatusBadge, TypeBadge } from './media-badges'
import { MediaBadges } from './media-card'
import { MediaCompany } from './media-company'
import { embargoOf, formatEventDate } from './media-labels'
import { MEDIA_TYPE_LABEL } from '../../../../../src/adapters/http/contract'
import { Thumbnail } from './thumbnail'
import { useMediaModeration } from './use-media-moderation'

export function AdminMediaDetail({ id }: { id: string | undefined }) {
  const { data, error, mutate } = useAdminMediaItem(id)
  usePageTitle(`${data?.title ?? (error?.status === 404 ? 'Media Item Not Found' : 'Media Item')} · Admin`)

  if (error) return <MediaLoadError error={error} onRetry={() => void mutate()} />
  if (!data) return <LoadingState label="Loading media item..." />
  return <Detail item={data} />
}

/** 'Media Item Not Found' (404 or a malformed id) or the error with Try again. */
export function MediaLoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  return (
    <>
      <BackLink to="/admin/media">Back to Media</BackLink>
      <LoadError
        error={error}
        onRetry={onRetry}
        notFound={{ title: 'Media Item Not Found', icon: <NewspaperIcon />, text: 'This media item does not exist or was deleted.', back: { to: '/admin/media', label: 'Back to Media' } }}
        failedTitle="The media item could not be loaded"
      />
    </>
  )
}

function Detail({ item }: { item: MediaItemView }) {
  const navigate = useNavigate()
  const report = useReportedAction()
  const invalidate = useInvalidate()
  const moderation = useMediaModeration('admin')
  const [deleting, setDeleting] = useState(false)
  const busy = moderation.busyId === item.id

  return (
    <>
      <BackLink to="/admin/media">Back to Media</BackLink>
      <PageHeader
        title={item.title}
        description={`${MEDIA_TYPE_LABEL[item.type]} by ${item.companyName}`}
        actions={
          <Cluster>
            <ButtonLink to={`/admin/media/${item.id}/edit`} $variant="outline">
              <EditIcon size={16} />
              Edit
            </ButtonLink>
            {item.status !== 'approved' ? (
              <Button onClick={() => void moderation.approve(item)} disabled={busy}>
                <CheckIcon size={16} />
                Approve
              </Button>
            ) : null}
            {item.status !== 'rejected' ? (
              <Button $variant="outline" onClick={() => moderation.reject(item)} disabled={busy} aria-haspopup="dialog">
                <CloseIcon size={16} />
                Reject
              </Button>
            ) : null}
            <Button $variant="destructive" onClick={() => setDeleting(true)} aria-haspopup="dialog">
              <TrashIcon size={16} />
              Delete
            </Button>
          </Cluster>
        }
      />

      <Layout>
        <Main>
          <MediaBadges>
            <TypeBadge type={item.type} />
            <MediaStatusBadge status={item.status} />
            {embargoOf(item) ? <EmbargoBadge until={embargoOf(item)!} /> : null}
          </MediaBadges>
          {item.status === 'rejected' ? (
            <Callout tone="danger" title="Rejection reason">
              {item.rejectionReason || 'No reason was given.'}
            </Callout>
          ) : null}
          {item.thumbnailUrl ? <Thumbnail src={item.thumbnailUrl} $wide /> : null}
          <section aria-labelledby="admin-media-content">
            <h2 id="admin-media-content">Content</h2>
            <Content>{item.content}</Content>
          </section>
          {item.attachments.length > 0 ? (
            <AttachmentList itemId={item.id} attachments={item.attachments} zip heading="Attachments" headingLevel={3} />
          ) : (
            <Muted>No attachments.</Muted>
          )}
        </Main>

        <Side aria-labelledby="admin-media-facts">
          <h2 id="admin-media-facts">Details</h2>
          <Facts>
            <div>
              <dt>Company</dt>
              <dd>
                <MediaCompany item={item} size={28} to={`/admin/companies/${item.companyId}`} />
                <Link to={`/companies/${item.companyId}`}>Public profile</Link>
              </dd>
            </div>
            <div>
              <dt>Sector</dt>
              <dd>{item.sector || 'Unknown'}</dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>{MEDIA_TYPE_LABEL[item.type]}</dd>
            </div>
            {item.type === 'event' ? (
              <>
                <div>
                  <dt>Event date</dt>
                  <dd>{item.eventDate ? formatEventDate(item.eventDate) : 'Not set'}</dd>
                </div>
                <div>
                  <dt>Event location</dt>
                  <dd>{item.eventLocation || 'Not set'}</dd>
                </div>
              </>
            ) : null}
            <div>
              <dt>Submitted</dt>
              <dd>{formatDate(item.createdAt)}</dd>
            </div>
            <div>
              <dt>Published</dt>
              <dd>{item.publishedAt ? formatDate(item.publishedAt) : 'Not yet'}</dd>
            </div>
          </Facts>
        </Side>
      </Layout>

      {moderation.dialogs}
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title="Delete Media Item?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={async () => {
          const ok = await report(() => deleteAdminMedia(item.id), 'Media item deleted successfully', 'Failed to delete media item')
          if (ok) {
            setDeleting(false)
            void navigate('/admin/media', { replace: true })
            await invalidate((k) => isMediaKey(k) && k !== `/api/admin/media/${item.id}`)
          }
        }}
      >
        {`This will permanently delete “${item.title}” by ${item.companyName}, with its attachments. This action cannot be undone.`}
      </ConfirmDialog>
    </>
  )
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 18rem;
    align-items: start;
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

const Main = styled.div`
  ${surface}
  ${column(5)}
  padding: ${({ theme }) => theme.space[6]};
`

const Content = styled.div`
  white-space: pre-line;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`

const Muted = styled.p`
  margin: 0;
  ${mutedSmall}
`

const Side = styled.section`
  ${surface}
  padding: ${({ theme }) => theme.space[6]};
`

const Facts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  dt {
    ${overline}
  }

  dd {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`

