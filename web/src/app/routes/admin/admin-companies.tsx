import { useBulkSlot } from '../../../features/bulk/components/bulk-slot'
import { AdminCompanies } from '../../../features/companies/components/admin-companies'
import { usePageTitle } from '../../../lib/page-title'

export default function AdminCompaniesPage() {
  usePageTitle('Companies · Admin')
  const bulk = useBulkSlot('companies', { filterKeys: ['search', 'sector', 'status'], reloads: '/api/admin/companies' })
  return <AdminCompanies selectionActions={bulk} />
}
