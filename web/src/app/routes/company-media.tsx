import { useParams } from 'react-router-dom'
import { CompanyMediaManager } from '../../features/media/components/company-media-manager'

export default function CompanyMediaPage() {
  const { id } = useParams()
  return <CompanyMediaManager id={id} />
}
