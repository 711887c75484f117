// /companies/:id/media: the manager's (or an admin's) media items of one company in every
// status, with the rejection reason; New item, Edit and Delete. New items and edits of decided
// items wait for a moderator while media moderation is on.
import { useCallback, useRef, useState } from 'react'
import styled from 'styled-components'
import { BackLink } from '../../../components/ui/back-link'
import { Button, ButtonLink } from '../../../components/ui/button'
import { Callout } from '../../../components/ui/callout'
import { Container, PageSection } from '../../../components/ui/container'
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog'
import { EmptyState, ErrorState } from '../../../components/ui/empty-state'
import { BuildingIcon, EditIcon, EyeIcon, NewspaperIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons'
import { LoadError } from '../../../components/ui/load-error'
import { PageHeader } from '../../../components/ui/page-header'
import { SectionHead } from '../../../components/ui/section-card'
import { LoadingState } from '../../../components/ui/spinner'
import { Cluster, StackList } from '../../../components/ui/stack'
import { mutedSmall } from '../../../components/ui/text'
import { useToast } from '../../../components/ui/toast'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { errorMessage } from '../../../lib/api-client'
import { formatDate, snippet } from '../../../lib/format'
import { usePageTitle } from '../../../lib/page-title'
import { hasRole, roleGroups, useSession } from '../../../lib/session'
import { useInvalidate } from '../../../lib/swr'
import { deleteMedia, isMediaKey, publishMedia, updateMedia, useCompanyMediaItems, type MediaItemView, type MediaPayload } from '../api/media'
import { MEDIA_TYPE_LABEL } from '../../../../../src/adapters/http/contract'
import { useManagedCompany, type ManagedCompany } from '../api/managed-company'
import { AttachmentList } from './attachment-list'
import { CompanyAvatar } from '../../../components/ui/company-avatar'
import { embargoOf } from './media-labels'
import { EmbargoBadge, MediaStatusBadge, TypeBadge } from './media-badges'
import { MediaBadges, MediaCardFrame, MediaCardTitle, MediaCardTop, MediaEventMeta, MediaExcerpt } from './media-card'
import { MediaForm } from './media-form'
import { MediaItemDialog } from './media-item-dialog'

/** Newest first: the date a reader sees, else when it was submitted. */
const byNewest = (a: MediaItemView, b: MediaItemView) => (b.publishedAt ?? b.createdAt).localeCompare(a.publishedAt ?? a.createdAt)

export function CompanyMediaManager({ id }: { id: string | undefined }) {
  const { user } = useSession()
  const isAdmin = hasRole(user, roleGroups.admins)
  const company = useManagedCompany(id, isAdmin)
  usePageTitle(company.data ? `${company.data.name} · Media` : company.error ? 'Company Not Found' : 'Company Media')

  return (
    <PageSection>
      <Container>
        {company.error ? null : <BackLink to="/my-companies">Back to My Companies</BackLink>}
        {company.error ? (
          <LoadError
            error={company.error}
            onRetry={() => void company.mutate()}
            notFound={{
              title: 'Company Not Found',
              icon: <BuildingIcon />,
              text: 'This company does not exist, or you do not manage it.',
              back: { to: '/my-companies', label: 'Back to My Companies' },
            }}
            failedTitle="The company could not be loaded"
          />
        ) : !company.data ? (
          <LoadingState label="Loading company..." />
        ) : (
          <Manager company={company.data} />
        )}
      </Container>
    </PageSection>
  )
}

type Editing = { mode: 'new' } | { mode: 'edit'; item: MediaItemView } | null

function Manager({ company }: { company: ManagedCompany }) {
  const { data, error, mutate } = useCompanyMediaItems(company.id)
  const { toast } = useToast()
  const invalidate = useInvalidate()
  const [editing, setEditing] = useState<Editing>(null)
  const [formBusy, setFormBusy] = useState(false)
  const [viewing, setViewing] = useState<MediaItemView | null>(null)
  const [deleting, setDeleting] = useState<MediaItemView | null>(null)
  const canPublish = company.status === 'approved'
  const items = [...(data ?? [])].sort(byNewest)
  const counts = { pending: items.filter((i) => i.status === 'pending').length, rejected: items.filter((i) => i.status === 'rejected').length }
  const onBusyChange = useCallback((busy: boolean) => setFormBusy(busy), [])
  const listHeading = useRef<HTMLHeadingElement>(null)

  const refresh = () => Promise.all([mutate(), invalidate((k) => isMediaKey(k) && k !== `/api/companies/${company.id}/media`)])

  const save = async (payload: MediaPayload) => {
    if (editing?.mode === 'edit') {
      const saved = await updateMedia(editing.item.id, payload)
      toast({
        title: 'Changes saved',
        description: saved.status === 'pending' ? `“${saved.title}” is waiting for approval again.` : `“${saved.title}” is updated.`,
        variant: 'success',
      })
    } else {
      const saved = await publishMedia(company.id, payload)
      toast({
        title: saved.status === 'pending' ? 'Media item submitted' : 'Media item published',
        description:
          saved.status === 'pending' ? `“${saved.title}” appears in the media center once a moderator approves it.` : `“${saved.title}” is in the media center.`,
        variant: 'success',
      })
    }
    setEditing(null)
    await refresh()
  }

  const remove = async (item: MediaItemView) => {
    try {
      await deleteMedia(item.id)
      toast({ title: 'Media item deleted', description: `“${item.title}” was deleted.`, variant: 'success' })
      setDeleting(null)
      await refresh()
      // The card and its Delete button are gone: focus goes to the list's heading.
      window.setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body) listHeading.current?.focus()
      }, 100)
    } catch (e) {
      toast({ title: 'Failed to delete media item', description: errorMessage(e), variant: 'destructive' })
    }
  }

  const newButton = (
    <Button onClick={() => setEditing({ mode: 'new' })} disabled={!canPublish} aria-haspopup="dialog">
      <PlusIcon size={18} />
      New item
    </Button>
  )

  return (
    <>
      <PageHeader
        title={
          <TitleRow>
            <CompanyAvatar name={company.name} logo={company.logo} size={48} />
            <span>{company.name}</span>
          </TitleRow>
        }
        description="Media & Press: your news, press releases, press kits and events. Our media team reviews new items and changes before they appear in the media center."
        actions={
          <Cluster $gap={3}>
            <ButtonLink to={`/companies/${company.id}`} $variant="outline">
              <EyeIcon size={18} />
              View public profile
            </ButtonLink>
            {newButton}
          </Cluster>
        }
      />

      {!canPublish ? (
        <Notice>
          <Callout tone="warning" title="Only an approved company can publish media">
            {company.status === 'pending'
              ? 'This company is waiting for approval. You can publish media once our team approves it.'
              : company.status === 'rejected'
                ? `This company was not approved${company.rejectionReason ? `: ${company.rejectionReason}` : '.'}`
                : `This company is suspended, so it cannot publish media${company.suspensionReason ? `. Reason: ${company.suspensionReason}` : '.'}`}
          </Callout>
        </Notice>
      ) : null}

      <ListHead>
        <h2 ref={listHeading} tabIndex={-1}>
          Media items
        </h2>
        {data ? (
          <p>
            {items.length === 1 ? '1 item' : `${items.length} items`}
            {counts.pending ? ` · ${counts.pending} pending approval` : ''}
            {counts.rejected ? ` · ${counts.rejected} rejected` : ''}
          </p>
        ) : null}
      </ListHead>

      {error && !data ? (
        <ErrorState title="Media could not be loaded" error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <LoadingState label="Loading media..." />
      ) : items.length === 0 ? (
        <EmptyState icon={<NewspaperIcon />} title="No media content" action={canPublish ? newButton : undefined}>
          Share your company's news, press releases, press kits and events with the media center's readers.
        </EmptyState>
      ) : (
        <StackList>
          {items.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} onView={() => setViewing(item)} onEdit={() => setEditing({ mode: 'edit', item })} onDelete={() => setDeleting(item)} />
            </li>
          ))}
        </StackList>
      )}

      <Dialog
        open={!!editing}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? 'Edit media item' : 'New media item'}
        description={editing?.mode === 'edit' ? undefined : `For ${company.name}. It is published once a moderator approves it.`}
        width={650}
        busy={formBusy}
      >
        {editing ? (
          <MediaForm
            key={editing.mode === 'edit' ? editing.item.id : 'new'}
            item={editing.mode === 'edit' ? editing.item : undefined}
            submitLabel={editing.mode === 'edit' ? 'Save changes' : 'Submit for review'}
            pendingLabel={editing.mode === 'edit' ? 'Saving...' : 'Submitting...'}
            onSubmit={save}
            onCancel={() => setEditing(null)}
            onBusyChange={onBusyChange}
            notice={editing.mode === 'edit' ? <EditNotice item={editing.item} /> : undefined}
          />
        ) : null}
      </Dialog>

      <MediaItemDialog item={viewing} onClose={() => setViewing(null)} alwaysShowStatus />

      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        title="Delete this media item?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={async () => {
          if (deleting) await remove(deleting)
        }}
      >
        {deleting ? `This will permanently delete “${deleting.title}” and its attachments. This action cannot be undone.` : null}
      </ConfirmDialog>
    </>
  )
}

