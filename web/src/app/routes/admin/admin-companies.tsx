import { useSearchParams } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { BulkActionBar } from '../../../features/bulk/components/bulk-action-bar'
import { AdminCompanies } from '../../../features/companies/components/admin-companies'
import { usePageTitle } from '../../../lib/page-title'

/** The companies table's filters, as its query and "all matching" of the bulk actions read them. */
const FILTERS = ['search', 'sector', 'status'] as const

export default function AdminCompaniesPage() {
  usePageTitle('Companies · Admin')
  const [params] = useSearchParams()
  const { mutate } = useSWRConfig()
  const filter = Object.fromEntries(FILTERS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])))
  return (
    <AdminCompanies
      selectionActions={(selection, clear) => (
        <BulkActionBar
          target="companies"
          selection={selection}
          filter={filter}
          clear={clear}
          onDone={() => void mutate((key) => typeof key === 'string' && key.startsWith('/api/admin/companies'))}
        />
      )}
    />
  )
}
