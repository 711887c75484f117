import { AdminMedia } from '../../../features/media/components/admin-media'

export default function AdminMediaPage() {
  return <AdminMedia />
}
