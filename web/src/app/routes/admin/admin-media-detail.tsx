import { useParams } from 'react-router-dom'
import { NewspaperIcon } from '../../../components/ui/icons'
import { AdminScreen } from './admin-screen'

export default function AdminMediaDetailPage() {
  const { id = '' } = useParams()
  return (
    <AdminScreen
      title="Media Item"
      description={`Content, attachments and moderation status of media item #${id}.`}
      icon={<NewspaperIcon />}
      emptyTitle="No attachments"
      emptyText={`Files attached to this item are listed here.`}
      back={{ to: `/admin/media`, label: 'Back to Media' }}
    />
  )
}
