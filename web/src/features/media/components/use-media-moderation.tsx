// Approve and reject (media, admin, super_admin), shared by the media center, the admin table,
// its detail dialog and the detail page. A rejection asks for a reason (required), which the
// company's manager sees with the item and gets by email. An approval of a pending item is one
// click and offers "Undo" in its toast for a few seconds, which returns the item to review
// (docs/decisions.md: confirm or undo). The media center and the back office word their toasts
// differently (visitor-and-user-side.md §8 and admin-back-office.md §8).
import { useState, type ReactNode } from 'react'
import { ReasonDialog } from '../../../components/ui/reason-dialog'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { useInvalidate } from '../../../lib/swr'
import { isMediaKey, moderateMedia, type MediaItemView, type ModerationDecision } from '../api/media'
import { FIELD_LENGTHS } from '../../../../../src/adapters/http/contract'

export type ModeratedItem = Pick<MediaItemView, 'id' | 'title' | 'companyName' | 'status'>

type Voice = 'media-center' | 'admin'

/** How long the toast of an approval offers its undo. */
const UNDO_MS = 6000

export function useMediaModeration(voice: Voice, onDone?: (item: ModeratedItem, status: ModerationDecision) => void) {
  const { toast } = useToast()
  const invalidate = useInvalidate()
  const [busyId, setBusyId] = useState<number | null>(null)
  const [rejecting, setRejecting] = useState<ModeratedItem | null>(null)

  const failed = (e: unknown) => {
    if (voice === 'admin') toast({ title: 'Error', description: errorMessage(e, 'Failed to update status'), variant: 'destructive' })
    else toast({ title: `Failed to update press release status: ${errorMessage(e)}`, variant: 'destructive' })
  }

  /** Returns an item just approved to review: the undo of its approval. */
  const undoApproval = async (item: ModeratedItem) => {
    try {
      await moderateMedia(item.id, 'pending')
      toast({ title: 'Approval undone', description: `“${item.title}” is back in Pending Approval.`, variant: 'success' })
      await invalidate(isMediaKey)
      onDone?.(item, 'pending')
    } catch (e) {
      failed(e)
    }
  }

  const decide = async (item: ModeratedItem, status: ModerationDecision, reason?: string): Promise<boolean> => {
    setBusyId(item.id)
    try {
      await moderateMedia(item.id, status, reason)
      const undo = status === 'approved' && item.status === 'pending'
        ? { duration: UNDO_MS, action: { label: 'Undo', onAction: () => void undoApproval(item) } } : {}
      if (voice === 'admin') {
        toast({ title: 'Success', description: status === 'approved' ? `“${item.title}” was approved and published.` : 'Media item status updated successfully', variant: 'success', ...undo })
      } else toast({ title: 'Press release status updated successfully', description: `“${item.title}” is now ${status}.`, variant: 'success', ...undo })
      await invalidate(isMediaKey)
      onDone?.(item, status)
      return true
    } catch (e) {
      failed(e)
      return false
    } finally {
      setBusyId(null)
    }
  }

  const approve = (item: ModeratedItem) => decide(item, 'approved')
  const reject = (item: ModeratedItem) => setRejecting(item)

  const dialogs: ReactNode = (
    <ReasonDialog
      open={!!rejecting}
      title="Reject this media item?"
      description={rejecting
        ? `“${rejecting.title}” by ${rejecting.companyName} will not be shown in the media center. Tell the company's manager why: they see the reason with the item and get it by email.`
        : ''}
      confirmLabel="Reject"
      pendingLabel="Rejecting..."
      requiredMessage="Please give a reason for the rejection"
      maxLength={FIELD_LENGTHS.media.reason}
      onClose={() => setRejecting(null)}
      onSubmit={async (reason) => {
        if (rejecting && (await decide(rejecting, 'rejected', reason))) setRejecting(null)
      }}
    />
  )

  return { approve, reject, busyId, dialogs }
}
