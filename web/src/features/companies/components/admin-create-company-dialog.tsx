import { Dialog } from '../../../components/ui/dialog'
import { useCreateFormProps } from '../../../components/ui/record-form'
import { createAdminCompany } from '../api/admin-companies'
import { CompanyForm } from './company-form'
import { EMPTY_COMPANY_FORM, toCompanyPayload, type CompanyFormValues } from './company-form-model'

interface Props {
  open: boolean
  onClose: () => void
  onCreated: () => Promise<unknown>
}

/** The admin's Create Company dialog (admin-back-office.md: subsector optional, initial status, Verified). */
export function AdminCreateCompanyDialog({ open, onClose, onCreated }: Props) {
  const frame = useCreateFormProps<CompanyFormValues>({
    noun: 'Company',
    create: (values) => createAdminCompany({ ...toCompanyPayload(values), status: values.status, verified: values.status === 'active' && values.verified }),
    onCreated,
    onClose,
  })
  return (
    <Dialog open={open} onClose={onClose} title="Create Company" description="Add a company to the directory. Fields without (optional) are required." width={650}>
      <CompanyForm initial={EMPTY_COMPANY_FORM} subsectorRequired={false} {...frame} />
    </Dialog>
  )
}
