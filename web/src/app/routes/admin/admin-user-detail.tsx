import { useParams } from 'react-router-dom'
import { AdminUserDetail } from '../../../features/admin-users/components/admin-user-detail'
import { ActivityFeed } from '../../../features/dashboard/components/activity-feed'

export default function AdminUserDetailPage() {
  const { id = '' } = useParams()
  // The route composes two features: the user's detail and the shared activity list.
  return <AdminUserDetail key={id} id={id} renderActivity={(entries) => <ActivityFeed entries={entries} />} />
}
