import { useParams } from 'react-router-dom'
import { BackLink } from '../../../components/ui/back-link'
import { AdminCompanyEdit } from '../../../features/companies/components/admin-company-edit'

export default function AdminCompanyEditPage() {
  const { id } = useParams()
  return (
    <>
      <BackLink to={id ? `/admin/companies/${id}` : '/admin/companies'}>Back to Company</BackLink>
      <AdminCompanyEdit id={id} />
    </>
  )
}
