import { useParams } from 'react-router-dom'
import { AuditHistory } from '../../../features/audit/components/audit-history'
import { AdminMediaDetail } from '../../../features/media/components/admin-media-detail'

export default function AdminMediaDetailPage() {
  const { id } = useParams()
  return (
    <>
      <AdminMediaDetail id={id} />
      <AuditHistory key={id} targetType="media" targetId={id} />
    </>
  )
}
