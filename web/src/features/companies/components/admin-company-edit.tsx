// /admin/companies/:id/edit: the full company form with an optional subsector
// (PATCH /api/admin/companies/{id}); status and verification have their own actions.
import { useNavigate } from 'react-router-dom'
import { ButtonLink } from '../../../components/ui/button'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadingState } from '../../../components/ui/spinner'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { usePageTitle } from '../../../lib/page-title'
import { useInvalidate } from '../../../lib/swr'
import { updateAdminCompany, useAdminCompany } from '../api/admin-companies'
import { isCompanyKey } from '../api/companies'
import { CompanyLoadError } from './company-load-error'
import { CompanyForm } from './company-form'
import { formValuesOf, toCompanyPayload } from './company-form-model'

const ADMIN_BACK = { to: '/admin/companies', label: 'Back to Companies' }

export function AdminCompanyEdit({ id }: { id: string | undefined }) {
  const { data, error, mutate } = useAdminCompany(id)
  const { toast } = useToast()
  const navigate = useNavigate()
  const invalidate = useInvalidate()
  usePageTitle(`Edit ${data?.name ?? 'Company'} · Admin`)

  if (error) return <CompanyLoadError error={error} onRetry={() => void mutate()} back={ADMIN_BACK} notFoundText="This company does not exist or was deleted." />
  if (!data) return <LoadingState label="Loading company..." />
  const back = `/admin/companies/${data.id}`
  return (
    <>
      <PageHeader title="Edit Company" description={`Update the profile of ${data.name}. Status and verification are changed from the company's detail page.`} />
      <CompanyForm
        key={`${data.id}-${data.version}`}
        initial={formValuesOf(data)}
        subsectorRequired={false}
        label={`Edit ${data.name}`}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        cancel={
          <ButtonLink to={back} $variant="outline">
            Cancel
          </ButtonLink>
        }
        onSubmit={async (values) => {
          await updateAdminCompany(data.id, toCompanyPayload(values, data.version))
          toast({ title: 'Success', description: 'Company updated successfully', variant: 'success' })
          await invalidate(isCompanyKey)
          void navigate(back)
        }}
        onError={(e) => toast({ title: 'Error', description: errorMessage(e, 'Failed to update company'), variant: 'destructive' })}
      />
    </>
  )
}
