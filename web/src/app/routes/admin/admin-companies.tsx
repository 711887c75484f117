import { AdminCompanies } from '../../../features/companies/components/admin-companies'
import { usePageTitle } from '../../../lib/page-title'

export default function AdminCompaniesPage() {
  usePageTitle('Companies · Admin')
  return <AdminCompanies />
}
