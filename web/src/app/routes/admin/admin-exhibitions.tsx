import { AdminExhibitions } from '../../../features/exhibitions/components/admin/admin-exhibitions'
import { usePageTitle } from '../../../lib/page-title'

export default function AdminExhibitionsPage() {
  usePageTitle('Exhibitions · Admin')
  return <AdminExhibitions />
}
