// What the admins read of the manager's proof of the website's domain (issue 22): the line of the
// company's detail, and the hint under the Verify dialog's domain check wherever the dialog is opened
// (the companies table's row menu as well as the detail).
import { formatDate } from '../../../lib/format'
import { useAdminCompany, type AdminCompanyDetailView } from '../api/admin-companies'

export const proofText = (p: NonNullable<AdminCompanyDetailView['domainProof']>): string =>
  `Proven by ${p.provenBy?.name ?? 'a former manager'} on ${formatDate(p.provenAt)}: a code mailed to ${p.email} was typed back.`

/**
 * The hint for one company, from its admin detail (already loaded on the detail screen; read when the
 * dialog opens from the table, whose rows do not carry the proof).
 */
export function DomainProofHint({ companyId }: { companyId: number }) {
  const { data, error } = useAdminCompany(String(companyId))
  if (error) return <>Could not load the domain proof.</>
  if (!data) return <>Loading the domain proof...</>
  return <>{data.domainProof ? proofText(data.domainProof) : 'Not proven by the manager yet: they can prove it from their company\'s edit page.'}</>
}
