// /admin/companies/:id/edit: the full company form with an optional subsector
// (PATCH /api/admin/companies/{id}); status and verification have their own actions.
import { PageHeader } from '../../../components/ui/page-header'
import { useEditFormProps } from '../../../components/ui/record-form'
import { LoadingState } from '../../../components/ui/spinner'
import { usePageTitle } from '../../../lib/page-title'
import { updateAdminCompany, useAdminCompany } from '../api/admin-companies'
import { isCompanyKey, type CompanyDetailView } from '../api/companies'
import { CompanyLoadError } from './company-load-error'
import { CompanyForm } from './company-form'
import { formValuesOf, toCompanyPayload, type CompanyFormValues } from './company-form-model'

const ADMIN_BACK = { to: '/admin/companies', label: 'Back to Companies' }

export function AdminCompanyEdit({ id }: { id: string | undefined }) {
  const { data, error, mutate } = useAdminCompany(id)
  usePageTitle(`Edit ${data?.name ?? 'Company'} · Admin`)

  if (error) return <CompanyLoadError error={error} onRetry={() => void mutate()} back={ADMIN_BACK} notFoundText="This company does not exist or was deleted." />
  if (!data) return <LoadingState label="Loading company..." />
  return <Edit key={`${data.id}-${data.version}`} company={data} />
}

function Edit({ company }: { company: CompanyDetailView }) {
  const frame = useEditFormProps<CompanyFormValues>({
    noun: 'Company',
    name: company.name,
    back: `/admin/companies/${company.id}`,
    update: (values) => updateAdminCompany(company.id, toCompanyPayload(values, company.version)),
    stale: isCompanyKey,
  })
  return (
    <>
      <PageHeader title="Edit Company" description={`Update the profile of ${company.name}. Status and verification are changed from the company's detail page.`} />
      <CompanyForm initial={formValuesOf(company)} subsectorRequired={false} {...frame} />
    </>
  )
}
