// /admin/media/:id/edit: the media form for an admin (PATCH /api/admin/media/{id}). An admin's
// edit keeps the item's status.
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { BackLink } from '../../../components/ui/back-link'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadingState } from '../../../components/ui/spinner'
import { surface } from '../../../components/ui/surface'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { usePageTitle } from '../../../lib/page-title'
import { useInvalidate } from '../../../lib/swr'
import { updateAdminMedia, useAdminMediaItem } from '../api/admin-media'
import { isMediaKey, type MediaItemView } from '../api/media'
import { MediaLoadError } from './admin-media-detail'
import { MediaForm } from './media-form'
import { MediaStatusBadge } from './media-badges'

export function AdminMediaEdit({ id }: { id: string | undefined }) {
  const { data, error, mutate } = useAdminMediaItem(id)
  usePageTitle(`Edit ${data?.title ?? 'Media Item'} · Admin`)

  if (error) return <MediaLoadError error={error} onRetry={() => void mutate()} />
  if (!data) return <LoadingState label="Loading media item..." />
  return <Edit item={data} />
}

function Edit({ item }: { item: MediaItemView }) {
  const navigate = useNavigate()
  const { toast } = useToast()
  const invalidate = useInvalidate()
  const back = `/admin/media/${item.id}`

  return (
    <>
      <BackLink to={back}>Back to Media Item</BackLink>
      <PageHeader
        title="Edit Media Item"
        description={
          <>
            {item.companyName} · <MediaStatusBadge status={item.status} /> An administrator's changes keep the item's status.
          </>
        }
      />
      <Panel>
        <MediaForm
          item={item}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          onCancel={() => navigate(back)}
          onSubmit={async (payload) => {
            try {
              await updateAdminMedia(item.id, payload)
            } catch (e) {
              toast({ title: 'Error', description: errorMessage(e, 'Failed to update media item'), variant: 'destructive' })
              throw e
            }
            toast({ title: 'Success', description: 'Media item updated successfully', variant: 'success' })
            await invalidate(isMediaKey)
            void navigate(back)
          }}
        />
      </Panel>
    </>
  )
}

const Panel = styled.div`
  ${surface}
  max-width: 54rem;
  padding: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`
