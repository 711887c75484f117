import { BuildingIcon } from '../../../components/ui/icons'
import { AdminScreen } from './admin-screen'

export default function AdminCompaniesPage() {
  return (
    <AdminScreen
      title="Companies"
      description="Review, verify, suspend and edit the companies of the directory."
      icon={<BuildingIcon />}
      emptyTitle="No companies found"
      emptyText="Companies matching the search, sector and status filters are listed here."
    />
  )
}
