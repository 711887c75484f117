import { useBulkSlot } from '../../../features/bulk/components/bulk-slot'
import { AdminMedia } from '../../../features/media/components/admin-media'

export default function AdminMediaPage() {
  const bulk = useBulkSlot('media', { filterKeys: ['tab', 'search', 'type', 'sector'], reloads: '/api/admin/media' })
  return <AdminMedia selectionActions={bulk} />
}
