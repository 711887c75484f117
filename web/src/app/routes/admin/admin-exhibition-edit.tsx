import { useParams } from 'react-router-dom'
import { CalendarIcon } from '../../../components/ui/icons'
import { AdminScreen } from './admin-screen'

export default function AdminExhibitionEditPage() {
  const { id = '' } = useParams()
  return (
    <AdminScreen
      title="Edit Exhibition"
      description={`Change the dates, venue, allowed sectors and registration of exhibition #${id}.`}
      icon={<CalendarIcon />}
      emptyTitle="Exhibition details"
      emptyText={`Name, description, dates, location, capacity, fee and the vFairs link.`}
      back={{ to: `/admin/exhibitions/${id}`, label: 'Back to Exhibition' }}
    />
  )
}
