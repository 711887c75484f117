import { useParams } from 'react-router-dom'
import { AdminUserDetail } from '../../../features/admin-users/components/admin-user-detail'
import { AuditHistory } from '../../../features/audit/components/audit-history'
import { ActivityFeed } from '../../../features/dashboard/components/activity-feed'

export default function AdminUserDetailPage() {
  const { id = '' } = useParams()
  // The route composes three features: the user's detail, the shared activity list and the user's history.
  return (
    <>
      <AdminUserDetail key={id} id={id} renderActivity={(entries) => <ActivityFeed entries={entries} />} />
      <AuditHistory key={`history-${id}`} targetType="user" targetId={id} />
    </>
  )
}
