import { CalendarIcon } from '../../../components/ui/icons'
import { AdminScreen } from './admin-screen'

export default function AdminExhibitionsPage() {
  return (
    <AdminScreen
      title="Exhibitions"
      description="Plan exhibitions and manage their dates, sectors and participants."
      icon={<CalendarIcon />}
      emptyTitle="No exhibitions found"
      emptyText="Upcoming, ongoing and past exhibitions are listed here."
    />
  )
}
