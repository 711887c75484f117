// Withdraw, for a pending application: the apply panel of an exhibition and a company's list of
// applications on My Companies ask, confirm and report it the same way.
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { withdrawApplication } from '../api/participation'

export interface Withdrawal {
  readonly exhibitionId: number
  readonly participantId: number
  readonly companyName: string
  readonly exhibitionName: string
}

/**
 * `ask(application)` opens the confirmation; Withdraw withdraws it, says so and runs `refresh`, then
 * `after` (where focus goes, the button that had it being gone). A failure is said and refreshes too.
 */
export function useWithdrawal(refresh: () => Promise<unknown>, after: () => void) {
  const { toast } = useToast()
  const [target, setTarget] = useState<Withdrawal | null>(null)

  const withdraw = async () => {
    if (!target) return
    try {
      await withdrawApplication(target.exhibitionId, target.participantId)
      toast({ title: 'Application withdrawn', description: `${target.companyName} no longer applies to ${target.exhibitionName}.`, variant: 'success' })
      setTarget(null)
      await refresh()
      after()
    } catch (e) {
      toast({ title: 'Could not withdraw the application', description: errorMessage(e), variant: 'destructive' })
      await refresh()
    }
  }

  const dialog = (
    <ConfirmDialog
      open={!!target}
      onClose={() => setTarget(null)}
      title="Withdraw application?"
      confirmLabel="Withdraw"
      pendingLabel="Withdrawing..."
      onConfirm={withdraw}
    >
      {target
        ? `The application of ${target.companyName} to ${target.exhibitionName} will be withdrawn. You can apply again while registration is open.`
        : null}
    </ConfirmDialog>
  )
  return { ask: setTarget, dialog }
}
