import type { ReactNode } from 'react'
// /my-companies: the user's companies by status, with the manager quota in the header.
import { useState } from 'react'
import styled from 'styled-components'
import { Button, ButtonLink } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { useToast } from '../../../components/ui/toast'
import { api, errorMessage } from '../../../lib/api-client'
import { Callout } from '../../../components/ui/callout'
import { EmptyState, ErrorState } from '../../../components/ui/empty-state'
import { BuildingIcon, CalendarIcon, EditIcon, EyeIcon, NewspaperIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons'
import { PageHeader } from '../../../components/ui/page-header'
import { LoadingState } from '../../../components/ui/spinner'
import { TabPanel, Tabs } from '../../../components/ui/tabs'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { countOf, formatDate } from '../../../lib/format'
import { hasRole, roleGroups, useSession } from '../../../lib/session'
import { MAX_COMPANIES_PER_MANAGER, PASSPORT_LIMITS } from '../../../../../src/adapters/http/contract'
import type { CompanyStatus, OwnCompanyView } from '../api/companies'
import { useMyCompanies } from '../api/my-companies'
import { CompanyLogo } from './company-logo'
import { StatusBadge, VerifiedBadge } from './company-status'
import { Cluster, stacked } from '../../../components/ui/stack'
import { surface } from '../../../components/ui/surface'
import { mutedSmall } from '../../../components/ui/text'

type Filter = 'all' | CompanyStatus

const FILTERS: readonly { id: Filter; label: string; empty: string }[] = [
  { id: 'all', label: 'All', empty: 'No companies yet' },
  { id: 'approved', label: 'Approved', empty: 'No approved companies' },
  { id: 'pending', label: 'Pending', empty: 'No companies pending approval' },
  { id: 'rejected', label: 'Rejected', empty: 'No rejected companies' },
  { id: 'suspended', label: 'Suspended', empty: 'No suspended companies' },
]

const ID_PREFIX = 'my-companies'

/** `companyExtra` lets the page add what other features show per company (e.g. its exhibition applications). */
export function MyCompanies({ companyExtra }: { companyExtra?: (company: OwnCompanyView) => ReactNode } = {}) {
  const { user } = useSession()
  const { data, error, mutate } = useMyCompanies()
  const [filter, setFilter] = useState<Filter>('all')

  const isAdmin = hasRole(user, roleGroups.admins)
  const count = data?.length ?? 0
  const remaining = Math.max(0, MAX_COMPANIES_PER_MANAGER - count)
  const canCreate = isAdmin || (!!data && remaining > 0)

  const quota = isAdmin || !data ? null : remaining > 0 ? `You can create ${remaining} more.` : null

  const header = (
    <PageHeader
      title="My Companies"
      description={
        <>
          The company profiles you manage, with their review status.
          {quota ? <Quota> {quota}</Quota> : null}
        </>
      }
      actions={
        canCreate ? (
          <ButtonLink to="/companies/create">
            <PlusIcon size={18} />
            Create Company
          </ButtonLink>
        ) : null
      }
    />
  )

  if (error) {
    return (
      <>
        {header}
        <ErrorState title="Your companies could not be loaded" error={error} onRetry={() => void mutate()} />
      </>
    )
  }
  if (!data) {
    return (
      <>
        {header}
        <LoadingState label="Loading your companies..." />
      </>
    )
  }

  const counts = Object.fromEntries(FILTERS.map((f) => [f.id, f.id === 'all' ? data.length : data.filter((c) => c.status === f.id).length]))
  const tabs = FILTERS.map((f) => ({ id: f.id, label: `${f.label} (${counts[f.id]})` }))
  const shown = filter === 'all' ? data : data.filter((c) => c.status === filter)
  const current = FILTERS.find((f) => f.id === filter)!

  return (
    <>
      {header}
      {!isAdmin && remaining === 0 ? (
        <LimitNote tone="info" title={`You have reached the limit of ${MAX_COMPANIES_PER_MANAGER} companies`}>
          A company manager can manage up to {MAX_COMPANIES_PER_MANAGER} companies.
        </LimitNote>
      ) : null}
      {data.length === 0 ? (
        <EmptyState
          icon={<BuildingIcon />}
          title="No companies yet"
          action={
            canCreate ? (
              <ButtonLink to="/companies/create">
                <PlusIcon size={18} />
                Create your first company
              </ButtonLink>
            ) : null
          }
        >
          Create your first company profile. It appears in the directory once our team has approved it.
        </EmptyState>
      ) : (
        <>
          <TabsWrap>
            <Tabs idPrefix={ID_PREFIX} label="Filter companies by status" tabs={tabs} value={filter} onChange={setFilter} />
          </TabsWrap>
          <TabPanel idPrefix={ID_PREFIX} id={filter}>
            {shown.length === 0 ? (
              <EmptyState icon={<BuildingIcon />} title={current.empty} />
            ) : (
              <List>
                {shown.map((c) => (
                  <li key={c.id}>
                    <OwnCompanyCard company={c} extra={companyExtra?.(c)} onDeleted={() => void mutate()} />
                  </li>
                ))}
              </List>
            )}
          </TabPanel>
        </>
      )}
    </>
  )
}

const DAY = 24 * 3600 * 1000

function OwnCompanyCard({ company, extra, onDeleted }: { company: OwnCompanyView; extra?: ReactNode; onDeleted: () => void }) {
  const approved = company.status === 'approved'
  // A company not (or no longer) in review's favour can be withdrawn here, which frees its slot (issue 21).
  const withdrawable = company.status === 'pending' || company.status === 'rejected'
  // Why the company cannot apply to exhibitions yet (the words of the application's rules), instead of the action.
  const cannotExhibit = company.status === 'pending' || company.status === 'rejected'
    ? 'It can apply to exhibitions once it is approved.'
    : approved && !company.isVerified ? 'It can apply to exhibitions once it is verified: only verified companies can exhibit.' : null
  // The passport's last 30 days (issue 22): its manager was reminded, and sees it here too.
  const expiring = company.verifiedUntil !== null && new Date(company.verifiedUntil).getTime() - Date.now() <= PASSPORT_LIMITS.expiringDays * DAY
  const [withdrawing, setWithdrawing] = useState(false)
  const { toast } = useToast()
  const of = <VisuallyHidden> {company.name}</VisuallyHidden>
  return (
    <Card>
      <Top>
        <CompanyLogo name={company.name} logo={company.logo} size={56} />
        <Identity>
          <h2>{company.name}</h2>
          <Meta>
            {[company.sector, company.subsector, company.country].filter(Boolean).join(' · ')}
          </Meta>
          <Cluster>
            <StatusBadge status={company.status} />
            {company.isVerified ? <VerifiedBadge /> : null}
          </Cluster>
        </Identity>
        <Stats>
          <span>
            <EyeIcon size={16} />
            {countOf(company.views, 'view')}
          </span>
          <span>Created {formatDate(company.createdAt)}</span>
          {company.verifiedUntil ? <span>Verified until {formatDate(company.verifiedUntil)}</span> : null}
        </Stats>
      </Top>
      {expiring ? (
        <Callout tone="warning" title="Verification ends soon">
          {`The verification passport of ${company.name} is valid until ${formatDate(company.verifiedUntil)}. Please contact us to renew it: after that day the company loses its verified badge.`}
        </Callout>
      ) : null}
      {company.status === 'rejected' ? (
        <Callout tone="danger" title="Rejection reason">
          {company.rejectionReason || 'No reason was given.'}
          {'\n'}Edit the company to resubmit it for review.
        </Callout>
      ) : company.status === 'suspended' ? (
        <Callout tone="danger" title="Suspension reason">
          {company.suspensionReason || 'No reason was given.'}
          {'\n'}The company is hidden from the directory until an administrator reinstates it.
        </Callout>
      ) : null}
      <Actions>
        <ButtonLink to={`/companies/${company.id}`} $variant="outline" $size="sm">
          <EyeIcon size={16} />
          View{of}
        </ButtonLink>
        <ButtonLink to={`/companies/${company.id}/edit`} $variant="outline" $size="sm">
          <EditIcon size={16} />
          Edit{of}
        </ButtonLink>
        {approved ? (
          <>
            <ButtonLink to={`/companies/${company.id}/media`} $variant="outline" $size="sm">
              <NewspaperIcon size={16} />
              Media{of}
            </ButtonLink>
            {company.isVerified ? (
              <ButtonLink to={`/exhibitions?applyAs=${company.id}`} $variant="outline" $size="sm">
                <CalendarIcon size={16} />
                Apply to an exhibition<VisuallyHidden> with {company.name}</VisuallyHidden>
              </ButtonLink>
            ) : null}
          </>
        ) : null}
        {withdrawable ? (
          <Button $variant="outline" $size="sm" onClick={() => setWithdrawing(true)}>
            <TrashIcon size={16} />
            {company.status === 'pending' ? 'Withdraw' : 'Delete'}
            {of}
          </Button>
        ) : null}
      </Actions>
      {cannotExhibit ? <ExhibitNote>{cannotExhibit}</ExhibitNote> : null}
      <ConfirmDialog
        open={withdrawing}
        onClose={() => setWithdrawing(false)}
        title={company.status === 'pending' ? 'Withdraw this company?' : 'Delete this company?'}
        confirmLabel={company.status === 'pending' ? 'Withdraw' : 'Delete'}
        pendingLabel="Deleting..."
        onConfirm={async () => {
          try {
            await api.delete(`/api/companies/${company.id}`)
            setWithdrawing(false)
            toast({ title: 'Company deleted', description: `${company.name} was removed. Its slot is free again.`, variant: 'success' })
            onDeleted()
          } catch (e) {
            toast({ title: 'Could not delete the company', description: errorMessage(e), variant: 'destructive' })
          }
        }}
      >
        {company.name} will be removed for good, with what it holds. This frees one of your {MAX_COMPANIES_PER_MANAGER} company slots.
      </ConfirmDialog>
      {extra}
    </Card>
  )
}

const ExhibitNote = styled.p`
  margin: 0;
  ${mutedSmall}
`

const Quota = styled.strong`
  color: ${({ theme }) => theme.colors.text};
`

const LimitNote = styled(Callout)`
  margin-bottom: ${({ theme }) => theme.space[6]};
`

const TabsWrap = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`

const List = styled.ul`
  ${stacked(4)}
`

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  ${surface}
  box-shadow: ${({ theme }) => theme.shadows.sm};
`

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`

const Identity = styled.div`
  flex: 1 1 16rem;
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: break-word;
  }
`

const Meta = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[2]};
  ${mutedSmall}
`

const Stats = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  ${mutedSmall}

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`
