import { useParams } from 'react-router-dom'
import { BackLink } from '../../../components/ui/back-link'
import { AuditHistory } from '../../../features/audit/components/audit-history'
import { AdminExhibitionDetail } from '../../../features/exhibitions/components/admin/admin-exhibition-detail'

export default function AdminExhibitionDetailPage() {
  const { id } = useParams()
  return (
    <>
      <BackLink to="/admin/exhibitions">Back to Exhibitions</BackLink>
      <AdminExhibitionDetail id={id} />
      <AuditHistory key={id} targetType="exhibition" targetId={id} />
    </>
  )
}
