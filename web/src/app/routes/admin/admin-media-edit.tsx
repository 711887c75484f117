import { useParams } from 'react-router-dom'
import { NewspaperIcon } from '../../../components/ui/icons'
import { AdminScreen } from './admin-screen'

export default function AdminMediaEditPage() {
  const { id = '' } = useParams()
  return (
    <AdminScreen
      title="Edit Media Item"
      description={`Change the title, type and content of media item #${id}.`}
      icon={<NewspaperIcon />}
      emptyTitle="Media item details"
      emptyText={`Title, type, content, thumbnail and attachments.`}
      back={{ to: `/admin/media/${id}`, label: 'Back to Media Item' }}
    />
  )
}
