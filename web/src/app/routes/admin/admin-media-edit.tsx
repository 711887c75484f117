import { useParams } from 'react-router-dom'
import { AdminMediaEdit } from '../../../features/media/components/admin-media-edit'

export default function AdminMediaEditPage() {
  const { id } = useParams()
  return <AdminMediaEdit id={id} />
}
