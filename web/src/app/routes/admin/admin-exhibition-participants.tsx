import { useParams } from 'react-router-dom'
import { BuildingIcon } from '../../../components/ui/icons'
import { AdminScreen } from './admin-screen'

export default function AdminExhibitionParticipantsPage() {
  const { id = '' } = useParams()
  return (
    <AdminScreen
      title="Exhibition Participants"
      description={`Confirm or reject the companies that applied to exhibition #${id} and assign booths.`}
      icon={<BuildingIcon />}
      emptyTitle="No participants yet"
      emptyText={`Applications of verified companies appear here for review.`}
      back={{ to: `/admin/exhibitions/${id}`, label: 'Back to Exhibition' }}
    />
  )
}
