// A decision that needs a reason the other side will read (rejecting or suspending a company,
// rejecting a media item or an application, suspending an account): the reason is required, the
// confirm button says the decision.
import { useState } from 'react'
import { Dialog, DialogFooter } from './dialog'
import { TextAreaField } from './field'
import { CancelAndSubmit } from './form-layout'

interface ReasonDialogProps {
  open: boolean
  title: string
  description: string
  /** The confirm button's words, and while the request runs ('Suspend User', 'Suspending...'). */
  confirmLabel: string
  pendingLabel: string
  /** Shown when the reason is left blank. */
  requiredMessage: string
  maxLength: number
  onClose: () => void
  /** Gets the trimmed reason; the dialog stays open until the caller closes it. */
  onSubmit: (reason: string) => Promise<void>
}

export function ReasonDialog({ open, title, description, confirmLabel, pendingLabel, requiredMessage, maxLength, onClose, onSubmit }: ReasonDialogProps) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)

  const closeAndReset = () => {
    setReason('')
    setError(undefined)
    onClose()
  }

  return (
    <Dialog open={open} onClose={closeAndReset} title={title} description={description} busy={pending}>
      <form
        noValidate
        aria-label={title.replace(/\?$/, '')}
        onSubmit={async (e) => {
          e.preventDefault()
          if (!reason.trim()) {
            setError(requiredMessage)
            return
          }
          setPending(true)
          try {
            await onSubmit(reason.trim())
            setReason('')
            setError(undefined)
          } finally {
            setPending(false)
          }
        }}
      >
        <TextAreaField
          label="Reason"
          required
          rows={4}
          maxLength={maxLength}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.target.value)
            if (e.target.value.trim()) setError(undefined)
          }}
        />
        <DialogFooter>
          <CancelAndSubmit onCancel={closeAndReset} pending={pending} pendingLabel={pendingLabel} $variant="destructive">
            {confirmLabel}
          </CancelAndSubmit>
        </DialogFooter>
      </form>
    </Dialog>
  )
}
