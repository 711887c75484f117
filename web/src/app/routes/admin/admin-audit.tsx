import { AuditPage } from '../../../features/audit/components/audit-page'

export default function AdminAuditPage() {
  return <AuditPage />
}
