import { useParams } from 'react-router-dom'
import { BackLink } from '../../../components/ui/back-link'
import { AuditHistory } from '../../../features/audit/components/audit-history'
import { AdminCompanyDetail } from '../../../features/companies/components/admin-company-detail'

export default function AdminCompanyDetailPage() {
  const { id } = useParams()
  return (
    <>
      <BackLink to="/admin/companies">Back to Companies</BackLink>
      <AdminCompanyDetail id={id} />
      <AuditHistory key={id} targetType="company" targetId={id} />
    </>
  )
}
