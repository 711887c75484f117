import { useParams } from 'react-router-dom'
import { BackLink } from '../../../components/ui/back-link'
import { useBulkSlot } from '../../../features/bulk/components/bulk-slot'
import { AdminParticipants } from '../../../features/exhibitions/components/admin/admin-participants'

export default function AdminExhibitionParticipantsPage() {
  const { id } = useParams()
  const exhibitionId = Number(id)
  const bulk = useBulkSlot('participants', { filterKeys: [], reloads: `/api/admin/exhibitions/${id ?? ''}`, exhibitionId: Number.isInteger(exhibitionId) && exhibitionId > 0 ? exhibitionId : undefined })
  return (
    <>
      <BackLink to={`/admin/exhibitions/${id ?? ''}`}>Back to Exhibition</BackLink>
      <AdminParticipants id={id} selectionActions={bulk} />
    </>
  )
}
