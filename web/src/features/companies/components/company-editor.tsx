// The manager's create and edit screens around the shared CompanyForm (visitor-and-user-side.md: Create company).
import { lazy, Suspense } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { ButtonLink } from '../../../components/ui/button'
import { Callout } from '../../../components/ui/callout'
import { LockIcon } from '../../../components/ui/icons'
import { MessageCard } from '../../../components/ui/message-card'
import { LoadingState } from '../../../components/ui/spinner'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/api-client'
import { hasRole, roleGroups, useSession } from '../../../lib/session'
import { useInvalidate } from '../../../lib/swr'
import { MAX_COMPANIES_PER_MANAGER } from '../../../../../src/adapters/http/contract'
import { isCompanyKey, type CompanyDetailView } from '../api/companies'
import { useCompany } from '../api/company'
import { createCompany, updateCompany, useMyCompanies } from '../api/my-companies'
import { CompanyForm } from './company-form'
import { EMPTY_COMPANY_FORM, formValuesOf, toCompanyPayload } from './company-form-model'
import { CompanyLoadError } from './company-load-error'

/** The manager's "Prove your domain" (issue 22): its own chunk, loaded after the form. */
const DomainProofSection = lazy(() => import('./domain-proof-section'))

const cancelLink = (
  <ButtonLink to="/my-companies" $variant="outline">
    Cancel
  </ButtonLink>
)

export function CreateCompany() {
  const { user } = useSession()
  const { toast } = useToast()
  const navigate = useNavigate()
  const invalidate = useInvalidate()
  const isManager = user?.role === 'company_manager'
  const mine = useMyCompanies(isManager)

  if (isManager && !mine.data && !mine.error) return <LoadingState label="Loading your companies..." />
  if (isManager && (mine.data?.length ?? 0) >= MAX_COMPANIES_PER_MANAGER) {
    return (
      <Callout
        tone="warning"
        title={`You have reached the limit of ${MAX_COMPANIES_PER_MANAGER} companies`}
        action={
          <ButtonLink to="/my-companies" $variant="outline" $size="sm">
            Back to My Companies
          </ButtonLink>
        }
      >
        A company manager can manage up to {MAX_COMPANIES_PER_MANAGER} companies.
      </Callout>
    )
  }

  return (
    <CompanyForm
      initial={EMPTY_COMPANY_FORM}
      subsectorRequired
      label="Create company"
      submitLabel="Create Company"
      pendingLabel="Creating..."
      cancel={cancelLink}
      onSubmit={async (values) => {
        const created = await createCompany(toCompanyPayload(values))
        toast({
          title: 'Success',
          description:
            created?.status === 'approved' ? 'Company created successfully.' : 'Company created successfully. It will be reviewed by our team.',
          variant: 'success',
        })
        await invalidate(isCompanyKey)
        void navigate('/my-companies')
      }}
      onError={(e) => toast({ title: 'Error', description: errorMessage(e, 'Failed to create company'), variant: 'destructive' })}
    />
  )
}

export function EditCompany({ id }: { id: string | undefined }) {
  const { data, error, mutate } = useCompany(id)
  const { user } = useSession()

  if (error) return <CompanyLoadError error={error} onRetry={() => void mutate()} back={{ to: '/my-companies', label: 'Back to My Companies' }} />
  if (!data || !user) return <LoadingState label="Loading company..." />
  if (data.managerId !== user.id && !hasRole(user, roleGroups.admins)) {
    return (
      <MessageCard icon={<LockIcon />} tone="warning" title="You cannot edit this company" action={<ButtonLink to="/my-companies">Back to My Companies</ButtonLink>}>
        Only the company's manager or an administrator can edit it.
      </MessageCard>
    )
  }
  // The key remounts the form with fresh values after a save elsewhere.
  return (
    <>
      <EditForm key={`${data.id}-${data.version}`} company={data} />
      {user.role === 'company_manager' && data.managerId === user.id ? (
        <Suspense fallback={null}>
          <DomainProofSection key={data.website ?? ''} companyId={data.id} />
        </Suspense>
      ) : null}
    </>
  )
}

function EditForm({ company }: { company: CompanyDetailView }) {
  const { toast } = useToast()
  const navigate = useNavigate()
  const invalidate = useInvalidate()
  return (
    <>
      {company.status === 'rejected' ? (
        <Notice tone="danger" title="This company was rejected">
          {company.rejectionReason ? `Reason: ${company.rejectionReason}\n` : ''}Saving your changes resubmits it for review.
        </Notice>
      ) : company.status === 'pending' ? (
        <Notice tone="info" title="Pending approval">
          Our team is reviewing this company. It appears in the directory once it is approved.
        </Notice>
      ) : null}
      <CompanyForm
        initial={formValuesOf(company)}
        subsectorRequired
        label={`Edit ${company.name}`}
        submitLabel={company.status === 'rejected' ? 'Save and Resubmit' : 'Save Changes'}
        pendingLabel="Saving..."
        cancel={cancelLink}
        onSubmit={async (values) => {
          await updateCompany(company.id, toCompanyPayload(values, company.version))
          toast({ title: 'Success', description: 'Company updated successfully', variant: 'success' })
          await invalidate(isCompanyKey)
          void navigate('/my-companies')
        }}
        onError={(e) => toast({ title: 'Error', description: errorMessage(e, 'Failed to update company'), variant: 'destructive' })}
      />
    </>
  )
}

const Notice = styled(Callout)`
  margin-bottom: ${({ theme }) => theme.space[6]};
`
