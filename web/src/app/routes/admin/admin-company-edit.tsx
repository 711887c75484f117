import { useParams } from 'react-router-dom'
import { BuildingIcon } from '../../../components/ui/icons'
import { AdminScreen } from './admin-screen'

export default function AdminCompanyEditPage() {
  const { id = '' } = useParams()
  return (
    <AdminScreen
      title="Edit Company"
      description={`Change the profile, sector and status of company #${id}.`}
      icon={<BuildingIcon />}
      emptyTitle="Company details"
      emptyText={`Name, description, sector, subsector, country and contact details.`}
      back={{ to: `/admin/companies/${id}`, label: 'Back to Company' }}
    />
  )
}
