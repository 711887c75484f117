import { useParams } from 'react-router-dom'
import { CalendarIcon } from '../../../components/ui/icons'
import { AdminScreen } from './admin-screen'

export default function AdminExhibitionDetailPage() {
  const { id = '' } = useParams()
  return (
    <AdminScreen
      title="Exhibition Details"
      description={`Dates, venue, capacity and participants of exhibition #${id}.`}
      icon={<CalendarIcon />}
      emptyTitle="No participants yet"
      emptyText={`Companies that apply to this exhibition are listed here.`}
      back={{ to: `/admin/exhibitions`, label: 'Back to Exhibitions' }}
    />
  )
}
