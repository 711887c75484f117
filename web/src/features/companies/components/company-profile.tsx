// /companies/:id: header with the Save and Visit Website buttons, then the tabs Overview,
// Products & Services, Media & Press and Contact.
import { useState } from 'react'
import styled from 'styled-components'
import { ButtonLink } from '../../../components/ui/button'
import { Callout } from '../../../components/ui/callout'
import { SectionGrid } from '../../../components/ui/section-card'
import { Skeleton } from '../../../components/ui/skeleton'
import { TabPanel, Tabs } from '../../../components/ui/tabs'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { usePageMeta } from '../../../lib/page-title'
import { companyMeta } from '../company-meta'
import { hasRole, roleGroups, useSession } from '../../../lib/session'
import type { CompanyDetailView } from '../api/companies'
import { useCompany } from '../api/company'
import { CompanyContact } from './company-contact'
import { CompanyLoadError } from './company-load-error'
import { CompanyMediaList } from '../../media/components/company-media-list'
import { mediaContactOf } from '../../media/components/media-contact'
import { CompanyOfferings } from './company-offerings'
import { CompanyOverview } from './company-overview'
import { CompanyProfileHeader, CompanyProfileHeaderSkeleton } from './company-profile-header'

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'offerings', label: 'Products & Services' },
  { id: 'media', label: 'Media & Press' },
  { id: 'contact', label: 'Contact' },
] as const

type TabId = (typeof TABS)[number]['id']

const ID_PREFIX = 'company'

export function CompanyProfile({ id }: { id: string | undefined }) {
  const { data, error, mutate } = useCompany(id)
  usePageMeta(data ? companyMeta(data) : { title: error ? 'Company Not Found' : 'Company Profile' })

  if (error) return <CompanyLoadError error={error} onRetry={() => void mutate()} back={{ to: '/directory', label: 'Back to Directory' }} />
  if (!data) return <ProfileSkeleton />
  return <Profile company={data} />
}

function Profile({ company }: { company: CompanyDetailView }) {
  const [tab, setTab] = useState<TabId>('overview')
  const { user } = useSession()
  const isOwner = !!user && user.id === company.managerId
  const canEdit = isOwner || hasRole(user, roleGroups.admins)
  const editPath = isOwner ? `/companies/${company.id}/edit` : `/admin/companies/${company.id}/edit`

  return (
    <>
      {company.status !== 'approved' ? <StatusNotice company={company} editPath={canEdit ? editPath : undefined} /> : null}
      <CompanyProfileHeader company={company} editPath={canEdit ? editPath : undefined} />
      <TabsWrap>
        <Tabs idPrefix={ID_PREFIX} label="Company profile sections" tabs={TABS} value={tab} onChange={setTab} />
      </TabsWrap>
      <TabPanel idPrefix={ID_PREFIX} id={tab}>
        {tab === 'overview' ? <CompanyOverview company={company} /> : null}
        {tab === 'offerings' ? <CompanyOfferings company={company} /> : null}
        {tab === 'media' ? <CompanyMediaList companyId={company.id} mediaContact={mediaContactOf(company)} /> : null}
        {tab === 'contact' ? <CompanyContact company={company} /> : null}
      </TabPanel>
    </>
  )
}

/**
 * The profile's shape while the company loads, at least as tall as the viewport: the footer stays
 * below the fold instead of showing and then jumping away when the profile arrives.
 */
function ProfileSkeleton() {
  return (
    <Loading>
      <VisuallyHidden role="status">Loading company...</VisuallyHidden>
      <CompanyProfileHeaderSkeleton />
      <TabsWrap>
        <Skeleton $height="3rem" />
      </TabsWrap>
      <SectionGrid $split="2:1">
        <Skeleton $height="20rem" />
        <Skeleton $height="14rem" />
      </SectionGrid>
    </Loading>
  )
}

/** For the owner or an admin: why this profile is not public. */
function StatusNotice({ company, editPath }: { company: CompanyDetailView; editPath: string | undefined }) {
  const edit = editPath ? (
    <ButtonLink to={editPath} $variant="outline" $size="sm">
      Edit company
    </ButtonLink>
  ) : null
  return (
    <Notice>
      {company.status === 'pending' ? (
        <Callout tone="warning" title="Pending approval">
          Our team is reviewing this company. It appears in the directory once it is approved.
        </Callout>
      ) : company.status === 'rejected' ? (
        <Callout tone="danger" title="Rejected" action={edit}>
          {company.rejectionReason ? `Reason: ${company.rejectionReason}` : 'This company was not approved.'}
          {'\n'}Edit the company to resubmit it for review.
        </Callout>
      ) : (
        <Callout tone="danger" title="Suspended">
          {company.suspensionReason ? `Reason: ${company.suspensionReason}\n` : ''}
          This company is hidden from the directory until an administrator reinstates it.
        </Callout>
      )}
    </Notice>
  )
}

const Notice = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`

const Loading = styled.div`
  min-height: 100vh;
`

const TabsWrap = styled.div`
  margin: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[6]};
`
