import { TagsIcon } from '../../../components/ui/icons'
import { AdminScreen } from './admin-screen'

export default function AdminCategoriesPage() {
  return (
    <AdminScreen
      title="Categories & Sectors"
      description="Manage sectors, subsectors, and product/service categories"
      icon={<TagsIcon />}
      emptyTitle="No sectors found"
      emptyText="Sectors organise the directory; add subsectors and categories under them."
    />
  )
}
