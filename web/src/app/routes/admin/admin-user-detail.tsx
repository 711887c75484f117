import { useParams } from 'react-router-dom'
import { UsersIcon } from '../../../components/ui/icons'
import { AdminScreen } from './admin-screen'

export default function AdminUserDetailPage() {
  const { id = '' } = useParams()
  return (
    <AdminScreen
      title="User Details"
      description={`Profile, role and companies of user #${id}.`}
      icon={<UsersIcon />}
      emptyTitle="No companies yet"
      emptyText={`Companies managed by this user are listed here.`}
      back={{ to: `/admin/users`, label: 'Back to Users' }}
    />
  )
}
