// Approve and reject (media, admin, super_admin), shared by the media center, the admin table,
// its detail dialog and the detail page. A rejection asks for an optional reason, shown to the
// company's manager. The media center and the back office word their toasts differently
// (visitor-and-user-side.md §8 and admin-back-office.md §8).
import { useState, type ReactNode } from 'react'
import { Dialog, DialogFooter } from '../../../components/ui/dialog'
import { TextAreaField } from '../../../components/ui/field'
import { CancelAndSubmit } from '../../../components/ui/form-layout'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { useInvalidate } from '../../../lib/swr'
import { isMediaKey, moderateMedia, type MediaItemView, type ModerationDecision } from '../api/media'
import { FIELD_LENGTHS } from '../../../../../src/adapters/http/contract'

export type ModeratedItem = Pick<MediaItemView, 'id' | 'title' | 'companyName' | 'status'>

type Voice = 'media-center' | 'admin'

export function useMediaModeration(voice: Voice, onDone?: (item: ModeratedItem, status: ModerationDecision) => void) {
  const { toast } = useToast()
  const invalidate = useInvalidate()
  const [busyId, setBusyId] = useState<number | null>(null)
  const [rejecting, setRejecting] = useState<ModeratedItem | null>(null)

  const decide = async (item: ModeratedItem, status: ModerationDecision, reason?: string): Promise<boolean> => {
    setBusyId(item.id)
    try {
      await moderateMedia(item.id, status, reason)
      if (voice === 'admin') toast({ title: 'Success', description: 'Media item status updated successfully', variant: 'success' })
      else toast({ title: 'Press release status updated successfully', description: `“${item.title}” is now ${status}.`, variant: 'success' })
      await invalidate(isMediaKey)
      onDone?.(item, status)
      return true
    } catch (e) {
      if (voice === 'admin') toast({ title: 'Error', description: errorMessage(e, 'Failed to update status'), variant: 'destructive' })
      else toast({ title: `Failed to update press release status: ${errorMessage(e)}`, variant: 'destructive' })
      return false
    } finally {
      setBusyId(null)
    }
  }

  const approve = (item: ModeratedItem) => decide(item, 'approved')
  const reject = (item: ModeratedItem) => setRejecting(item)

  const dialogs: ReactNode = (
    <RejectMediaDialog
      item={rejecting}
      onClose={() => setRejecting(null)}
      onReject={async (reason) => {
        if (rejecting && (await decide(rejecting, 'rejected', reason))) setRejecting(null)
      }}
    />
  )

  return { approve, reject, busyId, dialogs }
}

function RejectMediaDialog({ item, onClose, onReject }: { item: ModeratedItem | null; onClose: () => void; onReject: (reason: string) => Promise<void> }) {
  const [reason, setReason] = useState('')
  const [pending, setPending] = useState(false)

  const close = () => {
    setReason('')
    onClose()
  }

  return (
    <Dialog
      open={!!item}
      onClose={close}
      title="Reject this media item?"
      description={
        item ? (
          <>
            <p>
              “{item.title}” by {item.companyName} will not be shown in the media center.
            </p>
            <p>You can tell the company's manager why; they see the reason with the item.</p>
          </>
        ) : null
      }
      busy={pending}
    >
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault()
          setPending(true)
          try {
            await onReject(reason)
            setReason('')
          } finally {
            setPending(false)
          }
        }}
      >
        <TextAreaField label="Reason" optional rows={4} maxLength={FIELD_LENGTHS.media.reason} value={reason} onChange={(e) => setReason(e.target.value)} hint={`At most ${FIELD_LENGTHS.media.reason.toLocaleString('en-US')} characters.`} />
        <DialogFooter>
          <CancelAndSubmit onCancel={close} pending={pending} pendingLabel="Rejecting..." $variant="destructive">
            Reject
          </CancelAndSubmit>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
