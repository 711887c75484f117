import { NewspaperIcon } from '../../../components/ui/icons'
import { AdminScreen } from './admin-screen'

export default function AdminMediaPage() {
  return (
    <AdminScreen
      title="Media"
      description="Moderate the news, press releases, press kits and events published by companies."
      icon={<NewspaperIcon />}
      emptyTitle="No media items found."
      emptyText="Items waiting for approval are listed here first."
    />
  )
}
