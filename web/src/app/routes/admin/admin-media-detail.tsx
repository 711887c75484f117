import { useParams } from 'react-router-dom'
import { AdminMediaDetail } from '../../../features/media/components/admin-media-detail'

export default function AdminMediaDetailPage() {
  const { id } = useParams()
  return <AdminMediaDetail id={id} />
}