function EditNotice({ item }: { item: MediaItemView }) {
  if (item.status === 'approved') {
    return (
      <Callout tone="warning" title="This item is published">
        Saving your changes sends it back for approval: it leaves the media center until a moderator approves it again.
      </Callout>
    )
  }
  if (item.status === 'rejected') {
    return (
      <Callout tone="info" title="This item was rejected">
        {item.rejectionReason ? `Reason: ${item.rejectionReason}\n` : ''}Saving your changes submits it for approval again.
      </Callout>
    )
  }
  return null
}

function ItemCard({ item, onView, onEdit, onDelete }: { item: MediaItemView; onView: () => void; onEdit: () => void; onDelete: () => void }) {
  const titleId = `managed-media-${item.id}`
  return (
    <MediaCardFrame $status={item.status} aria-labelledby={titleId}>
      <MediaCardTop>
        <MediaBadges>
          <TypeBadge type={item.type} />
          <MediaStatusBadge status={item.status} />
          {embargoOf(item) ? <EmbargoBadge until={embargoOf(item)!} /> : null}
        </MediaBadges>
        <Dates>
          {item.publishedAt && !item.embargoUntil ? (
            <span>
              Published <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
            </span>
          ) : null}
          <span>
            Submitted <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          </span>
        </Dates>
      </MediaCardTop>
      <MediaCardTitle id={titleId}>{item.title}</MediaCardTitle>
      <MediaEventMeta item={item} />
      <MediaExcerpt>{snippet(item.content.replace(/\s+/g, ' '), 220)}</MediaExcerpt>
      {item.status === 'rejected' ? (
        <Callout tone="danger" title="Rejection reason">
          {item.rejectionReason || 'No reason was given.'} Edit the item to submit it again.
        </Callout>
      ) : null}
      {item.status === 'pending' ? <PendingNote>Waiting for a moderator's approval; it is not shown in the media center yet.</PendingNote> : null}
      <AttachmentList itemId={item.id} attachments={item.attachments} heading="Attachments" compact />
      <Actions>
        <Button $variant="ghost" $size="sm" onClick={onView} aria-haspopup="dialog">
          <EyeIcon size={16} />
          View<VisuallyHidden> {MEDIA_TYPE_LABEL[item.type]}: {item.title}</VisuallyHidden>
        </Button>
        <Button $variant="outline" $size="sm" onClick={onEdit} aria-haspopup="dialog">
          <EditIcon size={16} />
          Edit<VisuallyHidden> {MEDIA_TYPE_LABEL[item.type]}: {item.title}</VisuallyHidden>
        </Button>
        <Button $variant="outline" $size="sm" onClick={onDelete} aria-haspopup="dialog">
          <TrashIcon size={16} />
          Delete<VisuallyHidden> {MEDIA_TYPE_LABEL[item.type]}: {item.title}</VisuallyHidden>
        </Button>
      </Actions>
    </MediaCardFrame>
  )
}

const TitleRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  span {
    overflow-wrap: anywhere;
  }
`

const Notice = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`

const ListHead = styled(SectionHead)`
  align-items: baseline;

  h2 {
    outline: none;
  }

  p {
    margin: 0;
    ${mutedSmall}
  }
`

const Dates = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  ${mutedSmall}
`

const PendingNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`
