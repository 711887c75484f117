import { useParams } from 'react-router-dom'
import { BackLink } from '../../../components/ui/back-link'
import { AdminExhibitionEdit } from '../../../features/exhibitions/components/admin/admin-exhibition-edit'

export default function AdminExhibitionEditPage() {
  const { id } = useParams()
  return (
    <>
      <BackLink to={`/admin/exhibitions/${id ?? ''}`}>Back to Exhibition</BackLink>
      <AdminExhibitionEdit id={id} />
    </>
  )
}
