import { Dialog } from '../../../../components/ui/dialog'
import { useCreateFormProps } from '../../../../components/ui/record-form'
import { useSectors } from '../../../../lib/catalogue'
import { createExhibition } from '../../api/admin-exhibitions'
import { ExhibitionForm } from './exhibition-form'
import { EMPTY_EXHIBITION_FORM, toExhibitionPayload, type ExhibitionFormValues } from './exhibition-form-model'

interface Props {
  open: boolean
  onClose: () => void
  onCreated: () => Promise<unknown>
}

/** The admin's Create Exhibition dialog. */
export function CreateExhibitionDialog({ open, onClose, onCreated }: Props) {
  const sectors = useSectors()
  const frame = useCreateFormProps<ExhibitionFormValues>({
    noun: 'Exhibition',
    create: (values) => createExhibition(toExhibitionPayload(values, (sectors.data ?? []).map((s) => s.id))),
    onCreated,
    onClose,
  })
  return (
    <Dialog open={open} onClose={onClose} title="Create Exhibition" description="Plan a new exhibition. Fields without (optional) are required." width={650}>
      <ExhibitionForm initial={EMPTY_EXHIBITION_FORM} sectorRequired {...frame} />
    </Dialog>
  )
}
