import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { createAdminCompany } from '../api/admin-companies'
import { CompanyForm } from './company-form'
import { EMPTY_COMPANY_FORM, toCompanyPayload } from './company-form-model'

interface Props {
  open: boolean
  onClose: () => void
  onCreated: () => Promise<unknown>
}

/** The admin's Create Company dialog (admin-back-office.md: subsector optional, initial status, Verified). */
export function AdminCreateCompanyDialog({ open, onClose, onCreated }: Props) {
  const { toast } = useToast()
  return (
    <Dialog open={open} onClose={onClose} title="Create Company" description="Add a company to the directory. Fields without (optional) are required." width={650}>
      <CompanyForm
        initial={EMPTY_COMPANY_FORM}
        subsectorRequired={false}
        compact
        label="Create company"
        submitLabel="Create Company"
        pendingLabel="Creating..."
        cancel={
          <Button $variant="outline" onClick={onClose}>
            Cancel
          </Button>
        }
        onSubmit={async (values) => {
          await createAdminCompany({ ...toCompanyPayload(values), status: values.status, verified: values.status === 'active' && values.verified })
          toast({ title: 'Success', description: 'Company created successfully', variant: 'success' })
          await onCreated()
          onClose()
        }}
        onError={(e) => toast({ title: 'Error', description: errorMessage(e, 'Failed to create company'), variant: 'destructive' })}
      />
    </Dialog>
  )
}
