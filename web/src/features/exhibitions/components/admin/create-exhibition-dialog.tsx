import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { useToast } from '../../../../components/ui/toast'
import { errorMessage } from '../../../../lib/api-client'
import { useSectors } from '../../../../lib/catalogue'
import { createExhibition } from '../../api/admin-exhibitions'
import { ExhibitionForm } from './exhibition-form'
import { EMPTY_EXHIBITION_FORM, toExhibitionPayload } from './exhibition-form-model'

interface Props {
  open: boolean
  onClose: () => void
  onCreated: () => Promise<unknown>
}

/** The admin's Create Exhibition dialog. */
export function CreateExhibitionDialog({ open, onClose, onCreated }: Props) {
  const { toast } = useToast()
  const sectors = useSectors()
  return (
    <Dialog open={open} onClose={onClose} title="Create Exhibition" description="Plan a new exhibition. Fields without (optional) are required." width={650}>
      <ExhibitionForm
        initial={EMPTY_EXHIBITION_FORM}
        sectorRequired
        compact
        label="Create exhibition"
        submitLabel="Create Exhibition"
        pendingLabel="Creating..."
        cancel={
          <Button $variant="outline" onClick={onClose}>
            Cancel
          </Button>
        }
        onSubmit={async (values) => {
          await createExhibition(toExhibitionPayload(values, (sectors.data ?? []).map((s) => s.id)))
          toast({ title: 'Success', description: 'Exhibition created successfully', variant: 'success' })
          await onCreated()
          onClose()
        }}
        onError={(e) => toast({ title: 'Error', description: errorMessage(e, 'Failed to create exhibition'), variant: 'destructive' })}
      />
    </Dialog>
  )
}
