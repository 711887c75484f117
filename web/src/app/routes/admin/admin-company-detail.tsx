import { useParams } from 'react-router-dom'
import { BuildingIcon } from '../../../components/ui/icons'
import { AdminScreen } from './admin-screen'

export default function AdminCompanyDetailPage() {
  const { id = '' } = useParams()
  return (
    <AdminScreen
      title="Company Details"
      description={`Status, verification, contact details and exhibitions of company #${id}.`}
      icon={<BuildingIcon />}
      emptyTitle="No exhibitions yet"
      emptyText={`Exhibition participations of this company are listed here.`}
      back={{ to: `/admin/companies`, label: 'Back to Companies' }}
    />
  )
}
