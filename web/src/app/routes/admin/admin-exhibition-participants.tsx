import { useParams } from 'react-router-dom'
import { BackLink } from '../../../components/ui/back-link'
import { AdminParticipants } from '../../../features/exhibitions/components/admin/admin-participants'

export default function AdminExhibitionParticipantsPage() {
  const { id } = useParams()
  return (
    <>
      <BackLink to={`/admin/exhibitions/${id ?? ''}`}>Back to Exhibition</BackLink>
      <AdminParticipants id={id} />
    </>
  )
}
